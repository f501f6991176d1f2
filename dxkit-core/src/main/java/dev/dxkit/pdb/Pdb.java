package dev.dxkit.pdb;

import dev.dxkit.io.Bytes;
import dev.dxkit.msf.MsfFile;

/**
 * The program database of an SPDB part: the streams a listing needs, read strictly from the MSF file. Stream 1
 * is the PDB info (whose named stream map names {@code /names}), stream 2 the types, stream 3 the DBI whose
 * module list names the one module stream.
 */
public record Pdb(PdbInfo info, Dbi dbi, TypeTable types, ModuleStream module) {
    /** Reads the PDB in {@code msf} (an SPDB part's bytes). */
    public static Pdb read(Bytes spdb) {
        MsfFile msf = MsfFile.read(spdb);
        PdbInfo info = PdbInfo.read(msf.stream(1));
        Integer namesStream = info.namedStreams().get("/names");
        if (namesStream == null) {
            throw new dev.dxkit.io.DxFormatException("PDB info", 0, "expected a /names stream in the named stream map, found "
                    + info.namedStreams().keySet());
        }
        Names names = Names.read(msf.stream(namesStream));
        Dbi dbi = Dbi.read(msf.stream(3));
        TypeTable types = TypeTable.read(msf.stream(2));
        if (dbi.modules().isEmpty() || dbi.modules().get(0).stream() < 0) {
            throw new dev.dxkit.io.DxFormatException("PDB DBI", 64, "expected a module with a symbol stream, found none");
        }
        DbiModule m = dbi.modules().get(0);
        ModuleStream module = ModuleStream.read(msf.stream(m.stream()), m, names);
        return new Pdb(info, dbi, types, module);
    }
}
