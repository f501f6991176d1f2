package dev.dxkit.part;

import dev.dxkit.io.Bytes;
import dev.dxkit.io.DxFormatException;

import java.util.Map;

/**
 * An Aon9 part (and fxc's XNA parts XNAS and XNAP, the same layout): the Direct3D 9 program feature-level-9
 * hardware runs and the tables that map the Shader Model 4 program's constant buffers, samplers and resources
 * onto its registers ({@link Level9Part}, which follows the format document's "Aon9" section).
 *
 * @param fourCC Aon9, XNAS or XNAP
 * @param level9 the decoded part
 * @param bytes  the part data as stored
 */
public record Level9ProgramPart(String fourCC, Level9Part level9, Bytes bytes) implements Part {
    /**
     * Reads the part; an error inside the embedded program is named by the part and the byte in the part
     * (the program starts at the offset in word 3), so that a dump's one line points into the part.
     */
    static Level9ProgramPart read(String fourCC, Bytes data) {
        try {
            return new Level9ProgramPart(fourCC, Level9Part.read(fourCC, data), data);
        } catch (DxFormatException e) {
            if (e.where().equals(fourCC)) {
                throw e;
            }
            long program = data.reader(fourCC).u32At(12);      // checked by Level9Part before the program is read
            boolean inProgram = e.where().equals("D3D9 program");
            throw new DxFormatException(fourCC, inProgram ? program + e.offset() : program,
                    inProgram ? "Direct3D 9 program: " + e.detail()
                            : "Direct3D 9 program: " + e.getMessage());
        }
    }

    @Override
    public Bytes encode() {
        return bytes;
    }

    @Override
    public Map<String, Object> tree() {
        Map<String, Object> m = Part.super.tree();
        m.put("minimumVersion", new dev.dxkit.d3d9.ShaderVersion(level9.version()).profile());
        m.put("program", D3d9Trees.program(level9.program()));
        m.putAll(RecordTree.fieldsOf(new Level9Tables(level9)));
        return m;
    }

    /** The tables of the part as a record, for the generic tree . */
    private record Level9Tables(java.util.List<Level9Part.ConstantRange> constantRanges,
                                java.util.List<Level9Part.ScalarMapping> intMappings,
                                java.util.List<Level9Part.ScalarMapping> boolMappings,
                                java.util.List<Level9Part.SamplerMapping> samplerMappings,
                                java.util.List<Level9Part.RuntimeConstant> runtimeConstants) {
        Level9Tables(Level9Part p) {
            this(p.ranges(), p.ints(), p.bools(), p.samplers(), p.runtime());
        }
    }
}
