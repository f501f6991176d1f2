package dev.dxkit.d3d9;

import dev.dxkit.io.ByteReader;
import dev.dxkit.io.Bytes;
import dev.dxkit.io.FourCC;
import java.util.ArrayList;
import java.util.List;

/**
 * A d3dx9 effect preshader: the {@code PRES} comment of a Direct3D 9 program, itself a small token stream
 * (version token {@code 0x4658mmnn}, comment blocks, end token) whose comments hold a constant table
 * ({@code CTAB}), the literals ({@code CLIT}: u32 count, then that many doubles), the input/output register
 * info ({@code PRSI}, kept raw) and the instructions ({@code FXLC}).
 *
 * <pre>
 * FXLC: u32 instruction count, then per instruction:
 *   u32 token: [31] the first input is a scalar broadcast  [30:20] opcode  [15:0] component count
 *   u32 input count, then input count + 1 operands (the output last), each:
 *   u32 relative flag (when non-zero: u32 index table, u32 index offset), u32 table, u32 offset
 *   tables: 1 literal (CLIT), 2 input constant (c#), 4 output constant (c#), 7 temporary (r#);
 *   offsets count components, four to a register
 * </pre>
 *
 * <p>A texture-fill program ({@code tx_1_0}, version token {@code 0x5458mmnn}) has the same layout as a
 * whole file; its inputs are {@code vPos} and {@code vPSize} (table 3) and its output {@code oC0} (table 4).
 *
 * @param version      the version token: {@code 0x4658mmnn} for a preshader, {@code 0x5458mmnn} for tx
 * @param table        the preshader's constant table, or null
 * @param literals     the CLIT values
 * @param instructions the FXLC instructions
 */
public record Preshader(int version, ConstantTable table, List<Double> literals, List<Instruction> instructions) {
    private static final String WHERE = "PRES";

    /**
     * Copies {@code literals} and {@code instructions}, so that the collections it was given cannot change the
     * record.
     *
     * @param version the version token: {@code 0x4658mmnn} for a preshader, {@code 0x5458mmnn} for tx
     * @param table the preshader's constant table, or null
     * @param literals the CLIT values
     * @param instructions the FXLC instructions
     */
    public Preshader {
        literals = List.copyOf(literals);
        instructions = List.copyOf(instructions);
    }

    /** One preshader instruction; {@code offset} is bytes from the start of the FXLC data (its count word). */
    public record Instruction(int offset, int opcode, int components, boolean scalar, List<Operand> inputs,
                              Operand output) {
        public Instruction {
            inputs = List.copyOf(inputs);
        }

        /** {@return the mnemonic D3DDisassemble prints, or {@code op_XXX} for an opcode it was not seen to name} */
        public String mnemonic() {
            return switch (opcode) {
                case 0x100 -> "mov";
                case 0x101 -> "neg";
                case 0x103 -> "rcp";
                case 0x104 -> "frc";
                case 0x105 -> "exp";
                case 0x106 -> "log";
                case 0x107 -> "rsq";
                case 0x108 -> "sin";
                case 0x109 -> "cos";
                case 0x10A -> "asin";
                case 0x10B -> "acos";
                case 0x10C -> "atan";
                case 0x200 -> "min";
                case 0x201 -> "max";
                case 0x202 -> "lt";
                case 0x203 -> "ge";
                case 0x204 -> "add";
                case 0x205 -> "mul";
                case 0x206 -> "atan2";
                case 0x208 -> "div";
                case 0x300 -> "cmp";
                case 0x301 -> "movc";
                case 0x500 -> "dot";
                case 0x502 -> "noise";
                default -> "op_" + Integer.toHexString(opcode);
            };
        }
    }

    /** An operand: register table and component offset, with an index register when relative. */
    public record Operand(int table, int offset, boolean relative, int indexTable, int indexOffset) {
    }

    /** {@return whether this is a texture-fill ({@code tx_}) program rather than an effect preshader} */
    public boolean isTextureFill() {
        return (version >>> 16) == 0x5458;
    }

    /** Whether {@code token} is a texture-fill program's version token ({@code 0x5458mmnn}). */
    public static boolean isTextureFillVersion(int token) {
        return (token >>> 16) == 0x5458;
    }

    /** Reads a preshader from the bytes after the {@code PRES} FourCC, or a whole texture-fill program. */
    public static Preshader read(Bytes body) {
        ByteReader r = body.reader(WHERE);
        r.require(0, 4, "preshader version token");
        int version = r.i32At(0);
        if ((version >>> 16) != 0x4658 && (version >>> 16) != 0x5458) {
            throw r.error(0, "expected a preshader version token 0x4658mmnn or 0x5458mmnn, found 0x"
                    + Integer.toHexString(version));
        }
        ConstantTable table = null;
        List<Double> literals = new ArrayList<>();
        List<Instruction> instructions = new ArrayList<>();
        int at = 4;
        while (true) {
            r.require(at, 4, "comment or end token");
            int token = r.i32At(at);
            if (token == 0x0000FFFF) {
                break;
            }
            if ((token & 0xFFFF) != 0xFFFE) {
                throw r.error(at, "expected a comment or the end token in a preshader, found 0x"
                        + Integer.toHexString(token));
            }
            int dwords = (token >>> 16) & 0x7FFF;
            r.require(at + 4, dwords * 4L, "comment of " + dwords + " dwords");
            if (dwords > 0) {
                int kind = r.i32At(at + 4);
                Bytes data = r.sliceAt(at + 8, (dwords - 1) * 4);
                if (kind == FourCC.of("CTAB")) {
                    table = ConstantTable.read(data);
                } else if (kind == FourCC.of("CLIT")) {
                    literals(data, literals);
                } else if (kind == FourCC.of("FXLC")) {
                    instructions(data, instructions);
                }
            }
            at += 4 + dwords * 4;
        }
        return new Preshader(version, table, literals, instructions);
    }

    private static void literals(Bytes data, List<Double> out) {
        ByteReader r = data.reader("CLIT");
        int count = r.countAt(0, (r.size() - 4) / 8, "literal count");
        for (int i = 0; i < count; i++) {
            out.add(r.f64At(4 + 8 * i));
        }
    }

    /**
     * Reads FXLC instruction data alone (a count word, then the instructions): the body of a preshader's
     * {@code FXLC} comment, or of the {@code FXLC} part of an effect's expression container.
     */
    public static List<Instruction> readInstructions(Bytes data) {
        List<Instruction> out = new ArrayList<>();
        instructions(data, out);
        return List.copyOf(out);
    }

    private static void instructions(Bytes data, List<Instruction> out) {
        ByteReader r = data.reader("FXLC");
        // each instruction takes at least 2 words and one 3-word operand
        int count = r.countAt(0, r.size() / 20, "instruction count");
        int at = 4;
        for (int i = 0; i < count; i++) {
            int start = at;
            int token = r.i32At(at);
            int inputs = r.countAt(at + 4, 8, "input count");
            at += 8;
            List<Operand> in = new ArrayList<>(inputs);
            Operand output = null;
            for (int k = 0; k <= inputs; k++) {
                int rel = r.i32At(at);
                int indexTable = 0;
                int indexOffset = 0;
                if (rel != 0) {
                    indexTable = r.i32At(at + 4);
                    indexOffset = r.i32At(at + 8);
                    at += 8;
                }
                Operand o = new Operand(r.i32At(at + 4), r.i32At(at + 8), rel != 0, indexTable, indexOffset);
                at += 12;
                if (k < inputs) {
                    in.add(o);
                } else {
                    output = o;
                }
            }
            out.add(new Instruction(start, (token >>> 20) & 0x7FF, token & 0xFFFF, token < 0, in, output));
        }
    }
}
