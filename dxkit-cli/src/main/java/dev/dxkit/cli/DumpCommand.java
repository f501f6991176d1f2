package dev.dxkit.cli;

import dev.dxkit.container.Container;
import dev.dxkit.container.PartEntry;
import dev.dxkit.io.Bytes;
import dev.dxkit.io.DxFormatException;
import dev.dxkit.part.EffectPart;
import dev.dxkit.part.Part;
import dev.dxkit.part.PartDecoder;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

import java.io.IOException;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;

/**
 * {@code dxkit dump}: every part of each container decoded — signatures, RDEF, STAT, SFI0, IFCE and whatever
 * kinds {@link PartDecoder} learns — as indented text or JSON. Both come from {@link Part#tree()}, so a new
 * part kind needs no change here. A part dxkit cannot decode shows its size and the reason.
 */
@Command(name = "dump", mixinStandardHelpOptions = true,
        description = "Show each container's parts decoded (signatures, RDEF, STAT, SFI0, IFCE, ...).")
final class DumpCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Parameters(arity = "1..*", paramLabel = "FILE", description = "Containers to dump (- for stdin).")
    List<String> files;

    @Option(names = "--part", paramLabel = "KIND", description = "Only parts of this kind (e.g. RDEF); repeatable.")
    List<String> kinds;

    @Option(names = "--json", description = "Write JSON instead of text.")
    boolean json;

    @Override
    public Integer call() throws IOException {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        int status = Main.OK;
        List<Object> docs = new ArrayList<>();
        for (String f : files) {
            byte[] data = Io.read(f);
            boolean[] refused = {false};
            Map<String, Object> program = ContainerJson.d3d9OrReport(f, data, true, err, docs, refused);
            if (refused[0]) {
                status = Main.FINDINGS;
                continue;
            }
            if (program != null) {
                Map<String, Object> doc = new LinkedHashMap<>();
                doc.put("path", f);
                program.remove("path");
                if (kinds != null) {
                    program.put("comments", ((List<?>) program.get("comments")).stream()
                            .filter(c -> kinds.contains(((Map<?, ?>) c).get("kind"))).toList());
                }
                doc.putAll(program);
                docs.add(doc);
                continue;
            }
            if (EffectPart.startsEffect(Bytes.wrap(data))) {
                // an fx_5_0 .fxo: the effect's data with no container around it
                Map<String, Object> doc = new LinkedHashMap<>();
                doc.put("path", f);
                doc.put("size", data.length);
                try {
                    doc.put("effect", EffectPart.readEffect(Bytes.wrap(data)).tree());
                } catch (DxFormatException e) {
                    err.println("dxkit: " + f + ": " + e.getMessage());
                    docs.add(ContainerJson.error(f, e.getMessage()));
                    status = Main.FINDINGS;
                    continue;
                }
                docs.add(doc);
                continue;
            }
            Container c = ContainerJson.readOrReport(f, data, err, docs);
            if (c == null) {
                status = Main.FINDINGS;
                continue;
            }
            Map<String, Object> doc = new LinkedHashMap<>();
            doc.put("path", f);
            List<Object> parts = new ArrayList<>();
            for (PartEntry e : c.parts()) {
                if (kinds != null && !kinds.contains(e.kind())) {
                    continue;
                }
                Part p = PartDecoder.decode(e.kind(), e.data());
                Map<String, Object> t = new LinkedHashMap<>();
                t.put("kind", e.kind());
                t.put("offset", e.offset());
                t.putAll(p.tree());
                parts.add(t);
            }
            doc.put("parts", parts);
            docs.add(doc);
        }
        if (json) {
            out.print(Json.write(docs.size() == 1 ? docs.get(0) : docs));
        } else {
            for (int i = 0; i < docs.size(); i++) {
                if (i > 0) {
                    out.print("\n");
                }
                out.print(TreeText.render(docs.get(i)));
            }
        }
        out.flush();
        return status;
    }
}
