package dev.dxkit.part;

import java.util.Optional;

/**
 * The kind of a DXIL library subobject ({@code DXIL::SubobjectKind}, numbered like
 * {@code D3D12_STATE_SUBOBJECT_TYPE}) and the bytes its RDAT record needs: an RDAT subobject record is
 * {@code u32 kind, u32 name (string)} followed by the kind's fields (see {@link Subobject}).
 */
public enum SubobjectKind {
    STATE_OBJECT_CONFIG(0, "StateObjectConfig", 12),
    GLOBAL_ROOT_SIGNATURE(1, "GlobalRootSignature", 16),
    LOCAL_ROOT_SIGNATURE(2, "LocalRootSignature", 16),
    SUBOBJECT_TO_EXPORTS_ASSOCIATION(8, "SubobjectToExportsAssociation", 16),
    RAYTRACING_SHADER_CONFIG(9, "RaytracingShaderConfig", 16),
    RAYTRACING_PIPELINE_CONFIG(10, "RaytracingPipelineConfig", 12),
    HIT_GROUP(11, "HitGroup", 24),
    RAYTRACING_PIPELINE_CONFIG1(12, "RaytracingPipelineConfig1", 16);

    private static final SubobjectKind[] BY_CODE = new SubobjectKind[13];

    static {
        for (SubobjectKind v : values()) {
            BY_CODE[v.code] = v;
        }
    }

    /** The value as stored. */
    public final int code;
    /** The name dxc's listing prints before the subobject's name. */
    public final String listingName;
    /** The bytes of an RDAT record of this kind: kind, name and the kind's own fields. */
    public final int recordSize;

    SubobjectKind(int code, String listingName, int recordSize) {
        this.code = code;
        this.listingName = listingName;
        this.recordSize = recordSize;
    }

    /** The kind of {@code code}, or empty for a code dxc does not define. */
    public static Optional<SubobjectKind> byCode(long code) {
        return code >= 0 && code < BY_CODE.length ? Optional.ofNullable(BY_CODE[(int) code]) : Optional.empty();
    }
}
