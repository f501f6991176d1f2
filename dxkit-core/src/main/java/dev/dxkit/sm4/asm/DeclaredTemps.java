package dev.dxkit.sm4.asm;

import dev.dxkit.io.Bytes;
import dev.dxkit.io.LittleEndian;
import dev.dxkit.sm4.Opcode;
import dev.dxkit.sm4.OperandType;
import dev.dxkit.sm4.ProgramType;
import dev.dxkit.sm4.ProgramVersion;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The temporaries a hand-edited program uses, declared: where an instruction names {@code r7} and its phase's
 * {@code dcl_temps} says 2, the count is raised to 8 (the runtime refuses a program that uses a temporary its
 * declaration does not cover, and fxc always declares exactly the registers it uses); where a phase uses
 * temporaries and has no {@code dcl_temps} at all, one is inserted where fxc puts it: after the phase's last input
 * or output declaration, or else before its first instruction. A count larger than the registers used is the
 * user's and is kept. Each phase of a hull program ({@code hs_control_point_phase}, {@code hs_fork_phase} ...)
 * declares its own temporaries; every other program has one phase.
 *
 * <p>Registers out of the program's range are refused, as the runtime would refuse them: a temporary from
 * {@code r4096} (4,096 temporaries in every model), an output from {@code o8} in a pixel program (8 render
 * targets), from {@code o16} in {@code vs_4_0} and from {@code o32} in the others (D3D10_VS_OUTPUT_REGISTER_COUNT,
 * D3D11_*_OUTPUT_REGISTER_COUNT). The decoder and D3DDisassemble list them without a word.
 *
 * <pre>
 * dcl_temps: opcode token 0x02000068 ([10:0] 0x68, [30:24] length 2), then the count
 * </pre>
 */
final class DeclaredTemps {
    private static final int DCL_TEMPS_TOKEN = Opcode.DCL_TEMPS.code() | 2 << 24;

    /** The temporaries every model has (D3D10_COMMONSHADER_TEMP_REGISTER_COUNT, D3D11_...: 4096). */
    static final long TEMP_REGISTERS = 4096;

    private DeclaredTemps() {
    }

    /** Register {@code register} of statement {@code statement} out of range, and why. */
    private record Refusal(int statement, String register, String message) {
    }

    /** Where the error about statement {@code k}'s register {@code register} goes. */
    interface Located {
        AsmDiagnostic at(int k, String register, String message);
    }

    /** The output registers of a program of {@code v}: o0 to o(n - 1). */
    static long outputRegisters(ProgramVersion v) {
        return v.type() == ProgramType.PIXEL ? 8 : v.type() == ProgramType.VERTEX && v.major() == 4 && v.minor() == 0
                ? 16 : 32;
    }

    /** The character index of register {@code reg} (a whole name: not r10 for r1) in {@code line}, or 0. */
    static int column(String line, String reg) {
        for (int i = line.indexOf(reg); i >= 0; i = line.indexOf(reg, i + 1)) {
            boolean start = i == 0 || !Character.isLetterOrDigit(line.charAt(i - 1));
            int e = i + reg.length();
            if (start && (e == line.length() || !Character.isDigit(line.charAt(e)))) {
                return i;
            }
        }
        return 0;
    }

    /**
     * What {@link StatementAssembler} notes while it encodes (so that no second decode of the program is needed): per
     * phase, the dword of its {@code dcl_temps} count, the count, the temporaries its instructions name and where a
     * new declaration would go; and the registers out of range, each with its statement. A phase opens at each
     * phase token, and at the program's first token when that is not one.
     */
    static final class Use {
        private final long outputs;
        private final String versionText;
        private int phases;
        private int[] countAt = {-1, -1, -1, -1};
        private long[] declared = new long[4];
        private long[] used = new long[4];
        private int[] insertAt = {-1, -1, -1, -1};
        private String[] name = new String[4];
        /** The temporaries the statement being encoded names (the largest register number + 1, else 0). */
        private long statementTemps;
        /** The registers out of range, in the order met. */
        private final List<Refusal> refused = new ArrayList<>(0);

        Use(ProgramVersion version) {
            this.outputs = outputRegisters(version);
            this.versionText = version.text();
        }

        /** The statement being encoded names the temporaries below {@code temps} (none out of range). */
        void named(long temps) {
            statementTemps = Math.max(statementTemps, temps);
        }

        /** A new statement is about to be encoded. */
        void statementStart() {
            statementTemps = 0;
        }

        /**
         * An operand of an arithmetic or flow-control instruction of statement {@code k}: its type, index count, first
         * index, whether any index is relative, and the temporaries it and its relative indices name (as above).
         */
        void operand(int k, OperandType type, int indexCount, long index0, boolean relative, long temps) {
            statementTemps = Math.max(statementTemps, temps);
            if (temps > TEMP_REGISTERS && refused.size() < Sm4Assembler.MAX_ERRORS) {
                refused.add(new Refusal(k, "r" + (temps - 1), "r" + (temps - 1) + " is out of range (" + versionText
                        + " has r0 to r" + (TEMP_REGISTERS - 1) + ")"));
            }
            if (type == OperandType.OUTPUT && indexCount == 1 && !relative && index0 >= outputs
                    && refused.size() < Sm4Assembler.MAX_ERRORS) {
                refused.add(new Refusal(k, "o" + index0, "o" + index0 + " is out of range (" + versionText
                        + " has o0 to o" + (outputs - 1) + ")"));
            }
        }

        /**
         * The statement just encoded: its token {@code op} at dword {@code offset} of the program, {@code length}
         * dwords, its second dword {@code word1}.
         */
        void token(Opcode op, int offset, int length, int word1) {
            if (phases == 0 || op == null || op == Opcode.DCL_TEMPS || op.kind() == Opcode.Kind.PHASE) {
                // the first statement, a phase's, the temporaries' count, a block of the base's (rare: apart, so
                // that what each statement takes stays small where it is inlined)
                tokenOpening(op, offset, length, word1);
                return;
            }
            int ph = phases - 1;
            if (op.code() >= Opcode.DCL_INPUT.code() && op.code() <= Opcode.DCL_OUTPUT_SIV.code()) {
                insertAt[ph] = offset + length;
            } else if (op.kind() == Opcode.Kind.ALU || op.kind() == Opcode.Kind.FLOW) {
                if (insertAt[ph] < 0) {
                    insertAt[ph] = offset;
                }
                used[ph] = Math.max(used[ph], statementTemps);
            }
        }

        /** {@link #token} of any statement: the first, a phase's, dcl_temps, a block (op null) among them. */
        private void tokenOpening(Opcode op, int offset, int length, int word1) {
            if (phases == 0 && offset > 2) {
                // the base's comment or debug blocks before it opened the first phase
                open();
            }
            if (op != null && op.kind() == Opcode.Kind.PHASE) {
                open();
                name[phases - 1] = op.mnemonic();
                return;
            }
            if (phases == 0) {
                open();
            }
            int ph = phases - 1;
            if (op == Opcode.DCL_TEMPS) {
                countAt[ph] = offset + 1;
                declared[ph] = word1 & 0xffffffffL;
            } else if (op == null) {
                return;
            } else if (op.code() >= Opcode.DCL_INPUT.code() && op.code() <= Opcode.DCL_OUTPUT_SIV.code()) {
                insertAt[ph] = offset + length;
            } else if (op.kind() == Opcode.Kind.ALU || op.kind() == Opcode.Kind.FLOW) {
                if (insertAt[ph] < 0) {
                    insertAt[ph] = offset;
                }
                used[ph] = Math.max(used[ph], statementTemps);
            }
        }

        private void open() {
            if (phases == countAt.length) {
                countAt = Arrays.copyOf(countAt, 2 * phases);
                declared = Arrays.copyOf(declared, 2 * phases);
                used = Arrays.copyOf(used, 2 * phases);
                insertAt = Arrays.copyOf(insertAt, 2 * phases);
                name = Arrays.copyOf(name, 2 * phases);
                Arrays.fill(countAt, phases, 2 * phases, -1);
                Arrays.fill(insertAt, phases, 2 * phases, -1);
            }
            phases++;
        }

        /** Adds the errors about registers out of range to {@code errors}, each placed by {@code located}. */
        void refusals(List<AsmDiagnostic> errors, Located located) {
            for (Refusal r : refused) {
                if (errors.size() < Sm4Assembler.MAX_ERRORS) {
                    errors.add(located.at(r.statement(), r.register(), r.message()));
                }
            }
        }
    }

    /**
     * {@code program} (a SHDR/SHEX part's bytes as the assembler made them, which noted its temporaries in {@code
     * use}) with every phase's temporaries declared; the same bytes when nothing was missing (the usual case: then
     * nothing is read again). Each change is described in {@code notes}.
     */
    static Bytes declare(Bytes program, Use use, List<String> notes) {
        int phases = use.phases;
        long[] used = use.used;
        long[] declared = use.declared;
        int[] words = null;
        int n = program.size() / 4;
        int inserted = 0;
        for (int ph = 0; ph < phases; ph++) {
            if (used[ph] <= declared[ph] || used[ph] > 0xffffffffL) {
                continue;
            }
            String name = use.name[ph];
            String phase = phases > 1 ? " in phase " + ph + (name != null ? " (" + name + ")" : "") : "";
            if (words == null) {
                words = new int[n + 2 * phases];
                for (int i = 0; i < n; i++) {
                    words[i] = LittleEndian.i32(program.array(), program.arrayOffset() + 4 * i);
                }
            }
            if (use.countAt[ph] >= 0) {
                notes.add("dcl_temps " + declared[ph] + phase + " raised to " + used[ph] + " (r" + (used[ph] - 1)
                        + " is used)");
                words[use.countAt[ph] + 2 * inserted] = (int) used[ph]; // after the earlier phases' insertions
            } else {
                int at = (use.insertAt[ph] < 0 ? n : use.insertAt[ph]) + 2 * inserted;
                System.arraycopy(words, at, words, at + 2, n + 2 * inserted - at);
                words[at] = DCL_TEMPS_TOKEN;
                words[at + 1] = (int) used[ph];
                inserted++;
                notes.add("dcl_temps " + used[ph] + phase + " added (r" + (used[ph] - 1) + " is used)");
            }
        }
        if (words == null) {
            return program;
        }
        int total = n + 2 * inserted;
        words[1] = total;
        byte[] out = new byte[program.size() + 8 * inserted];
        for (int i = 0; i < total; i++) {
            LittleEndian.putI32(out, 4 * i, words[i]);
        }
        // bytes after the program's last whole word (none from the assembler) are kept
        for (int i = 4 * n; i < program.size(); i++) {
            out[i + 8 * inserted] = program.array()[program.arrayOffset() + i];
        }
        return Bytes.wrap(out);
    }
}
