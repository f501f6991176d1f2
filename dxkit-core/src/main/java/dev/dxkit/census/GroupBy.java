package dev.dxkit.census;

import java.nio.file.Path;

/** How files are grouped: all together, by the top-level folder under each root, or by their folder. */
public enum GroupBy {
    /** One group, "all". */
    NONE,
    /** The first folder under the root ("." for files directly in it). */
    TOP,
    /** The folder holding the file, relative to the root ("." for the root itself). */
    DIR;

    /** The group of {@code file}, found under {@code root}. */
    public String group(Path root, Path file) {
        if (this == NONE) {
            return "all";
        }
        if (file.equals(root)) {
            return root.getFileName() == null ? root.toString() : root.getFileName().toString();
        }
        Path dir = file.getParent();
        return dir == null ? "." : groupOfFilesIn(root, dir);
    }

    /** The group of the files directly in {@code dir}, a folder under (or equal to) {@code root}. */
    public String groupOfFilesIn(Path root, Path dir) {
        if (this == NONE) {
            return "all";
        }
        Path rel = root.relativize(dir);
        if (rel.toString().isEmpty()) {
            return ".";
        }
        Path g = this == TOP ? rel.getName(0) : rel;
        return g.toString().replace('\\', '/');
    }

    /**
     * The group of a file at {@code rel}, its '/'-separated path under its root, as {@link #group} gives for
     * a file walked under a folder: for paths that are no {@link Path} (a member of an archive, whose folder
     * is named "ARCHIVE!", or a file of a Hadoop file system).
     */
    public String groupOfPath(String rel) {
        if (this == NONE) {
            return "all";
        }
        int slash = this == TOP ? rel.indexOf('/') : rel.lastIndexOf('/');
        return slash < 0 ? "." : rel.substring(0, slash);
    }
}
