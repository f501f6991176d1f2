package dev.dxkit.census;

import dev.dxkit.container.Container;
import dev.dxkit.container.Finding;
import dev.dxkit.container.PartEntry;

import java.util.HashSet;
import java.util.Set;

/**
 * What the container layer alone says: the program and container kind, the target, the part set in file
 * order, the part kinds, the digest state and the canonical-layout findings.
 */
public final class ContainerSurvey implements Survey {
    /** The survey of the container layer. */
    public ContainerSurvey() {
    }

    @Override
    public void survey(Container c, Program program, Tally t) {
        t.add(Measure.PROGRAMS, 1);
        t.add(Measure.CONTAINERS, 1);
        t.add(Measure.PARTS, c.parts().size());
        t.count(Table.KINDS, program.kindLabel());
        t.count(Table.CONTAINER_KINDS, program.containerKind());
        if (program.target().isPresent()) { // not ifPresent: a capturing lambda per program costs C1 a call
            t.count(Table.TARGETS, program.target().get());
        }
        t.count(Table.PART_SETS, c.parts().isEmpty() ? "(no parts)" : c.partSet());
        Set<String> kinds = new HashSet<>();
        for (PartEntry p : c.parts()) {
            if (kinds.add(p.kind())) {
                t.count(Table.PART_KINDS, p.kind());
            }
        }
        for (Finding f : c.findings()) {
            t.count(Table.FINDINGS, f.kind().label());
        }
        t.count(Table.DIGESTS, c.digestState().label());
    }
}
