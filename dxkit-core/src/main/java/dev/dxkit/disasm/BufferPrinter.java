package dev.dxkit.disasm;

import dev.dxkit.io.ByteReader;
import dev.dxkit.io.Bytes;
import dev.dxkit.part.CbufferType;
import dev.dxkit.part.ConstantBuffer;
import dev.dxkit.part.RdefPart;
import dev.dxkit.part.ShaderType;
import dev.dxkit.part.ShaderVariable;
import dev.dxkit.part.TypeMember;
import dev.dxkit.part.VariableClass;
import dev.dxkit.part.VariableType;


/**
 * The "Buffer Definitions" block of the listing header: each constant buffer with its variables, their
 * offsets and sizes, {@code [unused]} for a variable the program does not read, and structs written out
 * member by member (members list only their offsets, counted as the struct's offset plus the stored member
 * offset — D3DDisassemble adds them even where fxc stored offsets from the buffer).
 */
final class BufferPrinter {
    /** The column where a variable's {@code // Offset:} comment starts. */
    private static final int COMMENT_COLUMN = 40;
    private static final int MAX_DEPTH = 32;
    /**
     * At most this many struct members are written per part: shared member types can make the expansion
     * exponential in a hostile part (no compiler writes anything near it).
     */
    private static final int MAX_MEMBERS = 1 << 16;

    private BufferPrinter() {
    }

    static void print(RdefPart rdef, DisasmFlags f, TextSink out) {
        if (rdef.buffers().isEmpty()) {
            return;
        }
        out.line("//");
        out.line("// Buffer Definitions: ");
        out.line("//");
        int[] budget = {MAX_MEMBERS};
        for (ConstantBuffer cb : rdef.buffers()) {
            out.line("// " + CbufferType.byCode(cb.type()).map(t -> t.listingName).orElse("cbuffer") + " " + cb.name());
            out.line("// {");
            out.line("//");
            boolean first = true;
            for (ShaderVariable v : cb.variables()) {
                variable(rdef, v.name(), v.typeOffset(), v.startOffset(), v.size(), v.used(), 3, true, first, out,
                        new java.util.HashSet<>(), budget);
                v.defaultValue().ifPresent(d -> defaults(d, f.color(), out));
                first = false;
            }
            out.line("//");
            out.line("// }");
            out.line("//");
        }
    }

    private static void variable(RdefPart rdef, String name, int typeOffset, long offset, long size, boolean used,
                                 int indent, boolean top, boolean first, TextSink out,
                                 java.util.Set<Integer> path, int[] budget) {
        ShaderType t = rdef.type(typeOffset);
        boolean struct;
        // a struct is expanded unless it contains itself (a hostile part) or the budget is spent
        if (t.varClass() == VariableClass.STRUCT.code && path.size() < MAX_DEPTH && budget[0] > 0
                && path.add(typeOffset)) {
            String pad = " ".repeat(indent);
            if (!first) {
                out.line("//" + pad);          // a struct after other variables is set off by a line
            }
            String tag = t.name().orElse("");
            out.line("//" + pad + (tag.isEmpty() ? "struct" : "struct " + tag));
            out.line("//" + pad + "{");
            out.line("//" + pad + "    ");
            boolean firstMember = true;
            for (TypeMember m : t.members()) {
                if (--budget[0] < 0) {
                    break;
                }
                variable(rdef, m.name(), m.typeOffset(), offset + m.offset(), 0, true, indent + 4, false,
                        firstMember, out, path, budget);
                firstMember = false;
            }
            path.remove(typeOffset);
            out.line("//");
            struct = true;
        } else {
            struct = false;
        }
        int lineStart = out.length();
        out.append("//").repeat(' ', indent);
        if (struct) {
            out.append("} ");
        } else {
            out.append(typeName(t)).append(' ');
        }
        out.append(name);
        if (t.elements() > 1) {
            // an array of one is listed as its element (HLSL's a[1], and 5.1's ConstantBuffer<S> arrays)
            out.append('[').append(t.elements()).append(']');
        }
        out.append(';');
        int col = out.length() - lineStart;
        out.repeat(' ', COMMENT_COLUMN - col);   // no space at all when the declaration reaches the column
        // an interface pointer with no slot in the buffer is stored at offset 0xffffffff: N/A for both
        boolean none = offset == 0xFFFF_FFFFL;
        out.append("// Offset: ");
        if (none) {
            out.padLeft("N/A", 4);
        } else {
            out.padLeft(offset, 4);
        }
        if (top) {
            out.append(" Size: ");
            if (none) {
                out.padLeft("N/A", 5);
            } else {
                out.padLeft(size, 5);
            }
            if (!used) {
                out.append(" [unused]");
            }
        }
        out.newline();
    }

    /**
     * A variable's default value, printed under every flag word: {@code //      = } and the words in hex,
     * four to a line, each followed by a blank; further lines start {@code //        }.
     */
    private static void defaults(Bytes d, boolean html, TextSink out) {
        ByteReader r = d.reader("RDEF default value");
        int words = d.size() / 4;
        for (int i = 0; i < words; i++) {
            if (i % 4 == 0) {
                if (i > 0) {
                    out.append(html ? "</font>" : "").newline();
                }
                out.append(i == 0 ? "//      = " : "//        ").append(html ? "<font color = \"#00ffff\">" : "");
            }
            out.hex8(r.i32At(4 * i)).append(' ');
        }
        if (words > 0) {
            out.append(html ? "</font>" : "").newline();   // flag 0x1: each line's words in cyan
        }
    }

    /** The HLSL name of a non-struct type: its stored name (Shader Model 5) or one built from its fields. */
    static String typeName(ShaderType t) {
        String base;
        if (t.varClass() == VariableClass.INTERFACE_POINTER.code && t.name().isPresent()) {
            base = t.name().get();
        } else {
            // built from the fields even where a name is stored: fxc stores "dword" and lists "uint"
            base = VariableType.byCode(t.varType()).map(v -> v.listingName).orElse("unknown");
            if (t.varClass() == VariableClass.VECTOR.code) {
                base = base + t.columns();
            } else if (t.varClass() == VariableClass.MATRIX_ROWS.code
                    || t.varClass() == VariableClass.MATRIX_COLUMNS.code) {
                base = base + t.rows() + "x" + t.columns();
            }
        }
        if (t.varClass() == VariableClass.MATRIX_ROWS.code) {
            return "row_major " + base;
        }
        if (t.varClass() == VariableClass.INTERFACE_POINTER.code) {
            return "interface " + base;
        }
        return base;
    }
}
