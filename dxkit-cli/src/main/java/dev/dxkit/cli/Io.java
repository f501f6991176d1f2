package dev.dxkit.cli;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/** File input and output for the commands: "-" for stdin/stdout, atomic writes, directory walks. */
final class Io {
    /** Files larger than this are refused before they are read. */
    static final long MAX_INPUT = 1L << 30;

    private Io() {
    }

    /** The bytes of {@code name}, or of stdin for "-". */
    static byte[] read(String name) throws IOException {
        if (name.equals("-")) {
            return System.in.readAllBytes();
        }
        Path p = Path.of(name);
        long size = Files.size(p);
        if (size > MAX_INPUT) {
            throw new IOException(name + ": " + size + " bytes, more than the " + MAX_INPUT + " dxkit reads");
        }
        return Files.readAllBytes(p);
    }

    /**
     * Writes {@code data} to {@code name} ("-" for stdout) atomically: into a temporary file beside it, then
     * renamed over it.
     */
    static void write(String name, byte[] data) throws IOException {
        if (name.equals("-")) {
            OutputStream out = System.out;
            out.write(data);
            out.flush();
            return;
        }
        writeAtomically(Path.of(name), data);
    }

    static void writeAtomically(Path target, byte[] data) throws IOException {
        Path dir = target.toAbsolutePath().getParent();
        if (dir != null) {
            Files.createDirectories(dir);
        }
        Path tmp = Files.createTempFile(dir, "." + target.getFileName() + ".", ".tmp");
        try {
            Files.write(tmp, data);
            try {
                Files.move(tmp, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(tmp, target, StandardCopyOption.REPLACE_EXISTING);
            }
        } finally {
            Files.deleteIfExists(tmp);
        }
    }

    /** Every regular file under each of {@code names} (a file names itself), in sorted order per root. */
    static List<Path> walk(List<String> names) throws IOException {
        List<Path> out = new ArrayList<>();
        for (String n : names) {
            Path p = Path.of(n);
            if (Files.isDirectory(p)) {
                try (Stream<Path> s = Files.walk(p)) {
                    s.filter(Files::isRegularFile).sorted().forEach(out::add);
                }
            } else {
                out.add(p);
            }
        }
        return out;
    }

    /** The first {@code n} bytes of {@code p} (fewer if it is shorter). */
    static byte[] head(Path p, int n) throws IOException {
        try (InputStream in = Files.newInputStream(p)) {
            return in.readNBytes(n);
        }
    }
}
