package dev.dxkit.part;

import dev.dxkit.d3d9.Comment;
import dev.dxkit.d3d9.ConstantTable;
import dev.dxkit.d3d9.D3d9Program;
import dev.dxkit.d3d9.Instruction;
import dev.dxkit.d3d9.Preshader;
import dev.dxkit.d3d9.Token;
import dev.dxkit.io.FourCC;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Dump trees of the Direct3D 9 structures some parts carry (a level-9 program, a constant table, preshader
 * instructions), with d3dx9shader.h's names for the register sets ({@code D3DXRS_*}), parameter classes
 * ({@code D3DXPC_*}) and parameter types ({@code D3DXPT_*}).
 */
final class D3d9Trees {
    private static final String[] REGISTER_SETS = {"BOOL", "INT4", "FLOAT4", "SAMPLER"};
    private static final String[] CLASSES = {"SCALAR", "VECTOR", "MATRIX_ROWS", "MATRIX_COLUMNS", "OBJECT", "STRUCT"};
    private static final String[] TYPES = {"VOID", "BOOL", "INT", "FLOAT", "STRING", "TEXTURE", "TEXTURE1D",
            "TEXTURE2D", "TEXTURE3D", "TEXTURECUBE", "SAMPLER", "SAMPLER1D", "SAMPLER2D", "SAMPLER3D", "SAMPLERCUBE",
            "PIXELSHADER", "VERTEXSHADER", "PIXELFRAGMENT", "VERTEXFRAGMENT", "UNSUPPORTED"};
    /** How deep struct members are expanded (a table's types cannot nest themselves, but a damaged one might). */
    private static final int MAX_DEPTH = 16;

    private D3d9Trees() {
    }

    /** A program's profile, size, instruction count, comment blocks and constant table. */
    static Map<String, Object> program(D3d9Program p) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("profile", p.version().profile());
        m.put("size", p.bytes().size());
        int instructions = 0;
        List<Object> comments = new ArrayList<>();
        for (Token t : p.tokens()) {
            if (t instanceof Instruction) {
                instructions++;
            } else if (t instanceof Comment c) {
                comments.add(c.body().size() >= 4 ? FourCC.toString(c.fourCC()) + " (" + c.body().size() + " bytes)"
                        : c.body().size() + " bytes");
            }
        }
        m.put("instructionCount", instructions);
        m.put("comments", comments);
        p.constantTable().ifPresent(t -> m.put("constantTable", constantTable(t)));
        return m;
    }

    /** A constant table: creator, version, target, flags and each constant with its registers, type and default. */
    static Map<String, Object> constantTable(ConstantTable t) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("creator", t.creator());
        m.put("version", String.format(Locale.ROOT, "0x%08x", t.version()));
        m.put("target", t.target());
        m.put("flags", String.format(Locale.ROOT, "0x%x", t.flags()));
        List<Object> cs = new ArrayList<>();
        for (ConstantTable.Constant c : t.constants()) {
            Map<String, Object> cm = new LinkedHashMap<>();
            cm.put("name", c.name());
            cm.put("registerSet", pick("D3DXRS_", REGISTER_SETS, c.registerSet()));
            cm.put("registers", (c.set() == null ? "?" : c.set().prefix()) + c.registerIndex()
                    + (c.registerCount() > 1 ? "-" + (c.registerIndex() + c.registerCount() - 1) : ""));
            cm.put("registerCount", c.registerCount());
            cm.put("type", type(c.type(), 0));
            if (c.defaultValue() != null) {
                cm.put("defaultValue", c.defaultValue().size() <= 64 ? c.defaultValue().hex()
                        : c.defaultValue().size() + " bytes");
            }
            cs.add(cm);
        }
        m.put("constants", cs);
        return m;
    }

    private static Map<String, Object> type(ConstantTable.TypeInfo t, int depth) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("class", pick("D3DXPC_", CLASSES, t.typeClass()));
        m.put("type", pick("D3DXPT_", TYPES, t.type()));
        m.put("rows", t.rows());
        m.put("columns", t.columns());
        m.put("elements", t.elements());
        if (!t.members().isEmpty()) {
            List<Object> ms = new ArrayList<>();
            for (ConstantTable.Member mem : t.members()) {
                Map<String, Object> mm = new LinkedHashMap<>();
                mm.put("name", mem.name());
                if (depth < MAX_DEPTH) {
                    mm.put("type", type(mem.type(), depth + 1));
                }
                ms.add(mm);
            }
            m.put("members", ms);
        }
        return m;
    }

    /** Preshader instructions: offset, mnemonic, component count and operands as table:offset. */
    static List<Object> instructions(List<Preshader.Instruction> list) {
        List<Object> out = new ArrayList<>(list.size());
        for (Preshader.Instruction i : list) {
            StringBuilder b = new StringBuilder(EffectNames.expressionOp(i));
            b.append(" (").append(i.components()).append(i.scalar() ? ", scalar" : "").append(')');
            b.append(' ').append(operand(i.output()));
            for (Preshader.Operand o : i.inputs()) {
                b.append(", ").append(operand(o));
            }
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("offset", i.offset());
            m.put("instruction", b.toString());
            out.add(m);
        }
        return out;
    }

    /**
     * An operand by its table and component offset: {@code lit[N]} a literal (CLI4), {@code cR.x} an input
     * constant, {@code oR.x} an output, {@code rR.x} a temporary (four components to a register); another
     * table as {@code table:offset}. A relative operand adds its index register in brackets.
     */
    private static String operand(Preshader.Operand o) {
        String s = register(o.table(), o.offset());
        return o.relative() ? s + "[" + register(o.indexTable(), o.indexOffset()) + "]" : s;
    }

    private static String register(int table, int offset) {
        String prefix = switch (table) {
            case 2 -> "c";
            case 4 -> "o";
            case 7 -> "r";
            default -> null;
        };
        if (table == 1) {
            return "lit[" + Integer.toUnsignedString(offset) + "]";
        }
        if (prefix == null || offset < 0) {
            return table + ":" + Integer.toUnsignedString(offset);
        }
        return prefix + (offset >>> 2) + "." + "xyzw".charAt(offset & 3);
    }

    static Named pick(String prefix, String[] names, long v) {
        return Named.of(v >= 0 && v < names.length ? prefix + names[(int) v] : null, v);
    }
}
