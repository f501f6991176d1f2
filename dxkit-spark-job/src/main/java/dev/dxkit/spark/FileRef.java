package dev.dxkit.spark;

import dev.dxkit.census.GroupBy;

/**
 * One file of the census, as the driver listed it and a task counts it.
 *
 * @param uri    where a task opens it (a Hadoop path, with its scheme)
 * @param name   the name the report gives it: the root as given on the command line, then the path under it,
 *               exactly as {@code dxkit census} names the same file
 * @param group  its group
 * @param size   its length as listed
 * @param rel    its '/'-separated path under its root ("" for a root that is a file itself)
 * @param prefix what every group name of its root starts with ("ROOT/" when several roots are grouped)
 */
record FileRef(String uri, String name, String group, long size, String rel, String prefix)
        implements java.io.Serializable {
    private static final long serialVersionUID = 1L;

    /** The group of the member {@code member} when this file is an archive: a folder named "ARCHIVE!". */
    String memberGroup(GroupBy groupBy, String member) {
        return prefix + groupBy.groupOfPath(rel.isEmpty() ? member : rel + "!/" + member);
    }
}
