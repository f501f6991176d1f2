package dev.dxkit.pdb;

import java.util.List;

/** A type record of the TPI stream, decoded for the leaves that locate a variable's bytes. */
public sealed interface TypeLeaf {
    /** A member of a structure: LF_MEMBER (0x150d) in the field list. */
    record Member(String name, int type, int offset) {
    }

    /** LF_STRUCTURE (0x1505) / LF_CLASS (0x1504): {@code members} from its field list. */
    record Struct(String name, int size, List<Member> members) implements TypeLeaf {
    }

    /** LF_ARRAY (0x1503): element type and size in bytes. */
    record Array(int element, int size) implements TypeLeaf {
    }

    /** LF_STRIDED_ARRAY (0x1516): element type, index type, stride, size in bytes. */
    record StridedArray(int element, int stride, int size) implements TypeLeaf {
    }

    /** LF_HLSL (0x1517): an HLSL built-in (object or min-precision scalar) by kind, and its size. */
    record Hlsl(int kind, int size) implements TypeLeaf {
    }

    /** LF_VECTOR (0x151b): element type, count, size. */
    record Vector(int element, int count, int size) implements TypeLeaf {
    }

    /** LF_MATRIX (0x151c): element type, rows, columns, major stride, row-major. */
    record Matrix(int element, int rows, int columns, int majorStride, boolean rowMajor) implements TypeLeaf {
    }

    /**
     * LF_MODIFIER (0x1001) or LF_MODIFIER_EX (0x1518, HLSL modifiers such as uniform): a modified type; or LF_ALIAS
     * (0x150a, an HLSL typedef), which D3DDisassemble walks through the same way.
     */
    record Modifier(int type) implements TypeLeaf {
    }

    /** A simple (built-in) type index below 0x1000; {@code size} from its low byte, 4 when unknown. */
    record Simple(int index, int size) implements TypeLeaf {
    }

    /** Any other leaf, its body kept raw. */
    record Other(int kind, dev.dxkit.io.Bytes body) implements TypeLeaf {
    }
}
