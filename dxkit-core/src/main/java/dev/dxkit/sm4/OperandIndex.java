package dev.dxkit.sm4;

/**
 * One index of an operand: an immediate part and, for the relative forms, a register operand added to it
 * ({@code cb0[r0.x + 3]}); {@code relative} is {@code null} for a plain immediate.
 */
public record OperandIndex(IndexRepresentation representation, long immediate, Operand relative) {
}
