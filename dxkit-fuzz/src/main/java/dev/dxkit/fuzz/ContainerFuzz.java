package dev.dxkit.fuzz;

import dev.dxkit.census.CensusWalker;
import dev.dxkit.census.Program;
import dev.dxkit.census.Survey;
import dev.dxkit.census.Tally;
import dev.dxkit.container.Carver;
import dev.dxkit.container.Container;
import dev.dxkit.container.ContainerWriter;
import dev.dxkit.container.PartEntry;
import dev.dxkit.d3d9.D3d9Carver;
import dev.dxkit.io.Bytes;
import dev.dxkit.part.Part;
import dev.dxkit.part.PartDecoder;

import java.util.List;

/**
 * A container and every part decoder: what {@code info}, {@code verify}, {@code dump}, {@code sign},
 * {@code carve} and {@code census} do with a file. Each part is decoded, turned into its dump tree and encoded
 * again; the census surveys count it; signing and carving run over the same bytes.
 */
public final class ContainerFuzz {
    private static final List<Survey> SURVEYS = CensusWalker.defaultSurveys();

    private ContainerFuzz() {
    }

    /** Called by Jazzer once before fuzzing. */
    public static void fuzzerInitialize() {
        Warmup.over(ContainerFuzz::fuzzerTestOneInput);
    }

    public static void fuzzerTestOneInput(byte[] data) {
        Refusal.allowed(() -> {
            Container c = Container.read(data);
            c.findings();
            for (PartEntry e : c.parts()) {
                Part p = PartDecoder.decode(e.kind(), e.data());
                p.tree();
                p.encode();
            }
            Program program = Program.of(c);
            Tally tally = new Tally();
            for (Survey s : SURVEYS) {
                s.survey(c, program, tally);
            }
            Container.read(ContainerWriter.signedCopy(data)).findings();
        });
        Refusal.allowed(() -> Carver.carve(data));
        Refusal.allowed(() -> D3d9Carver.carve(data));
        Refusal.allowed(() -> Container.read(Bytes.wrap(data)).rebuild());
    }
}
