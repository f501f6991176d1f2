package dev.dxkit.dxil;

import java.util.Arrays;
import java.util.List;

/** One metadata entry, numbered in the order the METADATA block (id 15) defines them. */
public sealed interface Metadata {
    /** METADATA_STRING (1), or one string of METADATA_STRINGS (35). */
    record Str(String value) implements Metadata {
    }

    /** METADATA_VALUE (2): a value of the module (constant, global, function) with its type. */
    record ValueRef(int typeId, int valueId) implements Metadata {
    }

    /**
     * METADATA_NODE (3) or METADATA_DISTINCT_NODE (5): operands are metadata ids, -1 for null.
     */
    record Node(List<Integer> operands, boolean distinct) implements Metadata {
        public Node {
            operands = List.copyOf(operands);
        }
    }

    /** Any other numbered metadata record (locations, debug-info nodes), kept as code and operands. */
    record Other(int code, long[] ops) implements Metadata {
        @Override
        public boolean equals(Object o) {
            return o instanceof Other x && x.code == code && Arrays.equals(x.ops, ops);
        }

        @Override
        public int hashCode() {
            return code * 31 + Arrays.hashCode(ops);
        }

        @Override
        public String toString() {
            return "Other[code=" + code + ", ops=" + Arrays.toString(ops) + "]";
        }
    }
}
