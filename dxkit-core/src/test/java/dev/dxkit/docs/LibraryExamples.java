package dev.dxkit.docs;

import dev.dxkit.census.Census;
import dev.dxkit.census.CensusWalker;
import dev.dxkit.census.GroupBy;
import dev.dxkit.census.Measure;
import dev.dxkit.container.Container;
import dev.dxkit.container.Strip;
import dev.dxkit.text.DisasmFlags;
import dev.dxkit.hash.ShaderHashes;
import dev.dxkit.io.Bytes;
import dev.dxkit.part.Part;
import dev.dxkit.part.PartDecoder;
import dev.dxkit.part.RawPart;
import dev.dxkit.part.RootSignaturePart;
import dev.dxkit.reflect.ConstantBuffer;
import dev.dxkit.reflect.Reflector;
import dev.dxkit.reflect.ShaderReflection;
import dev.dxkit.reflect.Variable;
import dev.dxkit.rootsig.RootSignaturePrinter;
import dev.dxkit.shader.Listing;
import dev.dxkit.shader.Shader;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The examples of {@code docs/library.md}, each a static method copied there verbatim (less this file's
 * indentation): {@link LibraryExamplesTest} checks that every {@code java} block of the document appears here
 * and runs these methods on the project's fixtures.
 */
final class LibraryExamples {
    private LibraryExamples() {
    }

    static String list(Path file) throws IOException {
        Shader s = Shader.read(file);                 // a DXBC or DXIL container, or a raw Direct3D 9 program
        Listing l = s.list(DisasmFlags.of(0));        // fxc /Fc's text; dxc -dumpbin's for DXIL
        if (l instanceof Listing.Text t) {
            return new String(t.bytes(), t.charset()); // t.bytes(): byte for byte what the tool writes
        }
        return ((Listing.Nothing) l).reason();        // a root signature, an effect: what it is, what shows it
    }

    static List<String> constants(Path file) throws IOException {
        List<String> out = new ArrayList<>();
        if (Reflector.reflect(Container.read(file)) instanceof ShaderReflection r) {  // else a DXIL library
            for (ConstantBuffer cb : r.constantBuffers()) {
                for (Variable v : cb.variables()) {
                    out.add(cb.name() + "." + v.name() + ": " + v.type().name() + " @" + v.startOffset());
                }
            }
        }
        return out;
    }

    static byte[] addPrivateData(Path file, String note) throws IOException {
        Container c = Container.read(file);
        Container edited = c.withPart("PRIV", Bytes.wrap(note.getBytes(StandardCharsets.UTF_8)));
        return edited.toBytes();                      // re-laid and re-signed; the other parts copied as they were
    }

    static byte[] stripReflection(Path file) throws IOException {
        byte[] data = Files.readAllBytes(file);
        return Strip.strip(data, Strip.REFLECTION_DATA | Strip.DEBUG_INFO);  // D3DStripShader, byte for byte
    }

    static List<String> hashes(Path file) throws IOException {
        byte[] data = Files.readAllBytes(file);
        List<String> out = new ArrayList<>();
        for (ShaderHashes.Kind kind : ShaderHashes.Kind.values()) {  // sha256, digest, fnv, bytecode, program
            ShaderHashes.of(kind, data).ifPresent(h -> out.add(kind.label() + " " + h));
        }
        return out;
    }

    static String census(Path folder) throws IOException {
        Census census = CensusWalker.run(List.of(folder.toString()),
                new CensusWalker.Options(GroupBy.TOP, false, 2, false));  // group, carve, threads, count first
        long programs = census.total().get(Measure.PROGRAMS);         // every measure of dxkit census
        long distinct = census.total().get(Measure.DISTINCT);         // ... and census.groups() per folder
        return programs + " programs, " + distinct + " distinct";     // CensusText.text(census): the report
    }

    static String rootSignature(Path file) throws IOException {
        Container c = Container.read(file);
        Part p = PartDecoder.decode("RTS0", c.part("RTS0").orElseThrow().data());
        if (p instanceof RootSignaturePart rs) {
            return RootSignaturePrinter.print(rs);    // "#define RS ..." as dxc reads it back
        }
        return ((RawPart) p).reason();                // not decoded: a RawPart says why
    }
}
