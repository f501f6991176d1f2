package dev.dxkit.sources;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.dxkit.io.Bytes;
import dev.dxkit.pdb.C13Line;
import dev.dxkit.pdb.Pdb;
import dev.dxkit.pdb.PdbWriter;
import dev.dxkit.pdb.PdbWriter.Step;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The PDB {@link PdbWriter} builds from locations and lines, read back the way the listing reads an SPDB part: each
 * location's register, variable and member path (and a failed walk's message) come back as written, in the order
 * written; the lines at their offsets. The fixtures' round trip (HeaderRebuildFixtureTest) and Microsoft's
 * D3DDisassemble (tools/battery/asm-rebuild) check the same against real listings.
 */
class SpdbWriterWalkTest {
    private static PdbWriter.Location at(long start, int type, long[] ix, String name, Step... path) {
        return new PdbWriter.Location(type, ix, name, List.of(path), start);
    }

    @Test
    void everyKindOfPathWalksBackToItself() {
        List<PdbWriter.Location> initial = List.of(
                at(100, 0, new long[] {16}, "vout", new Step.Member("pos"), new Step.Component(0)),
                at(100, 1, new long[] {16 + 4, 2}, "i", new Step.Element(2), new Step.Member("p"), new Step.Component(1)),
                at(100, 3, new long[] {0}, "arr"),
                at(100, 3, new long[] {1}, "arr", new Step.Element(3)),
                at(100, 3, new long[] {2}, "arr", new Step.Element(0)),
                at(100, 16, new long[] {0}, "w", new Step.MatrixElement(2, 1)),
                at(100, 11, new long[] {}, "id"),
                at(100, 32, new long[] {8}, "t", new Step.Component(2)),
                at(100, 0, new long[] {32 + 8}, "i", new Step.Member("u"), new Step.Builtin(547, 0)),
                at(100, 0, new long[] {48 + 12}, "<Quad return value>", new Step.Member("Edges"), new Step.Element(3)),
                at(100, 27, new long[] {0}, "pc", new Step.NoMember()),
                at(100, 0, new long[] {0}, "a", new Step.Overrun()),
                at(100, 0, new long[] {4}, "b", new Step.Element(1), new Step.Overrun()));
        List<String> want = List.of("r1.x <- vout.pos.x", "v[2][1].y <- i[2].p.y", "x0 <- arr", "x1 <- arr[3]",
                "x2 <- arr[0]", "m0 <- w._m21", "vPrim <- id", "vThreadID.z <- t.z",
                "r2.z <- i.u<unknown HLSL built-in 547 offset 0>", "r3.w <- <Quad return value>.Edges[3]",
                "vpc0.x <- pc // could not get find UDT child with correct offset in PDB",
                "r0.x <- a // offset overruns length for type in PDB",
                "r0.y <- b[1] // offset overruns length for type in PDB");
        List<PdbWriter.Location> all = new ArrayList<>(initial);
        all.add(at(120, 2, new long[] {0}, "o", new Step.Component(0)));
        List<PdbWriter.Line> lines = List.of(new PdbWriter.Line(100, 7, "a.hlsl"), new PdbWriter.Line(112, 9, "a.hlsl"),
                new PdbWriter.Line(120, 3, "b.hlsl"));
        Bytes spdb = PdbWriter.write("main", 200, all, lines);
        SpdbAnnotations a = SpdbAnnotations.of(Pdb.read(spdb));
        List<String> got = new ArrayList<>();
        for (SpdbAnnotations.Location l : a.initial(100)) {
            got.add(l.register() + " <- " + l.value() + (l.error() == null ? "" : " // " + l.error()));
        }
        assertEquals(want, got);
        assertEquals(List.of("o0.x <- o.x"), a.after(116, 120).stream().map(l -> l.register() + " <- " + l.value()).toList());
        assertEquals(List.of(), a.after(100, 116));
        assertEquals(new C13Line(100, 7, "a.hlsl"), a.lineAt(100));
        assertEquals(new C13Line(112, 9, "a.hlsl"), a.lineAt(112));
        assertEquals(new C13Line(120, 3, "b.hlsl"), a.lineAt(120));
        assertEquals(null, a.lineAt(104));
    }
}
