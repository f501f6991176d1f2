package dev.dxkit.dxil.listing;

/**
 * The debug-info metadata records of LLVM 3.7 bitcode (METADATA_LOCATION 7, METADATA_GENERIC_DEBUG 12 …
 * METADATA_MODULE 32) as LLVM's assembly writer prints their nodes ({@code !DILocation(line: 3, scope: !4)}),
 * and the operands each node holds in memory, in the order LLVM's slot tracker numbers them.
 *
 * <p>Record layouts follow LLVM 3.7's BitcodeReader: operand 0 is the distinct flag; a metadata reference is its
 * id + 1 with 0 for null, except a location's scope, which is the id itself. Field order and the rules for
 * leaving a field out (zero, empty, null) follow the AsmWriter's {@code writeDI*} functions.
 */
final class DebugInfoText {
    static final int LOCATION = 7;
    static final int GENERIC_DEBUG = 12;
    static final int SUBRANGE = 13;
    static final int ENUMERATOR = 14;
    static final int BASIC_TYPE = 15;
    static final int FILE = 16;
    static final int DERIVED_TYPE = 17;
    static final int COMPOSITE_TYPE = 18;
    static final int SUBROUTINE_TYPE = 19;
    static final int COMPILE_UNIT = 20;
    static final int SUBPROGRAM = 21;
    static final int LEXICAL_BLOCK = 22;
    static final int LEXICAL_BLOCK_FILE = 23;
    static final int NAMESPACE = 24;
    static final int TEMPLATE_TYPE = 25;
    static final int TEMPLATE_VALUE = 26;
    static final int GLOBAL_VAR = 27;
    static final int LOCAL_VAR = 28;
    static final int EXPRESSION = 29;
    static final int OBJC_PROPERTY = 30;
    static final int IMPORTED_ENTITY = 31;
    static final int MODULE = 32;
    /** DIFlag names by bit; bits 0-1 together are the accessibility (Private 1, Protected 2, Public 3). */
    private static final String[] FLAGS = {null, null, "DIFlagFwdDecl", "DIFlagAppleBlock",
        "DIFlagBlockByrefStruct", "DIFlagVirtual", "DIFlagArtificial", "DIFlagExplicit", "DIFlagPrototyped",
        "DIFlagObjcClassComplete", "DIFlagObjectPointer", "DIFlagVector", "DIFlagStaticMember",
        "DIFlagLValueReference", "DIFlagRValueReference"};

    /** How the writer names a node's metadata operands. */
    interface Operands {
        /** A metadata id as an operand: {@code !7}, {@code !"text"}, {@code i32 2}, or "null" for -1. */
        String operand(int id);

        /** The string with metadata id {@code id}, or "" for -1 or anything that is not a string. */
        String string(int id);
    }

    private DebugInfoText() {
    }

    /** True for the record codes that define a debug-info node. */
    static boolean isDebugInfo(int code) {
        return code == LOCATION || (code >= GENERIC_DEBUG && code <= MODULE);
    }

    /** A metadata reference stored as id + 1 (0 for null) as a metadata id (-1 for null). */
    static int ref(long plusOne) {
        return plusOne == 0 ? -1 : (int) Math.min(plusOne - 1, Integer.MAX_VALUE);
    }

    /** The node's metadata operands (ids, -1 for null) in the order LLVM keeps them in memory. */
    static int[] operands(int code, long[] o) {
        return switch (code) {
            case LOCATION -> o[4] == 0 ? new int[] {id(o[3])} : new int[] {id(o[3]), ref(o[4])};
            case GENERIC_DEBUG -> {
                int[] ops = new int[o.length - 3];
                for (int i = 3; i < o.length; i++) {
                    ops[i - 3] = ref(o[i]);
                }
                yield ops;
            }
            case ENUMERATOR -> refs(o, 2);
            case BASIC_TYPE -> new int[] {-1, -1, ref(o[2])};
            case FILE -> refs(o, 1, 2);
            case DERIVED_TYPE -> refs(o, 3, 5, 2, 6, 11);
            case COMPOSITE_TYPE -> refs(o, 3, 5, 2, 6, 11, 13, 14, 15);
            case SUBROUTINE_TYPE -> new int[] {-1, -1, -1, -1, ref(o[2]), -1, -1, -1};
            case COMPILE_UNIT -> refs(o, 2, 3, 5, 7, 9, 10, 11, 12, 13);
            case SUBPROGRAM -> refs(o, 4, 1, 2, 2, 3, 6, 10, 15, 16, 17, 18);
            case LEXICAL_BLOCK, LEXICAL_BLOCK_FILE -> refs(o, 2, 1);
            case NAMESPACE -> refs(o, 2, 1, 3);
            case TEMPLATE_TYPE -> refs(o, 1, 2);
            case TEMPLATE_VALUE -> refs(o, 2, 3, 4);
            case GLOBAL_VAR -> refs(o, 1, 2, 4, 6, 2, 3, 9, 10);
            case LOCAL_VAR -> refs(o, 2, 3, 4, 6);
            case OBJC_PROPERTY -> refs(o, 1, 2, 4, 5, 7);
            case IMPORTED_ENTITY -> refs(o, 2, 3, 5);
            case MODULE -> refs(o, 1, 2, 3, 4, 5);
            default -> new int[0];
        };
    }

    /** The scope of a DILocalVariable, DILexicalBlock or DILexicalBlockFile record, or -1. */
    static int scope(int code, long[] o) {
        return switch (code) {
            case LOCAL_VAR -> ref(o[2]);
            case LEXICAL_BLOCK, LEXICAL_BLOCK_FILE -> ref(o[1]);
            default -> -1;
        };
    }

    /** The name of a DILocalVariable or DISubprogram record (a metadata id), or -1. */
    static int name(int code, long[] o) {
        return switch (code) {
            case LOCAL_VAR -> ref(o[3]);
            case SUBPROGRAM -> ref(o[2]);
            default -> -1;
        };
    }

    private static int id(long v) {
        return (int) Math.min(v, Integer.MAX_VALUE);
    }

    private static int[] refs(long[] o, int... at) {
        int[] ids = new int[at.length];
        for (int i = 0; i < at.length; i++) {
            ids[i] = ref(o[at[i]]);
        }
        return ids;
    }

    /** The node as LLVM prints it after {@code !N = } (and any {@code distinct }). */
    static String body(int code, long[] o, Operands md) {
        Fields f = new Fields(md);
        switch (code) {
            case LOCATION -> {
                f.open("DILocation").integer("line", u32(o[1]), false).integer("column", u32(o[2]), true);
                f.operand("scope", id(o[3]), false).operand("inlinedAt", ref(o[4]), true);
            }
            case GENERIC_DEBUG -> {
                f.open("GenericDINode").tag(o[1]).string("header", ref(o[3]), true);
                if (o.length > 4) {
                    StringBuilder sb = new StringBuilder("{");
                    for (int i = 4; i < o.length; i++) {
                        sb.append(i > 4 ? ", " : "").append(md.operand(ref(o[i])));
                    }
                    f.raw("operands", sb.append('}').toString());
                }
            }
            case SUBRANGE -> f.open("DISubrange").integer("count", o[1], false)
                    .integer("lowerBound", unrotate(o[2]), true);
            case ENUMERATOR -> f.open("DIEnumerator").string("name", ref(o[2]), false)
                    .integer("value", unrotate(o[1]), false);
            case BASIC_TYPE -> {
                f.open("DIBasicType");
                if (u32(o[1]) != DwarfNames.TAG_BASE_TYPE) {
                    f.tag(o[1]);
                }
                f.string("name", ref(o[2]), true).unsigned("size", o[3]).unsigned("align", o[4])
                        .dwarf("encoding", u32(o[5]), DwarfNames.encoding(u32(o[5])));
            }
            case FILE -> f.open("DIFile").string("filename", ref(o[1]), false)
                    .string("directory", ref(o[2]), false);
            case DERIVED_TYPE -> f.open("DIDerivedType").tag(o[1]).string("name", ref(o[2]), true)
                    .operand("scope", ref(o[5]), true).operand("file", ref(o[3]), true)
                    .integer("line", u32(o[4]), true).operand("baseType", ref(o[6]), false)
                    .unsigned("size", o[7]).unsigned("align", o[8]).unsigned("offset", o[9]).flags(u32(o[10]))
                    .operand("extraData", ref(o[11]), true);
            case COMPOSITE_TYPE -> f.open("DICompositeType").tag(o[1]).string("name", ref(o[2]), true)
                    .operand("scope", ref(o[5]), true).operand("file", ref(o[3]), true)
                    .integer("line", u32(o[4]), true).operand("baseType", ref(o[6]), true)
                    .unsigned("size", o[7]).unsigned("align", o[8]).unsigned("offset", o[9]).flags(u32(o[10]))
                    .operand("elements", ref(o[11]), true)
                    .dwarf("runtimeLang", u32(o[12]), DwarfNames.language(u32(o[12])))
                    .operand("vtableHolder", ref(o[13]), true).operand("templateParams", ref(o[14]), true)
                    .string("identifier", ref(o[15]), true);
            case SUBROUTINE_TYPE -> f.open("DISubroutineType").flags(u32(o[1])).operand("types", ref(o[2]), false);
            case COMPILE_UNIT -> f.open("DICompileUnit")
                    .dwarf("language", u32(o[1]), DwarfNames.language(u32(o[1])))
                    .operand("file", ref(o[2]), false).string("producer", ref(o[3]), true)
                    .bool("isOptimized", o[4]).string("flags", ref(o[5]), true)
                    .integer("runtimeVersion", u32(o[6]), false).string("splitDebugFilename", ref(o[7]), true)
                    .integer("emissionKind", u32(o[8]), false).operand("enums", ref(o[9]), true)
                    .operand("retainedTypes", ref(o[10]), true).operand("subprograms", ref(o[11]), true)
                    .operand("globals", ref(o[12]), true).operand("imports", ref(o[13]), true)
                    .unsigned("dwoId", o.length > 14 ? o[14] : 0);
            case SUBPROGRAM -> f.open("DISubprogram").string("name", ref(o[2]), true)
                    .string("linkageName", ref(o[3]), true).operand("scope", ref(o[1]), false)
                    .operand("file", ref(o[4]), true).integer("line", u32(o[5]), true)
                    .operand("type", ref(o[6]), true).bool("isLocal", o[7]).bool("isDefinition", o[8])
                    .integer("scopeLine", u32(o[9]), true).operand("containingType", ref(o[10]), true)
                    .dwarf("virtuality", u32(o[11]), DwarfNames.virtuality(u32(o[11])))
                    .integer("virtualIndex", u32(o[12]), true).flags(u32(o[13])).bool("isOptimized", o[14])
                    .operand("function", ref(o[15]), true).operand("templateParams", ref(o[16]), true)
                    .operand("declaration", ref(o[17]), true).operand("variables", ref(o[18]), true);
            case LEXICAL_BLOCK -> f.open("DILexicalBlock").operand("scope", ref(o[1]), false)
                    .operand("file", ref(o[2]), true).integer("line", u32(o[3]), true)
                    .integer("column", u32(o[4]), true);
            case LEXICAL_BLOCK_FILE -> f.open("DILexicalBlockFile").operand("scope", ref(o[1]), false)
                    .operand("file", ref(o[2]), true).integer("discriminator", u32(o[3]), false);
            case NAMESPACE -> f.open("DINamespace").string("name", ref(o[3]), true)
                    .operand("scope", ref(o[1]), false).operand("file", ref(o[2]), true)
                    .integer("line", u32(o[4]), true);
            case TEMPLATE_TYPE -> f.open("DITemplateTypeParameter").string("name", ref(o[1]), true)
                    .operand("type", ref(o[2]), false);
            case TEMPLATE_VALUE -> {
                f.open("DITemplateValueParameter");
                if (u32(o[1]) != DwarfNames.TAG_TEMPLATE_VALUE_PARAMETER) {
                    f.tag(o[1]);
                }
                f.string("name", ref(o[2]), true).operand("type", ref(o[3]), true)
                        .operand("value", ref(o[4]), false);
            }
            case GLOBAL_VAR -> f.open("DIGlobalVariable").string("name", ref(o[2]), true)
                    .string("linkageName", ref(o[3]), true).operand("scope", ref(o[1]), false)
                    .operand("file", ref(o[4]), true).integer("line", u32(o[5]), true)
                    .operand("type", ref(o[6]), true).bool("isLocal", o[7]).bool("isDefinition", o[8])
                    .operand("variable", ref(o[9]), true).operand("declaration", ref(o[10]), true);
            case LOCAL_VAR -> f.open("DILocalVariable").tag(o[1]).string("name", ref(o[3]), true)
                    .integer("arg", u32(o[7]), u32(o[1]) == DwarfNames.TAG_AUTO_VARIABLE)
                    .operand("scope", ref(o[2]), false).operand("file", ref(o[4]), true)
                    .integer("line", u32(o[5]), true).operand("type", ref(o[6]), true).flags(u32(o[8]));
            case EXPRESSION -> {
                return expression(o);
            }
            case OBJC_PROPERTY -> f.open("DIObjCProperty").string("name", ref(o[1]), true)
                    .operand("file", ref(o[2]), true).integer("line", u32(o[3]), true)
                    .string("setter", ref(o[5]), true).string("getter", ref(o[4]), true)
                    .integer("attributes", u32(o[6]), true).operand("type", ref(o[7]), true);
            case IMPORTED_ENTITY -> f.open("DIImportedEntity").tag(o[1]).string("name", ref(o[5]), true)
                    .operand("scope", ref(o[2]), false).operand("entity", ref(o[3]), true)
                    .integer("line", u32(o[4]), true);
            case MODULE -> f.open("DIModule").operand("scope", ref(o[1]), false).string("name", ref(o[2]), true)
                    .string("configMacros", ref(o[3]), true).string("includePath", ref(o[4]), true)
                    .string("isysroot", ref(o[5]), true);
            default -> throw new IllegalArgumentException("metadata record " + code + " is no debug-info node");
        }
        return f.close();
    }

    /**
     * {@code !DIExpression(DW_OP_bit_piece, 0, 32)}: operations with their arguments when the expression is
     * valid (only DW_OP_deref, DW_OP_plus and a final DW_OP_bit_piece, each complete), else the bare numbers.
     */
    static String expression(long[] o) {
        StringBuilder sb = new StringBuilder("!DIExpression(");
        boolean valid = true;
        for (int i = 1; i < o.length && valid; ) {
            int size = size(o[i]);
            if (i + size > o.length || !(o[i] == DwarfNames.OP_DEREF || o[i] == DwarfNames.OP_PLUS
                    || (o[i] == DwarfNames.OP_BIT_PIECE && i + size == o.length))) {
                valid = false;
            }
            i += size;
        }
        for (int i = 1; i < o.length; ) {
            int size = valid ? size(o[i]) : 1;
            sb.append(i > 1 ? ", " : "").append(valid ? DwarfNames.operation(o[i]) : Long.toUnsignedString(o[i]));
            for (int a = 1; a < size; a++) {
                sb.append(", ").append(Long.toUnsignedString(o[i + a]));
            }
            i += size;
        }
        return sb.append(')').toString();
    }

    /** An expression operation's length with its arguments. */
    private static int size(long op) {
        return op == DwarfNames.OP_BIT_PIECE ? 3 : op == DwarfNames.OP_PLUS ? 2 : 1;
    }

    private static long u32(long v) {
        return v & 0xFFFFFFFFL;
    }

    /**
     * A signed field as the debug-info records store it: shifted left one bit and, when negative, complemented
     * (not the VBR sign-and-magnitude form of constants).
     */
    private static long unrotate(long v) {
        return (v & 1) != 0 ? ~(v >>> 1) : v >>> 1;
    }

    /** LLVM's MDFieldPrinter: fields separated by ", ", each left out by its own rule. */
    private static final class Fields {
        private final StringBuilder sb = new StringBuilder();
        private final Operands md;
        private boolean first = true;

        Fields(Operands md) {
            this.md = md;
        }

        Fields open(String kind) {
            sb.append('!').append(kind).append('(');
            return this;
        }

        String close() {
            return sb.append(')').toString();
        }

        Fields raw(String name, String text) {
            sb.append(first ? "" : ", ").append(name).append(": ").append(text);
            first = false;
            return this;
        }

        Fields tag(long tag) {
            String n = DwarfNames.tag(u32(tag));
            return raw("tag", n != null ? n : Long.toString(u32(tag)));
        }

        Fields string(String name, int id, boolean skipEmpty) {
            String s = md.string(id);
            return skipEmpty && s.isEmpty() ? this : raw(name, '"' + LlvmNumbers.escape(s) + '"');
        }

        Fields operand(String name, int id, boolean skipNull) {
            return skipNull && id < 0 ? this : raw(name, md.operand(id));
        }

        Fields integer(String name, long v, boolean skipZero) {
            return skipZero && v == 0 ? this : raw(name, Long.toString(v));
        }

        Fields unsigned(String name, long v) {
            return v == 0 ? this : raw(name, Long.toUnsignedString(v));
        }

        Fields bool(String name, long v) {
            return raw(name, v != 0 ? "true" : "false");
        }

        /** A DWARF enumeration: left out when 0, its name or else its number. */
        Fields dwarf(String name, long v, String text) {
            return v == 0 ? this : raw(name, text != null ? text : Long.toString(v));
        }

        /** DIFlags: the accessibility, then each other known bit, then any unknown rest, joined by " | ". */
        Fields flags(long flags) {
            if (flags == 0) {
                return this;
            }
            StringBuilder text = new StringBuilder();
            long rest = flags;
            long access = rest & 3;
            if (access != 0) {
                text.append(access == 1 ? "DIFlagPrivate" : access == 2 ? "DIFlagProtected" : "DIFlagPublic");
                rest &= ~3L;
            }
            for (int bit = 2; bit < FLAGS.length; bit++) {
                if ((rest & (1L << bit)) != 0) {
                    text.append(text.length() > 0 ? " | " : "").append(FLAGS[bit]);
                    rest &= ~(1L << bit);
                }
            }
            if (rest != 0 || text.length() == 0) {
                text.append(text.length() > 0 ? " | " : "").append(rest);
            }
            return raw("flags", text.toString());
        }
    }
}
