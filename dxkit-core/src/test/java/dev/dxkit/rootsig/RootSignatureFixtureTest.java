package dev.dxkit.rootsig;

import dev.dxkit.fixtures.Fixtures;
import dev.dxkit.io.DxFormatException;
import dev.dxkit.part.RootSignaturePart;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The project's own root signatures ({@code fixtures/rootsig}, made by {@code tools/fixtures/rootsig} with
 * dxcompiler 1.9): each accepted text compiles to DXC's container byte for byte, and prints back to text that
 * compiles to the same part; each refused text gets DXC's message, location included.
 */
class RootSignatureFixtureTest {
    private static final Path DIR = Fixtures.dir().resolve("rootsig");

    record Case(String id, int version, boolean ok) {
    }

    static List<Case> cases() throws IOException {
        List<Case> out = new ArrayList<>();
        List<String> lines = Files.readAllLines(DIR.resolve("cases.tsv"));
        for (String line : lines.subList(1, lines.size())) {
            String[] f = line.split("\t");
            out.add(new Case(f[0], f[1].equals("1.0") ? 1 : 2, f[2].equals("ok")));
        }
        return out;
    }

    @Test
    void everyFixtureCompilesToDxcsBytesAndEveryRefusalToDxcsMessage() throws IOException {
        List<String> failures = new ArrayList<>();
        int ok = 0;
        int refused = 0;
        int versions10 = 0;
        for (Case c : cases()) {
            String name = c.id() + ".hlsl";
            byte[] source = Files.readAllBytes(DIR.resolve("hlsl").resolve(name));
            if (c.ok()) {
                byte[] expected = Files.readAllBytes(DIR.resolve("bin").resolve(c.id() + ".dxbc"));
                RootSignaturePart part = RootSignatureCompiler.compile(name, source, "RS", c.version());
                byte[] actual = RootSignatureWriter.container(part);
                if (!Arrays.equals(expected, actual)) {
                    failures.add(c.id() + ": compiled bytes differ from DXC's");
                    continue;
                }
                String text = RootSignaturePrinter.print(part);
                RootSignaturePart back = RootSignatureCompiler.compile("printed.hlsl",
                        text.getBytes(StandardCharsets.ISO_8859_1), null, c.version());
                if (!back.encode().equals(part.encode())) {
                    failures.add(c.id() + ": printed text compiles to other bytes:\n" + text);
                    continue;
                }
                ok++;
                versions10 += c.version() == 1 ? 1 : 0;
            } else {
                String expected = Files.readString(DIR.resolve("errors").resolve(c.id() + ".txt"), StandardCharsets.UTF_8).replaceAll("\n$", "");
                try {
                    RootSignatureCompiler.compile(name, source, "RS", c.version());
                    failures.add(c.id() + ": compiled, DXC says " + expected);
                } catch (DxFormatException e) {
                    // DXC names no place for the few messages of its validator's second reading; a #line
                    // directive names another file
                    boolean placed = expected.matches("[^ ]+:\\d+:\\d+: .*");
                    String actual = placed ? e.getMessage() : e.detail();
                    if (placed ? !actual.equals(expected) : !actual.startsWith(expected)) {
                        failures.add(c.id() + ":\n  DXC:   " + expected + "\n  dxkit: " + actual);
                        continue;
                    }
                    refused++;
                }
            }
        }
        System.out.println("root-signature fixtures: " + ok + " compiled byte for byte (" + versions10 + " version 1.0), "
                + refused + " refusals with DXC's message");
        assertTrue(failures.isEmpty(), failures.size() + " failures:\n" + String.join("\n", failures));
        assertTrue(ok >= 500, "compiled " + ok);
        assertTrue(refused >= 80, "refused " + refused);
        assertEquals(cases().size(), ok + refused);
    }
}
