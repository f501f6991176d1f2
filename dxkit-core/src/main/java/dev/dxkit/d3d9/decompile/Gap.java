package dev.dxkit.d3d9.decompile;

/** Thrown inside the writer where an instruction or operand has no faithful HLSL; caught per statement. */
final class Gap extends RuntimeException {
    private static final long serialVersionUID = 1L;

    Gap(String what) {
        super(what, null, false, false);
    }
}
