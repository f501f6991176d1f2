package dev.dxkit.sources;

import dev.dxkit.container.Container;
import dev.dxkit.fixtures.Fixture;
import dev.dxkit.fixtures.Fixtures;
import dev.dxkit.io.Bytes;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The sources inside the project's own debug builds are its own HLSL files: every file recovered from every
 * fixture carrying debug information equals the fixture's source, byte for byte, and lands at the path it
 * has under {@code fixtures/hlsl} (fxc records {@code D:\dxkit\hlsl\<path>}, dxc the path it was given).
 */
class ShaderSourcesTest {
    @Test
    void everyDebugFixtureGivesBackItsSourcesByteForByte() throws IOException {
        Path hlsl = Fixtures.dir().resolve("hlsl");
        Map<String, Integer> byPart = new TreeMap<>();
        int files = 0;
        int containers = 0;
        for (Fixture f : Fixtures.all()) {
            if (f.isRawD3d9()) {
                continue;
            }
            Container c = Container.read(Bytes.wrap(f.bytes()));
            boolean debug = c.part("SPDB").isPresent() || c.part("SDBG").isPresent() || c.part("SRCI").isPresent()
                    || c.part("ILDB").isPresent();
            ShaderSources.Found found = ShaderSources.of(c);
            if (!debug) {
                assertEquals("", found.part(), f.id());
                continue;
            }
            assertFalse(found.files().isEmpty(), f.id() + ": a debug build with no sources");
            List<String> paths = ShaderSources.outputPaths(found);
            containers++;
            byPart.merge(found.part(), 1, Integer::sum);
            // the compiled file comes first: the fixture's own HLSL
            assertTrue(paths.get(0).endsWith(f.hlsl()), f.id() + ": main file " + paths.get(0));
            for (int i = 0; i < paths.size(); i++) {
                String rel = paths.get(i).startsWith("dxkit/hlsl/") ? paths.get(i).substring(11) : paths.get(i);
                Path original = hlsl.resolve(rel);
                assertTrue(Files.isRegularFile(original), f.id() + ": " + found.files().get(i).name() + " -> " + rel);
                assertArrayEquals(Files.readAllBytes(original), found.files().get(i).content().toArray(),
                        f.id() + ": " + rel);
                files++;
            }
        }
        System.out.println("sources recovered from " + containers + " debug fixtures " + byPart + ": " + files
                + " files, each identical to its original");
        assertTrue(containers >= 100 && byPart.containsKey("SPDB") && byPart.containsKey("ILDB"), byPart.toString());
    }

    private static SourceFile file(String name) {
        return new SourceFile(name, Bytes.EMPTY);
    }

    @Test
    void pathsNeverLeaveTheOutputFolder() {
        List<SourceFile> hostile = List.of(file("C:\\build\\shaders\\main.hlsl"), file("..\\..\\..\\evil.hlsli"),
                file("\\\\server\\share\\x.hlsli"), file("/etc/passwd"), file("a/../../b.hlsli"), file(""),
                file("inc/./c.h"), file("bad<>:\"|?*name.h"), file("..."), file("D:"));
        List<String> fxc = ShaderSources.outputPaths(new ShaderSources.Found("SPDB", hostile));
        assertEquals(List.of("build/shaders/main.hlsl", "build/shaders/evil.hlsli"
                .replace("build/shaders/evil", "evil"), "server/share/x.hlsli", "etc/passwd",
                "build/shaders/b.hlsli".replace("build/shaders/b", "build/b"), "build/shaders", "build/shaders/inc/c.h",
                "build/shaders/bad_______name.h", "build/shaders/_", "source10.hlsl"), fxc);
        for (String p : fxc) {
            assertFalse(p.startsWith("/") || p.contains("..") || p.contains(":") || p.contains("\\"), p);
        }
    }

    @Test
    void dxcNamesAreKeptFromTheWorkingFolderAndMadeUnique() {
        List<SourceFile> files = List.of(file("game\\lighting.hlsl"), file("game\\common.hlsli"),
                file("GAME\\Common.hlsli"), file("./game/common.hlsli"));
        assertEquals(List.of("game/lighting.hlsl", "game/common.hlsli", "GAME/Common~2.hlsli", "game/common~3.hlsli"),
                ShaderSources.outputPaths(new ShaderSources.Found("ILDB", files)));
    }
}
