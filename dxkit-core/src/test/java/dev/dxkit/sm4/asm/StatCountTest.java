package dev.dxkit.sm4.asm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.dxkit.container.Container;
import dev.dxkit.container.PartEntry;
import dev.dxkit.fixtures.Fixture;
import dev.dxkit.part.PartDecoder;
import dev.dxkit.part.StatPart;
import dev.dxkit.part.StatPart.Word;
import dev.dxkit.sm4.ProgramType;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

/**
 * The STAT part of a container rebuilt from its listing alone against fxc's, word by word, over the fixtures. The
 * words {@link StatCount} counts by a rule that holds for every fixture must be equal in every container (for a hull
 * program, whose counters fxc takes from its phases in a way not worked out, the words below are left out); the
 * arithmetic, flow-control, move and conversion counters, which fxc counts before its last optimisations, are
 * measured and printed, and each must agree for most fixtures.
 */
class StatCountTest {
    /** The words that agree for every fixture (every program but hull programs for the first ones). */
    private static final Set<Word> EXACT = EnumSet.of(Word.InstructionCount, Word.TempRegisterCount, Word.DefCount,
            Word.DclCount, Word.MacroInstructionCount, Word.TempArrayCount, Word.ArrayInstructionCount,
            Word.CutInstructionCount, Word.EmitInstructionCount, Word.TextureNormalInstructions,
            Word.TextureLoadInstructions, Word.TextureCompInstructions, Word.TextureBiasInstructions,
            Word.TextureGradientInstructions, Word.MovcInstructionCount, Word.word22, Word.InputPrimitive,
            Word.GSOutputTopology, Word.GSMaxOutputVertexCount, Word.word26, Word.word27, Word.IsSampleFrequencyShader,
            Word.cGSInstanceCount, Word.cControlPoints, Word.HSOutputPrimitive, Word.HSPartitioning,
            Word.TessellatorDomain, Word.cBarrierInstructions, Word.cInterlockedInstructions,
            Word.cTextureStoreInstructions);
    /** Of those, the ones a hull program's counts differ in. */
    private static final Set<Word> NOT_HULL = EnumSet.of(Word.DclCount, Word.MovcInstructionCount);

    /**
     * {@code asm --base} of an edited listing recounts STAT: with the program's last {@code mov} before its final
     * {@code ret} written twice, the instruction count and the move count go up by one, every other word stays fxc's,
     * and the container's listing says "Approximately N+1 instruction slots used".
     */
    @Test
    void anEditUnderBaseMovesTheCountersByWhatItChanged() {
        int n = 0;
        for (Fixture f : Sm4AssemblerFixtureTest.fixtures()) {
            Container c = Container.read(f.bytes());
            PartEntry stat = c.part("STAT").orElse(null);
            String text = dev.dxkit.sm4.listing.Disassembler.disassemble(c,
                    dev.dxkit.text.DisasmFlags.of(dev.dxkit.text.DisasmFlags.EXACT_FLOATS));
            int ret = text.lastIndexOf("\nret \n");
            int line = ret < 0 ? -1 : text.lastIndexOf('\n', ret - 1);
            if (stat == null || !StatPart.isCounterArray(stat.data()) || line < 0
                    || !text.startsWith("mov ", line + 1) || AsmRoundTrip.program(c).version().type() == ProgramType.HULL) {
                continue;
            }
            String mov = text.substring(line + 1, ret + 1);
            String edited = text.substring(0, ret + 1) + mov + text.substring(ret + 1);
            Container out = ProgramSwap.withProgram(c, Sm4Assembler.assemble(edited, AsmRoundTrip.program(c)).program());
            long[] w = ((StatPart) PartDecoder.decode("STAT", stat.data())).words();
            long[] g = ((StatPart) PartDecoder.decode("STAT", out.part("STAT").orElseThrow().data())).words();
            w[Word.InstructionCount.ordinal()]++;
            w[Word.MovInstructionCount.ordinal()]++;
            assertEquals(java.util.Arrays.toString(w), java.util.Arrays.toString(g), f.id());
            String listed = dev.dxkit.sm4.listing.Disassembler.disassemble(out, dev.dxkit.text.DisasmFlags.NONE);
            assertTrue(listed.endsWith("// Approximately " + w[0] + " instruction slots used\n"), f.id());
            n++;
        }
        assertTrue(n >= 50, "fixtures edited: " + n);
    }

    @Test
    void theRebuiltStatHoldsFxcsCounters() {
        int compared = 0;
        int whole = 0;
        Map<String, Integer> agree = new TreeMap<>();
        List<String> failures = new ArrayList<>();
        for (Fixture f : Sm4AssemblerFixtureTest.fixtures()) {
            Container c = Container.read(f.bytes());
            PartEntry want = c.part("STAT").orElse(null);
            if (want == null || !StatPart.isCounterArray(want.data())) {
                continue;
            }
            String text = f.listing(0);
            Container rebuilt = Container.read(HeaderRebuild.container(text, Sm4Assembler.assemble(text)));
            long[] w = ((StatPart) PartDecoder.decode("STAT", want.data())).words();
            long[] g = ((StatPart) PartDecoder.decode("STAT", rebuilt.part("STAT").orElseThrow().data())).words();
            assertEquals(w.length, g.length, f.id());
            compared++;
            boolean hull = AsmRoundTrip.program(c).version().type() == ProgramType.HULL;
            boolean all = true;
            for (Word k : Word.values()) {
                if (k.ordinal() >= w.length) {
                    continue;
                }
                boolean same = w[k.ordinal()] == g[k.ordinal()];
                all &= same;
                if (same) {
                    agree.merge(k.name(), 1, Integer::sum);
                } else if (EXACT.contains(k) && !(hull && NOT_HULL.contains(k))) {
                    failures.add(f.id() + " " + k + ": fxc " + w[k.ordinal()] + ", rebuilt " + g[k.ordinal()]);
                }
            }
            whole += all ? 1 : 0;
        }
        System.out.println("STAT rebuilt from the listing, fixtures: " + whole + " of " + compared
                + " equal in every word; per word: " + agree);
        assertEquals(List.of(), failures);
        for (Word k : EnumSet.of(Word.FloatInstructionCount, Word.IntInstructionCount, Word.UintInstructionCount,
                Word.StaticFlowControlCount, Word.DynamicFlowControlCount, Word.MovInstructionCount,
                Word.ConversionInstructionCount)) {
            int n = agree.getOrDefault(k.name(), 0);
            assertTrue(n >= compared * 3 / 4, k + " agrees for " + n + " of " + compared);
        }
        assertTrue(whole >= 240, "containers whose STAT is fxc's word for word: " + whole);
    }
}
