package dev.dxkit.d3d9;

import java.util.List;

/**
 * One instruction of a Direct3D 9 token stream.
 *
 * <pre>
 * instruction token: [15:00] opcode  [23:16] controls (comparison, texld variant)  [27:24] length (2.0+)
 *                    [28] predicated  [30] co-issue (ps_1_x)
 * </pre>
 *
 * @param offset      byte offset of the instruction token from the version token
 * @param token       the instruction token
 * @param opcode      the opcode
 * @param destination the destination parameter, or null
 * @param predicate   the predicate source of a predicated instruction, or null
 * @param sources     the source parameters in order
 * @param usage       the usage token of {@code dcl} ({@code [4:0]} usage, {@code [19:16]} index,
 *                    {@code [30:27]} sampler texture type), else 0
 * @param literals    the immediate dwords of {@code def} (4 floats), {@code defi} (4 ints), {@code defb} (1)
 * @param size        the instruction's size in bytes, its token included
 */
public record Instruction(int offset, int token, Opcode opcode, Parameter destination, Parameter predicate,
                          List<Parameter> sources, int usage, List<Integer> literals, int size) implements Token {
    /**
     * Copies {@code sources} and {@code literals}, so that the collections it was given cannot change the record.
     *
     * @param offset byte offset of the instruction token from the version token
     * @param token the instruction token
     * @param opcode the opcode
     * @param destination the destination parameter, or null
     * @param predicate the predicate source of a predicated instruction, or null
     * @param sources the source parameters in order
     * @param usage the usage token of {@code dcl} ({@code [4:0]} usage, {@code [19:16]} index, {@code [30:27]}
     *      sampler texture type), else 0
     * @param literals the immediate dwords of {@code def} (4 floats), {@code defi} (4 ints), {@code defb} (1)
     * @param size the instruction's size in bytes, its token included
     */
    public Instruction {
        sources = List.copyOf(sources);
        literals = List.copyOf(literals);
    }

    /** {@return the controls field {@code [23:16]}} */
    public int controls() {
        return (token >>> 16) & 0xFF;
    }

    /** {@return whether the co-issue bit (30) is set: the instruction pairs with the one before it (ps_1_x)} */
    public boolean coissue() {
        return (token & 0x4000_0000) != 0;
    }

    /** {@return whether the predicated bit (28) is set: a predicate register token follows the destination} */
    public boolean predicated() {
        return (token & 0x1000_0000) != 0;
    }
}
