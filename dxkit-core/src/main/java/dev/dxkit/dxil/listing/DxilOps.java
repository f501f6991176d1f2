package dev.dxkit.dxil.listing;

/**
 * The comment dxc's disassembler prints after a {@code @dx.op.*} call, e.g. {@code LoadInput(inputSigId,rowIndex,
 * colIndex,gsVertexAxis)} (the operation table is {@link dev.dxkit.dxil.DxilOperations}), and the resource an
 * {@code AnnotateHandle} describes.
 */
final class DxilOps {
    private DxilOps() {
    }

    /**
     * The comment dxc prints after a {@code dx.op} call whose opcode is the constant {@code code}: the
     * operation's name and parameters, or {@code invalid DXIL opcode #N} when no table holds it. The opcode is
     * read as dxc reads it, as the constant's unsigned 32-bit value.
     */
    static String comment(long code) {
        long opcode = code & 0xFFFF_FFFFL;
        // no Optional lambda: a batch's threads reach this call site together (DxilListing.listUtf8)
        java.util.Optional<String> name = dev.dxkit.dxil.DxilOperations.name(opcode);
        return name.isPresent() ? name.get() + dev.dxkit.dxil.DxilOperations.parameters(opcode).orElseThrow()
                : "invalid DXIL opcode #" + opcode;
    }

    /** The opcode of AnnotateHandle, whose comment also describes the resource. */
    static final int ANNOTATE_HANDLE = 216;

    private static final String[] KINDS = {"Invalid", "Texture1D", "Texture2D", "Texture2DMS", "Texture3D",
        "TextureCube", "Texture1DArray", "Texture2DArray", "Texture2DMSArray", "TextureCubeArray", "TypedBuffer",
        "ByteAddressBuffer", "StructuredBuffer", "CBuffer", "SamplerState", "TBuffer", "RTAccelerationStructure",
        "FeedbackTexture2D", "FeedbackTexture2DArray"};
    private static final String[] COMPONENTS = {"Invalid", "I1", "I16", "U16", "I32", "U32", "I64", "U64", "F16",
        "F32", "F64", "SNormF16", "UNormF16", "SNormF32", "UNormF32", "SNormF64", "UNormF64", "PackedS8x32",
        "PackedU8x32"};

    /**
     * The resource an AnnotateHandle's properties describe. Word 0: bits 0-7 the resource kind, bit 12 UAV,
     * bit 13 rasterizer ordered (the name says {@code ROV} instead of {@code RW}), bit 14 globally coherent (a
     * {@code globallycoherent } prefix), bit 15 sampler comparison / UAV counter; word 1: the stride (structured),
     * the component type (bits 0-7) and count (bits 8-15) of typed resources, or the sampler-feedback kind.
     */
    static String resource(long w0, long w1) {
        int kind = (int) (w0 & 0xFF);
        boolean uav = (w0 >>> 12 & 1) != 0;
        boolean bit15 = (w0 >>> 15 & 1) != 0;
        String name = kind < KINDS.length ? KINDS[kind] : "Invalid";
        if (kind == 14) {
            return bit15 ? "SamplerComparisonState" : "SamplerState";
        }
        String prefix = !uav ? "" : (w0 >>> 14 & 1) != 0 ? "globallycoherent " : "";
        if (uav) {
            prefix += (w0 >>> 13 & 1) != 0 ? "ROV" : "RW";
        }
        return switch (kind) {
            case 11, 13, 15, 16 -> prefix + name;
            case 12 -> prefix + name + "<stride=" + w1 + (bit15 ? ", counter" : "") + ">";
            case 17, 18 -> name + (w1 == 0 ? "<MinMip>" : "<MipRegionUsed>");
            default -> {
                int ct = (int) (w1 & 0xFF);
                int count = (int) (w1 >>> 8 & 0xFF);
                String comp = ct < COMPONENTS.length ? COMPONENTS[ct] : "Invalid";
                yield prefix + name + "<" + (count > 1 ? count + "x" : "") + comp + ">";
            }
        };
    }
}
