package dev.dxkit.part;

import dev.dxkit.io.Bytes;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * A decoded container part. Each known kind is a record; an unknown kind, or a known kind whose decoder
 * refused, is a {@link RawPart} — never an abort of the whole container.
 */
public sealed interface Part permits RawPart, SignaturePart, RdefPart, StatPart, Sfi0Part, IfcePart,
        DxilProgramPart, HashPart, PsvPart, RootSignaturePart, DebugNamePart, CompilerVersionPart, PrivatePart,
        RuntimeDataPart, SourceInfoPart, SdbgPart, Sm4ProgramPart, Level9Part, EffectExpressionPart,
        EffectPart, SpdbPart {
    /** {@return the part kind, e.g. {@code "RDEF"}} */
    String fourCC();

    /** {@return the part's bytes as they would be stored (for a decoded part, its encoding; equal to the original)} */
    Bytes encode();

    /**
     * The part as a generic tree — maps with stable field names, lists, strings, numbers and booleans —
     * that {@code dxkit dump} prints as text and as JSON. A kind that adds no fields of its own shows its
     * kind and size.
     */
    default Map<String, Object> tree() {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("kind", fourCC());
        m.put("size", encode().size());
        return m;
    }
}
