package dev.dxkit.part;

import dev.dxkit.io.Bytes;
import dev.dxkit.io.DxFormatException;
import dev.dxkit.msf.MsfFile;
import dev.dxkit.pdb.Dbi;
import dev.dxkit.pdb.DbiModule;
import dev.dxkit.pdb.Pdb;
import dev.dxkit.pdb.PdbInfo;
import dev.dxkit.pdb.PdbSources;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The SPDB part of an fxc {@code /Zi} build: a program database in an MSF file ({@link MsfFile}), summarised
 * for a dump: its block size and streams, the named streams of the PDB info stream ({@link PdbInfo}), the
 * modules of the DBI stream ({@link Dbi}) and the source files it carries ({@link PdbSources}) with their
 * sizes. {@code dxkit sources} writes the files; {@code dxkit dis} uses the rest.
 *
 * @param msf     the MSF file
 * @param info    the PDB info stream (stream 1)
 * @param modules the DBI stream's modules (stream 3)
 * @param sources the injected source files, the compiled file first
 * @param bytes   the part data as stored
 */
public record SpdbPart(MsfFile msf, PdbInfo info, List<DbiModule> modules, List<PdbSources.Source> sources,
                       Bytes bytes) implements Part {
    /**
     * Copies {@code modules} and {@code sources}, so that the collections it was given cannot change the record.
     *
     * @param msf the MSF file
     * @param info the PDB info stream (stream 1)
     * @param modules the DBI stream's modules (stream 3)
     * @param sources the injected source files, the compiled file first
     * @param bytes the part data as stored
     */
    public SpdbPart {
        modules = List.copyOf(modules);
        sources = List.copyOf(sources);
    }

    /**
     * Reads the part. A structure inside the PDB that is damaged is named with the part (its streams lie in
     * blocks scattered over the part, so the message keeps the structure's own offset).
     */
    static SpdbPart read(Bytes data) {
        try {
            MsfFile msf = MsfFile.read(data);
            Pdb pdb = Pdb.read(data);
            return new SpdbPart(msf, pdb.info(), pdb.dbi().modules(), PdbSources.read(data), data);
        } catch (DxFormatException e) {
            if (e.where().equals("SPDB")) {
                throw e;
            }
            throw new DxFormatException("SPDB", 0, e.getMessage());
        }
    }

    @Override
    public String fourCC() {
        return "SPDB";
    }

    @Override
    public Bytes encode() {
        return bytes;
    }

    @Override
    public Map<String, Object> tree() {
        Map<String, Object> m = Part.super.tree();
        m.put("blockSize", msf.blockSize());
        m.put("blockCount", msf.blockCount());
        List<Object> sizes = new ArrayList<>(msf.streamCount());
        for (int i = 0; i < msf.streamCount(); i++) {
            sizes.add(msf.stream(i).size());
        }
        m.put("streamSizes", sizes);
        m.put("pdbVersion", info.version());
        m.put("age", info.age());
        m.put("namedStreams", new java.util.TreeMap<String, Object>(info.namedStreams()));   // by name: the map keeps no order
        List<Object> ms = new ArrayList<>();
        for (DbiModule d : modules) {
            Map<String, Object> mm = new LinkedHashMap<>();
            mm.put("moduleName", d.moduleName());
            mm.put("objectName", d.objectName());
            mm.put("stream", d.stream());
            mm.put("symbolBytes", d.symbolBytes());
            mm.put("c13Bytes", d.c13Bytes());
            ms.add(mm);
        }
        m.put("modules", ms);
        List<Object> ss = new ArrayList<>();
        for (PdbSources.Source s : sources) {
            Map<String, Object> sm = new LinkedHashMap<>();
            sm.put("name", s.name());
            sm.put("size", s.content().size());
            ss.add(sm);
        }
        m.put("sources", ss);
        return m;
    }
}
