package dev.dxkit.dxil.listing;

import dev.dxkit.part.RuntimeDataPart;
import dev.dxkit.part.Subobject;
import dev.dxkit.part.SubobjectKind;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * The {@code ; Subobjects:} block of {@code dxc -dumpbin}: the subobjects of a DXIL library's RDAT subobject
 * table, one line each, as {@code KIND NAME = { FIELDS };}. dxc first loads the table into a name-keyed map that
 * keeps the table's order: a kind it does not know is left out silently, a second subobject of a name already
 * loaded (or one without a name) is left out with one error line before the block.
 */
final class DxilSubobjectPrinter {
    /** {@code D3D12_STATE_OBJECT_FLAGS} bits 0..2 as dxc names them. */
    private static final String[] STATE_OBJECT_FLAGS = {
        "STATE_OBJECT_FLAG_ALLOW_LOCAL_DEPENDENCIES_ON_EXTERNAL_DEFINITIONS",
        "STATE_OBJECT_FLAG_ALLOW_EXTERNAL_DEPENDENCIES_ON_LOCAL_DEFINITIONS",
        "STATE_OBJECT_FLAG_ALLOW_STATE_OBJECT_ADDITIONS"};
    /** {@code D3D12_RAYTRACING_PIPELINE_FLAGS} bits 8..9 as dxc names them. */
    private static final String[] PIPELINE_FLAGS = {"RAYTRACING_PIPELINE_FLAG_SKIP_TRIANGLES",
        "RAYTRACING_PIPELINE_FLAG_SKIP_PROCEDURAL_PRIMITIVES"};
    private static final String[] HIT_GROUP_TYPES = {"Triangle", "ProceduralPrimitive"};

    private DxilSubobjectPrinter() {
    }

    /** Appends the block for {@code rdat} to {@code out}; nothing when the RDAT part has no subobject table. */
    static void write(RuntimeDataPart rdat, StringBuilder out) {
        boolean hasTable = false; // (a loop, not a stream's lambda: see DxilListing.listUtf8)
        for (var s : rdat.parts()) {
            hasTable |= s.type() == RuntimeDataPart.SUBOBJECT_TABLE;
        }
        if (!hasTable) {
            return;
        }
        List<RuntimeDataPart.SubobjectInfo> loaded = new ArrayList<>();
        Set<String> names = new HashSet<>();
        boolean failed = false;
        for (RuntimeDataPart.SubobjectInfo s : rdat.subobjects()) {
            if (s.value() instanceof Subobject.Unknown) {
                continue; // dxc's loader has no case for it and says nothing
            }
            if (s.name().isEmpty() || !names.add(s.name())) {
                failed = true; // "Subobject name collision" / "Empty Subobject name", caught by the loader
                continue;
            }
            loaded.add(s);
        }
        if (failed) {
            out.append("; error occurred while loading Subobjects from RDAT.\n");
        }
        if (loaded.isEmpty()) {
            return;
        }
        out.append(";\n; Subobjects:\n;\n");
        for (RuntimeDataPart.SubobjectInfo s : loaded) {
            Optional<SubobjectKind> kind = SubobjectKind.byCode(s.kind() & 0xFFFF_FFFFL);
            out.append(";  ").append(kind.orElseThrow().listingName).append(' ').append(s.name()).append(" = { ");
            fields(s.value(), out);
            out.append(" };\n");
        }
        out.append(";\n");
    }

    private static void fields(Subobject v, StringBuilder out) {
        if (v instanceof Subobject.StateObjectConfig c) {
            flags(c.flags(), 0, STATE_OBJECT_FLAGS, "<invalid StateObjectFlag>", out);
        } else if (v instanceof Subobject.RootSignature r) {
            // dxc shows only the size of the serialized root signature
            out.append('<').append(r.data().size()).append(" bytes>");
        } else if (v instanceof Subobject.ExportsAssociation a) {
            out.append('"').append(a.subobject()).append("\", { ");
            for (int i = 0; i < a.exports().size(); i++) {
                out.append(i == 0 ? "" : ", ").append('"').append(a.exports().get(i)).append('"');
            }
            // dxc closes the list with " } " and then the line with " };": two blanks before the last brace
            out.append(" } ");
        } else if (v instanceof Subobject.RaytracingShaderConfig c) {
            out.append("MaxPayloadSizeInBytes = ").append(c.maxPayloadSizeInBytes())
                    .append(", MaxAttributeSizeInBytes = ").append(c.maxAttributeSizeInBytes());
        } else if (v instanceof Subobject.RaytracingPipelineConfig c) {
            out.append("MaxTraceRecursionDepth = ").append(c.maxTraceRecursionDepth());
        } else if (v instanceof Subobject.HitGroup h) {
            String type = h.type() >= 0 && h.type() < HIT_GROUP_TYPES.length ? HIT_GROUP_TYPES[h.type()]
                    : "<invalid HitGroupType>";
            out.append("HitGroupType = ").append(type).append(", Anyhit = \"").append(h.anyHit())
                    .append("\", Closesthit = \"").append(h.closestHit()).append("\", Intersection = \"")
                    .append(h.intersection()).append('"');
        } else if (v instanceof Subobject.RaytracingPipelineConfig1 c) {
            out.append("MaxTraceRecursionDepth = ").append(c.maxTraceRecursionDepth()).append(", Flags = ");
            flags(c.flags(), 8, PIPELINE_FLAGS, "<invalid RaytracingPipelineFlags>", out);
        }
    }

    /**
     * A flag word as dxc prints it: {@code 0} when clear, else each set bit from the lowest, joined by
     * {@code " | "}; bit {@code first + i} is {@code names[i]}, any other bit is {@code invalid}.
     */
    private static void flags(int word, int first, String[] names, String invalid, StringBuilder out) {
        if (word == 0) {
            out.append('0');
            return;
        }
        for (int rest = word, n = 0; rest != 0; n++) {
            int bit = Integer.numberOfTrailingZeros(rest);
            rest &= rest - 1;
            int i = bit - first;
            out.append(n == 0 ? "" : " | ").append(i >= 0 && i < names.length ? names[i] : invalid);
        }
    }
}
