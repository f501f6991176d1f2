package dev.dxkit.sm4.decompile;

import java.util.Map;

/**
 * One declared range of registers of a class ({@code 't'} resources, {@code 'u'} unordered-access views,
 * {@code 's'} samplers, {@code 'b'} constant buffers) and its HLSL declaration.
 *
 * @param cls         t, u, s or b
 * @param id          the range id (5.1) or the first register (earlier)
 * @param lower       the first register
 * @param count       how many registers (0 for unbounded)
 * @param space       the register space (5.1)
 * @param name        the HLSL name
 * @param array       whether the HLSL declares an array
 * @param dimension   the program's resource dimension (1 buffer … 10 cube array, 11 raw, 12 structured)
 * @param elementType the lane type of what it returns ({@code 'f'}, {@code 'i'}, {@code 'u'})
 * @param elementWidth how many components it returns (1 to 4)
 * @param lanes       for a structured buffer or a constant buffer: member expressions by word (after {@code name[i]})
 * @param arrays      array lanes of a constant buffer, for dynamic indexing
 * @param flags       the declaration's controls (globally coherent, counter …)
 */
record Binding(char cls, long id, long lower, long count, long space, String name, boolean array, int dimension,
               char elementType, int elementWidth, Map<Long, Slot> lanes, Map<Long, Layout.ArrayLane> arrays,
               int flags, String declaration) {

    /** Number of coordinates a sample or typed access takes for the dimension. */
    int coordinates() {
        return switch (dimension) {
            case 1, 2, 11, 12 -> 1;
            case 3, 4, 7 -> 2;
            case 5, 6, 8, 9 -> 3;
            case 10 -> 4;
            default -> 1;
        };
    }

    /**
     * Number of coordinates {@code CalculateLevelOfDetail} takes: the sampling coordinates less an array's
     * index (fxc warns of the truncation, X3206, which {@code /WX} makes an error).
     */
    int lodCoordinates() {
        return dimension == 7 || dimension == 8 || dimension == 10 ? coordinates() - 1 : coordinates();
    }

    /** Number of offset (and gradient) components for the dimension. */
    int offsets() {
        return switch (dimension) {
            case 2, 7 -> 1;
            case 3, 4, 8, 9 -> 2;
            case 5, 6, 10 -> 3;
            default -> 0;
        };
    }

    boolean isMultisample() {
        return dimension == 4 || dimension == 9;
    }
}
