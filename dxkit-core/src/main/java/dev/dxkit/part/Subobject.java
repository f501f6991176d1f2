package dev.dxkit.part;

import dev.dxkit.io.Bytes;

import java.util.List;

/**
 * The body of a DXIL library subobject as the RDAT subobject table stores it (DirectXShaderCompiler's
 * RDAT_SubobjectTypes.inl): the fields after the record's kind and name, strings resolved, the exports index
 * array expanded and root-signature bytes taken from the RDAT raw-bytes part.
 *
 * <pre>
 * record offset  field
 * 0x08           StateObjectConfig: u32 flags
 * 0x08, 0x0c     Global/LocalRootSignature: u32 offset, u32 size (in the raw-bytes part)
 * 0x08, 0x0c     SubobjectToExportsAssociation: u32 subobject (string), u32 exports (index array of strings)
 * 0x08, 0x0c     RaytracingShaderConfig: u32 max payload size, u32 max attribute size
 * 0x08           RaytracingPipelineConfig: u32 max trace recursion depth
 * 0x08..0x14     HitGroup: u32 type, u32 any hit, u32 closest hit, u32 intersection (strings)
 * 0x08, 0x0c     RaytracingPipelineConfig1: u32 max trace recursion depth, u32 flags
 * </pre>
 */
public sealed interface Subobject {
    /** Flags of {@code D3D12_STATE_OBJECT_CONFIG}: bit 0 local dependencies on external definitions,
     *  bit 1 external dependencies on local definitions, bit 2 state object additions. */
    record StateObjectConfig(int flags) implements Subobject {
    }

    /** A serialized root signature (an RTS0 body); {@code local} for a local one. */
    record RootSignature(boolean local, Bytes data) implements Subobject {
    }

    /** The subobject named {@code subobject} applies to the exports listed. */
    record ExportsAssociation(String subobject, List<String> exports) implements Subobject {
        public ExportsAssociation {
            exports = List.copyOf(exports);
        }
    }

    record RaytracingShaderConfig(long maxPayloadSizeInBytes, long maxAttributeSizeInBytes) implements Subobject {
    }

    record RaytracingPipelineConfig(long maxTraceRecursionDepth) implements Subobject {
    }

    /** A hit group: {@code type} 0 triangles, 1 procedural primitive; shader export names, empty for none. */
    record HitGroup(int type, String anyHit, String closestHit, String intersection) implements Subobject {
    }

    /** A pipeline config with flags: bit 8 skip triangles, bit 9 skip procedural primitives. */
    record RaytracingPipelineConfig1(long maxTraceRecursionDepth, int flags) implements Subobject {
    }

    /** A kind this reader does not know: the record after kind and name, as stored. */
    record Unknown(Bytes payload) implements Subobject {
    }
}
