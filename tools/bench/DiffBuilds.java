import dev.dxkit.container.Container;
import dev.dxkit.container.DigestState;
import dev.dxkit.container.Strip;
import dev.dxkit.io.Bytes;
import dev.dxkit.io.LittleEndian;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Builds two "builds" for tools/bench/diff-builds.sh: A, N programs taken from the corpus MANIFEST (copied
 * round by round into copyK/ folders past its 6,446), and B, A changed as a patch changes a build. Of every
 * 50 programs of A, in turn: one is moved and renamed, one stripped (D3DStripShader 0x1f, where that removes a
 * part), one has its first immediate 1.0f made 2.0f and is re-signed, one is deleted (unless it is a compute
 * program), one (a compute program) gets an edited copy added under added/, and one is moved and edited (then
 * "changed", paired by its interface). Deleted and added programs are of different stages, so that an added
 * program is never the closest interface of a deleted one: the truth is then known. The rest are unchanged. Writes OUT/A, OUT/B and OUT/expected.tsv (path, class).
 *
 *   java -cp dxkit-core/target/classes tools/bench/DiffBuilds.java CORPUS N OUT
 */
public class DiffBuilds {
    public static void main(String[] args) throws IOException {
        Path corpus = Path.of(args[0]);
        int n = Integer.parseInt(args[1]);
        Path out = Path.of(args[2]);
        List<String> programs = new ArrayList<>();
        List<String> lines = Files.readAllLines(corpus.resolve("MANIFEST.tsv"));
        for (String line : lines.subList(1, lines.size())) {
            programs.add(line.split("\t", 2)[0]);
        }
        Path a = out.resolve("A");
        Path b = out.resolve("B");
        try (PrintWriter exp = new PrintWriter(Files.newBufferedWriter(out.resolve("expected.tsv")))) {
            for (int i = 0; i < n; i++) {
                String src = programs.get(i % programs.size());
                String rel = (i < programs.size() ? "" : "copy" + (i / programs.size()) + "/") + src;
                byte[] data = Files.readAllBytes(corpus.resolve(src));
                if (i >= programs.size()) {
                    data = data.clone(); // a copy is its own file; its bytes are its source's
                }
                write(a.resolve(rel), data);
                int turn = i % 50;
                boolean container = Container.looksLikeContainer(data);
                byte[] stripped = container && turn == 2 ? strip(data) : null;
                byte[] edited = container && (turn == 3 || turn == 5 || turn == 6) ? edit(data) : null;
                boolean compute = container && compute(data);
                if (turn == 1) {
                    write(b.resolve("moved/" + rel.replace('/', '_')), data);
                    exp.println(rel + "\tmoved");
                } else if (stripped != null) {
                    write(b.resolve(rel), stripped);
                    exp.println(rel + "\tsameProgram");
                } else if (turn == 3 && edited != null) {
                    write(b.resolve(rel), edited);
                    exp.println(rel + "\tchanged");
                } else if (turn == 6 && edited != null) {
                    write(b.resolve("edited/" + rel), edited);
                    exp.println(rel + "\tchanged");
                } else if (turn == 4 && !compute) {
                    exp.println(rel + "\tremoved");
                } else {
                    write(b.resolve(rel), data);
                    exp.println(rel + "\tidentical");
                    if (turn == 5 && edited != null && compute) {
                        write(b.resolve("added/" + rel), edited);
                        exp.println("added/" + rel + "\tadded");
                    }
                }
            }
        }
    }

    static void write(Path p, byte[] data) throws IOException {
        Files.createDirectories(p.getParent());
        Files.write(p, data);
    }

    /** Whether the program is a compute shader (the program type in its version word is 5). */
    static boolean compute(byte[] data) {
        Container c = Container.read(data);
        for (String k : new String[] {"SHEX", "SHDR", "DXIL"}) {
            if (c.has(k) && c.part(k).orElseThrow().size() >= 4) {
                return (c.part(k).orElseThrow().data().reader(k).i32At(0) >>> 16) == 5;
            }
        }
        return false;
    }

    static byte[] strip(byte[] data) {
        Container c = Container.read(data);
        if (c.digestState() == DigestState.ZERO) {
            return null;
        }
        try {
            byte[] s = Strip.strip(data, 0x1f);
            return s.length == data.length ? null : s;
        } catch (RuntimeException e) {
            return null;
        }
    }

    static byte[] edit(byte[] data) {
        Container c = Container.read(data);
        String kind = c.has("SHEX") ? "SHEX" : c.has("SHDR") ? "SHDR" : null;
        if (kind == null) {
            return null;
        }
        byte[] code = c.part(kind).orElseThrow().data().toArray();
        for (int at = 8; at + 4 <= code.length; at += 4) {
            if (LittleEndian.i32(code, at) == 0x3f800000) {
                LittleEndian.putI32(code, at, 0x40000000);
                return c.withPart(kind, Bytes.wrap(code)).toBytes();
            }
        }
        return null;
    }
}
