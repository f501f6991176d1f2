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

import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

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

    private final RdefPart rdef;
    private final TextSink out;
    /** Struct members still to be written in this part. */
    private int budget = MAX_MEMBERS;
    /** The offsets of the struct types being expanded (made at the first struct). */
    private Set<Integer> path;

    private BufferPrinter(RdefPart rdef, TextSink out) {
        this.rdef = rdef;
        this.out = out;
    }

    static void print(RdefPart rdef, DisasmFlags f, TextSink out) {
        List<ConstantBuffer> buffers = rdef.buffers();
        if (buffers.isEmpty()) {
            return;
        }
        out.append("//\n// Buffer Definitions: \n//\n");    // runs of constant lines end in the sink's \n
        BufferPrinter p = new BufferPrinter(rdef, out);
        for (ConstantBuffer cb : buffers) {
            Optional<CbufferType> type = CbufferType.byCode(cb.type());
            out.append("// ").append(type.isPresent() ? type.get().listingName : "cbuffer").append(' ').line(cb.name());
            out.append("// {\n//\n");
            boolean first = true;
            for (ShaderVariable v : cb.variables()) {
                p.variable(v.name(), v.typeOffset(), v.startOffset(), v.size(), v.used(), 3, true, first);
                if (v.defaultValue().isPresent()) {
                    defaults(v.defaultValue().get(), f.color(), out);
                }
                first = false;
            }
            out.append("//\n// }\n//\n");
        }
    }

    private void variable(String name, int typeOffset, long offset, long size, boolean used, int indent, boolean top,
                          boolean first) {
        ShaderType t = rdef.type(typeOffset);
        boolean struct = t.varClass() == VariableClass.STRUCT.code && struct(t, typeOffset, offset, indent, first);
        int lineStart = out.length();
        out.append("//").repeat(' ', indent);
        if (struct) {
            out.append("} ");
        } else {
            appendTypeName(t, out);
            out.append(' ');
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
     * Writes the opening and the members of struct type {@code t} and returns true, or returns false having
     * written nothing: a struct is expanded unless it contains itself (a hostile part) or the budget is spent.
     */
    private boolean struct(ShaderType t, int typeOffset, long offset, int indent, boolean first) {
        if (path == null) {
            path = new HashSet<>();
        }
        if (path.size() >= MAX_DEPTH || budget <= 0 || !path.add(typeOffset)) {
            return false;
        }
        String pad = " ".repeat(indent);
        if (!first) {
            out.append("//").line(pad);          // a struct after other variables is set off by a line
        }
        String tag = t.name().orElse("");
        out.append("//").append(pad).line(tag.isEmpty() ? "struct" : "struct " + tag);
        out.append("//").append(pad).line("{");
        out.append("//").append(pad).line("    ");
        boolean firstMember = true;
        for (TypeMember m : t.members()) {
            if (--budget < 0) {
                break;
            }
            variable(m.name(), m.typeOffset(), offset + m.offset(), 0, true, indent + 4, false, firstMember);
            firstMember = false;
        }
        path.remove(typeOffset);
        out.line("//");
        return true;
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

    /** Appends the HLSL name of a non-struct type: its stored name (Shader Model 5) or one built from its fields. */
    static void appendTypeName(ShaderType t, TextSink out) {
        int cls = t.varClass();
        if (cls == VariableClass.MATRIX_ROWS.code) {
            out.append("row_major ");
        } else if (cls == VariableClass.INTERFACE_POINTER.code) {
            out.append("interface ");
            if (t.name().isPresent()) {
                out.append(t.name().get());
                return;
            }
        }
        // built from the fields even where a name is stored: fxc stores "dword" and lists "uint"
        Optional<VariableType> v = VariableType.byCode(t.varType());
        out.append(v.isPresent() ? v.get().listingName : "unknown");
        if (cls == VariableClass.VECTOR.code) {
            out.append(t.columns());
        } else if (cls == VariableClass.MATRIX_ROWS.code || cls == VariableClass.MATRIX_COLUMNS.code) {
            out.append(t.rows()).append('x').append(t.columns());
        }
    }
}
