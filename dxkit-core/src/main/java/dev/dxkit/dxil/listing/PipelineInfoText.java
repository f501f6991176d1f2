package dev.dxkit.dxil.listing;

import dev.dxkit.container.Container;
import dev.dxkit.dxil.Constant;
import dev.dxkit.dxil.DxilModule;
import dev.dxkit.io.Bytes;
import dev.dxkit.part.DxilProgramPart;
import dev.dxkit.part.PsvPart;
import dev.dxkit.part.SignatureElement;
import dev.dxkit.part.SignaturePart;
import dev.dxkit.part.listing.SignaturePrinter;

import static dev.dxkit.dxil.listing.DxilHeader.SIGNATURE_FORMATS;
import static dev.dxkit.dxil.listing.DxilHeader.field;
import static dev.dxkit.dxil.listing.DxilHeader.name;
import static dev.dxkit.dxil.listing.DxilHeader.padLeft;
import static dev.dxkit.dxil.listing.DxilHeader.padRight;

import java.util.List;

/**
 * The signature tables of {@code dxc -dumpbin}'s header: those of the ISG1, OSG1 and PSG1 parts, then the
 * pipeline runtime information of PSV0 (as {@link PsvPart} decodes it) with its own signature tables, or, without
 * PSV0, the tables the module's {@code !dx.entryPoints} signatures give. The rest of the header, and its columns,
 * are {@link DxilHeader}'s.
 */
final class PipelineInfoText {
    private static final String[] INTERP = {"", "nointerpolation", "linear", "centroid", "noperspective",
        "noperspective centroid", "sample", "noperspective sample"};
    private static final String[] STAGES = {"Pixel Shader", "Vertex Shader", "Geometry Shader", "Hull Shader",
        "Domain Shader", "Compute Shader", "Library", "Ray Generation Shader", "Intersection Shader",
        "AnyHit Shader", "ClosestHit Shader", "Miss Shader", "Callable Shader", "Mesh Shader",
        "Amplification Shader", "Node Shader"};
    private static final String[] SEMANTICS = {"", "SV_VertexID", "SV_InstanceID", "SV_Position",
        "SV_RenderTargetArrayIndex", "SV_ViewportArrayIndex", "SV_ClipDistance", "SV_CullDistance",
        "SV_OutputControlPointID", "SV_DomainLocation", "SV_PrimitiveID", "SV_GSInstanceID", "SV_SampleIndex",
        "SV_IsFrontFace", "SV_Coverage", "SV_InnerCoverage", "SV_Target", "SV_Depth", "SV_DepthLessEqual",
        "SV_DepthGreaterEqual", "SV_StencilRef", "SV_DispatchThreadID", "SV_GroupID", "SV_GroupIndex",
        "SV_GroupThreadID", "SV_TessFactor", "SV_InsideTessFactor", "SV_ViewID", "SV_Barycentrics",
        "SV_ShadingRate", "SV_CullPrimitive"};
    private static final String[] DOMAINS = {"undefined", "isoline", "tri", "quad"};
    private static final String[] OUTPUT_PRIMITIVES = {"undefined", "point", "line", "triangle_cw",
        "triangle_ccw"};

    private final DxilHeader h;
    private final Container c;
    private final DxilModule m;

    PipelineInfoText(DxilHeader h) {
        this.h = h;
        this.c = h.c;
        this.m = h.m;
    }

    void signature(String title, String fourCC) {
        h.line(";");
        h.line("; " + title + " signature:");
        h.line(";");
        h.line("; Name                 Index   Mask Register SysValue  Format   Used");
        h.line("; -------------------- ----- ------ -------- -------- ------- ------");
        Bytes sigData = h.partData(fourCC); // no Optional lambdas on the listing's path (DxilHeader.run)
        SignaturePart sig = sigData == null ? null : SignaturePart.read(fourCC, sigData);
        if (sig == null || sig.elements().isEmpty()) {
            h.line("; no parameters");
            return;
        }
        boolean input = fourCC.equals("ISG1");
        boolean streams = false;
        for (SignatureElement e : sig.elements()) {
            streams |= !input && e.stream() != 0;
        }
        for (SignatureElement e : sig.elements()) {
            StringBuilder sb = new StringBuilder("; ");
            sb.append(padRight((streams ? "m" + e.stream() + ":" : "") + e.semanticName(), 20)).append(padLeft(Long.toString(e.semanticIndex()), 6));
            String sv = SignaturePrinter.sysValue(e);
            String format = format(e);
            if (e.register() == 0xFFFF_FFFFL) {
                String special = switch (sv) {
                    case "DEPTH" -> "oDepth";
                    case "DEPTHLE" -> "oDepthLE";
                    case "DEPTHGE" -> "oDepthGE";
                    case "COVERAGE" -> "oMask";
                    case "STENCILREF" -> "    oStencilRef"; // dxc's own padding
                    case "PRIMID" -> "primID";
                    case "INNERCOV" -> "vInnerCoverage";
                    default -> "special";
                };
                sb.append("    N/A").append(padLeft(special, 9)).append(padLeft(sv, 9)).append(padLeft(format, 8))
                        .append(padLeft(e.readWriteMask() != 0 ? "YES" : "NO", 7));
            } else {
                int used = input ? e.readWriteMask() : ~e.readWriteMask() & 0xF;
                sb.append("   ").append(SignaturePrinter.positional(e.mask()))
                        .append(padLeft(Long.toString(e.register()), 9)).append(padLeft(sv, 9))
                        .append(padLeft(format, 8)).append("   ").append(SignaturePrinter.positional(used));
            }
            h.line(sb.toString());
        }
        h.line(";");
    }

    /** dxc's Format column: the element's component type alone (its minimum precision is not shown). */
    private static String format(SignatureElement e) {
        long t = e.componentType();
        return t >= 0 && t < SIGNATURE_FORMATS.length ? SIGNATURE_FORMATS[(int) t] : "unknown";
    }

    /**
     * The pipeline runtime information of the PSV0 part, as its model ({@link PsvPart}) decodes it; true when it
     * printed the signature tables too (PSVRuntimeInfo1 and later).
     */
    boolean runtimeInfo(PsvPart p) {
        int infoSize = p.infoSize();
        // PSVRuntimeInfo0 has no stage: dxc takes the program header's kind (of ILDB when present)
        int stage = p.version() >= 1 ? p.shaderStage() : programKind();
        h.line(";");
        h.line("; Pipeline Runtime Information: ");
        h.line(";");
        h.line(";PSVRuntimeInfo:");
        int kind = stage >= 0 ? stage : 0;
        h.line("; " + (kind < STAGES.length ? STAGES[kind] : "Invalid Shader"));
        switch (kind) {
            case 1 -> h.line("; OutputPositionPresent=" + p.stageU8(0));
            case 0 -> {
                h.line("; DepthOutput=" + p.stageU8(0));
                h.line("; SampleFrequency=" + p.stageU8(1));
            }
            case 3 -> {
                h.line("; InputControlPointCount=" + p.stageU32(0));
                h.line("; OutputControlPointCount=" + p.stageU32(4));
                h.line("; Domain=" + name(DOMAINS, p.stageU32(8)));
                h.line("; OutputPrimitive=" + name(OUTPUT_PRIMITIVES, p.stageU32(12)));
            }
            case 4 -> {
                h.line("; InputControlPointCount=" + p.stageU32(0));
                h.line("; OutputPositionPresent=" + p.stageU8(4));
            }
            case 2 -> {
                h.line("; InputPrimitive=" + gsInput(p.stageU32(0)));
                h.line("; OutputTopology=" + gsTopology(p.stageU32(4)));
                h.line("; OutputStreamMask=" + p.stageU32(8));
                h.line("; OutputPositionPresent=" + p.stageU8(12));
            }
            case 13 -> {
                if (p.version() >= 1) {
                    int topology = p.meshOutputTopology();
                    h.line("; MeshOutputTopology="
                            + (topology == 1 ? "line" : topology == 2 ? "triangle" : "undefined"));
                }
                threads(p);
            }
            case 5, 14, 15 -> threads(p);
            default -> {
            }
        }
        long minWave = p.minimumWaveLaneCount();
        long maxWave = p.maximumWaveLaneCount();
        if (minWave == maxWave && minWave != 0) {
            h.line("; WaveSize=" + minWave);
        } else {
            h.line("; MinimumExpectedWaveLaneCount: " + minWave);
            h.line("; MaximumExpectedWaveLaneCount: " + maxWave);
        }
        if (p.version() < 1) {
            h.line(";");
            return false;
        }
        h.usesViewId = p.usesViewId();
        h.line("; UsesViewID: " + (h.usesViewId ? "true" : "false"));
        h.line("; SigInputElements: " + p.inputs().size());
        h.line("; SigOutputElements: " + p.outputs().size());
        h.line("; SigPatchConstOrPrimElements: " + p.patchConstants().size());
        h.line("; SigInputVectors: " + p.inputVectors());
        for (int i = 0; i < 4; i++) {
            h.line("; SigOutputVectors[" + i + "]: " + p.outputVectors(i));
        }
        if (p.version() >= 3) {
            h.line("; EntryFunctionName: " + p.entryFunctionName());
        }
        if (p.linAlgRuntimeInfoPresent() >= 0) {
            h.line("; LinAlgRuntimeInfoPresent: " + (p.linAlgRuntimeInfoPresent() != 0 ? "true" : "false"));
        }
        h.line(";");
        String[] titles = signatureTitles(kind == 13);
        List<List<PsvPart.SignatureElement>> tables = List.of(p.inputs(), p.outputs(), p.patchConstants());
        for (int s = 0; s < 3; s++) {
            if (tables.get(s).isEmpty()) {
                continue;
            }
            signatureTable(titles[s]);
            for (PsvPart.SignatureElement e : tables.get(s)) {
                // system values are stored without a name: their kind names them
                String name = e.name().isEmpty() ? name(SEMANTICS, e.semanticKind()) : e.name();
                long firstIndex = e.indices().isEmpty() ? 0 : Integer.toUnsignedLong(e.indices().get(0));
                signatureRow(name, firstIndex, e.interpolation(), e.dynamicMask());
            }
        }
        return true;
    }

    /** The kind in the program header (of ILDB when present, else DXIL), or 0. */
    private int programKind() {
        Bytes p = h.partData("ILDB");
        if (p == null) {
            p = h.partData("DXIL");
        }
        return p != null && DxilProgramPart.isProgram(p) ? p.reader("program").u16At(2) : 0;
    }

    private void threads(PsvPart p) {
        List<Long> n = p.numThreads();
        if (!n.isEmpty()) {
            h.line("; NumThreads=(" + n.get(0) + "," + n.get(1) + "," + n.get(2) + ")");
        }
        // PSVRuntimeInfo4 (dxc 1.9): group-shared memory of the thread-group stages
        if (p.numBytesGroupSharedMemory() >= 0) {
            h.line("; NumBytesGroupSharedMemory: " + p.numBytesGroupSharedMemory());
        }
    }

    /**
     * The signature tables when PSV0 cannot give them (PSVRuntimeInfo0, written for validator 1.0, or no PSV0):
     * dxc prints them from the module's {@code dx.entryPoints} signature metadata, whose elements read
     * {@code !{id, name, compType, semanticKind, !{indices}, interpMode, rows, cols, startRow, startCol,
     * !{tag, value...}}} (tag 2: the dynamically indexed components). Libraries print none.
     */
    void moduleSignatures() {
        String kind = h.shaderKind();
        List<Integer> entries = m.named("dx.entryPoints");
        if (kind.equals("lib") || entries.isEmpty()) {
            return;
        }
        List<Integer> sigs = h.node(field(h.node(entries.get(0)), 2));
        String[] titles = signatureTitles(kind.equals("ms"));
        for (int s = 0; s < 3; s++) {
            List<Integer> elements = h.node(field(sigs, s));
            if (elements.isEmpty()) {
                continue;
            }
            signatureTable(titles[s]);
            for (int e : elements) {
                List<Integer> el = h.node(e);
                long sem = h.integer(field(el, 3));
                String name = sem == 0 ? h.string(field(el, 1)) : name(SEMANTICS, sem);
                List<Integer> indices = h.node(field(el, 4));
                long first = indices.isEmpty() ? 0 : h.integer(indices.get(0));
                long interp = h.integer(field(el, 5));
                List<Integer> props = h.node(field(el, 10));
                int dyn = 0;
                for (int k = 0; k + 1 < props.size(); k += 2) {
                    if (h.integer(props.get(k)) == 2) {
                        dyn = (int) h.integer(props.get(k + 1)) & 0xF;
                    }
                }
                signatureRow(name, first, interp, dyn);
            }
        }
    }

    /** The titles of the input, output and patch-constant tables (a mesh shader outputs vertices and primitives). */
    private static String[] signatureTitles(boolean mesh) {
        return new String[] {"Input", mesh ? "Vertex Output" : "Output", mesh ? "Primitive Output" : "Patch Constant"};
    }

    /** The head of a signature table (PSV0's, or the module's when PSV0 has none). */
    private void signatureTable(String title) {
        h.line(";");
        h.line("; " + title + " signature:");
        h.line(";");
        h.line("; Name                 Index             InterpMode DynIdx");
        h.line("; -------------------- ----- ---------------------- ------");
    }

    /** A signature table's row: name, first semantic index, interpolation mode, dynamically indexed components. */
    private void signatureRow(String name, long firstIndex, long interp, int dyn) {
        h.line("; " + padRight(name, 20) + padLeft(Long.toString(firstIndex), 6) + padLeft(name(INTERP, interp), 23)
                + padLeft(dyn == 0 ? "" : SignaturePrinter.positional(dyn).replace(" ", ""), 7));
    }

    private static String gsInput(long v) {
        return switch ((int) v) {
            case 1 -> "point";
            case 2 -> "line";
            case 3 -> "triangle";
            case 6 -> "lineadj";
            case 7 -> "triangleadj";
            default -> v >= 8 && v <= 39 ? "patch" + (v - 7) : "undefined";
        };
    }

    private static String gsTopology(long v) {
        return switch ((int) v) {
            case 1 -> "point";
            case 3 -> "line";
            case 5 -> "triangle";
            default -> "undefined";
        };
    }
}
