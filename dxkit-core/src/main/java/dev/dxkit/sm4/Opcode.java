package dev.dxkit.sm4;

import java.util.Optional;

/**
 * Every opcode of the Shader Model 4.0, 4.1, 5.0 and 5.1 token stream ({@code D3D10_SB_OPCODE_*},
 * {@code D3D10_1_SB_OPCODE_*}, {@code D3D11_SB_OPCODE_*} and the tiled-resource
 * {@code D3DWDDM1_3_SB_OPCODE_*} of Microsoft's {@code d3d11TokenizedProgramFormat.hpp}), with the mnemonic
 * {@code D3DDisassemble} prints and the operand format.
 *
 * <p>The opcode token: {@code [10:00] opcode  [23:11] controls  [30:24] length in dwords  [31] extended}.
 *
 * <p>An ALU or flow-control opcode carries its operand format: one letter per destination and per source
 * operand, in order. The letter says how the operand's immediates read: {@code f} float, {@code i} signed
 * integer, {@code u} unsigned integer, {@code n} a shift count (an integer of its own type), {@code d} double, {@code x} untyped (a move, a load: the value decides),
 * and {@code R}, {@code S}, {@code U}, {@code O} a register with no data of its own (resource, sampler,
 * unordered-access view or thread-group memory, other). The counts agree with the tables vkd3d and DXVK publish.
 * Declarations ({@link Kind#DECLARATION}) have an operand layout of their own, read by the decoder.
 */
public enum Opcode {
    ADD(0, "add", Kind.ALU, "f", "ff"),
    AND(1, "and", Kind.ALU, "u", "uu"),
    BREAK(2, "break", Kind.FLOW, "", ""),
    BREAKC(3, "breakc", Kind.FLOW, "", "u"),
    CALL(4, "call", Kind.FLOW, "", "O"),
    CALLC(5, "callc", Kind.FLOW, "", "uO"),
    CASE(6, "case", Kind.FLOW, "", "u"),
    CONTINUE(7, "continue", Kind.FLOW, "", ""),
    CONTINUEC(8, "continuec", Kind.FLOW, "", "u"),
    CUT(9, "cut", Kind.FLOW, "", ""),
    DEFAULT(10, "default", Kind.FLOW, "", ""),
    DERIV_RTX(11, "deriv_rtx", Kind.ALU, "f", "f"),
    DERIV_RTY(12, "deriv_rty", Kind.ALU, "f", "f"),
    DISCARD(13, "discard", Kind.FLOW, "", "u"),
    DIV(14, "div", Kind.ALU, "f", "ff"),
    DP2(15, "dp2", Kind.ALU, "f", "ff"),
    DP3(16, "dp3", Kind.ALU, "f", "ff"),
    DP4(17, "dp4", Kind.ALU, "f", "ff"),
    ELSE(18, "else", Kind.FLOW, "", ""),
    EMIT(19, "emit", Kind.FLOW, "", ""),
    EMITTHENCUT(20, "emit_then_cut", Kind.FLOW, "", ""),
    ENDIF(21, "endif", Kind.FLOW, "", ""),
    ENDLOOP(22, "endloop", Kind.FLOW, "", ""),
    ENDSWITCH(23, "endswitch", Kind.FLOW, "", ""),
    EQ(24, "eq", Kind.ALU, "u", "ff"),
    EXP(25, "exp", Kind.ALU, "f", "f"),
    FRC(26, "frc", Kind.ALU, "f", "f"),
    FTOI(27, "ftoi", Kind.ALU, "i", "f"),
    FTOU(28, "ftou", Kind.ALU, "u", "f"),
    GE(29, "ge", Kind.ALU, "u", "ff"),
    IADD(30, "iadd", Kind.ALU, "i", "ii"),
    IF(31, "if", Kind.FLOW, "", "u"),
    IEQ(32, "ieq", Kind.ALU, "u", "ii"),
    IGE(33, "ige", Kind.ALU, "u", "ii"),
    ILT(34, "ilt", Kind.ALU, "u", "ii"),
    IMAD(35, "imad", Kind.ALU, "i", "iii"),
    IMAX(36, "imax", Kind.ALU, "i", "ii"),
    IMIN(37, "imin", Kind.ALU, "i", "ii"),
    IMUL(38, "imul", Kind.ALU, "ii", "ii"),
    INE(39, "ine", Kind.ALU, "u", "ii"),
    INEG(40, "ineg", Kind.ALU, "i", "i"),
    ISHL(41, "ishl", Kind.ALU, "i", "in"),
    ISHR(42, "ishr", Kind.ALU, "i", "in"),
    ITOF(43, "itof", Kind.ALU, "f", "i"),
    LABEL(44, "label", Kind.FLOW, "", "O"),
    LD(45, "ld", Kind.ALU, "x", "iR"),
    LD_MS(46, "ldms", Kind.ALU, "x", "iRi"),
    LOG(47, "log", Kind.ALU, "f", "f"),
    LOOP(48, "loop", Kind.FLOW, "", ""),
    LT(49, "lt", Kind.ALU, "u", "ff"),
    MAD(50, "mad", Kind.ALU, "f", "fff"),
    MIN(51, "min", Kind.ALU, "f", "ff"),
    MAX(52, "max", Kind.ALU, "f", "ff"),
    CUSTOMDATA(53, "customdata", Kind.CUSTOM_DATA, "", ""),
    MOV(54, "mov", Kind.ALU, "x", "x"),
    MOVC(55, "movc", Kind.ALU, "x", "uxx"),
    MUL(56, "mul", Kind.ALU, "f", "ff"),
    NE(57, "ne", Kind.ALU, "u", "ff"),
    NOP(58, "nop", Kind.FLOW, "", ""),
    NOT(59, "not", Kind.ALU, "u", "u"),
    OR(60, "or", Kind.ALU, "u", "uu"),
    RESINFO(61, "resinfo", Kind.ALU, "x", "iR"),
    RET(62, "ret", Kind.FLOW, "", ""),
    RETC(63, "retc", Kind.FLOW, "", "u"),
    ROUND_NE(64, "round_ne", Kind.ALU, "f", "f"),
    ROUND_NI(65, "round_ni", Kind.ALU, "f", "f"),
    ROUND_PI(66, "round_pi", Kind.ALU, "f", "f"),
    ROUND_Z(67, "round_z", Kind.ALU, "f", "f"),
    RSQ(68, "rsq", Kind.ALU, "f", "f"),
    SAMPLE(69, "sample", Kind.ALU, "x", "fRS"),
    SAMPLE_C(70, "sample_c", Kind.ALU, "x", "fRSf"),
    SAMPLE_C_LZ(71, "sample_c_lz", Kind.ALU, "x", "fRSf"),
    SAMPLE_L(72, "sample_l", Kind.ALU, "x", "fRSf"),
    SAMPLE_D(73, "sample_d", Kind.ALU, "x", "fRSff"),
    SAMPLE_B(74, "sample_b", Kind.ALU, "x", "fRSf"),
    SQRT(75, "sqrt", Kind.ALU, "f", "f"),
    SWITCH(76, "switch", Kind.FLOW, "", "i"),
    SINCOS(77, "sincos", Kind.ALU, "ff", "f"),
    UDIV(78, "udiv", Kind.ALU, "uu", "uu"),
    ULT(79, "ult", Kind.ALU, "u", "uu"),
    UGE(80, "uge", Kind.ALU, "u", "uu"),
    UMUL(81, "umul", Kind.ALU, "uu", "uu"),
    UMAD(82, "umad", Kind.ALU, "u", "uuu"),
    UMAX(83, "umax", Kind.ALU, "u", "uu"),
    UMIN(84, "umin", Kind.ALU, "u", "uu"),
    USHR(85, "ushr", Kind.ALU, "u", "un"),
    UTOF(86, "utof", Kind.ALU, "f", "u"),
    XOR(87, "xor", Kind.ALU, "u", "uu"),
    DCL_RESOURCE(88, "dcl_resource", Kind.DECLARATION, "", ""),
    DCL_CONSTANT_BUFFER(89, "dcl_constantbuffer", Kind.DECLARATION, "", ""),
    DCL_SAMPLER(90, "dcl_sampler", Kind.DECLARATION, "", ""),
    DCL_INDEX_RANGE(91, "dcl_indexrange", Kind.DECLARATION, "", ""),
    DCL_GS_OUTPUT_PRIMITIVE_TOPOLOGY(92, "dcl_outputtopology", Kind.DECLARATION, "", ""),
    DCL_GS_INPUT_PRIMITIVE(93, "dcl_inputprimitive", Kind.DECLARATION, "", ""),
    DCL_MAX_OUTPUT_VERTEX_COUNT(94, "dcl_maxout", Kind.DECLARATION, "", ""),
    DCL_INPUT(95, "dcl_input", Kind.DECLARATION, "", ""),
    DCL_INPUT_SGV(96, "dcl_input_sgv", Kind.DECLARATION, "", ""),
    DCL_INPUT_SIV(97, "dcl_input_siv", Kind.DECLARATION, "", ""),
    DCL_INPUT_PS(98, "dcl_input_ps", Kind.DECLARATION, "", ""),
    DCL_INPUT_PS_SGV(99, "dcl_input_ps_sgv", Kind.DECLARATION, "", ""),
    DCL_INPUT_PS_SIV(100, "dcl_input_ps_siv", Kind.DECLARATION, "", ""),
    DCL_OUTPUT(101, "dcl_output", Kind.DECLARATION, "", ""),
    DCL_OUTPUT_SGV(102, "dcl_output_sgv", Kind.DECLARATION, "", ""),
    DCL_OUTPUT_SIV(103, "dcl_output_siv", Kind.DECLARATION, "", ""),
    DCL_TEMPS(104, "dcl_temps", Kind.DECLARATION, "", ""),
    DCL_INDEXABLE_TEMP(105, "dcl_indexableTemp", Kind.DECLARATION, "", ""),
    DCL_GLOBAL_FLAGS(106, "dcl_globalFlags", Kind.DECLARATION, "", ""),
    LOD(108, "lod", Kind.ALU, "f", "fRS"),
    GATHER4(109, "gather4", Kind.ALU, "x", "fRS"),
    SAMPLE_POS(110, "samplepos", Kind.ALU, "f", "Ru"),
    SAMPLE_INFO(111, "sampleinfo", Kind.ALU, "x", "R"),
    HS_DECLS(113, "hs_decls", Kind.PHASE, "", ""),
    HS_CONTROL_POINT_PHASE(114, "hs_control_point_phase", Kind.PHASE, "", ""),
    HS_FORK_PHASE(115, "hs_fork_phase", Kind.PHASE, "", ""),
    HS_JOIN_PHASE(116, "hs_join_phase", Kind.PHASE, "", ""),
    EMIT_STREAM(117, "emit_stream", Kind.FLOW, "", "O"),
    CUT_STREAM(118, "cut_stream", Kind.FLOW, "", "O"),
    EMITTHENCUT_STREAM(119, "emit_then_cut_stream", Kind.FLOW, "", "O"),
    INTERFACE_CALL(120, "fcall", Kind.FLOW, "", "O"),
    BUFINFO(121, "bufinfo", Kind.ALU, "x", "R"),
    DERIV_RTX_COARSE(122, "deriv_rtx_coarse", Kind.ALU, "f", "f"),
    DERIV_RTX_FINE(123, "deriv_rtx_fine", Kind.ALU, "f", "f"),
    DERIV_RTY_COARSE(124, "deriv_rty_coarse", Kind.ALU, "f", "f"),
    DERIV_RTY_FINE(125, "deriv_rty_fine", Kind.ALU, "f", "f"),
    GATHER4_C(126, "gather4_c", Kind.ALU, "x", "fRSf"),
    GATHER4_PO(127, "gather4_po", Kind.ALU, "x", "fiRS"),
    GATHER4_PO_C(128, "gather4_po_c", Kind.ALU, "x", "fiRSf"),
    RCP(129, "rcp", Kind.ALU, "f", "f"),
    F32TOF16(130, "f32tof16", Kind.ALU, "u", "f"),
    F16TOF32(131, "f16tof32", Kind.ALU, "f", "u"),
    UADDC(132, "uaddc", Kind.ALU, "uu", "uu"),
    USUBB(133, "usubb", Kind.ALU, "uu", "uu"),
    COUNTBITS(134, "countbits", Kind.ALU, "u", "u"),
    FIRSTBIT_HI(135, "firstbit_hi", Kind.ALU, "u", "u"),
    FIRSTBIT_LO(136, "firstbit_lo", Kind.ALU, "u", "u"),
    FIRSTBIT_SHI(137, "firstbit_shi", Kind.ALU, "u", "i"),
    UBFE(138, "ubfe", Kind.ALU, "u", "uuu"),
    IBFE(139, "ibfe", Kind.ALU, "i", "uui"),
    BFI(140, "bfi", Kind.ALU, "u", "uuuu"),
    BFREV(141, "bfrev", Kind.ALU, "u", "u"),
    SWAPC(142, "swapc", Kind.ALU, "xx", "uxx"),
    DCL_STREAM(143, "dcl_stream", Kind.DECLARATION, "", ""),
    DCL_FUNCTION_BODY(144, "dcl_function_body", Kind.DECLARATION, "", ""),
    DCL_FUNCTION_TABLE(145, "dcl_function_table", Kind.DECLARATION, "", ""),
    DCL_INTERFACE(146, "dcl_interface", Kind.DECLARATION, "", ""),
    DCL_INPUT_CONTROL_POINT_COUNT(147, "dcl_input_control_point_count", Kind.DECLARATION, "", ""),
    DCL_OUTPUT_CONTROL_POINT_COUNT(148, "dcl_output_control_point_count", Kind.DECLARATION, "", ""),
    DCL_TESS_DOMAIN(149, "dcl_tessellator_domain", Kind.DECLARATION, "", ""),
    DCL_TESS_PARTITIONING(150, "dcl_tessellator_partitioning", Kind.DECLARATION, "", ""),
    DCL_TESS_OUTPUT_PRIMITIVE(151, "dcl_tessellator_output_primitive", Kind.DECLARATION, "", ""),
    DCL_HS_MAX_TESSFACTOR(152, "dcl_hs_max_tessfactor", Kind.DECLARATION, "", ""),
    DCL_HS_FORK_PHASE_INSTANCE_COUNT(153, "dcl_hs_fork_phase_instance_count", Kind.DECLARATION, "", ""),
    DCL_HS_JOIN_PHASE_INSTANCE_COUNT(154, "dcl_hs_join_phase_instance_count", Kind.DECLARATION, "", ""),
    DCL_THREAD_GROUP(155, "dcl_thread_group", Kind.DECLARATION, "", ""),
    DCL_UNORDERED_ACCESS_VIEW_TYPED(156, "dcl_uav_typed", Kind.DECLARATION, "", ""),
    DCL_UNORDERED_ACCESS_VIEW_RAW(157, "dcl_uav_raw", Kind.DECLARATION, "", ""),
    DCL_UNORDERED_ACCESS_VIEW_STRUCTURED(158, "dcl_uav_structured", Kind.DECLARATION, "", ""),
    DCL_THREAD_GROUP_SHARED_MEMORY_RAW(159, "dcl_tgsm_raw", Kind.DECLARATION, "", ""),
    DCL_THREAD_GROUP_SHARED_MEMORY_STRUCTURED(160, "dcl_tgsm_structured", Kind.DECLARATION, "", ""),
    DCL_RESOURCE_RAW(161, "dcl_resource_raw", Kind.DECLARATION, "", ""),
    DCL_RESOURCE_STRUCTURED(162, "dcl_resource_structured", Kind.DECLARATION, "", ""),
    LD_UAV_TYPED(163, "ld_uav_typed", Kind.ALU, "x", "uU"),
    STORE_UAV_TYPED(164, "store_uav_typed", Kind.ALU, "U", "xx"),
    LD_RAW(165, "ld_raw", Kind.ALU, "x", "uU"),
    STORE_RAW(166, "store_raw", Kind.ALU, "U", "ux"),
    LD_STRUCTURED(167, "ld_structured", Kind.ALU, "x", "uuU"),
    STORE_STRUCTURED(168, "store_structured", Kind.ALU, "U", "uux"),
    ATOMIC_AND(169, "atomic_and", Kind.ALU, "U", "uu"),
    ATOMIC_OR(170, "atomic_or", Kind.ALU, "U", "uu"),
    ATOMIC_XOR(171, "atomic_xor", Kind.ALU, "U", "uu"),
    ATOMIC_CMP_STORE(172, "atomic_cmp_store", Kind.ALU, "U", "uuu"),
    ATOMIC_IADD(173, "atomic_iadd", Kind.ALU, "U", "ui"),
    ATOMIC_IMAX(174, "atomic_imax", Kind.ALU, "U", "ui"),
    ATOMIC_IMIN(175, "atomic_imin", Kind.ALU, "U", "ui"),
    ATOMIC_UMAX(176, "atomic_umax", Kind.ALU, "U", "uu"),
    ATOMIC_UMIN(177, "atomic_umin", Kind.ALU, "U", "uu"),
    IMM_ATOMIC_ALLOC(178, "imm_atomic_alloc", Kind.ALU, "u", "U"),
    IMM_ATOMIC_CONSUME(179, "imm_atomic_consume", Kind.ALU, "u", "U"),
    IMM_ATOMIC_IADD(180, "imm_atomic_iadd", Kind.ALU, "uU", "ui"),
    IMM_ATOMIC_AND(181, "imm_atomic_and", Kind.ALU, "uU", "uu"),
    IMM_ATOMIC_OR(182, "imm_atomic_or", Kind.ALU, "uU", "uu"),
    IMM_ATOMIC_XOR(183, "imm_atomic_xor", Kind.ALU, "uU", "uu"),
    IMM_ATOMIC_EXCH(184, "imm_atomic_exch", Kind.ALU, "uU", "uu"),
    IMM_ATOMIC_CMP_EXCH(185, "imm_atomic_cmp_exch", Kind.ALU, "uU", "uuu"),
    IMM_ATOMIC_IMAX(186, "imm_atomic_imax", Kind.ALU, "iU", "ui"),
    IMM_ATOMIC_IMIN(187, "imm_atomic_imin", Kind.ALU, "iU", "ui"),
    IMM_ATOMIC_UMAX(188, "imm_atomic_umax", Kind.ALU, "uU", "uu"),
    IMM_ATOMIC_UMIN(189, "imm_atomic_umin", Kind.ALU, "uU", "uu"),
    SYNC(190, "sync", Kind.FLOW, "", ""),
    DADD(191, "dadd", Kind.ALU, "d", "dd"),
    DMAX(192, "dmax", Kind.ALU, "d", "dd"),
    DMIN(193, "dmin", Kind.ALU, "d", "dd"),
    DMUL(194, "dmul", Kind.ALU, "d", "dd"),
    DEQ(195, "deq", Kind.ALU, "u", "dd"),
    DGE(196, "dge", Kind.ALU, "u", "dd"),
    DLT(197, "dlt", Kind.ALU, "u", "dd"),
    DNE(198, "dne", Kind.ALU, "u", "dd"),
    DMOV(199, "dmov", Kind.ALU, "d", "d"),
    DMOVC(200, "dmovc", Kind.ALU, "d", "udd"),
    DTOF(201, "dtof", Kind.ALU, "f", "d"),
    FTOD(202, "ftod", Kind.ALU, "d", "f"),
    EVAL_SNAPPED(203, "eval_snapped", Kind.ALU, "f", "fi"),
    EVAL_SAMPLE_INDEX(204, "eval_sample_index", Kind.ALU, "f", "fi"),
    EVAL_CENTROID(205, "eval_centroid", Kind.ALU, "f", "f"),
    DCL_GS_INSTANCE_COUNT(206, "dcl_gsinstances", Kind.DECLARATION, "", ""),
    ABORT(207, "abort", Kind.FLOW, "", ""),
    DEBUG_BREAK(208, "debug_break", Kind.FLOW, "", ""),
    DDIV(210, "ddiv", Kind.ALU, "d", "dd"),
    DFMA(211, "dfma", Kind.ALU, "d", "ddd"),
    DRCP(212, "drcp", Kind.ALU, "d", "d"),
    MSAD(213, "msad", Kind.ALU, "u", "uuu"),
    DTOI(214, "dtoi", Kind.ALU, "i", "d"),
    DTOU(215, "dtou", Kind.ALU, "u", "d"),
    ITOD(216, "itod", Kind.ALU, "d", "i"),
    UTOD(217, "utod", Kind.ALU, "d", "u"),
    GATHER4_FEEDBACK(219, "gather4_s", Kind.ALU, "xu", "fRS"),
    GATHER4_C_FEEDBACK(220, "gather4_c_s", Kind.ALU, "xu", "fRSf"),
    GATHER4_PO_FEEDBACK(221, "gather4_po_s", Kind.ALU, "xu", "fiRS"),
    GATHER4_PO_C_FEEDBACK(222, "gather4_po_c_s", Kind.ALU, "xu", "fiRSf"),
    LD_FEEDBACK(223, "ld_s", Kind.ALU, "xu", "iR"),
    LD_MS_FEEDBACK(224, "ldms_s", Kind.ALU, "xu", "iRi"),
    LD_UAV_TYPED_FEEDBACK(225, "ld_uav_typed_s", Kind.ALU, "xu", "uU"),
    LD_RAW_FEEDBACK(226, "ld_raw_s", Kind.ALU, "xu", "uU"),
    LD_STRUCTURED_FEEDBACK(227, "ld_structured_s", Kind.ALU, "xu", "uuU"),
    SAMPLE_L_FEEDBACK(228, "sample_l_s", Kind.ALU, "xu", "fRSf"),
    SAMPLE_C_LZ_FEEDBACK(229, "sample_c_lz_s", Kind.ALU, "xu", "fRSf"),
    SAMPLE_CLAMP_FEEDBACK(230, "sample_cl_s", Kind.ALU, "xu", "fRSf"),
    SAMPLE_B_CLAMP_FEEDBACK(231, "sample_b_cl_s", Kind.ALU, "xu", "fRSff"),
    SAMPLE_D_CLAMP_FEEDBACK(232, "sample_d_cl_s", Kind.ALU, "xu", "fRSfff"),
    SAMPLE_C_CLAMP_FEEDBACK(233, "sample_c_cl_s", Kind.ALU, "xu", "fRSff"),
    CHECK_ACCESS_FULLY_MAPPED(234, "check_access_fully_mapped", Kind.ALU, "u", "u");

    /** What an opcode is, for the decoder and the printer. */
    public enum Kind {
        /** An arithmetic, sampling, memory or conversion instruction: destinations then sources. */
        ALU,
        /** A flow-control instruction (if, loop, ret, ...): sources only. */
        FLOW,
        /** A declaration ({@code dcl_*}); its operands and trailing words are opcode specific. */
        DECLARATION,
        /** A hull-shader phase marker ({@code hs_decls}, {@code hs_fork_phase}, ...). */
        PHASE,
        /** {@code customdata}: a block whose length is the dword after the token. */
        CUSTOM_DATA
    }

    private static final Opcode[] BY_CODE = new Opcode[256];

    static {
        for (Opcode op : values()) {
            BY_CODE[op.code] = op;
        }
    }

    private final int code;
    private final String mnemonic;
    private final Kind kind;
    private final String dstFormat;
    private final String srcFormat;
    private final int dstCount;
    private final int operandCount;

    Opcode(int code, String mnemonic, Kind kind, String dstFormat, String srcFormat) {
        this.code = code;
        this.mnemonic = mnemonic;
        this.kind = kind;
        this.dstFormat = dstFormat;
        this.srcFormat = srcFormat;
        // the letters stay in their two strings: 230 joined copies (or concatenations) at class initialisation
        // are a one-shot listing's interpreted code
        this.dstCount = dstFormat.length();
        this.operandCount = dstCount + srcFormat.length();
    }

    /**
     * The opcode with token bits [10:0] equal to {@code code}, or empty for a code no table defines.
     *
     * @param code the opcode number, bits [10:0] of the opcode token
     */
    public static Optional<Opcode> byCode(int code) {
        return Optional.ofNullable(lookup(code));
    }

    /**
     * The opcode with token bits [10:0] equal to {@code code}, or {@code null} (no allocation).
     *
     * @param code the opcode number, bits [10:0] of the opcode token
     */
    public static Opcode lookup(int code) {
        return code >= 0 && code < BY_CODE.length ? BY_CODE[code] : null;
    }

    /** {@return the number in bits [10:0] of the opcode token} */
    public int code() {
        return code;
    }

    /** {@return the name {@code D3DDisassemble} prints, without suffixes ({@code _sat}, {@code _indexable}, ...)} */
    public String mnemonic() {
        return mnemonic;
    }

    /** {@return what kind of instruction the opcode makes} */
    public Kind kind() {
        return kind;
    }

    /** {@return true for the {@code dcl_*} opcodes} */
    public boolean isDeclaration() {
        return kind == Kind.DECLARATION;
    }

    /** {@return the number of destination operands of an ALU or flow-control opcode (0 for the others)} */
    public int dstCount() {
        return dstCount;
    }

    /** {@return the number of source operands of an ALU or flow-control opcode (0 for the others)} */
    public int srcCount() {
        return srcFormat.length();
    }

    /** {@return the number of operands of an ALU or flow-control opcode} */
    public int operandCount() {
        return operandCount;
    }

    /** The format letter (see the class comment) of operand {@code i}, destinations first. */
    public char operandFormat(int i) {
        if (i < 0 || i >= operandCount) {
            throw new ArrayIndexOutOfBoundsException(i);
        }
        return i < dstCount ? dstFormat.charAt(i) : srcFormat.charAt(i - dstCount);
    }

    /**
     * The letter {@code D3DDisassemble} prints operand {@code i}'s immediates by (and the assembler reads them by):
     * {@link #operandFormat}, but every source of {@code store_raw} and {@code store_structured} untyped, their
     * addresses included (a word whose exponent is not 0 prints as a float there, where {@code ld_raw}'s address
     * prints as an integer).
     */
    public char listingFormat(int i) {
        return (this == STORE_RAW || this == STORE_STRUCTURED) && i >= dstCount ? 'x' : operandFormat(i);
    }
}
