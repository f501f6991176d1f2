package dev.dxkit.census;

import dev.dxkit.container.Container;
import dev.dxkit.container.PartEntry;
import dev.dxkit.io.Bits;
import dev.dxkit.part.Part;
import dev.dxkit.part.PartDecoder;
import dev.dxkit.part.StatPart;
import dev.dxkit.sm4.Opcode;
import dev.dxkit.sm4.Sm4Program;
import dev.dxkit.sm4.TokenCursor;

/**
 * What a walk of a Shader Model 4/5 token stream says, with the flyweight cursor (no record per
 * instruction): instructions and declarations, the longest instruction, the opcode histogram, the control
 * bits the spec tabulates, and whether STAT's word 0 equals the decoded instruction count.
 *
 * <p>Instructions are the arithmetic, sampling, memory and flow-control opcodes; declarations are the
 * {@code dcl_*} opcodes, {@code customdata} and the hull-phase markers, as STAT word 0 ("the number of
 * instructions, declarations not counted") counts them. Control bits ({@code [23:11]} of the opcode token):
 * <pre>
 * arithmetic  [22:19] precise mask, x to w        sync        [14:11] t, g, ugroup, uglobal
 * resinfo     [12:11] 0 float, 1 rcpFloat, 2 uint  sampleinfo  [11] uint
 * dcl_globalFlags [18:11] refactoringAllowed … enable11_1ShaderExtensions
 * </pre>
 */
public final class Sm4Survey implements Survey {
    /** dcl_globalFlags bits from 11 up, as fxc's listing names them. */
    private static final String[] GLOBAL_FLAGS = {"refactoringAllowed", "enableDoublePrecisionFloatOps",
        "forceEarlyDepthStencil", "enableRawAndStructuredBuffers", "skipOptimization", "enableMinimumPrecision",
        "enable11_1DoubleExtensions", "enable11_1ShaderExtensions"};
    private static final String LANES = "xyzw";
    private static final Opcode[] OPCODES = Opcode.values();
    /** The longest length bits [30:24] of an opcode token can give; customdata says its own. */
    private static final int MAX_LENGTH = 0x7f;

    /** The survey of Shader Model 4/5 token streams. */
    public Sm4Survey() {
    }

    @Override
    public void survey(Container c, Program program, Tally t) {
        PartEntry code = program.code();
        if (code == null || !(code.kind().equals("SHEX") || code.kind().equals("SHDR"))) {
            return;
        }
        Sm4Program p = Sm4Program.read(code.kind(), code.data());
        TokenCursor cur = p.cursor();
        // Counted per program in arrays and put into the tally once: a program has hundreds of
        // instructions but a few dozen distinct opcodes and lengths.
        int[] byOpcode = new int[OPCODES.length];
        int[] byLength = new int[MAX_LENGTH + 1];
        long instructions = 0;
        long declarations = 0;
        int longest = 0;
        while (cur.next()) {
            Opcode op = cur.opcode();
            if (op == null) {
                t.count(Table.OPCODES, "unknown " + cur.code());
                continue;
            }
            byOpcode[op.ordinal()]++;
            if (op.kind() != Opcode.Kind.CUSTOM_DATA) {
                longest = Math.max(longest, cur.length());
                byLength[cur.length()]++;
            }
            switch (op.kind()) {
                case ALU, FLOW -> instructions++;
                case DECLARATION, CUSTOM_DATA, PHASE -> declarations++;
            }
            controls(op, cur.token(), t);
        }
        for (Opcode op : OPCODES) {
            if (byOpcode[op.ordinal()] != 0) {
                t.count(Table.OPCODES, op.mnemonic(), byOpcode[op.ordinal()]);
            }
        }
        for (int length = 1; length <= MAX_LENGTH; length++) {
            if (byLength[length] != 0) {
                t.count(Table.INSTRUCTION_LENGTHS, Integer.toString(length), byLength[length]);
            }
        }
        t.add(Measure.SM4_PROGRAMS, 1);
        t.add(Measure.SM4_INSTRUCTIONS, instructions);
        t.add(Measure.SM4_DECLARATIONS, declarations);
        t.add(Measure.SM4_LONGEST, longest);
        PartEntry stat = c.part("STAT").orElse(null);
        if (stat != null) {
            Part part = PartDecoder.decode("STAT", stat.data());
            if (part instanceof StatPart s) {
                long word0 = s.get(StatPart.Word.InstructionCount);
                t.count(Table.STAT_CHECK, word0 == instructions ? "equals the decoded count" : "differs");
            } else {
                t.count(Table.STAT_CHECK, "unreadable");
            }
        }
    }

    private static void controls(Opcode op, int token, Tally t) {
        switch (op) {
            case SYNC -> {
                StringBuilder sb = new StringBuilder("sync"); // fxc's order: uglobal, ugroup, g, t
                if (Bits.bit(token, 14)) {
                    sb.append("_uglobal");
                }
                if (Bits.bit(token, 13)) {
                    sb.append("_ugroup");
                }
                if (Bits.bit(token, 12)) {
                    sb.append("_g");
                }
                if (Bits.bit(token, 11)) {
                    sb.append("_t");
                }
                t.count(Table.CONTROLS, sb.toString());
            }
            case RESINFO -> t.count(Table.CONTROLS, switch (Bits.field(token, 12, 11)) {
                case 0 -> "resinfo (float)";
                case 1 -> "resinfo_rcpFloat";
                case 2 -> "resinfo_uint";
                default -> "resinfo (return type 3)";
            });
            case SAMPLE_INFO -> t.count(Table.CONTROLS, Bits.bit(token, 11) ? "sampleinfo_uint" : "sampleinfo (float)");
            case DCL_GLOBAL_FLAGS -> {
                StringBuilder sb = new StringBuilder("dcl_globalFlags");
                int flags = Bits.field(token, 23, 11);
                for (int b = 0; b < 13; b++) {
                    if ((flags >>> b & 1) != 0) {
                        sb.append(sb.length() == 15 ? " " : " | ")
                                .append(b < GLOBAL_FLAGS.length ? GLOBAL_FLAGS[b] : "bit" + (11 + b));
                    }
                }
                t.count(Table.CONTROLS, sb.toString());
            }
            default -> {
                int precise = Bits.field(token, 22, 19);
                if (op.kind() == Opcode.Kind.ALU && precise != 0) {
                    StringBuilder sb = new StringBuilder("precise(");
                    for (int i = 0; i < 4; i++) {
                        if ((precise >>> i & 1) != 0) {
                            sb.append(LANES.charAt(i));
                        }
                    }
                    t.count(Table.CONTROLS, sb.append(')').toString());
                }
            }
        }
    }
}
