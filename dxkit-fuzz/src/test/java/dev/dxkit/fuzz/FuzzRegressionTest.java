package dev.dxkit.fuzz;

import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Replays every input the fuzzers found (and the crashes issue 18 reported), kept under
 * {@code src/test/resources/regressions/<TARGET>/}: each must now be decoded or refused with a
 * {@code DxFormatException}, in a 256 MB heap (the surefire argLine), and within 10 s: a guard against a
 * hang, ten times the fuzzer's own bound to allow for a cold JVM on a shared machine, not a speed measure.
 */
class FuzzRegressionTest {
    static final List<String> TARGETS = List.of("ContainerFuzz", "Sm4ListingFuzz", "Level9Fuzz", "D3d9Fuzz",
            "DxilFuzz", "SpdbFuzz", "SdbgFuzz", "DecompileFuzz", "AsmTextFuzz");

    static Path regressions() throws URISyntaxException {
        return Path.of(FuzzRegressionTest.class.getResource("/regressions").toURI());
    }

    @TestFactory
    Stream<DynamicTest> everyFoundInputIsNowRefusedOrDecoded() throws Exception {
        List<DynamicTest> tests = new ArrayList<>();
        try (Stream<Path> dirs = Files.list(regressions())) {
            for (Path dir : dirs.filter(Files::isDirectory).sorted().toList()) {
                String target = dir.getFileName().toString();
                Method m = Class.forName("dev.dxkit.fuzz." + target).getMethod("fuzzerTestOneInput", byte[].class);
                try (Stream<Path> inputs = Files.list(dir)) {
                    for (Path input : inputs.sorted().toList()) {
                        tests.add(DynamicTest.dynamicTest(target + "/" + input.getFileName(), () -> {
                            byte[] data = Files.readAllBytes(input);
                            assertTimeoutPreemptively(Duration.ofSeconds(10), () -> {
                                try {
                                    m.invoke(null, (Object) data);
                                } catch (InvocationTargetException e) {
                                    throw e.getCause(); // the finding itself, with its stack
                                }
                            });
                        }));
                    }
                }
            }
        }
        assertTrue(tests.size() > 0, "no regression inputs under " + regressions());
        return tests.stream();
    }

    @Test
    void everyRegressionFolderNamesATarget() throws Exception {
        try (Stream<Path> dirs = Files.list(regressions())) {
            for (Path dir : dirs.filter(Files::isDirectory).toList()) {
                assertTrue(TARGETS.contains(dir.getFileName().toString()), "no fuzz target " + dir.getFileName());
            }
        }
    }

    /** The run script's default list is this one (a target left out of it would never be fuzzed). */
    @Test
    void theRunScriptFuzzesEveryTarget() throws Exception {
        Path p = Path.of("").toAbsolutePath();
        while (p != null && !Files.isRegularFile(p.resolve("tools/fuzz/run"))) {
            p = p.getParent();
        }
        assertTrue(p != null, "tools/fuzz/run above " + Path.of("").toAbsolutePath());
        String script = Files.readString(p.resolve("tools/fuzz/run"));
        assertTrue(script.contains("all=(" + String.join(" ", TARGETS) + ")"), "tools/fuzz/run's target list");
    }
}
