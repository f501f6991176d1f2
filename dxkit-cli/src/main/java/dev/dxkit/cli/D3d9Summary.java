package dev.dxkit.cli;

import dev.dxkit.d3d9.Comment;
import dev.dxkit.d3d9.ConstantTable;
import dev.dxkit.d3d9.D3d9Program;
import dev.dxkit.d3d9.DebugInfo;
import dev.dxkit.d3d9.Instruction;
import dev.dxkit.d3d9.Preshader;
import dev.dxkit.d3d9.Token;
import dev.dxkit.io.Bytes;
import dev.dxkit.io.DxFormatException;
import dev.dxkit.io.FourCC;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What {@code info}, {@code dump} and {@code verify} say of a raw Direct3D 9 program: its target, instruction
 * count and size, its comment blocks (the constant table decoded: constants, registers, types, default values;
 * debug information and preshaders summarised). A raw program carries no digest; its check is the walk of its
 * tokens to the end token, which {@link D3d9Program#read} does.
 */
final class D3d9Summary {
    private static final String[] CLASSES = {"scalar", "vector", "matrix_rows", "matrix_columns", "object", "struct"};
    private static final String[] TYPES = {"void", "bool", "int", "float", "string", "texture", "texture1D",
            "texture2D", "texture3D", "textureCUBE", "sampler", "sampler1D", "sampler2D", "sampler3D", "samplerCUBE"};

    private D3d9Summary() {
    }

    /** The program in {@code data}, refused with its file name and byte when its tokens do not walk to the end. */
    static D3d9Program read(String file, byte[] data) {
        try {
            return D3d9Program.read(Bytes.wrap(data));
        } catch (DxFormatException e) {
            throw new DxFormatException(file + ": " + e.where(), e.offset(), e.detail());
        }
    }

    /** The tree {@code info --json} and {@code dump} show; comment blocks decoded when {@code decode}. */
    static Map<String, Object> tree(String path, byte[] data, D3d9Program p, boolean decode) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("path", path);
        m.put("kind", "Direct3D 9 program");
        m.put("target", p.version().profile());
        m.put("size", data.length);
        m.put("programSize", p.bytes().size());
        if (data.length > p.bytes().size()) {
            m.put("trailingBytes", data.length - p.bytes().size());
        }
        int instructions = 0;
        List<Object> comments = new ArrayList<>();
        for (Token t : p.tokens()) {
            if (t instanceof Instruction) {
                instructions++;
            } else if (t instanceof Comment c) {
                comments.add(comment(c, decode));
            }
        }
        m.put("instructions", instructions);
        m.put("digest", "none (a raw Direct3D 9 program carries no digest)");
        m.put("comments", comments);
        return m;
    }

    private static Map<String, Object> comment(Comment c, boolean decode) {
        Map<String, Object> m = new LinkedHashMap<>();
        String kind = c.body().size() >= 4 ? FourCC.toString(c.fourCC()) : "";
        m.put("kind", kind);
        m.put("offset", c.offset());
        m.put("size", c.body().size());
        if (!decode || c.body().size() < 4) {
            return m;
        }
        Bytes body = c.body().slice(4, c.body().size() - 4);
        try {
            switch (kind) {
                case "CTAB" -> m.put("constantTable", constantTable(ConstantTable.read(body)));
                case "DBUG" -> {
                    DebugInfo d = DebugInfo.read(body);
                    m.put("entryPoint", d.entryPoint());
                    m.put("files", d.files());
                    m.put("lineRecords", d.lines().size());
                    m.put("variables", d.variables().size());
                }
                case "PRES" -> {
                    Preshader pr = Preshader.read(body);
                    m.put("version", String.format("0x%08x", pr.version()));
                    m.put("instructions", pr.instructions().size());
                    m.put("literals", pr.literals().size());
                    m.put("constants", pr.table() == null ? 0 : pr.table().constants().size());
                }
                default -> {
                }
            }
        } catch (DxFormatException e) {
            m.put("error", e.getMessage()); // a comment dxkit cannot decode says why; the program still lists
        }
        return m;
    }

    private static Map<String, Object> constantTable(ConstantTable t) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("creator", t.creator());
        m.put("target", t.target());
        m.put("flags", t.flags());
        List<Object> constants = new ArrayList<>();
        for (ConstantTable.Constant c : t.constants()) {
            Map<String, Object> k = new LinkedHashMap<>();
            k.put("name", c.name());
            ConstantTable.RegisterSet set = c.set();
            k.put("registers", (set == null ? "?" + c.registerSet() : set.prefix()) + c.registerIndex()
                    + (c.registerCount() > 1 ? ".." + (set == null ? "" : set.prefix()) + (c.registerIndex() + c.registerCount() - 1) : ""));
            k.put("type", type(c.type()));
            if (c.defaultValue() != null) {
                k.put("default", defaults(c.defaultValue(), set));
            }
            constants.add(k);
        }
        m.put("constants", constants);
        return m;
    }

    /** A type as HLSL spells it where it can: float4x4, sampler2D, bool[3], struct {…}. */
    static String type(ConstantTable.TypeInfo t) {
        String base = t.type() >= 0 && t.type() < TYPES.length ? TYPES[t.type()] : "type" + t.type();
        String s = switch (t.typeClass()) {
            case 0 -> base;
            case 1 -> base + t.columns();
            case 2, 3 -> (t.typeClass() == 3 ? "column_major " : "row_major ") + base + t.rows() + "x" + t.columns();
            case 5 -> {
                StringBuilder sb = new StringBuilder("struct {");
                for (ConstantTable.Member mem : t.members()) {
                    sb.append(' ').append(type(mem.type())).append(' ').append(mem.name()).append(';');
                }
                yield sb.append(" }").toString();
            }
            default -> t.typeClass() >= 0 && t.typeClass() < CLASSES.length ? base : "class" + t.typeClass() + " " + base;
        };
        return t.elements() > 1 ? s + "[" + t.elements() + "]" : s;
    }

    private static List<Object> defaults(Bytes b, ConstantTable.RegisterSet set) {
        List<Object> out = new ArrayList<>();
        for (int i = 0; i + 4 <= b.size(); i += 4) {
            int bits = b.reader("CTAB").i32At(i);
            if (set == ConstantTable.RegisterSet.FLOAT4) {
                out.add(Float.intBitsToFloat(bits));
            } else {
                out.add(bits);
            }
        }
        return out;
    }

    /** {@code info}'s text for a program. */
    static void print(PrintWriter out, Map<String, Object> m) {
        out.println(m.get("path"));
        out.printf("  program   Direct3D 9 %s, %s instructions%n", m.get("target"), m.get("instructions"));
        out.printf("  size      %s bytes (the program %s)%n", m.get("size"), m.get("programSize"));
        out.println("  digest    none (a raw Direct3D 9 program carries no digest)");
        List<?> comments = (List<?>) m.get("comments");
        out.printf("  comments  %d%n", comments.size());
        if (!comments.isEmpty()) {
            out.println("    #  kind  offset      size");
            int i = 0;
            for (Object o : comments) {
                Map<?, ?> c = (Map<?, ?>) o;
                out.printf("    %-2d %-5s 0x%08x  %s%n", i++, c.get("kind"), (Integer) c.get("offset"), c.get("size"));
            }
        }
        String finding = finding(m);
        if (finding == null) {
            out.println("  findings  none");
        } else {
            out.println("  findings  1");
            out.println("    " + finding);
        }
    }

    /** The one structural finding a program that walked to its end token can have: bytes after it. */
    static String finding(Map<String, Object> m) {
        return m.containsKey("trailingBytes") ? "trailing-bytes: " + m.get("trailingBytes")
                + " bytes after the end token @0x" + Integer.toHexString((Integer) m.get("programSize")) : null;
    }

    /**
     * The tree of the file in {@code data} when it is a raw Direct3D 9 program (or a tx_1_0 texture-fill
     * program), else null; a program whose tokens do not walk to the end is refused with its file and byte.
     */
    static Map<String, Object> of(String path, byte[] data, boolean decode) {
        if (!dev.dxkit.d3d9.ShaderVersion.startsProgram(data)) {
            return null;
        }
        int token = dev.dxkit.io.LittleEndian.i32(data, 0);
        if (Preshader.isTextureFillVersion(token)) {
            Preshader p;
            try {
                p = Preshader.read(Bytes.wrap(data));
            } catch (DxFormatException e) {
                throw new DxFormatException(path + ": " + e.where(), e.offset(), e.detail());
            }
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("path", path);
            m.put("kind", "Direct3D 9 texture-fill program");
            m.put("target", "tx_" + (token >>> 8 & 0xFF) + "_" + (token & 0xFF));
            m.put("size", data.length);
            m.put("programSize", data.length);
            m.put("instructions", p.instructions().size());
            m.put("digest", "none (a raw Direct3D 9 program carries no digest)");
            m.put("comments", List.of());
            return m;
        }
        return tree(path, data, read(path, data), decode);
    }
}
