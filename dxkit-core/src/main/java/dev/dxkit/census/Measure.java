package dev.dxkit.census;

/**
 * A single number the census keeps per group: a count summed over the files, or a largest value.
 *
 * <p>{@link #key()} is the name in the JSON and CSV output, {@link #label()} the one in text and HTML.
 */
public enum Measure {
    FILES("files", "files walked", Merge.SUM),
    BYTES("bytes", "bytes walked", Merge.SUM),
    SKIPPED("skipped", "files that hold no program", Merge.SUM),
    REFUSED("refused", "files refused", Merge.SUM),
    PROGRAMS("programs", "programs read (containers and Direct3D 9 programs)", Merge.SUM),
    /** Programs whose sha256 no earlier program of the same group (or of the total) had. */
    DISTINCT("distinct", "distinct programs (by sha256)", Merge.SUM),
    CONTAINERS("containers", "containers (DXBC and DXIL)", Merge.SUM),
    CARVED("carved", "containers and Direct3D 9 programs carved out of other files", Merge.SUM),
    D3D9_PROGRAMS("d3d9Programs", "Direct3D 9 programs", Merge.SUM),
    PARTS("parts", "parts", Merge.SUM),
    SIGNATURE_RECORDS("signatureRecords", "signature records", Merge.SUM),
    /** Shader Model 4/5 programs whose token stream was walked. */
    SM4_PROGRAMS("sm4Programs", "Shader Model 4/5 programs decoded", Merge.SUM),
    /** Instructions (arithmetic, sampling, memory and flow control) of those programs; declarations apart. */
    SM4_INSTRUCTIONS("sm4Instructions", "Shader Model 4/5 instructions (declarations not counted)", Merge.SUM),
    SM4_DECLARATIONS("sm4Declarations", "Shader Model 4/5 declarations (dcl_*, customdata, phase markers)", Merge.SUM),
    /** The longest instruction or declaration in dwords, customdata blocks (immediate constants) aside. */
    SM4_LONGEST("sm4LongestInstruction", "longest Shader Model 4/5 instruction in dwords (customdata aside)",
            Merge.MAX),
    /** DXIL programs whose bitcode module was decoded. */
    DXIL_PROGRAMS("dxilPrograms", "DXIL modules decoded", Merge.SUM),
    DXIL_ENTRY_POINTS("dxilEntryPoints", "DXIL entry points (functions)", Merge.SUM),
    DX_OP_CALLS("dxOpCalls", "dx.op calls", Merge.SUM);

    /** How the values of two tallies combine. */
    public enum Merge {
        SUM, MAX
    }

    private final String key;
    private final String label;
    private final Merge merge;

    Measure(String key, String label, Merge merge) {
        this.key = key;
        this.label = label;
        this.merge = merge;
    }

    /** {@return the measure's key in JSON and CSV ({@code programs})} */
    public String key() {
        return key;
    }

    /** {@return the measure's label in text, Markdown and HTML} */
    public String label() {
        return label;
    }

    /** {@return how two groups' values of this measure combine} */
    public Merge merge() {
        return merge;
    }

    long combine(long a, long b) {
        return merge == Merge.SUM ? a + b : Math.max(a, b);
    }
}
