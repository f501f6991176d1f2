package dev.dxkit.dxil;

import dev.dxkit.container.Container;
import dev.dxkit.part.DxilProgramPart;
import dev.dxkit.part.HashPart;
import dev.dxkit.part.PartDecoder;
import org.junit.jupiter.api.Test;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * The module's entry points, shader model, signatures and resources, and the HASH part, against what dxc's
 * dumpbin printed for every DXIL container of the corpus ({@code <name>.dxc.txt}).
 */
class DumpbinHeaderTest {
    @Test
    void moduleAgreesWithDumpbin() throws Exception {
        Map<String, int[]> tally = new TreeMap<>(); // item -> {agree, compared}
        List<String> mismatches = new ArrayList<>();
        for (Path p : DxilCorpus.containers()) {
            String file = p.getFileName().toString();
            Path txt = p.resolveSibling(file.substring(0, file.lastIndexOf('.')) + ".dxc.txt");
            DumpbinHeader h = DumpbinHeader.parse(Files.readString(txt));
            Container c = Container.read(p);
            DxilProgramPart prog = DxilCorpus.program(c);
            DxilInfo info = DxilInfo.of(DxilModule.read(prog.bitcode()));
            check(tally, mismatches, p, "model", h.model, info.model().profile());
            List<DumpbinHeader.Entry> entries = new ArrayList<>();
            for (EntryPoint e : info.entryPoints()) {
                entries.add(new DumpbinHeader.Entry(e.function(), e.name(),
                        e.properties().getOrDefault(DxilInfo.SHADER_KIND_TAG, -1L)));
            }
            check(tally, mismatches, p, "entry points", h.entries, entries);
            if (!h.signatures.isEmpty()) {
                EntryPoint e = info.entryPoints().get(0);
                check(tally, mismatches, p, "input signature", rows(h.signatures.get("Input"), false),
                        rows(e.inputs(), false));
                check(tally, mismatches, p, "output signature", rows(h.signatures.get("Output"), false),
                        rows(e.outputs(), false));
                if (h.signatures.containsKey("Patch")) {
                    check(tally, mismatches, p, "patch constant signature", rows(h.signatures.get("Patch"), false),
                            rows(e.patchConstants(), false));
                }
            }
            if (h.hasBindings) {
                List<String> expect = new ArrayList<>();
                for (DumpbinHeader.BindRow b : h.bindings) {
                    expect.add(String.join("|", b.name(), b.type(), b.format(), b.dim(), b.id(), b.bind(), b.count()));
                }
                // dxc strips names from the DXIL module; the STAT part keeps a reflection module with them
                DxilInfo reflection = c.part("STAT").isPresent()
                        ? DxilInfo.of(DxilModule.read(DxilProgramPart.read("STAT", c.part("STAT").get().data()).bitcode()))
                        : info;
                check(tally, mismatches, p, "resource bindings", expect, bindings(reflection.resources()));
            }
            if (c.part("HASH").isPresent()) {
                HashPart hash = (HashPart) PartDecoder.decode("HASH", c.part("HASH").get().data());
                check(tally, mismatches, p, "HASH digest = dumpbin's shader hash", h.hash, hash.digest().hex());
                check(tally, mismatches, p, "HASH verifies (MD5 of the DXIL bitcode)", true, hash.verifies(prog));
            }
        }
        StringBuilder report = new StringBuilder();
        tally.forEach((k, v) -> report.append(String.format("  %-45s %d / %d%n", k, v[0], v[1])));
        System.out.print("dumpbin agreement:\n" + report);
        mismatches.stream().limit(30).forEach(System.out::println);
        String dump = System.getenv("DXKIT_MISMATCHES");
        if (dump != null) {
            Files.write(Path.of(dump), mismatches);
        }
        for (String exact : List.of("model", "entry points", "patch constant signature",
                "HASH digest = dumpbin's shader hash", "HASH verifies (MD5 of the DXIL bitcode)")) {
            int[] t = tally.get(exact);
            assertEquals(t[1], t[0], exact + " must agree everywhere");
        }
        // Known disagreements, each a fact of dumpbin's text rather than of the module: dumpbin glues columns
        // when a value overflows its width (SV_StencilRef, SV_ShadingRate rows), lists mesh-shader SV_Position
        // rows per vertex and prefixes geometry-shader stream outputs with "m0:", and leaves out resources bound
        // in AGS's driver space 2147420894. Anything beyond those is a regression.
        long unexplained = mismatches.stream().filter(m -> !(m.contains("2147420894") || m.contains("SHDINGRATE")
                || m.contains("oStencilRefSTENCILREF") || m.contains("|m0:") || m.contains("[m0:")
                || m.contains("/mesh_shader/"))).count();
        assertEquals(0, unexplained, "items that disagree with dumpbin for no known reason");
    }

    private static void check(Map<String, int[]> tally, List<String> mismatches, Path p, String item, Object expected,
                              Object actual) {
        int[] t = tally.computeIfAbsent(item, k -> new int[2]);
        t[1]++;
        if (Objects.equals(expected, actual)) {
            t[0]++;
        } else {
            mismatches.add(p + ": " + item + "\n    dumpbin " + expected + "\n    dxkit   " + actual);
        }
    }

    private static List<String> rows(List<?> in, boolean unused) {
        List<String> out = new ArrayList<>();
        if (in == null) {
            return out;
        }
        List<int[]> order = new ArrayList<>(); // {register, element, row} of each dxkit row, to sort as dumpbin does
        int element = 0;
        for (Object o : in) {
            if (o instanceof DumpbinHeader.SigRow r) {
                out.add(String.join("|", r.name(), String.valueOf(r.index()), r.mask(), r.register(), r.format()));
            } else if (o instanceof SignatureElement e) {
                for (int row = 0; row < e.rows(); row++) {
                    StringBuilder mask = new StringBuilder("    ");
                    for (int col = e.startCol(); col >= 0 && col < e.startCol() + e.cols() && col < 4; col++) {
                        mask.setCharAt(col, "xyzw".charAt(col));
                    }
                    String reg = e.startRow() < 0 ? special(e.semanticKind()) : String.valueOf(e.startRow() + row);
                    if (e.startRow() < 0) {
                        mask = new StringBuilder(" N/A");
                    }
                    int index = row < e.indices().size() ? e.indices().get(row) : row;
                    out.add(String.join("|", e.name(), String.valueOf(index), mask.toString(), reg,
                            signatureFormat(e.componentType())));
                    order.add(new int[] {e.startRow() < 0 ? Integer.MAX_VALUE : e.startRow() + row, element, out.size() - 1});
                }
                element++;
            }
        }
        if (order.isEmpty()) {
            return out;
        }
        // the signature parts dumpbin prints list rows by register, then by element order
        order.sort(java.util.Comparator.<int[]>comparingInt(x -> x[0]).thenComparingInt(x -> x[1]));
        List<String> sorted = new ArrayList<>();
        for (int[] x : order) {
            sorted.add(out.get(x[2]));
        }
        return sorted;
    }

    /** The register dumpbin names for an element outside the register file. */
    static String special(int semanticKind) {
        return switch (semanticKind) {
            case 17 -> "oDepth";
            case 18 -> "oDepthLE";
            case 19 -> "oDepthGE";
            case 20 -> "oStencilRef";
            case 14 -> "oMask";
            case 10 -> "primID";
            default -> "special";
        };
    }

    /** The signature part's component-type column as dumpbin prints it. */
    static String signatureFormat(int componentType) {
        return switch (componentType) {
            case 1, 5 -> "uint";
            case 4 -> "int";
            case 9 -> "float";
            case 8 -> "fp16";
            case 2 -> "int16";
            case 3 -> "uint16";
            default -> "?" + componentType;
        };
    }

    private static List<String> bindings(List<Resource> resources) {
        List<String> out = new ArrayList<>();
        // dumpbin lists constant buffers, samplers, SRVs, then UAVs
        List<Resource> sorted = new ArrayList<>(resources);
        sorted.sort(java.util.Comparator.comparingInt((Resource r) -> switch (r.resourceClass()) {
            case CBV -> 0;
            case SAMPLER -> 1;
            case SRV -> 2;
            case UAV -> 3;
        }));
        for (Resource r : sorted) {
            ResourceKind kind = ResourceKind.byCode(r.shape());
            String type = switch (r.resourceClass()) {
                case SRV -> "texture";
                case UAV -> "UAV";
                case CBV -> "cbuffer";
                case SAMPLER -> "sampler";
            };
            String format;
            String dim;
            switch (r.resourceClass()) {
                case CBV, SAMPLER -> {
                    format = "NA";
                    dim = "NA";
                }
                default -> {
                    dim = kind == null ? "?" : kind.dim;
                    if (kind == ResourceKind.RAW_BUFFER || kind == ResourceKind.STRUCTURED_BUFFER) {
                        format = kind == ResourceKind.RAW_BUFFER ? "byte" : "struct";
                        if (r.resourceClass() == Resource.ResourceClass.UAV) {
                            dim = r.counter() ? "r/w+cnt" : "r/w";
                        }
                    } else {
                        ComponentType ct = ComponentType.byCode(r.elementType());
                        format = ct == null ? "invalid" : ct.shortName;
                    }
                }
            }
            String prefix = switch (r.resourceClass()) {
                case SRV -> "T";
                case UAV -> "U";
                case CBV -> "CB";
                case SAMPLER -> "S";
            };
            String bind = r.resourceClass().register + r.lowerBound() + (r.space() != 0 ? ",space" + r.space() : "");
            String count = r.rangeSize() == 0xFFFF_FFFFL ? "unbounded" : String.valueOf(r.rangeSize());
            out.add(String.join("|", r.name(), type, format, dim, prefix + r.id(), bind, count));
        }
        return out;
    }
}
