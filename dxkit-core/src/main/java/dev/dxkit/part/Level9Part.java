package dev.dxkit.part;

import dev.dxkit.d3d9.D3d9Program;
import dev.dxkit.d3d9.ShaderVersion;
import dev.dxkit.io.ByteReader;
import dev.dxkit.io.Bytes;
import dev.dxkit.io.DxFormatException;
import dev.dxkit.io.LittleEndian;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * A feature level 9 part ({@code Aon9}, and the same layout in fxc's XNA parts {@code XNAP} and
 * {@code XNAS}): a Direct3D 9 program the runtime runs on level 9 hardware, and the tables that map the
 * Shader Model 4 program's constant buffers, samplers and resources onto Direct3D 9 registers. Offsets
 * are bytes from the start of the part.
 *
 * <pre>
 * word 0  the part's size in bytes          word 1  a Direct3D 9 version token (the level's minimum)
 * word 2  the program's size in bytes       word 3  the program's offset
 * words 4..8  u16 count, u16 offset of: constant-buffer ranges (12-byte rows), int mappings (8),
 *             bool mappings (8), sampler mappings (4), runtime constants (4)
 * </pre>
 *
 * <p>Its own member of the sealed {@link Part}: {@link PartDecoder} decodes the three kinds to it, and {@code
 * dxkit dump} shows its tables and program.
 *
 * @param fourCC   Aon9, XNAS or XNAP
 * @param version  word 1
 * @param ranges   constant-buffer ranges copied into float constants
 * @param ints     constant-buffer components copied into {@code i#}
 * @param bools    constant-buffer components copied into {@code b#}
 * @param samplers sampler mappings
 * @param runtime  constants the runtime fills
 * @param program  the Direct3D 9 program
 * @param bytes    the part data as stored
 */
public record Level9Part(String fourCC, int version, List<ConstantRange> ranges, List<ScalarMapping> ints,
                         List<ScalarMapping> bools, List<SamplerMapping> samplers, List<RuntimeConstant> runtime,
                         D3d9Program program, Bytes bytes) implements Part {
    /**
     * Copies {@code ranges}, {@code ints}, {@code bools}, {@code samplers} and {@code runtime}, so that the
     * collections it was given cannot change the record.
     *
     * @param version word 1
     * @param ranges constant-buffer ranges copied into float constants
     * @param ints constant-buffer components copied into {@code i#}
     * @param bools constant-buffer components copied into {@code b#}
     * @param samplers sampler mappings
     * @param runtime constants the runtime fills
     * @param program the Direct3D 9 program
     * @param bytes the part as read (or written)
     */
    public Level9Part {
        ranges = List.copyOf(ranges);
        ints = List.copyOf(ints);
        bools = List.copyOf(bools);
        samplers = List.copyOf(samplers);
        runtime = List.copyOf(runtime);
    }

    /**
     * Registers {@code first .. first+count-1} of {@code cb#buffer} copied to {@code c#target}; each
     * component converts by its code (0 float, 1 bool, 2 int, 3 uint).
     */
    public record ConstantRange(int buffer, int first, int count, int target, int cx, int cy, int cz, int cw) {
        /**
         * {@return the conversion code of component {@code lane} (0 x … 3 w): 0 float, 1 bool, 2 int, 3 uint}
         * @param lane the component: 0 x, 1 y, 2 z, 3 w
         */
        public int conversion(int lane) {
            return switch (lane) {
                case 0 -> cx;
                case 1 -> cy;
                case 2 -> cz;
                default -> cw;
            };
        }
    }

    /** Component {@code component} of register {@code register} of {@code cb#buffer} copied to a scalar register. */
    public record ScalarMapping(int buffer, int register, int component, int target) {
    }

    /** Shader Model 4 resource {@code t#} and sampler {@code s#} bound to Direct3D 9 sampler {@code target}. */
    public record SamplerMapping(int resource, int sampler, int target, int reserved) {
    }

    /** A float constant the runtime fills: kind 0 is the vertex shader position offset. */
    public record RuntimeConstant(int kind, int target) {
    }

    /** Reads a part's body (the bytes after its part header) named {@code kind} in messages. */
    public static Level9Part read(String kind, Bytes body) {
        ByteReader r = body.reader(kind);
        r.require(0, 36, "level 9 header");
        int version = r.i32At(4);
        int programSize = r.countAt(8, r.size(), "program size");
        int programAt = r.countAt(12, r.size(), "program offset");
        r.require(programAt, programSize, "Direct3D 9 program");
        // plain loops, no lambdas: the first lambda a JVM meets costs a one-shot listing several milliseconds
        List<ConstantRange> ranges = new ArrayList<>();
        for (int i = 0, at = tableAt(r, 16, 12, "constant buffer ranges"), n = r.u16At(16); i < n; i++, at += 12) {
            ranges.add(new ConstantRange(r.u16At(at), r.u16At(at + 2), r.u16At(at + 4), r.u16At(at + 6),
                    r.u8At(at + 8), r.u8At(at + 9), r.u8At(at + 10), r.u8At(at + 11)));
        }
        List<ScalarMapping> ints = new ArrayList<>();
        for (int i = 0, at = tableAt(r, 20, 8, "int mappings"), n = r.u16At(20); i < n; i++, at += 8) {
            ints.add(scalar(r, at));
        }
        List<ScalarMapping> bools = new ArrayList<>();
        for (int i = 0, at = tableAt(r, 24, 8, "bool mappings"), n = r.u16At(24); i < n; i++, at += 8) {
            bools.add(scalar(r, at));
        }
        List<SamplerMapping> samplers = new ArrayList<>();
        for (int i = 0, at = tableAt(r, 28, 4, "sampler mappings"), n = r.u16At(28); i < n; i++, at += 4) {
            samplers.add(new SamplerMapping(r.u8At(at), r.u8At(at + 1), r.u8At(at + 2), r.u8At(at + 3)));
        }
        List<RuntimeConstant> runtime = new ArrayList<>();
        for (int i = 0, at = tableAt(r, 32, 4, "runtime constants"), n = r.u16At(32); i < n; i++, at += 4) {
            runtime.add(new RuntimeConstant(r.u16At(at), r.u16At(at + 2)));
        }
        D3d9Program program = D3d9Program.read(r.sliceAt(programAt, programSize));
        return new Level9Part(kind, version, ranges, ints, bools, samplers, runtime, program, body);
    }

    /**
     * Reads the part for {@link PartDecoder}; an error inside the embedded program is named by the part and the
     * byte in the part (the program starts at the offset in word 3), so that a dump's one line points into the
     * part.
     */
    static Level9Part readPart(String fourCC, Bytes data) {
        try {
            return read(fourCC, data);
        } catch (DxFormatException e) {
            if (e.where().equals(fourCC)) {
                throw e;
            }
            long program = data.reader(fourCC).u32At(12);      // checked by read before the program is read
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
        m.put("minimumVersion", new ShaderVersion(version).profile());
        m.put("program", D3d9Trees.program(program));
        m.putAll(RecordTree.fieldsOf(new Level9Tables(ranges, ints, bools, samplers, runtime)));
        return m;
    }

    /** The tables of the part as a record, for the generic tree. */
    private record Level9Tables(List<ConstantRange> constantRanges, List<ScalarMapping> intMappings,
                                List<ScalarMapping> boolMappings, List<SamplerMapping> samplerMappings,
                                List<RuntimeConstant> runtimeConstants) {
    }

    /**
     * The part's body written from its fields (the writer beside {@link #read}), laid out as fxc lays it out:
     * the 36-byte header, sampler mappings, constant ranges, int, bool and runtime mappings, then the program
     * ({@code program}, its bytes); an empty table points at the program.
     */
    public static Bytes write(int version, List<ConstantRange> ranges, List<ScalarMapping> ints,
                              List<ScalarMapping> bools, List<SamplerMapping> samplers, List<RuntimeConstant> runtime,
                              Bytes program) {
        int samplersAt = 36;
        int rangesAt = samplersAt + 4 * samplers.size();
        int intsAt = rangesAt + 12 * ranges.size();
        int boolsAt = intsAt + 8 * ints.size();
        int runtimeAt = boolsAt + 8 * bools.size();
        int programAt = runtimeAt + 4 * runtime.size();
        if (programAt > 0xFFFF) {
            throw new IllegalArgumentException("level 9 tables of " + programAt + " bytes do not fit 16-bit offsets");
        }
        byte[] a = new byte[programAt + program.size()];
        LittleEndian.putI32(a, 0, a.length);
        LittleEndian.putI32(a, 4, version);
        LittleEndian.putI32(a, 8, program.size());
        LittleEndian.putI32(a, 12, programAt);
        int[][] tables = {{ranges.size(), rangesAt}, {ints.size(), intsAt}, {bools.size(), boolsAt},
                {samplers.size(), samplersAt}, {runtime.size(), runtimeAt}};
        for (int t = 0; t < tables.length; t++) {
            LittleEndian.putU16(a, 16 + 4 * t, tables[t][0]);
            LittleEndian.putU16(a, 18 + 4 * t, tables[t][0] == 0 ? programAt : tables[t][1]);
        }
        for (int k = 0; k < samplers.size(); k++) {
            SamplerMapping m = samplers.get(k);
            int at = samplersAt + 4 * k;
            a[at] = (byte) m.resource();
            a[at + 1] = (byte) m.sampler();
            a[at + 2] = (byte) m.target();
            a[at + 3] = (byte) m.reserved();
        }
        for (int k = 0; k < ranges.size(); k++) {
            ConstantRange r = ranges.get(k);
            int at = rangesAt + 12 * k;
            LittleEndian.putU16(a, at, r.buffer());
            LittleEndian.putU16(a, at + 2, r.first());
            LittleEndian.putU16(a, at + 4, r.count());
            LittleEndian.putU16(a, at + 6, r.target());
            a[at + 8] = (byte) r.cx();
            a[at + 9] = (byte) r.cy();
            a[at + 10] = (byte) r.cz();
            a[at + 11] = (byte) r.cw();
        }
        List<List<ScalarMapping>> scalars = List.of(ints, bools);
        int[] scalarAt = {intsAt, boolsAt};
        for (int t = 0; t < 2; t++) {
            for (int k = 0; k < scalars.get(t).size(); k++) {
                ScalarMapping m = scalars.get(t).get(k);
                int at = scalarAt[t] + 8 * k;
                LittleEndian.putU16(a, at, m.buffer());
                LittleEndian.putU16(a, at + 2, m.register());
                LittleEndian.putU16(a, at + 4, m.component());
                LittleEndian.putU16(a, at + 6, m.target());
            }
        }
        for (int k = 0; k < runtime.size(); k++) {
            LittleEndian.putU16(a, runtimeAt + 4 * k, runtime.get(k).kind());
            LittleEndian.putU16(a, runtimeAt + 4 * k + 2, runtime.get(k).target());
        }
        program.copyTo(a, programAt);
        return Bytes.wrap(a);
    }

    private static ScalarMapping scalar(ByteReader r, int at) {
        return new ScalarMapping(r.u16At(at), r.u16At(at + 2), r.u16At(at + 4), r.u16At(at + 6));
    }

    /**
     * The offset of a table named by the u16 count and u16 offset at {@code word}, its rows checked to lie in the
     * part before any is read.
     */
    private static int tableAt(ByteReader r, int word, int rowSize, String what) {
        int count = r.u16At(word);
        int at = r.u16At(word + 2);
        r.require(at, (long) count * rowSize, what);
        return at;
    }
}
