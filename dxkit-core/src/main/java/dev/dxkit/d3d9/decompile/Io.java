package dev.dxkit.d3d9.decompile;

import dev.dxkit.d3d9.Instruction;
import dev.dxkit.d3d9.Opcode;
import dev.dxkit.d3d9.Parameter;
import dev.dxkit.d3d9.RegisterType;
import dev.dxkit.d3d9.ShaderVersion;
import dev.dxkit.d3d9.Token;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The entry point's inputs and outputs, named after their registers ({@code v0}, {@code t1}, {@code oPos},
 * {@code o2}, {@code oC0} …) with the semantics the program gives them.
 *
 * <p>Shader Model 3 declares every input and output with {@code dcl_usage}; vs_1_1–vs_2_x declare their
 * inputs so and write the fixed outputs {@code oPos}, {@code oD#}, {@code oT#}, {@code oFog}, {@code oPts};
 * ps_2_x declares {@code t#} (texture coordinates) and {@code v#} (colours) and writes {@code oC#} and
 * {@code oDepth}. An input's width is its declaration's mask; a fixed output's the highest component written.
 */
final class Io {
    private static final String[] USAGES = {"POSITION", "BLENDWEIGHT", "BLENDINDICES", "NORMAL", "PSIZE",
        "TEXCOORD", "TANGENT", "BINORMAL", "TESSFACTOR", "POSITIONT", "COLOR", "FOG", "DEPTH", "SAMPLE"};

    /** One input or output: register name, HLSL semantic, components, and the modifiers of its declaration. */
    static final class Var {
        final String name;
        final String semantic;
        int mask;
        final boolean centroid;
        final boolean half;
        /** An input HLSL declared {@code int}: fxc indexes arrays with it directly. */
        boolean integer;
        /** Components written outside every branch, loop and predicate (outputs only). */
        int surelyWritten;

        Var(String name, String semantic, int mask, boolean centroid, boolean half) {
            this.name = name;
            this.semantic = semantic;
            this.mask = mask;
            this.centroid = centroid;
            this.half = half;
        }

        int width() {
            return 32 - Integer.numberOfLeadingZeros(mask & 0xF);
        }

        String type() {
            int w = Math.max(1, width());
            return (integer ? "int" : half ? "half" : "float") + (w == 1 ? "" : Integer.toString(w));
        }
    }

    final Map<String, Var> inputs = new LinkedHashMap<>();
    final Map<String, Var> outputs = new LinkedHashMap<>();
    /** Sampler register to {@code D3DSAMPLER_TEXTURE_TYPE} (2 2D, 3 cube, 4 volume; 0 unknown). */
    final Map<Integer, Integer> samplers = new TreeMap<>();
    final List<String> problems = new ArrayList<>();
    private final ShaderVersion v;

    Io(ShaderVersion v, List<Token> tokens) {
        this.v = v;
        for (Token t : tokens) {
            if (t instanceof Instruction ins && ins.opcode() == Opcode.DCL) {
                declare(ins);
            }
        }
        if (v.isVertex()) {
            undeclaredInputs(tokens);
        }
        if (v.major() < 3 || v.isPixel()) {
            int depth = 0;
            for (Token t : tokens) {
                if (t instanceof Instruction ins) {
                    depth += switch (ins.opcode()) {
                        case IF, IFC, REP, LOOP, LABEL -> 1;
                        case ENDIF, ENDREP, ENDLOOP -> -1;
                        default -> 0;
                    };
                    Parameter d = ins.destination();
                    if (d != null && ins.opcode() != Opcode.DCL && ins.opcode() != Opcode.DEF
                            && ins.opcode() != Opcode.DEFI && ins.opcode() != Opcode.DEFB) {
                        written(d, depth == 0 && !ins.predicated());
                    }
                }
            }
            // the fixed outputs in register order (oPos, oD#, oT#, oFog, oPts; oC#, oDepth): fxc writes the
            // last value of each output in the order of the parameters
            List<Var> sorted = new ArrayList<>(outputs.values());
            sorted.sort(java.util.Comparator.comparingInt(Io::outputOrder));
            outputs.clear();
            for (Var o : sorted) {
                outputs.put(o.name, o);
            }
        } else {
            int depth = 0;
            for (Token t : tokens) {
                if (t instanceof Instruction ins) {
                    depth += switch (ins.opcode()) {
                        case IF, IFC, REP, LOOP, LABEL -> 1;
                        case ENDIF, ENDREP, ENDLOOP -> -1;
                        default -> 0;
                    };
                    Parameter d = ins.destination();
                    if (d != null && d.type() == RegisterType.TEXCRDOUT_OUTPUT && ins.opcode() != Opcode.DCL) {
                        Var o = outputs.get("o" + d.number());
                        if (o != null && depth == 0 && !ins.predicated() && !d.isRelative()) {
                            o.surelyWritten |= d.writeMask();
                        }
                    }
                }
            }
        }
        positionWritten();
    }

    /**
     * A vertex program that writes no position: fxc requires one of every vertex program ("vertex shader must
     * minimally write all four components of POSITION", X4541), so no HLSL gives such a program.
     */
    private void positionWritten() {
        if (!v.isVertex()) {
            return;
        }
        for (Var o : outputs.values()) {
            if (o.semantic.equals("POSITION")) {
                return;
            }
        }
        problems.add("the program writes no position, which fxc requires of every vertex program");
    }

    /** D3D8's fixed vertex-input registers ({@code D3DVSDE_*}), for programs that declare none. */
    private static final String[] D3D8_INPUTS = {"POSITION", "BLENDWEIGHT", "BLENDINDICES", "NORMAL", "PSIZE",
        "COLOR0", "COLOR1", "TEXCOORD0", "TEXCOORD1", "TEXCOORD2", "TEXCOORD3", "TEXCOORD4", "TEXCOORD5",
        "TEXCOORD6", "TEXCOORD7", "POSITION1", "NORMAL1"};

    /** Notes on what the program leaves to its runtime (printed as comments, not gaps). */
    final List<String> notes = new ArrayList<>();

    /**
     * A Shader Model 1 vertex program of Direct3D 8 declares no inputs: the vertex declaration binds them.
     * They are given the D3D8 register's usage ({@code D3DVSDE_*}), and noted.
     */
    private void undeclaredInputs(List<Token> tokens) {
        TreeMap<Integer, Integer> read = new TreeMap<>();
        for (Token t : tokens) {
            if (t instanceof Instruction ins && ins.opcode() != Opcode.DCL) {
                for (Parameter p : ins.sources()) {
                    if (p.type() == RegisterType.INPUT && !inputs.containsKey("v" + p.number())) {
                        read.merge(p.number(), 1, Integer::sum);
                    }
                }
            }
        }
        for (int n : read.keySet()) {
            if (n < D3D8_INPUTS.length) {
                inputs.put("v" + n, new Var("v" + n, D3D8_INPUTS[n], 0xF, false, false));
                notes.add("v" + n + " has no dcl: given " + D3D8_INPUTS[n] + ", the D3D8 vertex register's usage");
            }
        }
    }

    private void declare(Instruction ins) {
        Parameter d = ins.destination();
        RegisterType type = d.type();
        int usage = ins.usage() & 0x1F;
        int index = (ins.usage() >>> 16) & 0xF;
        boolean centroid = d.centroid();
        boolean half = d.partialPrecision();
        int mask = d.writeMask();
        if (type == RegisterType.SAMPLER) {
            samplers.put(d.number(), (ins.usage() >>> 27) & 0xF);
            return;
        }
        String semantic = usage < USAGES.length ? USAGES[usage] + (index == 0 ? "" : Integer.toString(index)) : null;
        if (type == RegisterType.INPUT) {
            if (v.isPixel() && v.major() < 3) {
                add(inputs, new Var("v" + d.number(), "COLOR" + d.number(), mask, centroid, half));
            } else if (semantic == null) {
                problems.add("input v" + d.number() + " has usage " + usage + ", which no HLSL semantic names");
            } else if (v.isPixel() && usage == 0 && index == 0) {
                // fxc: "invalid input semantic 'POSITION0': Legal indices are in [1,15]" (X4502)
                problems.add("input v" + d.number() + " is declared POSITION0, which fxc refuses as an input of a "
                        + "pixel program");
                add(inputs, new Var("v" + d.number(), semantic, mask, centroid, half));
            } else {
                add(inputs, new Var("v" + d.number(), semantic, mask, centroid, half));
            }
        } else if (type == RegisterType.ADDR_TEXTURE && v.isPixel()) {
            add(inputs, new Var("t" + d.number(), "TEXCOORD" + d.number(), mask, centroid, half));
        } else if (type == RegisterType.MISCTYPE) {
            if (d.number() == 0) {
                add(inputs, new Var("vPos", "VPOS", mask, centroid, half));
            } else {
                add(inputs, new Var("vFace", "VFACE", 1, centroid, half));
            }
        } else if (type == RegisterType.TEXCRDOUT_OUTPUT && v.major() >= 3) {
            if (semantic == null) {
                problems.add("output o" + d.number() + " has usage " + usage + ", which no HLSL semantic names");
            } else {
                // fxc: "PSIZE must be a scalar"
                add(outputs, new Var("o" + d.number(), semantic, usage == 4 ? 1 : mask, false, false));
            }
        } else {
            problems.add("dcl of a " + type + " register");
        }
    }

    private void add(Map<String, Var> to, Var var) {
        if (to.containsKey(var.name)) {
            problems.add(var.name + " is declared twice (packed semantics " + to.get(var.name).semantic + " and "
                    + var.semantic + ")");
            return;
        }
        to.put(var.name, var);
    }

    private static int outputOrder(Var o) {
        String n = o.name;
        int number = n.matches(".*\\d") ? Integer.parseInt(n.replaceAll("\\D", "")) : 0;
        if (n.equals("oPos")) {
            return 0;
        } else if (n.startsWith("oD")) {
            return 100 + number;
        } else if (n.startsWith("oT")) {
            return 200 + number;
        } else if (n.equals("oFog")) {
            return 300;
        } else if (n.equals("oPts")) {
            return 301;
        } else if (n.startsWith("oC")) {
            return 400 + number;
        }
        return 500;
    }

    /** Records a write to a fixed output register (vs_1_1–vs_2_x, pixel programs). */
    private void written(Parameter d, boolean sure) {
        RegisterType type = d.type();
        if (type == null) {
            return;
        }
        String name;
        String semantic;
        switch (type) {
            case RASTOUT -> {
                name = switch (d.number()) {
                    case 0 -> "oPos";
                    case 1 -> "oFog";
                    default -> "oPts";
                };
                semantic = switch (d.number()) {
                    case 0 -> "POSITION";
                    case 1 -> "FOG";
                    default -> "PSIZE";
                };
            }
            case ATTROUT -> {
                name = "oD" + d.number();
                semantic = "COLOR" + d.number();
            }
            case TEXCRDOUT_OUTPUT -> {
                name = "oT" + d.number();
                semantic = "TEXCOORD" + d.number();
            }
            case COLOROUT -> {
                name = "oC" + d.number();
                semantic = "COLOR" + d.number();
            }
            case DEPTHOUT -> {
                name = "oDepth";
                semantic = "DEPTH";
            }
            default -> {
                return;
            }
        }
        int mask = d.writeMask();
        if (name.equals("oPos") || name.equals("oC0")) {
            mask = 0xF; // fxc: "must minimally write all four components" of POSITION and COLOR0
        } else if (name.equals("oFog") || name.equals("oPts") || name.equals("oDepth")) {
            mask = 1;
        }
        Var var = outputs.computeIfAbsent(name, n -> new Var(n, semantic, 0, false, false));
        var.mask |= mask;
        if (sure) {
            var.surelyWritten |= name.equals("oFog") || name.equals("oPts") || name.equals("oDepth") ? 1
                    : d.writeMask();
        }
    }
}
