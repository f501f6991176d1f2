package dev.dxkit.dxil;

import java.util.Optional;

/**
 * The DXIL operations: what the opcode, the first {@code i32} argument of a {@code @dx.op.*} call, names.
 * An opcode is a table id in bits 16-31 and an index into that table in bits 0-15: table 0 holds the core
 * operations (0 {@code TempRegLoad} … 311), table 0x8000 the experimental ones; every other value is invalid
 * (DXIL.rst, "Operations"; {@link DxilOpTable} is generated from DXC's operation database, every opcode of
 * both tables).
 */
public final class DxilOperations {
    private DxilOperations() {
    }

    /** The table holding {@code opcode}'s entries (two strings each), or null when it is no valid opcode. */
    private static String[] table(long opcode) {
        if (opcode < 0 || opcode > 0xFFFF_FFFFL) {
            return null;
        }
        int id = (int) (opcode >>> 16);
        String[] t = id == DxilOpTable.CORE_ID ? DxilOpTable.CORE
                : id == DxilOpTable.EXPERIMENTAL_ID ? DxilOpTable.EXPERIMENTAL : null;
        return t != null && 2 * (opcode & 0xFFFF) < t.length ? t : null;
    }

    /** True when {@code opcode} (an unsigned 32-bit value) names an operation. */
    public static boolean isValid(long opcode) {
        return table(opcode) != null;
    }

    /** The operation's name, {@code StoreOutput} for 5; empty for an invalid opcode. */
    public static Optional<String> name(long opcode) {
        String[] t = table(opcode);
        return t == null ? Optional.empty() : Optional.of(t[(int) (2 * (opcode & 0xFFFF))]);
    }

    /**
     * The operation's parameters as {@code dxc -dumpbin} lists them after its name, in parentheses:
     * {@code (outputSigId,rowIndex,colIndex,value)} for 5; empty for an invalid opcode.
     */
    public static Optional<String> parameters(long opcode) {
        String[] t = table(opcode);
        return t == null ? Optional.empty() : Optional.of(t[(int) (2 * (opcode & 0xFFFF)) + 1]);
    }

    /** {@return the number of operations in the core table (opcodes 0 to this less one)} */
    public static int coreCount() {
        return DxilOpTable.CORE.length / 2;
    }
}
