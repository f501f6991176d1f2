package dev.dxkit.part.listing;

import dev.dxkit.io.ByteReader;
import dev.dxkit.io.Bytes;
import dev.dxkit.part.CbufferType;
import dev.dxkit.part.ShaderVariable;
import dev.dxkit.part.VariableClass;
import dev.dxkit.part.VariableType;
import dev.dxkit.text.DisasmFlags;
import dev.dxkit.text.TextSink;

import java.util.HashSet;
import java.util.Optional;
import java.util.Set;

/**
 * The "Buffer Definitions" block of the listing header: each constant buffer with its variables, their
 * offsets and sizes, {@code [unused]} for a variable the program does not read, and structs written out
 * member by member (members list only their offsets, counted as the struct's offset plus the stored member
 * offset — D3DDisassemble adds them even where fxc stored offsets from the buffer).
 */
public final class BufferPrinter {
    /** The column where a variable's {@code // Offset:} comment starts. */
    private static final int COMMENT_COLUMN = 40;
    private static final int MAX_DEPTH = 32;
    /**
     * At most this many struct members are written per part: shared member types can make the expansion
     * exponential in a hostile part (no compiler writes anything near it).
     */
    private static final int MAX_MEMBERS = 1 << 16;

    /** Runs of constant lines, appended as bytes (the sink's line end is \n). */
    private static final byte[] TITLE = TextSink.latin1("//\n// Buffer Definitions: \n//\n");
    private static final byte[] OPEN = TextSink.latin1("// {\n//\n");
    private static final byte[] CLOSE = TextSink.latin1("//\n// }\n//\n");

    private final RdefView rdef;
    private final TextSink out;
    /** Struct members still to be written in this part. */
    private int budget = MAX_MEMBERS;
    /** The offsets of the struct types being expanded (made at the first struct). */
    private Set<Integer> path;
    /**
     * A struct's opening ({@code {}) is set off from what follows by a line, written before the next member
     * D3DDisassemble prints in this buffer, at that member's indentation: the struct's first member, or for a
     * struct with no members (HLSL's {@code struct Empty {}}) the member after it, at any depth; none when the
     * buffer ends first.
     */
    private boolean setOff;

    private BufferPrinter(RdefView rdef, TextSink out) {
        this.rdef = rdef;
        this.out = out;
    }

    public static void print(RdefView rdef, DisasmFlags f, TextSink out) {
        int count = rdef.bufferCount();
        if (count == 0) {
            return;
        }
        out.append(TITLE);
        BufferPrinter p = new BufferPrinter(rdef, out);
        for (int i = 0; i < count; i++) {
            int cb = rdef.buffer(i);
            Optional<CbufferType> type = CbufferType.byCode(rdef.u32(cb + 0x14));
            out.append("// ").append(type.isPresent() ? type.get().listingName : "cbuffer").append(' ');
            rdef.appendString(rdef.i32(cb), out);
            out.newline();
            out.append(OPEN);
            p.setOff = false;
            int variables = rdef.i32(cb + 4);
            for (int j = 0; j < variables; j++) {
                int v = rdef.variable(cb, j);
                long size = rdef.u32(v + 8);
                boolean used = (rdef.u32(v + 0x0c) & ShaderVariable.USED) != 0;
                p.variable(rdef.i32(v), rdef.i32(v + 0x10), rdef.u32(v + 4), size, used, 3, true, j == 0);
                if (rdef.variableSlots()) {
                    slots(rdef.u32(v + 0x18), rdef.u32(v + 0x1c), rdef.u32(v + 0x20), rdef.u32(v + 0x24), out);
                }
                long defaultAt = rdef.u32(v + 0x14);      // 0 for none
                if (defaultAt != 0) {
                    defaults(rdef.r.sliceAt((int) defaultAt, (int) size), f.color(), out);
                }
            }
            out.append(CLOSE);
        }
    }

    /** A variable or member: its name at {@code name}, its type record at {@code type}. */
    private void variable(int name, int type, long offset, long size, boolean used, int indent, boolean top,
                          boolean first) {
        int elements = rdef.u16(type + 8);
        boolean struct = rdef.u16(type) == VariableClass.STRUCT.code && struct(type, offset, indent, first);
        if (setOff && !struct) {
            out.append("//").line(" ".repeat(indent));
            setOff = false;
        }
        int lineStart = out.length();
        out.append("//").repeat(' ', indent);
        if (struct) {
            out.append("} ");
        } else {
            appendTypeName(rdef, type, out);
            out.append(' ');
        }
        rdef.appendString(name, out);
        if (elements > 1) {
            // an array of one is listed as its element (HLSL's a[1], and 5.1's ConstantBuffer<S> arrays)
            out.append('[').append(elements).append(']');
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
     * Writes the opening and the members of the struct type at {@code type} and returns true, or returns false
     * having written nothing: a struct is expanded unless it contains itself (a hostile part) or the budget is
     * spent.
     */
    private boolean struct(int type, long offset, int indent, boolean first) {
        if (path == null) {
            path = new HashSet<>();
        }
        if (path.size() >= MAX_DEPTH || budget <= 0 || !path.add(type)) {
            return false;
        }
        String pad = " ".repeat(indent);
        if (!first || setOff) {
            out.append("//").line(pad);          // a struct after other variables is set off by a line
            setOff = false;
        }
        out.append("//").append(pad).append("struct");
        if (rdef.hasTypeName(type) && !rdef.string(rdef.i32(type + 0x20)).isEmpty()) {
            out.append(' ');
            rdef.appendString(rdef.i32(type + 0x20), out);
        }
        out.newline();
        out.append("//").append(pad).line("{");
        setOff = true;                           // the line before the first member (see setOff)
        int members = rdef.u16(type + 0x0a);
        for (int k = 0; k < members; k++) {
            if (--budget < 0) {
                break;
            }
            int m = rdef.member(type, k);         // 0x00 name, 0x04 type, 0x08 offset from the struct
            variable(rdef.i32(m), rdef.i32(m + 4), offset + rdef.u32(m + 8), 0, true, indent + 4, false, k == 0);
        }
        path.remove(type);
        out.line("//");
        return true;
    }

    /**
     * The texture and sampler slots of a variable that has any (a class instance with texture or sampler members:
     * 0x18 start texture, 0x1c texture count, 0x20 start sampler, 0x24 sampler count), on a line of its own at the
     * comment column with no {@code //} before it: {@code // Texture:   t8, Sampler: s0}, {@code // Textures:
     * t15-t16, Samplers: s3-s4}, either alone. Plain variables store start -1, count 0: no line.
     */
    private static void slots(long texture, long textures, long sampler, long samplers, TextSink out) {
        if (textures == 0 && samplers == 0) {
            return;
        }
        out.repeat(' ', COMMENT_COLUMN).append("// ");
        if (textures > 0) {
            out.append(textures == 1 ? "Texture:   t" : "Textures:  t").append(texture);
            if (textures > 1) {
                out.append("-t").append(texture + textures - 1);
            }
            if (samplers > 0) {
                out.append(", ");
            }
        }
        if (samplers > 0) {
            out.append(samplers == 1 ? "Sampler: s" : "Samplers: s").append(sampler);
            if (samplers > 1) {
                out.append("-s").append(sampler + samplers - 1);
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

    /**
     * Appends the HLSL name of the non-struct type at {@code type}: its stored name (Shader Model 5) or one built
     * from its fields.
     */
    static void appendTypeName(RdefView rdef, int type, TextSink out) {
        int cls = rdef.u16(type);
        if (cls == VariableClass.MATRIX_ROWS.code) {
            out.append("row_major ");
        } else if (cls == VariableClass.INTERFACE_POINTER.code) {
            out.append("interface ");
            if (rdef.hasTypeName(type)) {
                rdef.appendString(rdef.i32(type + 0x20), out);
                return;
            }
        }
        // built from the fields even where a name is stored: fxc stores "dword" and lists "uint"
        Optional<VariableType> v = VariableType.byCode(rdef.u16(type + 2));
        out.append(v.isPresent() ? v.get().listingName : "unknown");
        if (cls == VariableClass.VECTOR.code) {
            out.append(rdef.u16(type + 6));                                     // columns
        } else if (cls == VariableClass.MATRIX_ROWS.code || cls == VariableClass.MATRIX_COLUMNS.code) {
            out.append(rdef.u16(type + 4)).append('x').append(rdef.u16(type + 6));   // rows x columns
        }
    }
}
