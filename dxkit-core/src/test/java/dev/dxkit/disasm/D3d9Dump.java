package dev.dxkit.disasm;

import dev.dxkit.io.Bytes;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/** Development aid: lists each "index path" line of a file under a flag word into OUT/index.txt. */
final class D3d9Dump {
    private D3d9Dump() {
    }

    public static void main(String[] args) throws Exception {
        Path corpus = Path.of(args[0]);
        List<String> lines = Files.readAllLines(Path.of(args[1]));
        int flags = Integer.parseInt(args[2], 16);
        Path out = Path.of(args[3]);
        Files.createDirectories(out);
        for (String line : lines) {
            String[] f = line.split(" ", 2);
            String text;
            try {
                byte[] data = Files.readAllBytes(corpus.resolve(f[1]));
                text = f[1].endsWith(".d3d9") ? D3d9Listing.print(Bytes.wrap(data), DisasmFlags.of(flags))
                        : Level9Dump.print(data, DisasmFlags.of(flags));
            } catch (RuntimeException e) {
                text = "ERROR " + e + "\n";
            }
            Files.writeString(out.resolve(f[0] + ".txt"), text, StandardCharsets.ISO_8859_1);
        }
    }
}
