package dev.dxkit.dxil;

import dev.dxkit.container.Container;
import dev.dxkit.part.DxilProgramPart;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** Every DXIL container of the shared corpus decodes its whole module. */
class DxilCorpusTest {
    @Test
    void everyModuleDecodes() throws Exception {
        List<Path> paths = DxilCorpus.containers();
        List<String> failures = new ArrayList<>();
        Map<String, Integer> kinds = new TreeMap<>();
        int decoded = 0;
        for (Path p : paths) {
            try {
                Container c = Container.read(p);
                DxilProgramPart prog = DxilCorpus.program(c);
                DxilModule m = DxilModule.read(prog.bitcode());
                DxilInfo info = DxilInfo.of(m);
                assertEquals(prog.shaderKind(), info.model().kind().code, p.toString());
                for (EntryPoint e : info.entryPoints()) {
                    if (info.model().kind() == ShaderKind.LIBRARY && !e.function().isEmpty()) {
                        kinds.merge(String.valueOf(e.kind()), 1, Integer::sum);
                    }
                }
                decoded++;
            } catch (RuntimeException e) {
                failures.add(p + ": " + e);
            }
        }
        System.out.println("DXIL modules decoded: " + decoded + " / " + paths.size() + "; library entry kinds " + kinds);
        failures.stream().limit(20).forEach(System.out::println);
        assertEquals(0, failures.size(), "modules that failed to decode");
        assertEquals(paths.size(), decoded);
    }
}
