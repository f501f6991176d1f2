package dev.dxkit.sources;

import dev.dxkit.container.Container;
import dev.dxkit.dxil.DxilModule;
import dev.dxkit.dxil.Metadata;
import dev.dxkit.io.Bytes;
import dev.dxkit.io.DxFormatException;
import dev.dxkit.part.DxilProgramPart;
import dev.dxkit.part.SdbgPart;
import dev.dxkit.part.SourceInfoPart;
import dev.dxkit.pdb.PdbSources;

import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;

/**
 * The source files a container's debug information carries, the compiled (main) file first.
 *
 * <ul>
 * <li>SPDB (fxc {@code /Zi}): the PDB's injected sources ({@link PdbSources}), exactly the bytes the compiler
 * read;</li>
 * <li>SDBG (d3dcompiler_43 and older): the file table's sources in the string store;</li>
 * <li>SRCI (dxc): the source-contents section, entries in the order of the names section (the main file
 * first; each text as UTF-8, its terminating NUL not included);</li>
 * <li>ILDB or DXIL (dxc {@code -Zi -Qembed_debug}): the named metadata {@code dx.source.contents}, a node
 * {@code !{!"name", !"text"}} per file, with {@code dx.source.mainFileName} put first.</li>
 * </ul>
 */
public final class ShaderSources {
    /**
     * What a container carries.
     *
     * @param part  the part the sources were read from ({@code SPDB}, {@code SDBG}, {@code SRCI}, {@code ILDB},
     *              {@code DXIL}), empty when there are none
     * @param files the sources, the main file first
     */
    public record Found(String part, List<SourceFile> files) {
        /**
         * Copies {@code files}, so that the collection it was given cannot change the record.
         *
         * @param part the part the sources were read from ({@code SPDB}, {@code SDBG}, {@code SRCI}, {@code ILDB},
         *      {@code DXIL}), empty when there are none
         * @param files the sources, the main file first
         */
        public Found {
            files = List.copyOf(files);
        }
    }

    private ShaderSources() {
    }

    /** The sources of {@code c}; {@code Found("", [])} when its debug information holds none (or it has none). */
    public static Found of(Container c) {
        Optional<Bytes> spdb = c.part("SPDB").map(p -> p.data());
        if (spdb.isPresent()) {
            List<SourceFile> files = new ArrayList<>();
            for (PdbSources.Source s : PdbSources.read(spdb.get())) {
                files.add(new SourceFile(s.name(), s.content()));
            }
            return new Found("SPDB", files);
        }
        Optional<Bytes> sdbg = c.part("SDBG").map(p -> p.data());
        if (sdbg.isPresent()) {
            SdbgPart part = SdbgPart.read(sdbg.get());
            List<SourceFile> files = new ArrayList<>();
            for (SdbgPart.File f : part.files()) {
                files.add(new SourceFile(f.name(), part.source(f)));
            }
            return new Found("SDBG", files);
        }
        Optional<Bytes> srci = c.part("SRCI").map(p -> p.data());
        if (srci.isPresent()) {
            SourceInfoPart part = SourceInfoPart.read(srci.get());
            List<SourceFile> files = new ArrayList<>();
            for (int i = 0; i < part.names().size() && i < part.contents().size(); i++) {
                files.add(new SourceFile(part.names().get(i),
                        Bytes.wrap(part.contents().get(i).getBytes(StandardCharsets.UTF_8))));
            }
            return new Found("SRCI", files);
        }
        for (String kind : List.of("ILDB", "DXIL")) {
            Optional<Bytes> program = c.part(kind).map(p -> p.data());
            if (program.isPresent()) {
                List<SourceFile> files = fromModule(kind, DxilProgramPart.read(kind, program.get()).bitcode());
                if (!files.isEmpty()) {
                    return new Found(kind, files);
                }
            }
        }
        return new Found("", List.of());
    }

    /** The {@code dx.source.contents} of a DXIL module, the main file first. */
    private static List<SourceFile> fromModule(String part, Bytes bitcode) {
        DxilModule m = DxilModule.read(bitcode);
        List<SourceFile> files = new ArrayList<>();
        for (int id : m.named("dx.source.contents")) {
            if (!(m.md(id) instanceof Metadata.Node node) || node.operands().size() != 2
                    || !(m.md(node.operands().get(0)) instanceof Metadata.Str name)
                    || !(m.md(node.operands().get(1)) instanceof Metadata.Str text)) {
                throw new DxFormatException(part, 0, "dx.source.contents: expected !{!\"name\", !\"text\"} nodes, found "
                        + m.md(id));
            }
            // metadata strings are kept as ISO-8859-1, one char a byte: the bytes come back unchanged
            files.add(new SourceFile(name.value(), Bytes.wrap(text.value().getBytes(StandardCharsets.ISO_8859_1))));
        }
        String main = null;
        for (int id : m.named("dx.source.mainFileName")) {
            if (m.md(id) instanceof Metadata.Node node && !node.operands().isEmpty()
                    && m.md(node.operands().get(0)) instanceof Metadata.Str s) {
                main = s.value();
            }
        }
        for (int i = 1; main != null && i < files.size(); i++) {
            if (files.get(i).name().equals(main)) {
                files.add(0, files.remove(i));
                break;
            }
        }
        return files;
    }

    /**
     * A relative path for each file found, under which it can be written into an output folder without
     * leaving it: recorded names use {@code /} for {@code \}, lose a drive letter or UNC host and leading
     * slashes, and every {@code .} and {@code ..} segment; characters Windows refuses become {@code _}; a name
     * that is empty, or the same as an earlier one up to case, gets a number. fxc (SPDB, SDBG) records an
     * include by the name its {@code #include} gave, which it resolved from the including file's folder, so
     * a relative include name is taken from the main file's folder; dxc (SRCI, ILDB, DXIL) records every
     * file by the path it opened, relative to one working folder, so those names are kept as they are.
     */
    public static List<String> outputPaths(Found found) {
        return outputPaths(found.files(), found.part().equals("SPDB") || found.part().equals("SDBG"));
    }

    private static List<String> outputPaths(List<SourceFile> files, boolean includesFromMainFolder) {
        List<String> out = new ArrayList<>();
        Set<String> taken = new HashSet<>();
        String mainDir = "";
        for (int i = 0; i < files.size(); i++) {
            String raw = utf8(files.get(i).name()).replace('\\', '/');
            boolean absolute = raw.startsWith("/") || raw.matches("^[A-Za-z]:.*");
            String path = absolute || i == 0 || !includesFromMainFolder ? raw : mainDir + raw;
            path = clean(path);
            if (path.isEmpty()) {
                path = "source" + (i + 1) + ".hlsl";
            }
            if (i == 0) {
                int slash = path.lastIndexOf('/');
                mainDir = slash < 0 ? "" : path.substring(0, slash + 1);
            }
            String unique = path;
            for (int n = 2; !taken.add(unique.toLowerCase(Locale.ROOT)); n++) {
                int dot = path.lastIndexOf('.');
                int slash = path.lastIndexOf('/');
                unique = dot > slash + 1 ? path.substring(0, dot) + "~" + n + path.substring(dot)
                        : path + "~" + n;
            }
            out.add(unique);
        }
        return out;
    }

    /** The path with its drive, host, leading slashes, dot segments and refused characters gone. */
    private static String clean(String path) {
        String p = path;
        if (p.matches("^[A-Za-z]:.*")) {
            p = p.substring(2);
        }
        List<String> segments = new ArrayList<>();
        for (String s : p.split("/")) {
            if (s.isEmpty() || s.equals(".")) {
                continue;
            }
            if (s.equals("..")) {
                if (!segments.isEmpty()) {
                    segments.remove(segments.size() - 1);
                }
                continue;
            }
            StringBuilder b = new StringBuilder(s.length());
            for (int i = 0; i < s.length(); i++) {
                char ch = s.charAt(i);
                b.append(ch < 0x20 || "<>:\"|?*".indexOf(ch) >= 0 ? '_' : ch);
            }
            String seg = b.toString();
            // Windows drops trailing dots and blanks; a segment of only those would vanish
            segments.add(seg.replaceAll("[. ]+$", "").isEmpty() ? "_" : seg);
        }
        return String.join("/", segments);
    }

    /** A name read as ISO-8859-1, as UTF-8 when its bytes are UTF-8. */
    private static String utf8(String isoName) {
        byte[] b = isoName.getBytes(StandardCharsets.ISO_8859_1);
        try {
            return StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT).decode(ByteBuffer.wrap(b)).toString();
        } catch (CharacterCodingException e) {
            return isoName;
        }
    }
}
