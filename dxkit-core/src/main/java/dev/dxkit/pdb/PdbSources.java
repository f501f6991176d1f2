package dev.dxkit.pdb;

import dev.dxkit.io.ByteReader;
import dev.dxkit.io.Bytes;
import dev.dxkit.io.DxFormatException;
import dev.dxkit.msf.MsfFile;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The source files an SPDB part carries (fxc {@code /Zi}): the PDB's injected sources. The named stream
 * {@code /src/headerblock} lists them and each one's text is the named stream {@code /src/files/<virtual name>}.
 *
 * <pre>
 * headerblock: 0x00 version (19980827), 0x04 size of the stream, 0x08 FILETIME, 0x10 age, 0x14 44 bytes
 *              zero; at 0x40 a hash table: u32 size, u32 capacity, u32 present-word count + words, u32
 *              deleted-word count + words, then per present bucket a u32 key and a 40-byte entry
 * entry:       0x00 size (40), 0x04 version, 0x08 CRC, 0x0c file size, 0x10 file name (/names offset, as
 *              the compiler was given it), 0x14 object name, 0x18 virtual name (/names offset, the lower-case
 *              name after /src/files/), 0x1c compression (u8, 0 none), 0x1d is-virtual (u8), 2 bytes
 *              padding, 8 bytes reserved
 * </pre>
 *
 * The files come back in the order of the module's file checksum table (the compiled file first, then the
 * includes in the order the compiler met them); a source no line refers to follows, by name.
 */
public final class PdbSources {
    /** One source file: the name the compiler recorded and its bytes as it read them. */
    public record Source(String name, Bytes content) {
    }

    private static final String WHERE = "PDB /src/headerblock";
    private static final int HEADER = 0x40;
    private static final int ENTRY = 40;

    private PdbSources() {
    }

    /** The sources of the PDB in {@code spdb} (an SPDB part's bytes); empty when it has none. */
    public static List<Source> read(Bytes spdb) {
        MsfFile msf = MsfFile.read(spdb);
        PdbInfo info = PdbInfo.read(msf.stream(1));
        Integer block = info.namedStreams().get("/src/headerblock");
        Integer namesStream = info.namedStreams().get("/names");
        if (block == null) {
            return List.of();
        }
        if (namesStream == null) {
            throw new DxFormatException("PDB info", 0, "expected a /names stream beside /src/headerblock, found "
                    + info.namedStreams().keySet());
        }
        Names names = Names.read(msf.stream(namesStream));
        ByteReader r = msf.stream(block).reader(WHERE);
        r.require(0, HEADER + 16, "the header and hash table head");
        int size = r.countAt(HEADER, (r.size() - HEADER) / (4 + ENTRY), "source count");
        long capacity = r.u32At(HEADER + 4);
        if (capacity < size || capacity > 1 << 20) {
            throw r.error(HEADER + 4, "expected a capacity of " + size + "..1048576, found " + capacity);
        }
        int presentWords = r.countAt(HEADER + 8, (r.size() - HEADER - 12) / 4, "present bit vector word count");
        int present = HEADER + 12;
        int at = present + 4 * presentWords;
        int deletedWords = r.countAt(at, (r.size() - at - 4) / 4, "deleted bit vector word count");
        at += 4 + 4 * deletedWords;
        Map<String, Source> byVirtualName = new LinkedHashMap<>();
        for (long bucket = 0; bucket < capacity && bucket / 32 < presentWords; bucket++) {
            if ((r.u32At(present + 4 * (int) (bucket / 32)) >>> (bucket % 32) & 1) == 0) {
                continue;
            }
            r.require(at, 4 + ENTRY, "a source entry");
            int e = at + 4; // past the bucket's key
            long entrySize = r.u32At(e);
            if (entrySize != ENTRY) {
                throw r.error(e, "expected a source entry of 40 bytes, found " + entrySize);
            }
            int compression = r.u8At(e + 0x1c);
            String name = names.at(r.u32At(e + 0x10));
            String virtualName = names.at(r.u32At(e + 0x18));
            if (compression != 0) {
                throw r.error(e + 0x1c, "source " + name + ": compression " + compression
                        + " is not known (0 is none)");
            }
            String stream = "/src/files/" + virtualName;
            Integer s = info.namedStreams().get(stream);
            if (s == null) {
                throw r.error(e + 0x18, "source " + name + ": no stream " + stream);
            }
            Bytes content = msf.stream(s);
            long fileSize = r.u32At(e + 0x0c);
            if (fileSize != content.size()) {
                throw r.error(e + 0x0c, "source " + name + ": file size " + fileSize + " but its stream holds "
                        + content.size() + " bytes");
            }
            byVirtualName.put(virtualName, new Source(name, content));
            at += 4 + ENTRY;
        }
        return ordered(byVirtualName, checksumOrder(msf, info, names));
    }

    /** The source names of the first module's file checksum table, in table order; empty when unreadable. */
    private static List<String> checksumOrder(MsfFile msf, PdbInfo info, Names names) {
        try {
            Dbi dbi = Dbi.read(msf.stream(3));
            if (dbi.modules().isEmpty() || dbi.modules().get(0).stream() < 0) {
                return List.of();
            }
            DbiModule m = dbi.modules().get(0);
            ModuleStream module = ModuleStream.read(msf.stream(m.stream()), m, names);
            List<Map.Entry<Long, String>> files = new ArrayList<>(module.files().entrySet());
            files.sort(Map.Entry.comparingByKey());
            List<String> out = new ArrayList<>();
            for (Map.Entry<Long, String> f : files) {
                out.add(f.getValue());
            }
            return out;
        } catch (DxFormatException e) {
            return List.of(); // the order is a nicety: the sources themselves were read
        }
    }

    private static List<Source> ordered(Map<String, Source> byVirtualName, List<String> order) {
        List<Source> out = new ArrayList<>();
        List<Source> rest = new ArrayList<>(byVirtualName.values());
        for (String name : order) {
            for (int i = 0; i < rest.size(); i++) {
                Source s = rest.get(i);
                if (s.name().equals(name) || s.name().equalsIgnoreCase(name)) {
                    out.add(rest.remove(i));
                    break;
                }
            }
        }
        rest.sort(Comparator.comparing(Source::name));
        out.addAll(rest);
        return List.copyOf(out);
    }
}
