package dev.dxkit.census;

import dev.dxkit.container.Container;
import dev.dxkit.dxil.listing.DxilListing;
import dev.dxkit.dxil.DxilInfo;
import dev.dxkit.dxil.EntryPoint;
import dev.dxkit.dxil.ShaderKind;
import dev.dxkit.part.DxilProgramPart;

import java.util.Map;

/**
 * What a DXIL module says, decoded from the bitcode of a Shader Model 6 program's DXIL part: its entry points
 * (a library's classed by the kind of their entry function: raygeneration, anyhit, closesthit, miss, …, as
 * the spec classes Elden Ring's 4,281 libraries) and its {@code dx.op} calls by opcode.
 */
public final class DxilSurvey implements Survey {
    /** The survey of DXIL modules. */
    public DxilSurvey() {
    }

    @Override
    public void survey(Container c, Program program, Tally t) {
        if (program.code() == null || !program.code().kind().equals("DXIL")) {
            return;
        }
        DxilProgramPart part = DxilProgramPart.read("DXIL", program.code().data());
        DxilInfo info = DxilListing.inPart(part, DxilInfo::of);
        t.add(Measure.DXIL_PROGRAMS, 1);
        boolean library = program.kind().orElse(null) == ProgramKind.LIBRARY;
        for (EntryPoint e : info.entryPoints()) {
            if (library && e.function().isEmpty()) {
                continue; // a library's first entry names no function: it carries the module's resources
            }
            t.add(Measure.DXIL_ENTRY_POINTS, 1);
            ShaderKind k = e.kind();
            String label = k == null ? "unknown" : k.label;
            t.count(Table.ENTRY_KINDS, library ? "library: " + label : label);
        }
        for (Map.Entry<Integer, Integer> op : info.dxOpCounts().entrySet()) {
            t.add(Measure.DX_OP_CALLS, op.getValue());
            t.count(Table.DX_OPS, CensusReport.DX_OP + op.getKey(), op.getValue());
        }
    }
}
