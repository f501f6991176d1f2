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
    REFUSALS("refusals", "Refused files by where reading stopped", "files");

    private final String key;
    private final String title;
    private final String unit;

    Table(String key, String title, String unit) {
        this.key = key;
        this.title = title;
        this.unit = unit;
    }

    public String key() {
        return key;
    }

    public String title() {
        return title;
    }

    public String unit() {
        return unit;
    }
}
