package dev.dxkit.dxil.listing;

import dev.dxkit.bitcode.BitCursor;
import dev.dxkit.container.Container;
import dev.dxkit.container.PartEntry;
import dev.dxkit.dxil.Constant;
import dev.dxkit.dxil.DxilModule;
import dev.dxkit.dxil.Metadata;
import dev.dxkit.io.ByteReader;
import dev.dxkit.io.Bytes;
import dev.dxkit.io.DxFormatException;
import dev.dxkit.part.PsvPart;
import dev.dxkit.part.RuntimeDataPart;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The comment header of {@code dxc -dumpbin}: required features (SFI0), the signature tables (ISG1, OSG1,
 * PSG1), debug name (ILDN) and hash (HASH), the pipeline runtime information (PSV0) with its own signature
 * tables, buffer definitions and resource bindings (from {@code !dx.resources}), the view-id state
 * (from {@code !dx.viewIdState}) and a library's subobjects (from RDAT, {@link DxilSubobjectPrinter}).
 * Columns are printf widths that include the separating blank, so a value wider than its column runs into the
 * next one, as dxc's own text does. This class prints the features, debug name, hash and view-id state and owns
 * the columns and the metadata readers; the signature tables and PSV0 are {@link PipelineInfoText}'s, the
 * buffer definitions and bindings {@link ResourceText}'s.
 */
final class DxilHeader {
    /** SFI0 bits as dxc names them; null where it prints nothing. */
    private static final String[] FEATURES = {"Double-precision floating point", "Raw and Structured buffers",
        "UAVs at every shader stage", "64 UAV slots", "Minimum-precision data types",
        "Double-precision extensions for 11.1", "Shader extensions for 11.1",
        "Comparison filtering for feature level 9", "Tiled resources", "PS Output Stencil Ref",
        "PS Inner Coverage", "Typed UAV Load Additional Formats", "Raster Ordered UAVs",
        "SV_RenderTargetArrayIndex or SV_ViewportArrayIndex from any shader feeding rasterizer",
        "Wave level operations", "64-Bit integer", "View Instancing", "Barycentrics", "Use native low precision",
        "Shading Rate", "Raytracing tier 1.1 features", "Sampler feedback", "64-bit Atomics on Typed Resources",
        "64-bit Atomics on Group Shared", "Derivatives in mesh and amplification shaders",
        "Resource descriptor heap indexing", "Sampler descriptor heap indexing", "Wave Matrix",
        "64-bit Atomics on Heap Resources", "Advanced Texture Ops", "Writeable MSAA Textures",
        "SampleCmp with gradient or bias", "Extended command info"};
    /** Signature component types ({@code DxilProgramSigCompType}) as dxc's Format column names them. */
    static final String[] SIGNATURE_FORMATS = {"unknown", "uint", "int", "float", "uint16", "int16", "fp16",
        "uint64", "int64", "double"};

    final Container c;
    final DxilModule m;
    final StringBuilder out = new StringBuilder(4096);
    /** Whether PSV0 says the program uses the view id, which the view-id state's table follows. */
    boolean usesViewId;
    /** The signature tables and the pipeline runtime information (PSV0). */
    private final PipelineInfoText pipeline;
    /** The buffer definitions and resource bindings (from {@code !dx.resources}). */
    private final ResourceText resourceText;

    private DxilHeader(Container c, DxilModule m) {
        this.c = c;
        this.m = m;
        this.pipeline = new PipelineInfoText(this);
        this.resourceText = new ResourceText(this);
    }

    static String write(Container c, DxilModule m) {
        try {
            return new DxilHeader(c, m).run();
        } catch (StackOverflowError e) {
            // a struct annotated as containing itself, or a hostile chain of nested structs: refused at the module
            long bit = m.stream().blocks().isEmpty() ? 32 : m.stream().blocks().get(0).bit();
            throw new DxFormatException(BitCursor.WHERE, bit, DxilIrWriter.DEEPER_THAN_THE_STACK);
        }
    }

    /** The bit of the module block, where a refusal of what the module's metadata says points. */
    long moduleBit() {
        return m.stream().blocks().isEmpty() ? 32 : m.stream().blocks().get(0).bit();
    }

    void line(String s) {
        out.append(s).append('\n');
    }

    static String padLeft(String s, int w) {
        return s.length() >= w ? s : " ".repeat(w - s.length()) + s;
    }

    static String padRight(String s, int w) {
        return s.length() >= w ? s : s + " ".repeat(w - s.length());
    }

    private String run() {
        features();
        // libraries carry no signature parts and print no signature tables
        if (c.has("ISG1")) {
            pipeline.signature("Input", "ISG1");
        }
        if (c.has("OSG1")) {
            pipeline.signature("Output", "OSG1");
        }
        if (c.has("PSG1")) {
            pipeline.signature("Patch Constant", "PSG1");
        }
        // (the parts are looked up without Optional's lambdas: a batch's threads reach these call sites together,
        // and each but the first spins a lambda class of its own through java.lang.invoke)
        Bytes ildn = partData("ILDN");
        if (ildn != null) {
            ByteReader r = ildn.reader("ILDN");
            int len = r.u16At(2);
            line("; shader debug name: " + r.cStringAt(4).substring(0, Math.min(len, r.cStringAt(4).length())));
        }
        // HASH: u32 flags (bit 0: the digest includes the source), 16-byte digest
        Bytes hash = partData("HASH");
        if (hash != null) {
            line("; shader hash: " + hash.reader("HASH").sliceAt(4, 16).hex()
                    + ((hash.reader("HASH").i32At(0) & 1) != 0 ? " (includes source)" : ""));
        }
        Bytes psv = partData("PSV0");
        boolean tables = false;
        if (psv != null) {
            tables = pipeline.runtimeInfo(PsvPart.read(psv));
        }
        if (!tables) {
            pipeline.moduleSignatures();
        }
        resourceText.buffers();
        resourceText.bindings();
        viewId();
        // dxc reads the subobjects from RDAT after the view-id state
        Bytes rdat = partData("RDAT");
        if (rdat != null) {
            DxilSubobjectPrinter.write(RuntimeDataPart.read(rdat), out);
        }
        return out.toString();
    }

    /** The data of the container's first part {@code fourCC}, or null if it has none. */
    Bytes partData(String fourCC) {
        Optional<PartEntry> p = c.part(fourCC);
        return p.isPresent() ? p.get().data() : null;
    }

    private void features() {
        Bytes sfi = partData("SFI0");
        if (sfi == null) {
            return;
        }
        long mask = sfi.reader("SFI0").i64At(0);
        List<String> names = new ArrayList<>();
        for (int b = 0; b < FEATURES.length; b++) {
            if ((mask >>> b & 1) != 0 && b != 1) {
                names.add(FEATURES[b]);
            }
        }
        if (names.isEmpty()) {
            return;
        }
        line(";");
        line("; Note: shader requires additional functionality:");
        for (String n : names) {
            line(";       " + n);
        }
        line(";");
    }

    static String name(String[] names, long v) {
        return v >= 0 && v < names.length ? names[(int) v] : "invalid";
    }

    // ---- metadata-driven sections ----

    /**
     * Operand {@code i} of a metadata node, or -1 (no metadata: node, integer and string read it as empty, 0, "")
     * when a damaged node is shorter than its kind's layout; the header prints what it can, as for other gaps.
     */
    static int field(List<Integer> node, int i) {
        return i < node.size() ? node.get(i) : -1;
    }

    List<Integer> node(int id) {
        return m.md(id) instanceof Metadata.Node n ? n.operands() : List.of();
    }

    long integer(int id) {
        if (m.md(id) instanceof Metadata.ValueRef v) {
            Optional<Constant> c = m.constant(v.valueId());
            if (c.isPresent() && c.get().isInteger()) {
                long x = c.get().intValue();
                return x;
            }
        }
        return 0;
    }

    String string(int id) {
        return m.md(id) instanceof Metadata.Str s ? s.value() : "";
    }

    private void viewId() {
        List<Integer> named = m.named("dx.viewIdState");
        if (named.isEmpty()) {
            return;
        }
        List<Integer> n = node(named.get(0));
        if (n.isEmpty() || !(m.md(n.get(0)) instanceof Metadata.ValueRef v)) {
            return;
        }
        Optional<Constant> arr = m.constant(v.valueId());
        if (arr.isEmpty()) {
            return;
        }
        long[] words = words(arr.get());
        String kind = shaderKind();
        boolean gs = kind.equals("gs");
        boolean hs = kind.equals("hs");
        boolean ds = kind.equals("ds");
        boolean ms = kind.equals("ms");
        boolean viewIdUsed = this.usesViewId;
        int[] at = {0};
        int inputs = scalars(next(words, at), "inputs");
        int streams = gs ? 4 : 1;
        int[] outputs = new int[streams];
        long[][] masks = new long[streams][];
        long[][] tables = new long[streams][];
        for (int s = 0; s < streams; s++) {
            outputs[s] = scalars(next(words, at), "outputs");
            int w = (outputs[s] + 31) / 32;
            masks[s] = viewIdUsed ? take(words, at, w) : new long[w];
            tables[s] = take(words, at, inputs * w);
        }
        int pc = 0;
        long[] pcMask = new long[0];
        long[] pcTable = new long[0];
        if (hs || ds || ms) {
            pc = scalars(next(words, at), hs || ds ? "patch constants" : "primitive outputs");
            int w = (pc + 31) / 32;
            pcMask = viewIdUsed && (hs || ms) ? take(words, at, w) : new long[w];
            if (hs || ms) {
                pcTable = take(words, at, inputs * w);
            } else {
                pcTable = take(words, at, pc * ((outputs[0] + 31) / 32));
            }
        }
        line(";");
        line("; ViewId state:");
        line(";");
        StringBuilder first = new StringBuilder("; Number of inputs: " + inputs);
        if (gs) {
            first.append(", outputs per stream: { ").append(outputs[0]).append(", ").append(outputs[1]).append(", ")
                    .append(outputs[2]).append(", ").append(outputs[3]).append(" }");
        } else {
            first.append(", outputs: ").append(outputs[0]);
            if (hs || ds) {
                first.append(", patchconst: ").append(pc);
            } else if (ms) {
                first.append(", primitive outputs: ").append(pc);
            }
        }
        line(first.toString());
        if (gs) {
            for (int s = 0; s < 4; s++) {
                if (outputs[s] != 0) {
                    line("; Outputs for Stream " + s + " dependent on ViewId: { " + set(masks[s], outputs[s]) + " }");
                }
            }
            for (int s = 0; s < 4; s++) {
                if (outputs[s] != 0) {
                    line("; Inputs contributing to computation of Outputs for Stream " + s + ":");
                    dependencies(tables[s], inputs, outputs[s]);
                }
            }
        } else {
            line("; Outputs dependent on ViewId: { " + set(masks[0], outputs[0]) + " }");
            if (hs) {
                line("; PCOutputs dependent on ViewId: { " + set(pcMask, pc) + " }");
            } else if (ms) {
                line("; Primitive Outputs dependent on ViewId: { " + set(pcMask, pc) + " }");
            }
            line("; Inputs contributing to computation of Outputs:");
            dependencies(tables[0], inputs, outputs[0]);
            if (hs) {
                line("; Inputs contributing to computation of PCOutputs:");
                dependencies(pcTable, inputs, pc);
            } else if (ms) {
                line("; Inputs contributing to computation of Primitive Outputs:");
                dependencies(pcTable, inputs, pc);
            } else if (ds) {
                line("; PCInputs contributing to computation of Outputs:");
                dependencies(pcTable, pc, outputs[0]);
            }
        }
        line(";");
    }

    /** One line per output that some input feeds: rows are inputs, each a bit set over the outputs. */
    private void dependencies(long[] table, int inputs, int outputs) {
        int w = (outputs + 31) / 32;
        for (int o = 0; o < outputs; o++) {
            StringBuilder sb = new StringBuilder();
            for (int i = 0; i < inputs; i++) {
                int idx = i * w + o / 32;
                if (idx < table.length && (table[idx] >>> (o % 32) & 1) != 0) {
                    sb.append(sb.length() > 0 ? ", " : "").append(i);
                }
            }
            if (sb.length() > 0) {
                line(";   output " + o + " depends on inputs: { " + sb + " }");
            }
        }
    }

    /**
     * A count of signature scalars from !dx.viewIdState, checked before the tables it sizes are read: a signature
     * holds at most 32 rows of 4 components (dxc's kMaxSigScalars).
     */
    private int scalars(long count, String what) {
        if (count < 0 || count > 32 * 4) {
            throw new DxFormatException(BitCursor.WHERE, moduleBit(), "dx.viewIdState: " + Long.toUnsignedString(count)
                    + " " + what + ", more than the 128 scalars a signature holds");
        }
        return (int) count;
    }

    private static long next(long[] words, int[] at) {
        return at[0] < words.length ? words[at[0]++] : 0;
    }

    private static long[] take(long[] words, int[] at, int n) {
        long[] out = new long[Math.max(n, 0)];
        for (int i = 0; i < out.length; i++) {
            out[i] = next(words, at);
        }
        return out;
    }

    String shaderKind() {
        List<Integer> sm = m.named("dx.shaderModel");
        if (sm.isEmpty()) {
            return "";
        }
        List<Integer> n = node(sm.get(0));
        return n.isEmpty() ? "" : string(n.get(0));
    }

    private static String set(long[] mask, int n) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < n; i++) {
            if ((mask[i / 32] >>> (i % 32) & 1) != 0) {
                sb.append(sb.length() > 0 ? ", " : "").append(i);
            }
        }
        return sb.toString();
    }

    private long[] words(Constant c) {
        if (c.code() == 22) {
            return c.ops().clone();
        }
        if (c.code() == 7) {
            long[] w = new long[c.ops().length];
            for (int i = 0; i < w.length; i++) {
                Optional<Constant> e = m.constant((int) c.ops()[i]);
                if (e.isPresent() && !e.get().isInteger()) {
                    // the view-id state is an array of i32: an element of another kind has no value to read
                    throw new DxFormatException(BitCursor.WHERE, e.get().bit(), "dx.viewIdState: element " + i
                            + " is not an integer constant (code " + e.get().code() + ")");
                }
                w[i] = e.isPresent() ? e.get().intValue() : 0L;
            }
            return w;
        }
        return new long[0];
    }
}
