import dev.dxkit.container.Container;
import dev.dxkit.container.PartEntry;
import dev.dxkit.io.DxFormatException;
import dev.dxkit.part.RootSignaturePart;
import dev.dxkit.rootsig.RootSignatureCompiler;
import dev.dxkit.rootsig.RootSignaturePrinter;
import dev.dxkit.rootsig.RootSignatureWriter;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/**
 * The battery's many root-signature jobs in one JVM, through dxkit's library (run with the dxkit jar on the class
 * path: {@code java -cp dxkit.jar RootsigHarness.java LIST OUT}). LIST lines: {@code text ID VERSION FILE} compiles
 * FILE's macro RS (writes OUT/ID.dxbc, or OUT/ID.err: the message, then the detail); {@code program ID FILE} prints
 * the RTS0 part of container FILE (OUT/ID.printed.hlsl), compiles the text back at the part's version
 * (OUT/ID.back.rts0 and OUT/ID.back.dxbc) and writes the part as stored (OUT/ID.rts0).
 */
public class RootsigHarness {
    public static void main(String[] args) throws Exception {
        Path out = Path.of(args[1]);
        Files.createDirectories(out);
        for (String line : Files.readAllLines(Path.of(args[0]))) {
            String[] f = line.split("\t");
            try {
                if (f[0].equals("text")) {
                    Path src = Path.of(f[3]);
                    int v = f[2].equals("1.0") ? 1 : 2;
                    try {
                        RootSignaturePart rs = RootSignatureCompiler.compile(src.getFileName().toString(), Files.readAllBytes(src), "RS", v);
                        Files.write(out.resolve(f[1] + ".dxbc"), RootSignatureWriter.container(rs));
                    } catch (DxFormatException e) {
                        Files.writeString(out.resolve(f[1] + ".err"), e.getMessage() + "\n" + e.detail() + "\n", StandardCharsets.UTF_8);
                    }
                } else {
                    Container c = Container.read(Files.readAllBytes(Path.of(f[2])));
                    Optional<PartEntry> p = c.part("RTS0");
                    if (p.isEmpty()) {
                        continue;
                    }
                    byte[] stored = p.get().data().toArray();
                    Files.write(out.resolve(f[1] + ".rts0"), stored);
                    RootSignaturePart part = RootSignaturePart.read(p.get().data());
                    String text = RootSignaturePrinter.print(part);
                    Files.writeString(out.resolve(f[1] + ".printed.hlsl"), text, StandardCharsets.ISO_8859_1);
                    RootSignaturePart back = RootSignatureCompiler.compile("printed.hlsl", text.getBytes(StandardCharsets.ISO_8859_1),
                            null, stored[0]);
                    Files.write(out.resolve(f[1] + ".back.rts0"), back.encode().toArray());
                    Files.write(out.resolve(f[1] + ".back.dxbc"), RootSignatureWriter.container(back));
                }
            } catch (RuntimeException e) {
                Files.writeString(out.resolve(f[1] + ".crash"), e.toString() + "\n", StandardCharsets.UTF_8);
            }
        }
    }
}
