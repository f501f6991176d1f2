package dev.dxkit.dxil;

import dev.dxkit.bitcode.BitCursor;
import dev.dxkit.io.DxFormatException;

import java.util.List;
import java.util.Optional;

/** Typed access to a module's metadata: nodes, strings and integer constants by metadata id. */
final class MetadataView {
    private final DxilModule m;

    MetadataView(DxilModule m) {
        this.m = m;
    }

    /** The operands of node {@code id}, or null if it is null or not a node. */
    List<Integer> node(int id) {
        return m.md(id) instanceof Metadata.Node n ? n.operands() : null;
    }

    Optional<String> stringOpt(int id) {
        return m.md(id) instanceof Metadata.Str s ? Optional.of(s.value()) : Optional.empty();
    }

    String string(int id) {
        if (m.md(id) instanceof Metadata.Str s) {
            return s.value();
        }
        throw error("metadata " + id + " is not a string");
    }

    /** The integer value of a METADATA_VALUE that refers to an integer constant. */
    Optional<Long> integerOpt(int id) {
        if (m.md(id) instanceof Metadata.ValueRef ref) {
            return m.integer(ref.valueId());
        }
        return Optional.empty();
    }

    long integer(int id) {
        // called for every field of every signature element and resource: no Optional, no lambda
        if (m.md(id) instanceof Metadata.ValueRef ref) {
            Constant c = m.integerConstant(ref.valueId());
            if (c != null) {
                return c.intValue();
            }
        }
        throw error("metadata " + id + " is not an integer constant");
    }

    Metadata md(int id) {
        return m.md(id);
    }

    DxFormatException error(String detail) {
        // metadata semantics are found after the stream is read: name the module block's position
        long bit = m.stream().blocks().isEmpty() ? 0 : m.stream().blocks().get(0).bit();
        return new DxFormatException(BitCursor.WHERE, bit, detail);
    }
}
