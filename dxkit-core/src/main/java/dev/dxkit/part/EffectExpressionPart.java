package dev.dxkit.part;

import dev.dxkit.d3d9.ConstantTable;
import dev.dxkit.d3d9.Preshader;
import dev.dxkit.io.ByteReader;
import dev.dxkit.io.Bytes;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * A part of an effect expression container (fxc's fx_4/fx_5 expressions, evaluated on the CPU by the effects
 * runtime, laid out like a Direct3D 9 preshader): {@code CTAB} the constant table the expression reads
 * ({@link ConstantTable}), {@code CLI4} its literals (u32 count, then that many f32), {@code FXLC} its
 * instructions ({@link Preshader#readInstructions}).
 *
 * @param fourCC       CTAB, CLI4 or FXLC
 * @param table        the constant table (CTAB), else null
 * @param literals     the literals (CLI4), else empty
 * @param instructions the instructions (FXLC), else empty
 * @param bytes        the part data as stored
 */
public record EffectExpressionPart(String fourCC, ConstantTable table, List<Float> literals,
                                   List<Preshader.Instruction> instructions, Bytes bytes) implements Part {
    /**
     * Copies {@code literals} and {@code instructions}, so that the collections it was given cannot change the
     * record.
     *
     * @param fourCC CTAB, CLI4 or FXLC
     * @param table the constant table (CTAB), else null
     * @param literals the literals (CLI4), else empty
     * @param instructions the instructions (FXLC), else empty
     * @param bytes the part data as stored
     */
    public EffectExpressionPart {
        literals = List.copyOf(literals);
        instructions = List.copyOf(instructions);
    }

    static EffectExpressionPart read(String fourCC, Bytes data) {
        return switch (fourCC) {
            case "CTAB" -> new EffectExpressionPart(fourCC, ConstantTable.read(data), List.of(), List.of(), data);
            case "CLI4" -> {
                ByteReader r = data.reader("CLI4");
                int count = r.countAt(0, (r.size() - 4) / 4, "literal count");
                List<Float> values = new ArrayList<>(count);
                for (int i = 0; i < count; i++) {
                    values.add(r.f32At(4 + 4 * i));
                }
                yield new EffectExpressionPart(fourCC, null, values, List.of(), data);
            }
            case "FXLC" -> new EffectExpressionPart(fourCC, null, List.of(), Preshader.readInstructions(data), data);
            default -> throw new IllegalArgumentException("not an effect expression part: " + fourCC);
        };
    }

    @Override
    public Bytes encode() {
        return bytes;
    }

    @Override
    public Map<String, Object> tree() {
        Map<String, Object> m = Part.super.tree();
        switch (fourCC) {
            case "CTAB" -> m.putAll(D3d9Trees.constantTable(table));
            case "CLI4" -> {
                List<Object> ls = new ArrayList<>(literals.size());
                for (Float f : literals) {
                    ls.add(f.doubleValue());
                }
                m.put("literals", ls);
            }
            default -> {
                m.put("instructionCount", instructions.size());
                m.put("instructions", D3d9Trees.instructions(instructions));
            }
        }
        return m;
    }
}
