package dev.dxkit.dxil;

import dev.dxkit.container.Container;
import dev.dxkit.container.PartEntry;
import dev.dxkit.part.Part;
import dev.dxkit.part.PartDecoder;
import dev.dxkit.part.PsvPart;
import dev.dxkit.part.RawPart;
import org.junit.jupiter.api.Test;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * Every Shader Model 6 part of every DXIL container decodes (no RawPart for a kind dxkit knows), encodes back to
 * its bytes, and PSV0 says what dumpbin's "Pipeline Runtime Information" says.
 */
class Sm6PartsCorpusTest {
    static final Set<String> DECODED = Set.of("DXIL", "HASH", "PSV0", "RTS0", "RDAT", "ILDN", "VERS", "ILDB", "SRCI", "PRIV");

    @Test
    void partsDecodeAndRoundTrip() throws Exception {
        Map<String, int[]> kinds = new TreeMap<>();
        List<String> failures = new ArrayList<>();
        for (Path p : DxilCorpus.containers()) {
            byte[] bytes = Files.readAllBytes(p);
            Container c = Container.read(bytes);
            for (PartEntry e : c.parts()) {
                Part part = PartDecoder.decode(e.kind(), e.data());
                int[] t = kinds.computeIfAbsent(e.kind(), k -> new int[2]);
                t[1]++;
                if (part instanceof RawPart raw) {
                    if (DECODED.contains(e.kind())) {
                        failures.add(p + ": " + e.kind() + " raw: " + raw.reason());
                    }
                } else {
                    t[0]++;
                }
                if (!part.encode().equals(e.data())) {
                    failures.add(p + ": " + e.kind() + " does not encode to its bytes");
                }
            }
            if (!java.util.Arrays.equals(bytes, c.toBytes())) {
                failures.add(p + ": container does not write back identical");
            }
        }
        StringBuilder sb = new StringBuilder("SM6 parts decoded:");
        kinds.forEach((k, v) -> sb.append(' ').append(k).append(' ').append(v[0]).append('/').append(v[1]));
        System.out.println(sb);
        failures.stream().limit(20).forEach(System.out::println);
        assertEquals(List.of(), failures);
    }

    @Test
    void psvAgreesWithDumpbin() throws Exception {
        int compared = 0;
        int lines = 0;
        List<String> failures = new ArrayList<>();
        for (Path p : DxilCorpus.containers()) {
            Container c = Container.read(p);
            if (c.part("PSV0").isEmpty()) {
                continue;
            }
            PsvPart psv = PsvPart.read(c.part("PSV0").get().data());
            String file = p.getFileName().toString();
            String txt = Files.readString(p.resolveSibling(file.substring(0, file.lastIndexOf('.')) + ".dxc.txt"));
            Map<String, String> theirs = new LinkedHashMap<>();
            Map<String, List<String>> theirTables = new LinkedHashMap<>();
            boolean inPsv = false;
            String table = null;
            for (String l : txt.split("\n")) {
                if (l.equals(";PSVRuntimeInfo:")) {
                    inPsv = true;
                } else if (inPsv && (l.equals("; Buffer Definitions:") || l.equals("; Resource Bindings:"))) {
                    break;
                } else if (inPsv && l.endsWith(" signature:")) {
                    table = l.substring(2, l.length() - " signature:".length());
                    theirTables.put(table, new ArrayList<>());
                } else if (inPsv && table != null && l.matches("; \\S+ +\\d+ .*")) {
                    String[] t = l.substring(2).trim().split(" +");
                    theirTables.get(table).add(t[0] + " " + t[1]);
                } else if (inPsv && l.matches("; \\w+(\\[\\d])?: .*")) {
                    theirs.put(l.substring(2, l.indexOf(':')), l.substring(l.indexOf(':') + 2));
                } else if (inPsv && l.startsWith("; NumThreads=")) {
                    theirs.put("NumThreads", l.substring(13));
                }
            }
            Map<String, String> ours = new LinkedHashMap<>();
            ours.put("MinimumExpectedWaveLaneCount", String.valueOf(psv.minimumWaveLaneCount()));
            ours.put("MaximumExpectedWaveLaneCount", String.valueOf(psv.maximumWaveLaneCount()));
            ours.put("UsesViewID", String.valueOf(psv.usesViewId()));
            ours.put("SigInputElements", String.valueOf(psv.inputs().size()));
            ours.put("SigOutputElements", String.valueOf(psv.outputs().size()));
            ours.put("SigPatchConstOrPrimElements", String.valueOf(psv.patchConstants().size()));
            ours.put("SigInputVectors", String.valueOf(psv.inputVectors()));
            for (int s = 0; s < 4; s++) {
                ours.put("SigOutputVectors[" + s + "]", String.valueOf(psv.outputVectors(s)));
            }
            if (psv.version() >= 3) {
                ours.put("EntryFunctionName", psv.entryFunctionName());
            }
            if (!psv.numThreads().isEmpty()) {
                List<Long> n = psv.numThreads();
                ours.put("NumThreads", "(" + n.get(0) + "," + n.get(1) + "," + n.get(2) + ")");
            }
            List<String> diffs = new ArrayList<>();
            for (Map.Entry<String, String> e : theirs.entrySet()) {
                if (ours.containsKey(e.getKey())) {
                    lines++;
                    if (!ours.get(e.getKey()).equals(e.getValue())) {
                        diffs.add(e.getKey() + ": dumpbin " + e.getValue() + ", dxkit " + ours.get(e.getKey()));
                    }
                }
            }
            for (Map.Entry<String, List<String>> sig : theirTables.entrySet()) {
                List<String> rows = sig.getValue();
                // dumpbin titles the mesh shader's outputs "Vertex Output" and its primitive outputs "Primitive Output"
                List<PsvPart.SignatureElement> elements = switch (sig.getKey()) {
                    case "Input" -> psv.inputs();
                    case "Output", "Vertex Output" -> psv.outputs();
                    case "Patch Constant", "Primitive Output" -> psv.patchConstants();
                    default -> List.of();
                };
                List<String> mine = new ArrayList<>();
                for (PsvPart.SignatureElement e : elements) {
                    // one row per element, with its first semantic index
                    mine.add(e.semanticName() + " " + (e.indices().isEmpty() ? 0 : e.indices().get(0)));
                }
                lines += rows.size();
                if (!rows.equals(mine)) {
                    diffs.add(sig.getKey() + " signature: dumpbin " + rows + ", dxkit " + mine);
                }
            }
            compared++;
            if (!diffs.isEmpty()) {
                failures.add(p + ": " + diffs);
            }
        }
        System.out.println("PSV0 agrees with dumpbin: " + (compared - failures.size()) + " / " + compared
                + " containers, " + lines + " lines compared");
        failures.stream().limit(10).forEach(System.out::println);
        assertEquals(List.of(), failures);
    }

    /** RDAT's function table names the library's entry functions with the kinds dx.entryPoints gives them. */
    @Test
    void rdatFunctionsMatchTheModulesEntries() throws Exception {
        int libraries = 0;
        int entries = 0;
        List<String> failures = new ArrayList<>();
        for (Path p : DxilCorpus.containers()) {
            Container c = Container.read(p);
            if (c.part("RDAT").isEmpty()) {
                continue;
            }
            libraries++;
            var rdat = dev.dxkit.part.RuntimeDataPart.read(c.part("RDAT").get().data());
            Map<String, Integer> kinds = new TreeMap<>();
            for (var f : rdat.functions()) {
                kinds.put(f.name(), f.shaderKind());
            }
            DxilInfo info = DxilInfo.of(DxilModule.read(DxilCorpus.program(c).bitcode()));
            for (EntryPoint e : info.entryPoints()) {
                if (e.function().isEmpty()) {
                    continue;
                }
                entries++;
                Integer k = kinds.get(e.function());
                if (k == null || e.kind() == null || k != e.kind().code) {
                    failures.add(p + ": " + e.function() + " module kind " + e.kind() + ", RDAT " + k);
                }
            }
        }
        System.out.println("RDAT functions agree with dx.entryPoints: " + (entries - failures.size()) + " / " + entries
                + " entries in " + libraries + " libraries");
        failures.stream().limit(10).forEach(System.out::println);
        assertEquals(List.of(), failures);
    }

    /** ILDN's name is what dumpbin prints as the shader debug name. */
    @Test
    void debugNameAgreesWithDumpbin() throws Exception {
        int compared = 0;
        List<String> failures = new ArrayList<>();
        for (Path p : DxilCorpus.containers()) {
            Container c = Container.read(p);
            if (c.part("ILDN").isEmpty()) {
                continue;
            }
            String name = dev.dxkit.part.DebugNamePart.read(c.part("ILDN").get().data()).name();
            String file = p.getFileName().toString();
            String txt = Files.readString(p.resolveSibling(file.substring(0, file.lastIndexOf('.')) + ".dxc.txt"));
            int at = txt.indexOf("; shader debug name: ");
            String theirs = at < 0 ? null : txt.substring(at + 21, txt.indexOf('\n', at));
            compared++;
            if (!name.equals(theirs)) {
                failures.add(p + ": ILDN " + name + ", dumpbin " + theirs);
            }
        }
        System.out.println("ILDN agrees with dumpbin: " + (compared - failures.size()) + " / " + compared);
        failures.stream().limit(10).forEach(System.out::println);
        assertEquals(List.of(), failures);
    }
}
