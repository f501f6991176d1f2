package dev.dxkit.text;

/**
 * The {@code D3D_DISASM_*} flag word of {@code D3DDisassemble}, one component per bit.
 *
 * <pre>
 * 0x01 ENABLE_COLOR_CODE           HTML colour
 * 0x02 ENABLE_DEFAULT_VALUE_PRINTS default values of constant-buffer variables
 * 0x04 ENABLE_INSTRUCTION_NUMBERING instruction numbers
 * 0x08 ENABLE_INSTRUCTION_CYCLE    cycle counts (Microsoft refuses it)
 * 0x10 DISABLE_DEBUG_INFO          no #line / debug annotations
 * 0x20 ENABLE_INSTRUCTION_OFFSET   byte offsets
 * 0x40 INSTRUCTION_ONLY            no header comments, no closing slot count (DXBC)
 * 0x80 PRINT_HEX_LITERALS          immediates in hex
 * </pre>
 *
 * <p>{@link #EXACT_FLOATS} (0x10000) is dxkit's own, no {@code D3D_DISASM_*} bit: each immediate float whose
 * {@code %f} text would not read back as the same bits is printed in a form that does ({@code dis --exact-floats}).
 */
public record DisasmFlags(boolean color, boolean defaultValues, boolean numbering, boolean cycles,
                          boolean noDebugInfo, boolean offsets, boolean instructionsOnly, boolean hexLiterals,
                          boolean exactFloats) {
    /** dxkit's bit for {@link #exactFloats}: above every {@code D3D_DISASM_*} bit. */
    public static final int EXACT_FLOATS = 0x10000;

    /** Flag word 0: what fxc's /Fc prints. */
    public static final DisasmFlags NONE = of(0);

    /** The flags of the word {@code bits}. */
    public static DisasmFlags of(int bits) {
        return new DisasmFlags((bits & 0x01) != 0, (bits & 0x02) != 0, (bits & 0x04) != 0, (bits & 0x08) != 0,
                (bits & 0x10) != 0, (bits & 0x20) != 0, (bits & 0x40) != 0, (bits & 0x80) != 0,
                (bits & EXACT_FLOATS) != 0);
    }

    /** The flag word. */
    public int bits() {
        return (color ? 0x01 : 0) | (defaultValues ? 0x02 : 0) | (numbering ? 0x04 : 0) | (cycles ? 0x08 : 0)
                | (noDebugInfo ? 0x10 : 0) | (offsets ? 0x20 : 0) | (instructionsOnly ? 0x40 : 0)
                | (hexLiterals ? 0x80 : 0) | (exactFloats ? EXACT_FLOATS : 0);
    }
}
