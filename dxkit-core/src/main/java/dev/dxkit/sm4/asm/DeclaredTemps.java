package dev.dxkit.sm4.asm;

import dev.dxkit.io.Bytes;
import dev.dxkit.io.LittleEndian;
import dev.dxkit.sm4.Opcode;
import dev.dxkit.sm4.OperandReader;
import dev.dxkit.sm4.OperandType;
import dev.dxkit.sm4.ProgramType;
import dev.dxkit.sm4.ProgramVersion;
import dev.dxkit.sm4.Sm4Program;
import dev.dxkit.sm4.TokenCursor;

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
     * {@code program} (a SHDR/SHEX part's bytes as the assembler made them) with every phase's temporaries
     * declared; the same bytes when nothing was missing. Each change is described in {@code notes}.
     */
    static Bytes declare(Bytes program, ProgramVersion version, List<String> notes, List<AsmDiagnostic> errors,
            Located located) {
        Sm4Program p = Sm4Program.read("SHEX", program);
        long outputs = outputRegisters(version);
        int statement = -1;
        int n = p.lengthInDwords();
        // per phase: the dword of its dcl_temps count (-1 none), the count, the registers used, where a new
        // declaration would go
        int[] countAt = new int[4];
        long[] declared = new long[4];
        long[] used = new long[4];
        int[] insertAt = new int[4];
        int phases = 0;
        String[] name = new String[4];
        Arrays.fill(countAt, -1);
        Arrays.fill(insertAt, -1);
        TokenCursor c = p.cursor();
        while (c.next()) {
            Opcode op = c.opcode();
            int custom = op == Opcode.CUSTOMDATA ? c.token() >>> 11 : -1;
            if (custom != 0 && custom != 1) {
                // the base's comment and debug blocks, put back by the assembler, are no statement of the text
                statement++;
            }
            if (op.kind() == Opcode.Kind.PHASE || phases == 0) {
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
                if (op.kind() == Opcode.Kind.PHASE) {
                    name[phases - 1] = op.mnemonic();
                    continue;
                }
            }
            int ph = phases - 1;
            if (op == Opcode.DCL_TEMPS) {
                countAt[ph] = c.offset() + 1;
                declared[ph] = p.word(c.offset() + 1) & 0xffffffffL;
            } else if (op.code() >= Opcode.DCL_INPUT.code() && op.code() <= Opcode.DCL_OUTPUT_SIV.code()) {
                insertAt[ph] = c.offset() + c.length();
            } else if (op.kind() == Opcode.Kind.ALU || op.kind() == Opcode.Kind.FLOW) {
                if (insertAt[ph] < 0) {
                    insertAt[ph] = c.offset();
                }
                c.decodeOperands();
                for (int i = 0; i < c.operandCount(); i++) {
                    long t = temps(c.operand(i));
                    used[ph] = Math.max(used[ph], t);
                    if (t > TEMP_REGISTERS && errors.size() < Sm4Assembler.MAX_ERRORS) {
                        errors.add(located.at(statement, "r" + (t - 1), "r" + (t - 1)
                                + " is out of range (" + version.text() + " has r0 to r" + (TEMP_REGISTERS - 1) + ")"));
                    }
                    OperandReader o = c.operand(i);
                    if (o.type() == OperandType.OUTPUT && o.indexCount() == 1 && !o.hasRelativeIndex()
                            && o.index(0) >= outputs && errors.size() < Sm4Assembler.MAX_ERRORS) {
                        errors.add(located.at(statement, "o" + o.index(0), "o" + o.index(0) + " is out of range ("
                                + version.text() + " has o0 to o" + (outputs - 1) + ")"));
                    }
                }
            }
        }
        if (!errors.isEmpty()) {
            return program;
        }
        int[] words = null;
        int inserted = 0;
        for (int ph = 0; ph < phases; ph++) {
            if (used[ph] <= declared[ph] || used[ph] > 0xffffffffL) {
                continue;
            }
            String phase = phases > 1 ? " in phase " + ph + (name[ph] != null ? " (" + name[ph] + ")" : "") : "";
            if (words == null) {
                words = new int[n + 2 * phases];
                for (int i = 0; i < n; i++) {
                    words[i] = p.word(i);
                }
            }
            if (countAt[ph] >= 0) {
                notes.add("dcl_temps " + declared[ph] + phase + " raised to " + used[ph] + " (r" + (used[ph] - 1)
                        + " is used)");
                words[countAt[ph] + 2 * inserted] = (int) used[ph]; // after the earlier phases' insertions
            } else {
                int at = (insertAt[ph] < 0 ? n : insertAt[ph]) + 2 * inserted;
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
        // words after the program's length (none from the assembler) are kept
        for (int i = 4 * n; i < program.size(); i++) {
            out[i + 8 * inserted] = program.array()[program.arrayOffset() + i];
        }
        return Bytes.wrap(out);
    }

    /** The temporaries an operand and its relative indices name: the largest register number + 1, else 0. */
    private static long temps(OperandReader o) {
        long most = o.type() == OperandType.TEMP && o.indexCount() > 0 ? o.index(0) + 1 : 0;
        if (o.hasRelativeIndex()) {
            for (int d = 0; d < o.indexCount(); d++) {
                if (o.hasRelative(d)) {
                    OperandReader r = o.relative(d);
                    if (r.type() == OperandType.TEMP && r.indexCount() > 0) {
                        most = Math.max(most, r.index(0) + 1);
                    }
                }
            }
        }
        return most;
    }
}
