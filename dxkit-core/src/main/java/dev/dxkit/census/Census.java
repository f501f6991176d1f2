package dev.dxkit.census;

import java.util.Collections;
import java.util.List;
import java.util.SortedMap;

/**
 * The result of a census: a {@link Tally} per group and over everything, and the files refused.
 *
 * @param roots   the paths walked, as given
 * @param groupBy how files were grouped
 * @param carve   whether containers inside other files were counted
 * @param total   the tally over every group
 * @param groups  the tally of each group, by group name
 * @param refused the refused files, by path
 */
public record Census(List<String> roots, GroupBy groupBy, boolean carve, Tally total,
                     SortedMap<String, Tally> groups, List<Refusal> refused) {
    public Census {
        roots = List.copyOf(roots);
        groups = Collections.unmodifiableSortedMap(groups);
        refused = List.copyOf(refused);
    }
}
