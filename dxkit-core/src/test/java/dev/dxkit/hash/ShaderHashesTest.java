package dev.dxkit.hash;

import dev.dxkit.container.Container;
import dev.dxkit.container.ContainerWriter;
import dev.dxkit.container.PartEntry;
import dev.dxkit.container.Strip;
import dev.dxkit.fixtures.Fixtures;
import dev.dxkit.bitcode.BitBlock;
import dev.dxkit.bitcode.BitRecord;
import dev.dxkit.bitcode.Bitstream;
import dev.dxkit.io.Bytes;
import dev.dxkit.part.DxilProgramPart;
import dev.dxkit.testing.Shared;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The modding hashes against vectors worked out by hand, and the program hash over fixtures and corpus. */
class ShaderHashesTest {
    private static byte[] ascii(String s) {
        return s.getBytes(StandardCharsets.US_ASCII);
    }

    private static byte[] container(String... kindsAndData) {
        List<PartEntry> parts = new ArrayList<>();
        for (int i = 0; i < kindsAndData.length; i += 2) {
            parts.add(PartEntry.of(kindsAndData[i], Bytes.wrap(ascii(kindsAndData[i + 1]))));
        }
        return ContainerWriter.write(parts);
    }

    @Test
    void fnvStartsFromZeroMultipliesThenXors() {
        // "a": 0 * prime = 0, xor 0x61 -> 0x61.
        assertEquals(0x61L, ShaderHashes.fnv(ascii("a"), 0, 1));
        // "ab": 0x61 * (2^40 + 0x1b3) = 0x610000000000 + 97 * 435 (= 42195 = 0xa4d3) = 0x61000000a4d3; xor 0x62.
        assertEquals(0x61000000a4b1L, ShaderHashes.fnv(ascii("ab"), 0, 2));
        assertEquals("000061000000a4b1", ShaderHashes.of(ShaderHashes.Kind.FNV, ascii("ab")).orElseThrow());
        // the empty input stays 0
        assertEquals("0000000000000000", ShaderHashes.of(ShaderHashes.Kind.FNV, new byte[0]).orElseThrow());
    }

    @Test
    void bytecodeIsCrc32cOfProgramAndSignaturePartsOnly() {
        // CRC-32C of "123456789" is its published check value 0xe3069283 (RFC 3720 B.4 polynomial).
        byte[] one = container("RDEF", "reflection", "SHEX", "123456789", "STAT", "statistics");
        assertEquals("00000000e3069283", ShaderHashes.of(ShaderHashes.Kind.BYTECODE, one).orElseThrow());
        // continued part after part: a signature "1234" then the program "56789" hash as the nine bytes do
        byte[] split = container("ISGN", "1234", "SPDB", "debug", "SHEX", "56789");
        assertEquals(0xe3069283L, ShaderHashes.bytecode(split));
        // no program or signature part: 3DMigoto falls back to FNV over the whole file
        byte[] none = container("RDEF", "x");
        assertEquals(ShaderHashes.fnv(none, 0, none.length), ShaderHashes.bytecode(none));
        // not a container at all: FNV as well
        assertEquals(0x61000000a4b1L, ShaderHashes.bytecode(ascii("ab")));
    }

    @Test
    void digestIsTheStoredOneAndSha256TheFiles() throws Exception {
        byte[] b = Files.readAllBytes(Fixtures.dir().resolve("bin/vs_5_0_lighting.dxbc"));
        assertEquals(Container.read(b).storedDigest().hex(), ShaderHashes.digest(b).orElseThrow());
        assertTrue(ShaderHashes.digest(ascii("ab")).isEmpty());
        // SHA-256("abc") from FIPS 180-2, appendix B.1
        assertEquals("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad",
                ShaderHashes.sha256(ascii("abc")));
    }

    @Test
    void programHashIgnoresMetadataAndPartOrderButNotTheProgram() {
        byte[] a = container("RDEF", "r1", "ISGN", "in", "SHEX", "code", "STAT", "s1");
        byte[] b = container("SHEX", "code", "ISGN", "in", "SPDB", "pdb", "ILDN", "name");
        assertEquals(ShaderHashes.program(a), ShaderHashes.program(b));
        assertNotEquals(ShaderHashes.program(a), ShaderHashes.program(container("ISGN", "in", "SHEX", "cod3")));
        assertNotEquals(ShaderHashes.program(a), ShaderHashes.program(container("ISGN", "im", "SHEX", "code")));
    }

    @Test
    void programHashOverTheFixtures() throws Exception {
        Map<String, Integer> counts = check(Fixtures.dir().resolve("bin"));
        assertTrue(counts.get("containers") > 400, counts.toString());
    }

    @Test
    void programHashOverTheCorpus() throws Exception {
        Path corpus = Shared.corpus().orElse(null);
        Assumptions.assumeTrue(corpus != null, "no shared corpus on this machine");
        Map<String, Integer> counts = check(corpus);
        System.out.println("program hash over the corpus: " + counts);
        assertTrue(counts.get("containers") > 6000, counts.toString());
    }

    /**
     * For every container under {@code root}: the program hash is unchanged by D3DStripShader's every flag and
     * by removing any one metadata part, and changed by an edit to one byte of the program part; for every raw
     * Direct3D 9 program, unchanged by dropping its comment blocks' contents and changed by an instruction edit.
     */
    private static Map<String, Integer> check(Path root) throws Exception {
        Map<String, Integer> counts = new TreeMap<>();
        List<Path> files;
        try (Stream<Path> s = Files.walk(root)) {
            files = s.filter(Files::isRegularFile).sorted().toList();
        }
        for (Path f : files) {
            byte[] b = Files.readAllBytes(f);
            String name = f.toString();
            if (!Container.looksLikeContainer(b)) {
                if (name.endsWith(".d3d9")) {
                    d3d9(b, name, counts);
                }
                continue;
            }
            Container c = Container.read(b);
            String h = ShaderHashes.program(b);
            if (c.digestState() != dev.dxkit.container.DigestState.ZERO) {
                assertEquals(h, ShaderHashes.program(Strip.strip(b, 0x1f, true)), name + " stripped");
                counts.merge("stripped", 1, Integer::sum);
            }
            for (PartEntry p : c.parts()) {
                if (ShaderHashes.METADATA_PARTS.contains(p.kind())) {
                    assertEquals(h, ShaderHashes.program(c.withoutPart(p.kind()).toBytes()), name + " without " + p.kind());
                    counts.merge("partsRemoved", 1, Integer::sum);
                }
            }
            PartEntry program = null;
            for (PartEntry p : c.parts()) {
                if (List.of("SHEX", "SHDR", "DXIL", "FX10", "FXLC", "Aon9").contains(p.kind()) && p.size() >= 8) {
                    program = p;
                    break;
                }
            }
            if (program != null) {
                byte[] edited = program.data().toArray();
                boolean dxil = program.kind().equals("DXIL");
                if (dxil) {
                    counts.merge("dxil", 1, Integer::sum);
                }
                long bit = dxil ? instructionOperandBit(program.data()) : -1;
                if (bit >= 0) {
                    edited[(int) (bit >>> 3)] ^= (byte) (1 << (bit & 7)); // an instruction's first operand, +-1
                    assertTrue(ShaderHashes.dxilCanonical(Bytes.wrap(edited)) != null, name + " still reads");
                    counts.merge("dxilInstructionEdited", 1, Integer::sum);
                } else {
                    edited[edited.length / 2 & ~3] ^= 1; // one bit of one instruction dword
                }
                byte[] e = c.withPart(program.kind(), Bytes.wrap(edited)).toBytes();
                assertNotEquals(h, ShaderHashes.program(e), name + " edited");
                counts.merge("edited", 1, Integer::sum);
            }
            counts.merge("containers", 1, Integer::sum);
        }
        return counts;
    }

    /**
     * The bit (from the start of a DXIL part) holding the lowest bit of the first operand of the middle
     * unabbreviated instruction record of the module's function bodies, or -1 if there is none. Such a record is
     * [abbreviation id, code vbr6, operand count vbr6, operands vbr6...]; bit 0 of a vbr6 chunk is a value bit.
     */
    private static long instructionOperandBit(Bytes part) {
        DxilProgramPart p = DxilProgramPart.read("DXIL", part);
        Bitstream s = Bitstream.read(p.bitcode());
        List<long[]> found = new ArrayList<>(); // {record bit, abbrev width}
        for (BitBlock b : s.blocks()) {
            for (BitBlock f : b.blocks(12)) {
                for (BitRecord r : f.records()) {
                    if (r.abbrevId() == 3 && r.size() > 0) {
                        found.add(new long[] {r.bit() + f.abbrevWidth() + vbr6Bits(r.code()) + vbr6Bits(r.size())});
                    }
                }
            }
        }
        if (found.isEmpty()) {
            return -1;
        }
        long wrapper = s.wrapper() == null ? 0 : s.wrapper().offset();
        return (8 + p.bitcodeOffset() + wrapper) * 8 + found.get(found.size() / 2)[0];
    }

    private static int vbr6Bits(long v) {
        int bits = 6;
        while ((v >>>= 5) != 0) {
            bits += 6;
        }
        return bits;
    }

    @Test
    void dxilProgramHashIgnoresNamesAndDebugBuildsButNotALiteral() throws Exception {
        Path bin = Fixtures.dir().resolve("bin");
        Map<String, String> hashes = new TreeMap<>();
        Map<String, String> dxil = new TreeMap<>();
        for (String id : List.of("ps_6_0_lighting", "ps_6_0_lighting_zi", "ps_6_0_lighting_zi_only",
                "ps_6_0_lighting_zs", "ps_6_0_lighting_zi_strip",
                "ps_6_0_lighting_renamed", "ps_6_0_lighting_renamed_zi", "ps_6_0_lighting_literal",
                "ps_6_0_lighting_keep_reflect", "ps_6_0_lighting_renamed_keep_reflect")) {
            byte[] b = Files.readAllBytes(bin.resolve(id + ".dxbc"));
            hashes.put(id, ShaderHashes.program(b));
            dxil.put(id, ShaderHashes.sha256(Container.read(b).part("DXIL").orElseThrow().data().toArray()));
        }
        // a release build, its -Zi builds and the renamed HLSL's builds: dxc leaves the names out of the DXIL part
        String h = hashes.get("ps_6_0_lighting");
        for (String id : List.of("ps_6_0_lighting_zi", "ps_6_0_lighting_zi_only", "ps_6_0_lighting_zs",
                "ps_6_0_lighting_zi_strip", "ps_6_0_lighting_renamed", "ps_6_0_lighting_renamed_zi")) {
            assertEquals(h, hashes.get(id), id);
        }
        // with -Qkeep_reflect_in_dxil the renamed program's DXIL part differs as stored (resource globals, their
        // names in the value symbol table and in dx.resources, type annotations' field names) ...
        assertNotEquals(dxil.get("ps_6_0_lighting_keep_reflect"), dxil.get("ps_6_0_lighting_renamed_keep_reflect"));
        // ... and yet hashes alike
        assertEquals(hashes.get("ps_6_0_lighting_keep_reflect"), hashes.get("ps_6_0_lighting_renamed_keep_reflect"));
        // one literal changed (128 -> 96) is another program
        assertNotEquals(h, hashes.get("ps_6_0_lighting_literal"));
    }

    @Test
    void damagedDxilIsHashedAsStoredNeverThrown() throws Exception {
        byte[] b = Files.readAllBytes(Fixtures.dir().resolve("bin").resolve("ps_6_0_lighting_keep_reflect.dxbc"));
        Container c = Container.read(b);
        byte[] part = c.part("DXIL").orElseThrow().data().toArray();
        String h = ShaderHashes.program(b);
        int unreadable = 0;
        int sweeps = 0;
        for (int at = 24; at < part.length; at += 3) { // every third byte of the bitcode, set to 0xff, then cut there
            for (int cut = 0; cut < 2; cut++) {
                byte[] d = cut == 0 ? part.clone() : java.util.Arrays.copyOf(part, at);
                if (cut == 0) {
                    d[at] = (byte) 0xff;
                }
                String e = ShaderHashes.program(c.withPart("DXIL", Bytes.wrap(d)).toBytes());
                assertTrue(e.matches("[0-9a-f]{64}"), e);
                if (ShaderHashes.dxilCanonical(Bytes.wrap(d)) == null) {
                    unreadable++;
                    assertNotEquals(h, e, "damage at " + at); // hashed as stored: another hash
                }
                sweeps++;
            }
        }
        // every cut part is refused (its headers' bitcode size no longer fits), so at least half the sweeps
        assertTrue(unreadable >= sweeps / 2, unreadable + " of " + sweeps);
    }

    private static void d3d9(byte[] b, String name, Map<String, Integer> counts) {
        dev.dxkit.d3d9.D3d9Program p;
        try {
            p = dev.dxkit.d3d9.D3d9Program.read(Bytes.wrap(b));
        } catch (dev.dxkit.io.DxFormatException e) {
            assertEquals(ShaderHashes.sha256(b), ShaderHashes.program(b), name); // tx_1_0 and others: hashed whole
            counts.merge("hashedWhole", 1, Integer::sum);
            return;
        }
        String h = ShaderHashes.program(b);
        byte[] blanked = b.clone();
        dev.dxkit.d3d9.Instruction first = null;
        for (dev.dxkit.d3d9.Token t : p.tokens()) {
            if (t instanceof dev.dxkit.d3d9.Comment cm) {
                for (int i = 0; i < cm.body().size(); i++) {
                    blanked[cm.offset() + 4 + i] = 0; // comment bodies carry the constant table and debug data
                }
            } else if (first == null) {
                first = (dev.dxkit.d3d9.Instruction) t;
            }
        }
        assertEquals(h, ShaderHashes.program(blanked), name + " comments blanked");
        if (first != null && first.size() > 4) {
            byte[] edited = b.clone();
            edited[first.offset() + 4] ^= 1; // the first parameter token's register number
            assertNotEquals(h, ShaderHashes.program(edited), name + " edited");
        }
        counts.merge("d3d9", 1, Integer::sum);
    }
}
