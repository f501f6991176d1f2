package dev.dxkit.sm4.asm;

import dev.dxkit.part.StatPart;
import dev.dxkit.part.StatPart.Word;
import dev.dxkit.sm4.Instruction;
import dev.dxkit.sm4.Opcode;
import dev.dxkit.sm4.Operand;
import dev.dxkit.sm4.OperandType;
import dev.dxkit.sm4.ProgramType;
import dev.dxkit.sm4.Sm4Program;

import java.util.EnumSet;
import java.util.Set;

/**
 * The STAT counters of a Shader Model 4/5 program counted from its instructions the way fxc counts them, as far as
 * fxc's own STAT parts in the corpus and the fixtures show the rule (docs/sm4-asm.md, "STAT"). A word this class
 * does not count is left as the caller set it.
 */
public final class StatCount {
    private StatCount() {
    }

    private static final Set<Opcode> FLOAT = EnumSet.of(Opcode.ADD, Opcode.MUL, Opcode.MAD, Opcode.DIV, Opcode.DP2,
            Opcode.DP3, Opcode.DP4, Opcode.MIN, Opcode.MAX, Opcode.SQRT, Opcode.RSQ, Opcode.RCP, Opcode.EXP,
            Opcode.LOG, Opcode.FRC, Opcode.ROUND_NE, Opcode.ROUND_NI, Opcode.ROUND_PI, Opcode.ROUND_Z, Opcode.SINCOS,
            Opcode.EQ, Opcode.NE, Opcode.LT, Opcode.GE, Opcode.DERIV_RTX, Opcode.DERIV_RTY, Opcode.DERIV_RTX_COARSE,
            Opcode.DERIV_RTX_FINE, Opcode.DERIV_RTY_COARSE, Opcode.DERIV_RTY_FINE);
    private static final Set<Opcode> INT = EnumSet.of(Opcode.IADD, Opcode.IMUL, Opcode.IMAD, Opcode.ISHL,
            Opcode.ISHR, Opcode.IEQ, Opcode.IGE, Opcode.ILT, Opcode.INE, Opcode.IMAX, Opcode.IMIN, Opcode.INEG);
    private static final Set<Opcode> UINT = EnumSet.of(Opcode.AND, Opcode.OR, Opcode.XOR, Opcode.NOT, Opcode.USHR,
            Opcode.UDIV, Opcode.UMUL, Opcode.UMAD, Opcode.UMAX, Opcode.UMIN, Opcode.UGE, Opcode.ULT);
    private static final Set<Opcode> STATIC_FLOW = EnumSet.of(Opcode.RET, Opcode.BREAK, Opcode.ELSE, Opcode.CALL,
            Opcode.CONTINUE);
    private static final Set<Opcode> DYNAMIC_FLOW = EnumSet.of(Opcode.IF, Opcode.BREAKC, Opcode.RETC,
            Opcode.CONTINUEC, Opcode.CALLC, Opcode.SWITCH);
    private static final Set<Opcode> CONVERSION = EnumSet.of(Opcode.FTOI, Opcode.FTOU, Opcode.ITOF, Opcode.UTOF,
            Opcode.DTOF, Opcode.FTOD, Opcode.DTOI, Opcode.DTOU, Opcode.ITOD, Opcode.UTOD);
    private static final Set<Opcode> LOAD = EnumSet.of(Opcode.LD, Opcode.LD_MS, Opcode.LD_RAW, Opcode.LD_UAV_TYPED,
            Opcode.LD_STRUCTURED, Opcode.SAMPLE_L, Opcode.LD_FEEDBACK, Opcode.LD_MS_FEEDBACK, Opcode.LD_RAW_FEEDBACK,
            Opcode.LD_UAV_TYPED_FEEDBACK, Opcode.LD_STRUCTURED_FEEDBACK, Opcode.SAMPLE_L_FEEDBACK);
    private static final Set<Opcode> STORE = EnumSet.of(Opcode.STORE_UAV_TYPED, Opcode.STORE_RAW,
            Opcode.STORE_STRUCTURED);

    /**
     * Counts {@code program}'s instructions into {@code stat} (29 or 37 words): every word but the instruction count,
     * the sample-frequency word and the hull and domain tessellation words, which the listing states.
     */
    public static void count(Sm4Program program, long[] stat) {
        long temps = 0;
        long dcls = 0;
        long def = 0;
        long tempArrays = 0;
        long[] w = new long[stat.length];
        boolean hull = program.version().type() == ProgramType.HULL;
        for (Instruction in : program.instructions()) {
            Opcode op = in.opcode();
            switch (op) {
                case DCL_TEMPS -> temps = Math.max(temps, in.extra().length > 0 ? in.extra()[0] & 0xFFFF_FFFFL : 0);
                case DCL_INPUT, DCL_INPUT_SGV, DCL_INPUT_SIV, DCL_INPUT_PS, DCL_INPUT_PS_SGV, DCL_INPUT_PS_SIV,
                     DCL_OUTPUT, DCL_OUTPUT_SGV, DCL_OUTPUT_SIV -> dcls++;
                case DCL_INDEXABLE_TEMP -> tempArrays += in.extra().length > 1 ? in.extra()[1] & 0xFFFF_FFFFL : 0;
                case DCL_GS_INPUT_PRIMITIVE -> add(w, Word.InputPrimitive, (in.token() >>> 11) & 0x3F);
                case DCL_GS_OUTPUT_PRIMITIVE_TOPOLOGY -> set(w, Word.GSOutputTopology, (in.token() >>> 11) & 0x7F);
                case DCL_INPUT_CONTROL_POINT_COUNT -> {
                    if (hull) {
                        // the patch of N control points: D3D_PRIMITIVE_1_CONTROL_POINT_PATCH (8) + N - 1
                        set(w, Word.InputPrimitive, 7 + ((in.token() >>> 11) & 0x3F));
                    }
                }
                case DCL_MAX_OUTPUT_VERTEX_COUNT -> add(w, Word.GSMaxOutputVertexCount,
                        in.extra().length > 0 ? in.extra()[0] & 0xFFFF_FFFFL : 0);
                case DCL_GS_INSTANCE_COUNT -> add(w, Word.cGSInstanceCount,
                        in.extra().length > 0 ? in.extra()[0] & 0xFFFF_FFFFL : 0);
                case CUSTOMDATA -> {
                    if (in.customDataClass() == 3) {
                        def += in.extra().length / 4;
                    }
                }
                default -> {
                }
            }
            if (op.kind() == Opcode.Kind.DECLARATION) {
                continue;
            }
            for (Operand o : in.operands()) {
                if (o.type() == OperandType.INDEXABLE_TEMP) {
                    add(w, Word.ArrayInstructionCount, 1);
                    break;
                }
            }
            if (FLOAT.contains(op)) {
                add(w, Word.FloatInstructionCount, 1);
            } else if (INT.contains(op)) {
                add(w, Word.IntInstructionCount, 1);
            } else if (UINT.contains(op)) {
                add(w, Word.UintInstructionCount, 1);
            }
            if (STATIC_FLOW.contains(op)) {
                add(w, Word.StaticFlowControlCount, 1);
            } else if (DYNAMIC_FLOW.contains(op)) {
                add(w, Word.DynamicFlowControlCount, 1);
            }
            if (CONVERSION.contains(op)) {
                add(w, Word.ConversionInstructionCount, 1);
            }
            // loads and stores of thread-group shared memory (g#) are not texture loads or stores
            if (LOAD.contains(op) && !touches(in, OperandType.THREAD_GROUP_SHARED_MEMORY)) {
                add(w, Word.TextureLoadInstructions, 1);
            }
            if (STORE.contains(op) && !touches(in, OperandType.THREAD_GROUP_SHARED_MEMORY)) {
                add(w, Word.cTextureStoreInstructions, 1);
            }
            switch (op) {
                case CUT, CUT_STREAM -> add(w, Word.CutInstructionCount, 1);
                case EMIT, EMIT_STREAM -> add(w, Word.EmitInstructionCount, 1);
                case EMITTHENCUT, EMITTHENCUT_STREAM -> {
                    add(w, Word.CutInstructionCount, 1);
                    add(w, Word.EmitInstructionCount, 1);
                }
                case SAMPLE, SAMPLE_CLAMP_FEEDBACK -> add(w, Word.TextureNormalInstructions, 1);
                case SAMPLE_C, SAMPLE_C_LZ, SAMPLE_C_CLAMP_FEEDBACK, SAMPLE_C_LZ_FEEDBACK ->
                        add(w, Word.TextureCompInstructions, 1);
                case SAMPLE_B, SAMPLE_B_CLAMP_FEEDBACK -> add(w, Word.TextureBiasInstructions, 1);
                case SAMPLE_D, SAMPLE_D_CLAMP_FEEDBACK -> add(w, Word.TextureGradientInstructions, 1);
                case MOV -> add(w, Word.MovInstructionCount, 1);
                case MOVC -> add(w, Word.MovcInstructionCount, 1);
                case GATHER4, GATHER4_PO, GATHER4_FEEDBACK, GATHER4_C_FEEDBACK, GATHER4_PO_FEEDBACK,
                     GATHER4_PO_C_FEEDBACK -> add(w, Word.word26, 1);
                case LOD -> add(w, Word.word27, 1);
                case SYNC -> add(w, Word.cBarrierInstructions, 1);
                default -> {
                    if (op.mnemonic().contains("atomic")) {
                        add(w, Word.cInterlockedInstructions, 1);
                    }
                }
            }
        }
        add(w, Word.TempRegisterCount, temps);
        add(w, Word.DclCount, hull ? 0 : dcls);
        add(w, Word.DefCount, def);
        add(w, Word.TempArrayCount, tempArrays);
        for (Word k : COUNTED) {
            if (k.ordinal() < stat.length) {
                stat[k.ordinal()] = w[k.ordinal()];
            }
        }
    }

    /** The words {@link #count} sets. */
    public static final Set<Word> COUNTED = EnumSet.complementOf(EnumSet.of(Word.InstructionCount,
            Word.IsSampleFrequencyShader, Word.cControlPoints, Word.HSOutputPrimitive, Word.HSPartitioning,
            Word.TessellatorDomain));

    private static boolean touches(Instruction in, OperandType t) {
        for (Operand o : in.operands()) {
            if (o.type() == t) {
                return true;
            }
        }
        return false;
    }

    private static void set(long[] w, Word k, long v) {
        if (k.ordinal() < w.length) {
            w[k.ordinal()] = v;
        }
    }

    private static void add(long[] w, Word k, long v) {
        if (k.ordinal() < w.length) {
            w[k.ordinal()] += v;
        }
    }

    /**
     * The instruction count fxc writes (STAT word 0, the listing's "Approximately N instruction slots used"): the
     * instructions but declarations, custom data, hull-shader phase markers and labels. (fxc counts a shader
     * message's expansion too, which the token stream does not show: 3 of the 2,460 programs with STAT in the corpus
     * and the fixtures differ.)
     */
    public static long instructionCount(Sm4Program program) {
        long n = 0;
        for (Instruction in : program.instructions()) {
            Opcode.Kind k = in.opcode().kind();
            if (k != Opcode.Kind.DECLARATION && k != Opcode.Kind.CUSTOM_DATA && k != Opcode.Kind.PHASE
                    && in.opcode() != Opcode.LABEL) {
                n++;
            }
        }
        return n;
    }

    /**
     * {@code base}'s counters (fxc's, for {@code before}) moved by what changed from {@code before} to {@code after}:
     * each counted word and the instruction count by the difference of their counts, so that a word fxc counted
     * its own way keeps its value where the edit did not touch what it counts ({@code dxkit asm --base} of an edited
     * listing). The tessellation and sample-frequency words are kept.
     */
    public static long[] recount(long[] base, Sm4Program before, Sm4Program after) {
        long[] out = base.clone();
        long[] a = new long[base.length];
        long[] b = new long[base.length];
        count(before, a);
        count(after, b);
        for (Word k : COUNTED) {
            int i = k.ordinal();
            if (i < out.length) {
                out[i] = Math.max(0, out[i] + b[i] - a[i]);
            }
        }
        int ic = Word.InstructionCount.ordinal();
        out[ic] = Math.max(0, out[ic] + instructionCount(after) - instructionCount(before));
        return out;
    }

    /** A fresh counter array of {@code program}'s form (29 words for 4.x, 37 from 5.0), counted. */
    public static long[] of(Sm4Program program) {
        long[] stat = new long[program.version().isSm5OrLater() ? StatPart.SM5_SIZE / 4 : StatPart.SM4_SIZE / 4];
        count(program, stat);
        return stat;
    }
}
