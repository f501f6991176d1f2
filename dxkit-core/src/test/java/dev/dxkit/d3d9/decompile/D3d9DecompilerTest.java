package dev.dxkit.d3d9.decompile;

import dev.dxkit.d3d9.ConstantTable;
import dev.dxkit.fixtures.Fixture;
import dev.dxkit.fixtures.Fixtures;
import dev.dxkit.fixtures.Golden;
import dev.dxkit.hlsl.Decompilation;
import dev.dxkit.io.Bytes;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The Direct3D 9 decompiler against its goldens: the HLSL of the project's own programs as
 * {@code tools/fixtures/decompile-d3d9} recorded it (that script also records whether fxc compiles the text back
 * and to the same instructions), compared whole, byte for byte.
 */
class D3d9DecompilerTest {
    private static Path dir() {
        return Fixtures.root().resolve("fixtures/decompile-d3d9");
    }

    private static List<String[]> cases() throws IOException {
        List<String[]> rows = new ArrayList<>();
        List<String> lines = Files.readAllLines(dir().resolve("MANIFEST.tsv"), StandardCharsets.UTF_8);
        for (String line : lines.subList(1, lines.size())) {
            rows.add(line.split("\t"));
        }
        return rows;
    }

    @TestFactory
    Stream<DynamicTest> decompiledTextEqualsItsGolden() throws IOException {
        List<DynamicTest> tests = new ArrayList<>();
        for (String[] row : cases()) {
            String id = row[0];
            tests.add(DynamicTest.dynamicTest(id, () -> {
                Bytes program = Bytes.wrap(Files.readAllBytes(Fixtures.root().resolve("fixtures").resolve(row[1])));
                Decompilation d = D3d9Decompiler.decompile(program);
                Golden.assertSameText(Files.readString(dir().resolve(id + ".hlsl"), StandardCharsets.UTF_8), d.hlsl(),
                        id + ".hlsl");
                StringBuilder gaps = new StringBuilder();
                for (String g : d.gaps()) {
                    gaps.append(g).append('\n');
                }
                Golden.assertSameText(Files.readString(dir().resolve(id + ".gaps"), StandardCharsets.UTF_8),
                        gaps.toString(), id + ".gaps");
                assertEquals(row[2], d.profile(), id + " profile");
                assertEquals(row[3].equals("yes"), d.complete(), id + " complete");
            }));
        }
        assertTrue(tests.size() >= 10, "cases in " + dir());
        return tests.stream();
    }

    /** Every gap is also a marked comment in the text, so that nothing is left out silently. */
    @Test
    void everyGapIsMarkedInTheText() throws IOException {
        for (Fixture f : Fixtures.ofKind("d3d9")) {
            Decompilation d = D3d9Decompiler.decompile(Bytes.wrap(f.bytes()));
            for (String g : d.gaps()) {
                assertTrue(d.hlsl().contains("/* dxkit: " + g + " */"), f.id() + ": " + g);
            }
            assertTrue(d.hlsl().contains("\nvoid main("), f.id());
        }
    }

    /** The HLSL of the fixtures' Direct3D 9 programs names each uniform of their constant tables. */
    @Test
    void everyFixtureProgramDecompilesWithItsUniforms() throws IOException {
        List<Fixture> programs = Fixtures.ofKind("d3d9");
        assertFalse(programs.isEmpty());
        for (Fixture f : programs) {
            Decompilation d = D3d9Decompiler.decompile(Bytes.wrap(f.bytes()));
            dev.dxkit.d3d9.D3d9Program p = dev.dxkit.d3d9.D3d9Program.read(Bytes.wrap(f.bytes()));
            for (var c : p.constantTable().orElseThrow().constants()) {
                assertTrue(d.hlsl().contains(" " + c.name()), f.id() + ": " + c.name());
            }
        }
    }

    @Test
    void literalsReadBackAsTheSameFloat() {
        assertEquals("0.01", HlslLiteral.floatBits(Float.floatToIntBits(0.01f)));
        assertEquals("0.15915494", HlslLiteral.floatBits(Float.floatToIntBits(0.159154937f)));
        assertEquals("-0.0", HlslLiteral.floatBits(0x80000000));
        assertEquals("1.0", HlslLiteral.floatBits(Float.floatToIntBits(1f)));
        assertEquals("1.0e-10", HlslLiteral.floatBits(Float.floatToIntBits(1e-10f)));
        assertEquals("3.4028235e38", HlslLiteral.floatBits(Float.floatToIntBits(Float.MAX_VALUE)));
        for (int bits : new int[] {0x3f800001, 0x00000001, 0x7f7fffff, 0x3eaaaaab, 0xc2f6e979}) {
            String text = HlslLiteral.floatBits(bits);
            assertEquals(bits, Float.floatToIntBits(Float.parseFloat(text)), text);
        }
    }

    /** Little-endian words as a constant's default value bytes. */
    private static Bytes words(int... w) {
        byte[] b = new byte[w.length * 4];
        for (int i = 0; i < w.length; i++) {
            for (int k = 0; k < 4; k++) {
                b[i * 4 + k] = (byte) (w[i] >>> (8 * k));
            }
        }
        return Bytes.wrap(b);
    }

    private static int f(float x) {
        return Float.floatToIntBits(x);
    }

    /**
     * A default value becomes the uniform's initializer in every register set: the int set laid out like the
     * float set (a column-major matrix a column per register), the bool set one scalar per register, the
     * registers past the table's count written 0, structs member by member; a value the type cannot hold
     * exactly gives none.
     */
    @Test
    void defaultValuesBecomeInitializers() {
        var int2x2 = new ConstantTable.TypeInfo(3, 2, 2, 2, 1, List.of());
        assertEquals("{1, 2, 3, 4}", ProgramWriter.defaults(new ConstantTable.Constant("m", Uniforms.INT4, 0, 2, int2x2,
                words(1, 3, 0, 0, 2, 4, 0, 0))));
        var bool2 = new ConstantTable.TypeInfo(1, 1, 1, 2, 1, List.of());
        assertEquals("{true, false}", ProgramWriter.defaults(new ConstantTable.Constant("b", Uniforms.BOOL, 3, 2, bool2,
                words(1, 0))));
        var float4x4 = new ConstantTable.TypeInfo(2, 3, 4, 4, 1, List.of());
        assertEquals("{1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0, 10.0, 11.0, 12.0, 0.0, 0.0, 0.0, 0.0}",
                ProgramWriter.defaults(new ConstantTable.Constant("w", Uniforms.FLOAT4, 19, 3, float4x4,
                        words(f(1), f(2), f(3), f(4), f(5), f(6), f(7), f(8), f(9), f(10), f(11), f(12)))));
        var struct = new ConstantTable.TypeInfo(5, 0, 1, 2, 1, List.of(
                new ConstantTable.Member("a", new ConstantTable.TypeInfo(0, 3, 1, 1, 1, List.of())),
                new ConstantTable.Member("n", new ConstantTable.TypeInfo(0, 2, 1, 1, 1, List.of())),
                new ConstantTable.Member("b", new ConstantTable.TypeInfo(0, 1, 1, 1, 1, List.of()))));
        assertEquals("{1.5, 7, true}", ProgramWriter.defaults(new ConstantTable.Constant("s", Uniforms.FLOAT4, 0, 3, struct,
                words(f(1.5f), 0, 0, 0, f(7), 0, 0, 0, f(1), 0, 0, 0))));
        var intScalar = new ConstantTable.TypeInfo(0, 2, 1, 1, 1, List.of());
        assertEquals("8", ProgramWriter.defaults(new ConstantTable.Constant("n", Uniforms.INT4, 0, 1, intScalar,
                words(8, 0, 1, 0))));
        assertEquals(null, ProgramWriter.defaults(new ConstantTable.Constant("n", Uniforms.FLOAT4, 0, 1, intScalar,
                words(f(1.5f), 0, 0, 0))));
        assertEquals(null, ProgramWriter.defaults(new ConstantTable.Constant("n", Uniforms.FLOAT4, 0, 1, intScalar, null)));
    }
    /** A token stream from its words (little-endian), as the runtime takes it. */
    private static Bytes program(int... w) {
        return words(w);
    }

    /**
     * What fxc refuses to compile from any HLSL is a gap, not text it would refuse: a pixel input declared
     * POSITION0 (X4502) and a vertex program that writes no position (X4541).
     */
    @Test
    void inputsAndOutputsFxcRefusesAreGaps() {
        // ps_3_0: dcl_position v0; mov oC0, v0
        Decompilation ps = D3d9Decompiler.decompile(program(0xFFFF0300, 0x0200001F, 0x80000000, 0x900F0000,
                0x02000001, 0x800F0800, 0x90E40000, 0x0000FFFF));
        assertEquals(List.of("input v0 is declared POSITION0, which fxc refuses as an input of a pixel program"),
                ps.gaps());
        assertFalse(ps.complete());
        // vs_2_0: dcl_position v0; mov r0, v0 (no oPos)
        Decompilation vs = D3d9Decompiler.decompile(program(0xFFFE0200, 0x0200001F, 0x80000000, 0x900F0000,
                0x02000001, 0x800F0000, 0x90E40000, 0x0000FFFF));
        assertEquals(List.of("the program writes no position, which fxc requires of every vertex program"), vs.gaps());
        assertTrue(vs.hlsl().contains("/* dxkit: the program writes no position"), vs.hlsl());
    }

    /** A mul and the mad that adds a product to it are one statement, a sum of the two products. */
    @Test
    void aProductAndTheMadThatAddsToItAreOneSum() {
        // vs_2_0: dcl_position v0; dcl_texcoord v1; mul r0, v0, c0; mad r0, v1, c1, r0; mov oPos, r0
        int[] head = {0xFFFE0200, 0x0200001F, 0x80000000, 0x900F0000, 0x0200001F, 0x80000005, 0x900F0001};
        int[] mulMad = {0x03000005, 0x800F0000, 0x90E40000, 0xA0E40000,
            0x04000004, 0x800F0000, 0x90E40001, 0xA0E40001, 0x80E40000};
        int[] tail = {0x02000001, 0xC00F0000, 0x80E40000, 0x0000FFFF};
        Decompilation d = D3d9Decompiler.decompile(program(concat(head, mulMad, tail)));
        assertTrue(d.complete(), d.hlsl());
        assertTrue(d.hlsl().contains("\n    r0 = v1 * c1 + c0 * v0;\n    oPos = r0;\n"), d.hlsl());
        // a mad that reads the destination in its own product keeps the two statements
        int[] reads = {0x03000005, 0x800F0000, 0x90E40000, 0xA0E40000,
            0x04000004, 0x800F0000, 0x80E40000, 0xA0E40001, 0x80E40000};
        Decompilation k = D3d9Decompiler.decompile(program(concat(head, reads, tail)));
        assertTrue(k.hlsl().contains("\n    r0 = c0 * v0;\n    r0 = r0 * c1 + r0;\n"), k.hlsl());
    }

    /**
     * A vector {@code def} read beside a computed operand is written one component at a time where the pool does
     * not start with its values (fxc pools a vector literal of the text before every scalar), and kept a vector
     * where it does.
     */
    @Test
    void aVectorLiteralIsWrittenOneComponentAtATimeWhereThePoolNeedsIt() {
        String body = "dcl_position v0\nmul oT0.zw, v0.x, c0.yyyz\nmov oT0.xy, v0\nadd oPos, v0, c0.x\n";
        Decompilation split = D3d9Decompiler.decompile(
                dev.dxkit.d3d9.D3d9Assembler.assemble("vs_2_0\ndef c0, 0.25, 0, 1, 0\n" + body).program());
        assertTrue(split.complete(), split.hlsl());
        assertTrue(split.hlsl().contains("\n    oPos = v0 + float4(0.25, 0.25, 0.25, 0.25);\n"
                + "    oT0.zw = float2(0.0 * v0.x, 1.0 * v0.x);\n    oT0.xy = v0.xy;\n"), split.hlsl());
        // the pool starts with the vector's values, in its order: the vector stays one, and the order is kept
        Decompilation kept = D3d9Decompiler.decompile(dev.dxkit.d3d9.D3d9Assembler.assemble("vs_2_0\ndef c0, 0, 1, 0.25, 0\n"
                + body.replace("c0.yyyz", "c0.xxxy").replace("c0.x\n", "c0.z\n")).program());
        assertTrue(kept.hlsl().contains("\n    oT0.zw = float2(0.0, 1.0) * v0.xx;\n    oT0.xy = v0.xy;\n"
                + "    oPos = v0 + float4(0.25, 0.25, 0.25, 0.25);\n"), kept.hlsl());
    }

    private static int[] concat(int[]... parts) {
        int n = 0;
        for (int[] p : parts) {
            n += p.length;
        }
        int[] out = new int[n];
        int at = 0;
        for (int[] p : parts) {
            System.arraycopy(p, 0, out, at, p.length);
            at += p.length;
        }
        return out;
    }
}
