package dev.dxkit.dxil;

import java.util.List;

/**
 * A signature element of an entry point's metadata: [id, name, component type, semantic kind, semantic
 * indices, interpolation mode, rows, columns, start row, start column, properties].
 *
 * @param id            the element id
 * @param name          the semantic name
 * @param componentType DXIL::ComponentType (9 F32, 4 I32, 5 U32 …)
 * @param semanticKind  DXIL::SemanticKind (0 arbitrary, 3 position, 16 target …)
 * @param indices       the semantic index of each row
 * @param interpolation DXIL::InterpolationMode
 * @param rows          rows
 * @param cols          columns
 * @param startRow      first register row, -1 when not allocated
 * @param startCol      first column, -1 when not allocated
 * @param properties    the integer properties by tag (0 output stream, 2 dynamically indexed components,
 *                      3 components used)
 */
public record SignatureElement(int id, String name, int componentType, int semanticKind, List<Integer> indices,
                               int interpolation, int rows, int cols, int startRow, int startCol,
                               java.util.Map<Integer, Long> properties) {
    /** Property tag of the output stream (kDxilSignatureElementOutputStreamTag). */
    public static final int OUTPUT_STREAM_TAG = 0;
    /** Property tag of the components the program uses (kDxilSignatureElementUsageCompMaskTag). */
    public static final int USAGE_MASK_TAG = 3;

    public SignatureElement {
        indices = List.copyOf(indices);
        properties = java.util.Map.copyOf(properties);
    }
}
