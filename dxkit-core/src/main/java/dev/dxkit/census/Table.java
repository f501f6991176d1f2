package dev.dxkit.census;

/**
 * A histogram the census keeps per group: how many programs (or parts, records, instructions) have each
 * value of one property.
 *
 * <p>{@link #key()} is the name in the JSON and CSV output, {@link #title()} the heading in text and HTML and
 * {@link #unit()} what the counts count.
 */
public enum Table {
    KINDS("kinds", "Programs by kind", "programs"),
    CONTAINER_KINDS("containerKinds", "Container kinds", "programs"),
    TARGETS("targets", "Targets (program kind and version)", "programs"),
    PART_SETS("partSets", "Part sets (in file order)", "containers"),
    PART_KINDS("partKinds", "Part kinds", "containers"),
    DIGESTS("digests", "Digests", "containers"),
    FINDINGS("findings", "Canonical-layout findings", "findings"),
    REFUSALS("refusals", "Refused files by where reading stopped", "files"),
    SIGNATURES("signatureRecords", "Signature records by part", "records"),
    SIGNATURE_COLUMNS("signatureColumns", "Stream and minimum-precision columns of signature records", "records"),
    FEATURES("features", "SFI0 feature bits", "containers"),
    RAW_PARTS("rawParts", "Parts a decoder refused (kept raw), by kind", "parts"),
    OPCODES("opcodes", "Shader Model 4/5 opcodes", "instructions"),
    INSTRUCTION_LENGTHS("instructionLengths", "Shader Model 4/5 instruction lengths in dwords (customdata aside)",
            "instructions"),
    CONTROLS("controls", "Shader Model 4/5 control bits (precise, sync, return types, global flags)", "instructions"),
    STAT_CHECK("statCheck", "STAT instruction count against the decoded count", "containers"),
    ENTRY_KINDS("entryKinds", "DXIL entry points by shader kind (a library's by its entry functions)", "entry points"),
    DX_OPS("dxOps", "dx.op calls by opcode", "calls");

    private final String key;
    private final String title;
    private final String unit;

    Table(String key, String title, String unit) {
        this.key = key;
        this.title = title;
        this.unit = unit;
    }

    /** {@return the table's key in JSON and CSV ({@code kinds})} */
    public String key() {
        return key;
    }

    /** {@return the table's title in text, Markdown and HTML} */
    public String title() {
        return title;
    }

    /** {@return what the table counts ({@code programs}, {@code containers} …)} */
    public String unit() {
        return unit;
    }
}
