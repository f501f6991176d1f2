package dev.dxkit.sm4.asm;

import dev.dxkit.fixtures.Fixture;

import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * {@code dxkit asm} without a base over the fixtures: the container rebuilt from Microsoft's flag-0 listing alone
 * (header comments, level-9 block and program) lists back as that listing, byte for byte. What a header holds
 * that is not rebuilt is counted by cause; any line that differs fails, and every fixture lists back (the /Zi builds'
 * SPDB annotations included).
 */
class HeaderRebuildFixtureTest {
    @Test
    void theContainerFromTheTextAloneListsBackAsMicrosoftsListing() {
        int compared = 0;
        Map<String, Integer> causes = new TreeMap<>();
        List<String> failures = new ArrayList<>();
        for (Fixture f : Sm4AssemblerFixtureTest.fixtures()) {
            compared++;
            String text = f.listing(0);
            String why = AsmRoundTrip.rebuiltListsBack(text);
            if (why != null) {
                String cause = AsmRoundTrip.rebuildCause(text, why);
                causes.merge(cause, 1, Integer::sum);
                if (cause.startsWith("line")) {
                    failures.add(f.id() + ": " + why);
                }
            }
        }
        System.out.println("asm without a base of Microsoft's flag-0 listing lists back as it, fixtures: "
                + (compared - causes.values().stream().mapToInt(Integer::intValue).sum()) + " of " + compared + "; the others by cause: " + causes);
        failures.stream().limit(40).forEach(s -> System.out.println("  " + s));
        assertEquals(List.of(), failures);
        // every fixture, the /Zi ones (SPDB debug annotations) included
        int same = compared - causes.values().stream().mapToInt(Integer::intValue).sum();
        assertEquals(compared, same, "rebuilt and listed back");
    }

    /**
     * The /Zi fixtures' listings under the flag words that keep the debug annotations and add columns (numbering 0x04,
     * offsets 0x20, both, hex literals 0x80): the container rebuilt from each (its SPDB part from the #line directives
     * and location notes between the columns) lists back under the same flags, byte for byte.
     */
    @Test
    void debugAnnotationsComeBackUnderEveryFlagWordThatPrintsThem() {
        int n = 0;
        List<String> failures = new ArrayList<>();
        for (Fixture f : Sm4AssemblerFixtureTest.fixtures()) {
            dev.dxkit.container.Container original = dev.dxkit.container.Container.read(f.bytes());
            if (original.part("SPDB").isEmpty()) {
                continue;
            }
            for (int flags : new int[] {0x04, 0x20, 0x24, 0x80, 0xa4}) {
                String text;
                try {
                    text = f.listing(flags);
                } catch (IllegalArgumentException e) {
                    continue; // no listing under these flags
                }
                n++;
                Sm4Assembly a = Sm4Assembler.assemble(text);
                dev.dxkit.container.Container c = dev.dxkit.container.Container.read(HeaderRebuild.container(text, a));
                String got = dev.dxkit.sm4.listing.Disassembler.disassemble(c, dev.dxkit.text.DisasmFlags.of(flags));
                if (!got.equals(text)) {
                    failures.add(f.id() + " flags 0x" + Integer.toHexString(flags));
                }
            }
        }
        System.out.println("asm without a base of the /Zi fixtures' listings under flags 0x04, 0x20, 0x24, 0x80, 0xa4: "
                + (n - failures.size()) + " of " + n + " list back");
        assertEquals(List.of(), failures);
        org.junit.jupiter.api.Assertions.assertTrue(n >= 300, "listings: " + n);
    }

    /** A /Zi listing saved with CR LF line ends (an editor's) gives back the same SPDB part as with LF. */
    @Test
    void debugAnnotationsComeBackFromCrLfText() {
        int n = 0;
        for (Fixture f : Sm4AssemblerFixtureTest.fixtures()) {
            dev.dxkit.container.Container original = dev.dxkit.container.Container.read(f.bytes());
            if (original.part("SPDB").isEmpty() || !f.id().startsWith("ps_5_0")) {
                continue;
            }
            n++;
            String text = f.listing(0);
            String crlf = text.replace("\n", "\r\n");
            dev.dxkit.container.Container lf = dev.dxkit.container.Container.read(
                    HeaderRebuild.container(text, Sm4Assembler.assemble(text)));
            dev.dxkit.container.Container c = dev.dxkit.container.Container.read(
                    HeaderRebuild.container(crlf, Sm4Assembler.assemble(crlf)));
            assertEquals(lf.part("SPDB").orElseThrow().data(), c.part("SPDB").orElseThrow().data(), f.id());
            assertEquals(text, dev.dxkit.sm4.listing.Disassembler.disassemble(c, dev.dxkit.text.DisasmFlags.NONE), f.id());
        }
        org.junit.jupiter.api.Assertions.assertTrue(n >= 20, "ps_5_0 /Zi fixtures: " + n);
    }

    /**
     * The class linkage tables (IFCE) rebuilt from the listing's "Available Class Types", "Available Class
     * Instances" and "Interface slots" tables hold what fxc's hold: every name, ID, stride, count, slot and table
     * (offsets aside, which are laid out afresh).
     */
    @Test
    void classLinkageTablesAreRebuiltAsFxcWroteThem() {
        int n = 0;
        for (Fixture f : Sm4AssemblerFixtureTest.fixtures()) {
            dev.dxkit.container.Container c = dev.dxkit.container.Container.read(f.bytes());
            if (c.part("IFCE").isEmpty()) {
                continue;
            }
            n++;
            String text = f.listing(0);
            dev.dxkit.container.Container rebuilt = dev.dxkit.container.Container.read(
                    HeaderRebuild.container(text, Sm4Assembler.assemble(text)));
            dev.dxkit.part.IfcePart want = ifce(c);
            dev.dxkit.part.IfcePart got = ifce(rebuilt);
            assertEquals(describe(want), describe(got), f.id());
        }
        org.junit.jupiter.api.Assertions.assertTrue(n >= 5, "fixtures with class linkage: " + n);
    }

    /**
     * fxc's XNA parts (XNAS, XNAP: the Level9 part's layout) listed after the Level9 program as "XNA Prepass" and
     * "XNA" sections are rebuilt too: each level-9 fixture without debug information, given an XNAS and an XNAP part
     * (its own Aon9 part's bytes, as fxc's XNA builds carry a second and third level-9 program), lists back whole
     * from the text alone.
     */
    @Test
    void xnaSectionsAreRebuiltIntoTheirParts() {
        int n = 0;
        for (Fixture f : Sm4AssemblerFixtureTest.fixtures()) {
            dev.dxkit.container.Container c = dev.dxkit.container.Container.read(f.bytes());
            if (c.part("Aon9").isEmpty() || c.part("SPDB").isPresent()) {
                continue;
            }
            List<dev.dxkit.container.PartEntry> parts = new ArrayList<>();
            dev.dxkit.io.Bytes aon9 = c.part("Aon9").orElseThrow().data();
            parts.add(dev.dxkit.container.PartEntry.of("XNAS", aon9));
            parts.add(dev.dxkit.container.PartEntry.of("XNAP", aon9));
            parts.addAll(c.parts());
            dev.dxkit.container.Container xna = dev.dxkit.container.Container.read(
                    dev.dxkit.container.ContainerWriter.write(parts));
            String text = dev.dxkit.sm4.listing.Disassembler.disassemble(xna, dev.dxkit.text.DisasmFlags.NONE);
            org.junit.jupiter.api.Assertions.assertTrue(text.contains("\n// XNA Prepass shader bytecode:\n"), f.id());
            String why = AsmRoundTrip.rebuiltListsBack(text);
            assertEquals(null, why, f.id());
            dev.dxkit.container.Container rebuilt = dev.dxkit.container.Container.read(
                    HeaderRebuild.container(text, Sm4Assembler.assemble(text)));
            assertEquals(List.of("XNAS", "XNAP", "Aon9"), rebuilt.parts().stream().map(e -> e.kind())
                    .filter(k -> k.startsWith("XNA") || k.equals("Aon9")).toList(), f.id());
            n++;
        }
        org.junit.jupiter.api.Assertions.assertTrue(n >= 20, "level-9 fixtures: " + n);
    }

    /** The "Debug name" line of a /Zi build named after its PDB gives back fxc's ILDN part, byte for byte. */
    @Test
    void theDebugNameLineGivesBackTheIldnPart() {
        int n = 0;
        for (Fixture f : Sm4AssemblerFixtureTest.fixtures()) {
            dev.dxkit.container.Container c = dev.dxkit.container.Container.read(f.bytes());
            if (c.part("ILDN").isEmpty()) {
                continue;
            }
            n++;
            String text = f.listing(0);
            dev.dxkit.container.Container rebuilt = dev.dxkit.container.Container.read(
                    HeaderRebuild.container(text, Sm4Assembler.assemble(text)));
            assertEquals(c.part("ILDN").orElseThrow().data(), rebuilt.part("ILDN").orElseThrow().data(), f.id());
        }
        org.junit.jupiter.api.Assertions.assertTrue(n >= 1, "fixtures with a debug name: " + n);
    }

    /**
     * A program with {@code abort} or {@code debug_break} is signed with the debug digest, as fxc signs it (which is
     * what D3DDisassemble's "DEBUG SDK LAYER" note reads): the container rebuilt from the text alone, and an edited
     * program put into its base, are signed that way exactly when fxc's container is; every other one is not.
     */
    @Test
    void aDebugLayerProgramIsSignedWithTheDebugDigestAsFxcSignsIt() {
        int debug = 0;
        for (Fixture f : Sm4AssemblerFixtureTest.fixtures()) {
            byte[] original = f.bytes();
            String text = f.listing(0);
            byte[] rebuilt = HeaderRebuild.container(text, Sm4Assembler.assemble(text));
            boolean want = debugSigned(original);
            assertEquals(want, debugSigned(rebuilt), f.id());
            org.junit.jupiter.api.Assertions.assertNotEquals(want, java.util.Arrays.equals(
                    java.util.Arrays.copyOfRange(rebuilt, 4, 20),
                    dev.dxkit.container.ContainerDigest.compute(rebuilt, rebuilt.length)), f.id());
            if (want) {
                debug++;
                // an edit (one more instruction before ret) keeps the debug digest under --base
                String edited = text.replace("\nret \n", "\nnop \nret \n");
                org.junit.jupiter.api.Assertions.assertNotEquals(text, edited);
                Sm4Assembly a = Sm4Assembler.assemble(edited);
                dev.dxkit.container.Container c = dev.dxkit.container.Container.read(original);
                byte[] swapped = ProgramSwap.withProgram(c, a.program()).toBytes();
                org.junit.jupiter.api.Assertions.assertFalse(java.util.Arrays.equals(original, swapped), f.id());
                org.junit.jupiter.api.Assertions.assertTrue(debugSigned(swapped), f.id());
            }
        }
        assertEquals(2, debug, "fixtures with abort or debug_break");
    }

    private static boolean debugSigned(byte[] container) {
        return java.util.Arrays.equals(java.util.Arrays.copyOfRange(container, 4, 20),
                dev.dxkit.container.ContainerDigest.computeDebug(container, 0, container.length));
    }

    private static dev.dxkit.part.IfcePart ifce(dev.dxkit.container.Container c) {
        return (dev.dxkit.part.IfcePart) dev.dxkit.part.PartDecoder.decode("IFCE", c.part("IFCE").orElseThrow().data());
    }

    private static String describe(dev.dxkit.part.IfcePart p) {
        StringBuilder b = new StringBuilder("slots " + p.interfaceSlotCount() + "\n");
        p.classTypes().forEach(t -> b.append(t.name()).append(' ').append(t.reserved()).append(' ').append(t.cbStride())
                .append(' ').append(t.textureCount()).append(' ').append(t.samplerCount()).append('\n'));
        p.instances().forEach(t -> b.append(t.name()).append(' ').append(t.classType()).append(' ').append(t.count())
                .append(' ').append(t.constantBuffer()).append(' ').append(t.bufferRegister()).append(' ')
                .append(t.firstTexture()).append(' ').append(t.firstSampler()).append('\n'));
        p.slots().forEach(s -> b.append(s.slotSpan()).append(' ').append(s.classTypes()).append(' ')
                .append(s.functionTables()).append('\n'));
        return b.toString();
    }
}
