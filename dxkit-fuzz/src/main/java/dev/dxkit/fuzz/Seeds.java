package dev.dxkit.fuzz;

import dev.dxkit.container.Container;
import dev.dxkit.container.PartEntry;
import dev.dxkit.io.DxFormatException;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

/**
 * Writes each target's seed inputs from the project's fixtures ({@code fixtures/bin}): the containers, the
 * Direct3D 9 programs, and the parts a target takes alone (Aon9, SPDB); a listing target's seed starts with
 * the byte that picks its flag word. SDBG parts come only from a corpus folder given as a third argument (the
 * fixtures have none); seeds are written under the run's output folder, never committed.
 *
 * <p>{@code java dev.dxkit.fuzz.Seeds FIXTURES_BIN OUT [CORPUS]}
 */
public final class Seeds {
    /** Seeds larger than this are left out: they slow every execution and add little the smaller ones lack. */
    static final int MAX_SEED = 64 << 10;

    private Seeds() {
    }

    public static void main(String[] args) throws IOException {
        Path bin = Path.of(args[0]);
        Path out = Path.of(args[1]);
        int n = 0;
        for (Path f : files(bin)) {
            byte[] b = Files.readAllBytes(f);
            String name = f.getFileName().toString();
            byte flag = (byte) (n++ % Sm4ListingFuzz.FLAGS.length);
            if (name.endsWith(".d3d9")) {
                write(out, "D3d9Fuzz", name, flag, b);
                write(out, "DecompileFuzz", name, (byte) 1, b);
                continue;
            }
            Container c;
            try {
                c = Container.read(b);
            } catch (DxFormatException e) {
                continue;
            }
            write(out, "ContainerFuzz", name, null, b);
            if (c.has("DXIL")) {
                write(out, "DxilFuzz", name, null, b);
            }
            if (c.has("SHEX") || c.has("SHDR")) {
                write(out, "Sm4ListingFuzz", name, flag, b);
                write(out, "DecompileFuzz", name, (byte) 0, b);
            }
            part(c, "Aon9").ifPresent(p -> write(out, "Level9Fuzz", name, flag, p));
            part(c, "SPDB").ifPresent(p -> write(out, "SpdbFuzz", name, null, p));
        }
        // AsmTextFuzz: every eighth listing (SM 4/5/5.1 ones for the SM 4 assembler, Direct3D 9 ones for both of its
        // modes), the Direct3D 9 assembly fixtures, every fourth root-signature text
        Path fixtures = bin.toAbsolutePath().getParent();
        int k = 0;
        for (Path f : files(fixtures.resolve("listings"))) {
            if (k++ % 8 == 0) {
                byte[] b = Files.readAllBytes(f);
                String head = new String(b, 0, Math.min(b.length, 4096), java.nio.charset.StandardCharsets.ISO_8859_1);
                boolean d3d9 = head.matches("(?s).*\\n *((vs|ps)_[123]_[0-9x]|tx_1_0)\\s.*");
                write(out, "AsmTextFuzz", f.getFileName().toString(), (byte) (d3d9 ? 1 + (k / 8) % 2 : 0), b);
            }
        }
        for (Path f : files(fixtures.resolve("d3d9asm").resolve("battery"))) {
            if (f.toString().endsWith(".asm")) {
                write(out, "AsmTextFuzz", f.getFileName().toString(), (byte) 1, Files.readAllBytes(f));
            }
        }
        k = 0;
        for (Path f : files(fixtures.resolve("rootsig").resolve("hlsl"))) {
            if (k++ % 4 == 0) {
                write(out, "AsmTextFuzz", f.getFileName().toString(), (byte) (k % 8 == 1 ? 3 : 7), Files.readAllBytes(f));
            }
        }
        if (args.length > 2 && Files.isDirectory(Path.of(args[2]))) {
            int sdbg = 0;
            for (Path f : files(Path.of(args[2]))) {
                if (sdbg >= 50 || Files.size(f) > 4 * MAX_SEED) {
                    continue;
                }
                byte[] b = Files.readAllBytes(f);
                if (!Container.looksLikeContainer(b)) {
                    continue;
                }
                try {
                    Container c = Container.read(b);
                    if (part(c, "SDBG").isPresent()) {
                        write(out, "SdbgFuzz", f.getFileName().toString(), null, part(c, "SDBG").get());
                        sdbg++;
                    }
                } catch (DxFormatException e) {
                    // not a container after all
                }
            }
        }
    }

    private static java.util.Optional<byte[]> part(Container c, String kind) {
        return c.part(kind).map(PartEntry::data).map(d -> d.toArray());
    }

    private static List<Path> files(Path root) throws IOException {
        try (Stream<Path> s = Files.walk(root)) {
            return s.filter(Files::isRegularFile).sorted().toList();
        }
    }

    private static void write(Path out, String target, String name, Byte flag, byte[] data) {
        if (data.length > MAX_SEED) {
            return;
        }
        try {
            Path dir = Files.createDirectories(out.resolve(target));
            byte[] b = data;
            if (flag != null) {
                b = new byte[data.length + 1];
                b[0] = flag;
                System.arraycopy(data, 0, b, 1, data.length);
            }
            Files.write(dir.resolve(name), b);
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }
}
