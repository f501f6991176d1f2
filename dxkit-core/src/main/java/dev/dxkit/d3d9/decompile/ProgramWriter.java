package dev.dxkit.d3d9.decompile;

import dev.dxkit.d3d9.ConstantTable;
import dev.dxkit.d3d9.ConstantTable.Constant;
import dev.dxkit.d3d9.D3d9Program;
import dev.dxkit.d3d9.Instruction;
import dev.dxkit.d3d9.Opcode;
import dev.dxkit.d3d9.Parameter;
import dev.dxkit.d3d9.RegisterType;
import dev.dxkit.d3d9.ShaderVersion;
import dev.dxkit.d3d9.Token;
import dev.dxkit.hlsl.Decompilation;
import dev.dxkit.io.Bytes;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * Writes one Direct3D 9 program as HLSL: a literal translation, one statement per instruction, over
 * variables named after the registers ({@code r0}, {@code v1}, {@code oPos}, {@code a0}, {@code p0}), the
 * uniforms of the constant table under their own names, and {@code def} values as literals.
 *
 * <p>Each instruction becomes the HLSL construct fxc compiles to that instruction (the mapping fxc itself
 * uses: {@code rcp} is {@code 1.0 / x}, {@code cmp} is {@code x >= 0.0 ? a : b}, {@code rep i0} a
 * {@code [loop] for}); where none exists, a comment {@code /* dxkit: … *}{@code /} and a gap.
 */
final class ProgramWriter {
    private static final String XYZW = "xyzw";
    private static final String[] COMPARISONS = {null, ">", "==", ">=", "<", "!=", "<="};

    private final D3d9Program program;
    private final ShaderVersion v;
    private final ConstantTable table;
    private final Uniforms uniforms;
    private final Io io;
    private final List<String> gaps = new ArrayList<>();
    private final Map<Integer, List<Integer>> defF = new HashMap<>();
    private final Map<Integer, List<Integer>> defI = new HashMap<>();
    private final Map<Integer, Integer> defB = new HashMap<>();
    private final TreeSet<Integer> temps = new TreeSet<>();
    /** Temporaries and outputs written only with _pp: fxc gives a half value that modifier. */
    private final Map<String, Boolean> partial = new HashMap<>();
    /** Registers read that neither the constant table nor a def names: set -> registers. */
    private final Map<Integer, TreeSet<Integer>> invented = new TreeMap<>();
    /**
     * Runs of def registers read through an index (first register -> last): a static const array of their
     * values, which fxc writes back as the same defs read relatively.
     */
    private final TreeMap<Integer, Integer> defArrays = new TreeMap<>();
    private boolean usesA0;
    private boolean usesP0;
    private final StringBuilder body = new StringBuilder();
    private final Deque<String> loops = new ArrayDeque<>();
    private int depth;
    private int loopCount;
    /** The {@code half} locals {@code pp#} that hold the values of {@code expp}/{@code logp}. */
    private int partialCount;
    private final List<Instruction> code = new ArrayList<>();
    /** Uniform parameters of main ({@code $name} in the table). */
    private final List<String> uniformParameters = new ArrayList<>();
    private IndexPatterns patterns;
    /** What each component of a0 holds, where a recognised index computation loaded it. */
    private final IndexPatterns.Index[] a0Index = new IndexPatterns.Index[4];

    /** A Shader Model 1 pixel program (ps_1_1–ps_1_4): texture stages, r0 as the result, co-issue. */
    private final boolean ps1;
    /** ps_1_1–ps_1_3 texture registers t# written (locals; the coordinates are inputs tc#). */
    private final TreeSet<Integer> textureRegisters = new TreeSet<>();
    /** The instruction before the one being translated (a co-issued pair's first). */
    private Instruction previous;

    ProgramWriter(D3d9Program program) {
        this.program = program;
        this.v = program.version();
        this.table = program.constantTable().orElse(null);
        this.uniforms = new Uniforms(table);
        this.io = new Io(v, program.tokens());
        this.ps1 = v.isPixel() && v.major() < 2;
    }

    /**
     * The inputs and output of a Shader Model 1 pixel program, which declares none: {@code v#} are the colours
     * ({@code COLOR#}), the texture coordinates a {@code texcoord}, {@code texcrd} or {@code texkill} reads are
     * {@code tc#} ({@code TEXCOORD#}), and the result is what {@code r0} holds at the end ({@code COLOR0}).
     */
    private void shaderModel1Io() {
        for (Instruction ins : code) {
            for (Parameter p : ins.sources()) {
                if (p.type() == RegisterType.INPUT) {
                    io.inputs.putIfAbsent("v" + p.number(), new Io.Var("v" + p.number(), "COLOR" + p.number(), 0xF, false,
                            false));
                }
            }
            Parameter coordinates = null;
            if (ins.opcode() == Opcode.TEXCOORD || ins.opcode() == Opcode.TEX) {
                coordinates = v.minor() >= 4 ? ins.sources().isEmpty() ? null : ins.sources().get(0) : ins.destination();
            } else if (ins.opcode() == Opcode.TEXKILL) {
                coordinates = ins.destination();
            }
            if (ins.opcode() == Opcode.TEX && ins.destination() != null
                    && uniforms.find(Uniforms.SAMPLER, ins.destination().number()) == null) {
                invented.computeIfAbsent(Uniforms.SAMPLER, k -> new TreeSet<>()).add(ins.destination().number());
            }
            if (coordinates != null && coordinates.type() == RegisterType.ADDR_TEXTURE) {
                int n = coordinates.number();
                io.inputs.putIfAbsent("tc" + n, new Io.Var("tc" + n, "TEXCOORD" + n, 0xF, false, false));
            }
        }
        Io.Var result = new Io.Var("oC0", "COLOR0", 0xF, false, false);
        result.surelyWritten = 0xF;
        io.outputs.put("oC0", result);
        if (code.stream().anyMatch(ins -> ins.opcode() == Opcode.TEXDEPTH)) {
            // ps_1_4's texdepth writes the pixel's depth
            Io.Var depth = new Io.Var("oDepth", "DEPTH", 1, false, false);
            depth.surelyWritten = 1;
            io.outputs.put("oDepth", depth);
        }
        io.notes.add(v.profile() + ": the result is r0 at the end; d3dcompiler_47 compiles this profile only with /Gec "
                + "(D3DCOMPILE_ENABLE_BACKWARDS_COMPATIBILITY), as ps_2_0");
    }

    Decompilation write() {
        String profile = profile();
        scan();
        if (ps1) {
            shaderModel1Io();
        }
        for (String p : io.problems) {
            gaps.add(p);
        }
        patterns = new IndexPatterns(code, defF, v.isVertex());
        scalarise();
        translate();
        StringBuilder out = new StringBuilder();
        out.append("// decompiled by dxkit from a ").append(v.profile()).append(" program (profile ").append(profile)
                .append(")\n");
        for (String p : io.problems) {
            out.append("/* dxkit: ").append(p).append(" */\n");
        }
        for (String n : io.notes) {
            out.append("// ").append(n).append('\n');
        }
        String decls = declarations();
        out.append(decls);
        out.append("\nvoid main(");
        List<String> params = new ArrayList<>();
        for (Io.Var in : io.inputs.values()) {
            params.add("in " + (in.centroid ? "centroid " : "") + in.type() + " " + in.name + " : " + in.semantic);
        }
        for (Io.Var o : io.outputs.values()) {
            params.add("out " + (half(o.name) ? o.type().replace("float", "half") : o.type()) + " " + o.name + " : "
                    + o.semantic);
        }
        params.addAll(uniformParameters);
        for (int i = 0; i < params.size(); i++) {
            out.append(i == 0 ? "\n    " : ",\n    ").append(params.get(i));
        }
        out.append(")\n{\n");
        for (int r : temps) {
            out.append(half("r" + r) ? "    half4 r" : "    float4 r").append(r).append(" = 0.0;\n");
        }
        for (int t : textureRegisters) {
            out.append("    float4 t").append(t).append(" = 0.0;\n");
        }
        if (usesA0) {
            out.append("    int4 a0 = 0;\n");
        }
        for (String keep : new TreeSet<>(patterns.keepBefore.values())) {
            // the operand of an index computation, kept for the array index it came from
            out.append("    float ").append(keep).append(" = 0.0;\n");
        }
        if (usesP0) {
            out.append("    bool4 p0 = false;\n");
        }
        for (Io.Var o : io.outputs.values()) {
            int missing = o.mask & ~o.surelyWritten;
            if (missing != 0) {
                // a component written only under a branch, loop or predicate: fxc refuses an output it cannot
                // prove written
                out.append("    ").append(o.name);
                if (o.width() > 1 && missing != o.mask) {
                    out.append('.').append(letters(lanes(missing)));
                }
                out.append(" = 0.0;\n");
            }
        }
        out.append(body);
        out.append("}\n");
        return new Decompilation(out.toString(), profile, gaps);
    }

    private boolean half(String name) {
        return partial.getOrDefault(name, false);
    }

    /** The profile to compile the text for: the constant table's target where it names one, else the version's. */
    private String profile() {
        String p = v.profile();
        if (table != null && table.target().matches("[vp]s_[23]_[0-9abx]|[vp]s_[123]_sw|[vp]s_1_[0-4]")
                && table.target().charAt(0) == p.charAt(0)
                && table.target().charAt(3) == p.charAt(3)) {
            return table.target();
        }
        if (p.equals("vs_2_x")) {
            return "vs_2_a";
        }
        if (p.equals("ps_2_x")) {
            return "ps_2_a";
        }
        return p;
    }

    // ---------------------------------------------------------------- scan

    private void scan() {
        for (Token t : program.tokens()) {
            if (t instanceof Instruction ins) {
                code.add(ins);
            }
        }
        for (Instruction ins : code) {
            switch (ins.opcode()) {
                case DEF -> defF.put(ins.destination().number() + constBank(ins.destination()), ins.literals());
                case DEFI -> defI.put(ins.destination().number(), ins.literals());
                case DEFB -> defB.put(ins.destination().number(), ins.literals().get(0));
                case DCL -> {
                }
                default -> {
                    if (ins.destination() != null) {
                        note(ins.destination());
                        String name = ins.destination().type() == RegisterType.TEMP ? "r" + ins.destination().number()
                                : outputName(ins.destination());
                        if (name != null) {
                            partial.merge(name, ins.destination().partialPrecision(), Boolean::logicalAnd);
                        }
                    }
                    if (ins.predicate() != null) {
                        note(ins.predicate());
                    }
                    for (Parameter p : ins.sources()) {
                        note(p);
                    }
                }
            }
        }
    }

    private void note(Parameter p) {
        RegisterType type = p.type();
        if (type == null) {
            return;
        }
        if (p.relative() != null && p.relative().type() == RegisterType.ADDR_TEXTURE) {
            usesA0 = true;
        }
        switch (type) {
            case TEMP -> temps.add(p.number());
            case PREDICATE -> usesP0 = true;
            case ADDR_TEXTURE -> usesA0 |= v.isVertex();
            case CONST, CONST2, CONST3, CONST4 -> {
                int n = p.number() + constBank(p);
                if (!defF.containsKey(n) && uniforms.find(Uniforms.FLOAT4, n) == null && !p.isRelative()) {
                    invented.computeIfAbsent(Uniforms.FLOAT4, k -> new TreeSet<>()).add(n);
                }
            }
            case CONSTINT -> {
                if (!defI.containsKey(p.number()) && uniforms.find(Uniforms.INT4, p.number()) == null) {
                    invented.computeIfAbsent(Uniforms.INT4, k -> new TreeSet<>()).add(p.number());
                }
            }
            case CONSTBOOL -> {
                if (!defB.containsKey(p.number()) && uniforms.find(Uniforms.BOOL, p.number()) == null) {
                    invented.computeIfAbsent(Uniforms.BOOL, k -> new TreeSet<>()).add(p.number());
                }
            }
            case SAMPLER -> {
                if (uniforms.find(Uniforms.SAMPLER, p.number()) == null) {
                    invented.computeIfAbsent(Uniforms.SAMPLER, k -> new TreeSet<>()).add(p.number());
                }
            }
            default -> {
            }
        }
    }

    private static int constBank(Parameter p) {
        RegisterType t = p.type();
        if (t == RegisterType.CONST2) {
            return 2048;
        } else if (t == RegisterType.CONST3) {
            return 4096;
        } else if (t == RegisterType.CONST4) {
            return 6144;
        }
        return 0;
    }

    // ---------------------------------------------------------------- declarations

    private String declarations() {
        StringBuilder d = new StringBuilder();
        List<String> lines = new ArrayList<>();
        java.util.Set<String> declared = new java.util.HashSet<>();
        List<Constant> combined = new ArrayList<>();
        for (Constant c : uniforms.constants()) {
            if (c.registerSet() == Uniforms.SAMPLER && Uniforms.isCombined(c.name())) {
                combined.add(c);
                continue;
            }
            if (!declared.add(c.name())) {
                // one uniform used in two register sets (an int as a loop count and as a float): one declaration,
                // fxc binds the second set itself
                continue;
            }
            String type = uniforms.typeName(c.type(), samplerType(c.registerIndex()));
            if (type == null) {
                String what = "constant " + c.name() + " has a type (class " + c.type().typeClass() + ", type "
                        + c.type().type() + ") no HLSL declaration gives";
                gaps.add(what);
                lines.add("/* dxkit: " + what + " */\n");
                continue;
            }
            StringBuilder line = new StringBuilder(type).append(' ').append(Uniforms.identifier(c.name()));
            if (c.type().elements() > 1) {
                line.append('[').append(c.type().elements()).append(']');
            }
            line.append(" : register(").append(Uniforms.prefix(c.registerSet())).append(c.registerIndex()).append(")");
            String initial = defaults(c);
            if (initial != null) {
                line.append(" = ").append(initial);
            }
            if (Uniforms.isParameter(c.name())) {
                uniformParameters.add("uniform " + line);
                continue;
            }
            lines.add(line.append(";\n").toString());
        }
        // Direct3D 10 style texture and sampler objects: fxc names each combination "sampler+texture" and gives
        // the combinations sampler registers in the order the textures are declared
        combined.sort(java.util.Comparator.comparingInt(Constant::registerIndex));
        for (Constant c : combined) {
            String sampler = c.name().substring(0, c.name().indexOf('+'));
            String texture = c.name().substring(c.name().indexOf('+') + 1);
            if (declared.add(sampler)) {
                lines.add("SamplerState " + sampler + ";\n");
            }
            if (declared.add(texture)) {
                String type = switch (c.type().type()) {
                    case 6 -> "Texture1D";
                    case 8 -> "Texture3D";
                    case 9 -> "TextureCube";
                    default -> "Texture2D";
                };
                lines.add(type + " " + texture + ";\n");
            }
        }
        for (Map.Entry<Integer, TreeSet<Integer>> e : invented.entrySet()) {
            for (int n : e.getValue()) {
                String name = inventedName(e.getKey(), n);
                String type = switch (e.getKey()) {
                    case Uniforms.BOOL -> "bool";
                    case Uniforms.INT4 -> "int4";
                    case Uniforms.FLOAT4 -> "float4";
                    default -> samplerType(n);
                };
                lines.add(type + " " + name + " : register(" + Uniforms.prefix(e.getKey()) + n + ");\n");
            }
        }
        for (Map.Entry<Integer, Integer> e : defArrays.entrySet()) {
            List<String> values = new ArrayList<>();
            try {
                for (int r = e.getKey(); r <= e.getValue(); r++) {
                    List<String> parts = new ArrayList<>();
                    for (int bits : defF.get(r)) {
                        parts.add(HlslLiteral.floatBits(bits));
                    }
                    values.add(vector(parts));
                }
            } catch (Gap g) { // a NaN or infinite def value: the array cannot be written
                String what = "the def array " + defArrayName(e.getKey()) + ": " + g.getMessage();
                gaps.add(what);
                lines.add("/* dxkit: " + what + " */\n");
                continue;
            }
            lines.add("static const float4 " + defArrayName(e.getKey()) + "[" + values.size() + "] = { "
                    + String.join(", ", values) + " };\n");
        }
        for (String s : uniforms.structDeclarations()) {
            d.append(s).append('\n');
        }
        for (String l : lines) {
            d.append(l);
        }
        return d.toString();
    }

    /**
     * The initializer of a uniform whose table entry has a default value: bool, int and float scalars, vectors,
     * matrices, structs and their arrays in any register set ({@code {…}} in the order HLSL initializes them:
     * elements, members, rows, columns), or null.
     *
     * <p>The default value is laid out by register, as D3DDisassemble prints it: four words per float or int
     * register, one word per bool register. In the float and int sets a row-major matrix keeps a row per
     * register, a column-major one a column, a vector or scalar one register from {@code .x} (the Wine tests'
     * {@code registerset_blob_*}: {@code int2x3} column-major in {@code i0 = {4, 6, 8, 0}, i1 = {5, 7, 9, 0}});
     * the bool set holds one scalar per register. The table keeps only the registers up to the last one the
     * program reads ({@code registerCount}); the scalars past them are not in it, and are written 0, which fxc
     * drops with their registers. A value the type cannot hold exactly (a float default 1.5 of an int) leaves
     * the uniform without an initializer.
     */
    static String defaults(Constant c) {
        Bytes data = c.defaultValue();
        int set = c.registerSet();
        if (data == null || set > Uniforms.FLOAT4 || data.size() < c.registerCount() * (set == Uniforms.BOOL ? 4 : 16)) {
            return null;
        }
        List<String> values = new ArrayList<>();
        try {
            if (!initializer(c.type(), c.registerIndex(), c, values)) {
                return null;
            }
        } catch (Gap g) {
            return null; // a NaN or infinite default: left to the runtime
        }
        return values.size() == 1 ? values.get(0) : "{" + String.join(", ", values) + "}";
    }

    /** The scalars of a value of type {@code t} from register {@code base} on; false where one has none. */
    private static boolean initializer(ConstantTable.TypeInfo t, int base, Constant c, List<String> values) {
        int set = c.registerSet();
        int elements = Math.max(1, t.elements());
        ConstantTable.TypeInfo one = new ConstantTable.TypeInfo(t.typeClass(), t.type(), t.rows(), t.columns(), 1,
                t.members());
        int per = registersIn(one, set);
        for (int e = 0; e < elements; e++) {
            int at = base + e * per;
            if (t.typeClass() == 5) {
                for (ConstantTable.Member m : t.members()) {
                    if (!initializer(m.type(), at, c, values)) {
                        return false;
                    }
                    at += registersIn(m.type(), set);
                }
                continue;
            }
            // HLSL has no vector or matrix wider than 4, and no initializer past the registers a table can name
            if (t.typeClass() > 3 || t.type() < 1 || t.type() > 3 || t.rows() > 4 || t.columns() > 4
                    || values.size() > 4 * 65536) {
                return false;
            }
            int rows = Math.max(1, t.rows());
            int columns = Math.max(1, t.columns());
            for (int r = 0; r < rows; r++) {
                for (int col = 0; col < columns; col++) {
                    int register;
                    int comp;
                    if (set == Uniforms.BOOL) {
                        register = at + r * columns + col; // one scalar per register, row by row
                        comp = 0;
                    } else {
                        // a row-major matrix keeps a row per register, a column-major one a column
                        register = at + (t.typeClass() == 3 ? col : t.typeClass() == 2 ? r : 0);
                        comp = t.typeClass() == 3 ? r : col;
                    }
                    if (register - c.registerIndex() >= c.registerCount() || register < c.registerIndex()) {
                        values.add(t.type() == 1 ? "false" : t.type() == 2 ? "0" : "0.0");
                        continue;
                    }
                    int k = register - c.registerIndex();
                    int byteAt = set == Uniforms.BOOL ? k * 4 : (k * 4 + comp) * 4;
                    Bytes d = c.defaultValue();
                    int bits = d.u8(byteAt) | d.u8(byteAt + 1) << 8 | d.u8(byteAt + 2) << 16 | d.u8(byteAt + 3) << 24;
                    String value = scalarDefault(t.type(), set, bits);
                    if (value == null) {
                        return false;
                    }
                    values.add(value);
                }
            }
        }
        return true;
    }

    /** Registers a value of type {@code t} takes in register set {@code set} (the bool set: one per scalar). */
    private static int registersIn(ConstantTable.TypeInfo t, int set) {
        if (set != Uniforms.BOOL) {
            return Uniforms.registers(t);
        }
        int n;
        if (t.typeClass() == 5) {
            n = 0;
            for (ConstantTable.Member m : t.members()) {
                n += registersIn(m.type(), set);
            }
        } else {
            n = Math.max(1, t.rows()) * Math.max(1, t.columns());
        }
        return n * Math.max(1, t.elements());
    }

    /** One scalar of a default value: {@code bits} as the register set stores it, written as {@code type}. */
    private static String scalarDefault(int type, int set, int bits) {
        if (set == Uniforms.FLOAT4) {
            float f = Float.intBitsToFloat(bits);
            return switch (type) {
                case 1 -> f == 0f ? "false" : f == 1f ? "true" : null;
                case 2 -> f == Math.rint(f) && Math.abs(f) < 1 << 24 && bits != 0x80000000 ? Integer.toString((int) f)
                        : null;
                default -> HlslLiteral.floatBits(bits);
            };
        }
        if (set == Uniforms.BOOL) {
            return switch (type) {
                case 1 -> bits != 0 ? "true" : "false";
                default -> null;
            };
        }
        return switch (type) {
            case 2 -> Integer.toString(bits);
            default -> null;
        };
    }

    private String inventedName(int set, int n) {
        String name = Uniforms.prefix(set) + n;
        while (uniforms.hasName(name)) {
            name = "_" + name;
        }
        return name;
    }

    private String samplerType(int n) {
        Integer t = io.samplers.get(n);
        return switch (t == null ? 2 : t) {
            case 1 -> "sampler1D";
            case 3 -> "samplerCUBE";
            case 4 -> "sampler3D";
            default -> "sampler2D";
        };
    }

    // ---------------------------------------------------------------- body

    private void translate() {
        boolean inMain = true;
        for (int i = 0; i < code.size(); i++) {
            Instruction ins = code.get(i);
            Opcode op = ins.opcode();
            if (!inMain) {
                continue;
            }
            if (op == Opcode.RET && depth == 0) {
                inMain = false;
                continue;
            }
            if (op == Opcode.LABEL) {
                inMain = false;
                continue;
            }
            int start = body.length();
            int depthBefore = depth;
            Instruction pairedWith = previous;
            previous = ins;
            boolean swap = false;
            boolean barrier = patterns.keepBefore.get(i) != null || ins.predicated() || depends(ins) == null;
            try {
                String keep = patterns.keepBefore.get(i);
                if (keep != null) {
                    line(keep + " = " + scalar(patterns.keptOperand.get(i)) + ";");
                }
                if (ins.coissue()) {
                    swap = coissued(pairedWith, ins);
                }
                statement(ins);
                Parameter d = ins.destination();
                if (d != null && d.type() == RegisterType.ADDR_TEXTURE && v.isVertex()) {
                    for (int l = 0; l < 4; l++) {
                        if ((d.writeMask() & (1 << l)) != 0) {
                            a0Index[l] = patterns.loads.get(i * 4 + l);
                        }
                    }
                }
            } catch (Gap g) {
                alphaWritten(ins);
                Parameter written = ins.destination();
                if (ps1 && written != null && written.type() == RegisterType.ADDR_TEXTURE && v.minor() <= 3) {
                    textureRegisters.add(written.number()); // already a gap: no second one for each later read
                }
                String what = "@0x" + Integer.toHexString(ins.offset()) + " " + op.mnemonic() + ": " + g.getMessage();
                gaps.add(what);
                line("/* dxkit: " + what + " */");
                if (op == Opcode.IF || op == Opcode.IFC || op == Opcode.REP || op == Opcode.LOOP) {
                    // the block still opens, so that its else and end keep their places
                    if (op == Opcode.REP || op == Opcode.LOOP) {
                        loops.push("");
                    }
                    line("{");
                    depth++;
                }
                barrier = true;
            }
            if (body.length() > start) {
                String[] rw = barrier || depth != depthBefore ? null : depends(ins);
                statements.add(new LiteralOrder.Statement(body.substring(start), rw == null ? Set.of() : keys(rw[0]),
                        rw == null ? Set.of() : keys(rw[1]), poolValues(ins), rw == null));
                Parameter d = ins.destination();
                if (depth == depthBefore && !swap && !ins.predicated() && patterns.keepBefore.get(i) == null
                        && (op == Opcode.MUL || op == Opcode.MAD) && !d.saturate() && d.shift() == 0 && !d.isRelative()) {
                    products.put(statements.get(statements.size() - 1), op);
                }
                if (swap && statements.size() >= 2) {
                    // the second of a co-issued pair reads what the first overwrites: it goes first, and neither moves
                    LiteralOrder.Statement second = statements.remove(statements.size() - 1);
                    LiteralOrder.Statement first = statements.remove(statements.size() - 1);
                    statements.add(new LiteralOrder.Statement(second.text(), Set.of(), Set.of(), second.values(), true));
                    statements.add(new LiteralOrder.Statement(first.text(), Set.of(), Set.of(), first.values(), true));
                }
            }
        }
        // fxc numbers its literal pool by first use in the text: the statements in an order that follows the pool
        body.setLength(0);
        List<LiteralOrder.Statement> ordered = LiteralOrder.order(statements, poolRanks());
        for (int k = 0; k < ordered.size(); k++) {
            String sum = k + 1 < ordered.size() ? sumOfProducts(ordered.get(k), ordered.get(k + 1)) : null;
            if (sum != null) {
                body.append(sum);
                k++;
            } else {
                body.append(ordered.get(k).text());
            }
        }
        if (ps1) {
            if (temps.contains(0) && alphaLost.contains(0)) {
                gaps.add("r0.w, the result's alpha, is not written after the ps_1_4 phase marker, which drops it");
                line("/* dxkit: r0.w, the result's alpha, is not written after the ps_1_4 phase marker, which drops it */");
            } else if (temps.contains(0)) {
                line("oC0 = r0;");
            } else {
                gaps.add("r0, the result of a ps_1_x program, is never written");
                line("/* dxkit: r0, the result of a ps_1_x program, is never written */");
            }
        }
        if (!inMain) {
            for (Token t : program.tokens()) {
                if (t instanceof Instruction ins && ins.opcode() == Opcode.LABEL) {
                    String what = "@0x" + Integer.toHexString(ins.offset()) + " label"
                            + (ins.sources().isEmpty() ? "" : " l" + ins.sources().get(0).number())
                            + ": subroutines are not decompiled";
                    gaps.add(what);
                    line("/* dxkit: " + what + " */");
                }
            }
        }
        if (depth > 0) {
            gaps.add("the program ends inside a block");
            line("/* dxkit: the program ends inside a block */");
        }
        while (depth > 0) {
            depth--;
            line("}");
        }
    }

    /** The statements of the body, one per instruction, for {@link LiteralOrder}. */
    private final List<LiteralOrder.Statement> statements = new ArrayList<>();
    /** The statements that are a plain {@code mul} or {@code mad} (no result modifier, predicate or co-issue). */
    private final Map<LiteralOrder.Statement, Opcode> products = new java.util.IdentityHashMap<>();

    /**
     * A {@code mul} and the {@code mad} that adds a product to it, {@code x = a * b;} then {@code x = c * d + x;}
     * of the same destination, as the one statement {@code x = c * d + a * b;}, or null where they are not such
     * a pair (or where {@code c * d} or {@code a * b} reads {@code x}). It is the same arithmetic, the second
     * product fused with the first by the {@code mad}, and it is how fxc's source most often holds a sum of
     * products: written so, fxc allocates {@code a0} for array reads in the terms as it did for the original
     * (SkinnedEffect's {@code Bones[v3.x] * v4.x + Bones[v3.y] * v4.y}).
     */
    private String sumOfProducts(LiteralOrder.Statement first, LiteralOrder.Statement second) {
        if (products.get(first) != Opcode.MUL || products.get(second) != Opcode.MAD) {
            return null;
        }
        java.util.regex.Matcher a = PRODUCT.matcher(first.text());
        java.util.regex.Matcher b = PRODUCT.matcher(second.text());
        if (!a.matches() || !b.matches() || !a.group(1).equals(b.group(1)) || !a.group(2).equals(b.group(2))) {
            return null;
        }
        String x = a.group(2);
        String tail = " + " + x;
        if (!b.group(3).endsWith(tail)) {
            return null;
        }
        String cd = b.group(3).substring(0, b.group(3).length() - tail.length());
        java.util.regex.Pattern base = java.util.regex.Pattern.compile(
                "\\b" + java.util.regex.Pattern.quote(x.replaceAll("\\..*", "")) + "\\b");
        if (base.matcher(cd).find() || base.matcher(a.group(3)).find()) {
            return null;
        }
        return a.group(1) + x + " = " + cd + " + " + a.group(3) + ";\n";
    }

    /** One assignment statement of the text: indentation, target, expression. */
    private static final java.util.regex.Pattern PRODUCT =
            java.util.regex.Pattern.compile("( *)([A-Za-z_0-9.]+) = ([^;\\n]+);\n");

    private static Set<String> keys(String list) {
        return list.isEmpty() ? Set.of() : new java.util.HashSet<>(java.util.Arrays.asList(list.split(" ")));
    }

    /**
     * The register components {@code ins} reads and writes ({@code "r0.x r1.y"}, {@code "oPos.x"}), or null where
     * it is no plain computation that may move: flow control, clips, relative addressing, {@code a0} loads.
     */
    private String[] depends(Instruction ins) {
        Opcode op = ins.opcode();
        switch (op) {
            case DCL, DEF, DEFI, DEFB, NOP -> {
                return new String[] {"", ""};
            }
            case IF, IFC, ELSE, ENDIF, REP, ENDREP, LOOP, ENDLOOP, BREAK, BREAKC, BREAKP, CALL, CALLNZ, RET, LABEL,
                    TEXKILL -> {
                return null;
            }
            default -> {
            }
        }
        Parameter d = ins.destination();
        if (d == null || d.isRelative() || d.type() == RegisterType.ADDR_TEXTURE && v.isVertex()) {
            return null;
        }
        String target = d.type() == RegisterType.TEMP ? "r" + d.number()
                : d.type() == RegisterType.PREDICATE ? "p0" : outputName(d);
        if (target == null) {
            return null;
        }
        StringBuilder w = new StringBuilder();
        for (int l : lanes(mask(d))) {
            w.append(w.length() == 0 ? "" : " ").append(target).append('.').append(XYZW.charAt(l));
        }
        StringBuilder r = new StringBuilder();
        for (Parameter p : ins.sources()) {
            if (p.isRelative()) {
                return null;
            }
            RegisterType t = p.type();
            String name = t == RegisterType.TEMP ? "r" + p.number() : t == RegisterType.PREDICATE ? "p0" : null;
            if (name != null) {
                for (int l = 0; l < 4; l++) {
                    r.append(r.length() == 0 ? "" : " ").append(name).append('.').append(XYZW.charAt(p.swizzleLane(l)));
                }
            }
        }
        return new String[] {r.toString(), w.toString()};
    }

    /** The bits of the {@code def} values {@code ins} reads, in the order of its sources and lanes. */
    private List<Integer> poolValues(Instruction ins) {
        List<Integer> values = new ArrayList<>();
        Parameter d = ins.destination();
        int[] ls = d == null ? new int[] {0, 1, 2, 3} : lanes(mask(d));
        boolean scalars = d != null && perComponent(ins, ls);
        for (Parameter p : ins.sources()) {
            RegisterType t = p.type();
            if (t == null || p.isRelative() || t != RegisterType.CONST && t != RegisterType.CONST2
                    && t != RegisterType.CONST3 && t != RegisterType.CONST4) {
                continue;
            }
            List<Integer> def = defF.get(p.number() + constBank(p));
            if (def == null) {
                continue;
            }
            java.util.Set<Integer> distinct = new java.util.HashSet<>();
            for (int l : ls) {
                values.add(def.get(p.swizzleLane(l)));
                distinct.add(def.get(p.swizzleLane(l)));
            }
            vectorLiteral |= distinct.size() > 1 && !scalars;
        }
        return values;
    }

    /** Whether an instruction reads two or more different values of one {@code def} register. */
    private boolean vectorLiteral;

    /**
     * Each distinct {@code def} value's rank in the original pool: by register, then component. Only a pool
     * whose values are all read one at a time (scalars, replicated swizzles) is ranked: fxc fills such a pool a
     * component at a time in the order of first use ({@code def c0, 0.25, 0.5, 0, 0}); a vector literal takes a
     * register of its own and later scalars fill the holes by a rule not modelled here, so such a program keeps
     * its order (an empty map).
     */
    private Map<Integer, Integer> poolRanks() {
        Map<Integer, Integer> ranks = new HashMap<>();
        if (vectorLiteral) {
            return ranks;
        }
        for (int n : new TreeSet<>(defF.keySet())) {
            for (int bits : defF.get(n)) {
                ranks.putIfAbsent(bits, ranks.size());
            }
        }
        return ranks;
    }

    /**
     * A co-issued pair ({@code +}) runs at once: each instruction reads what the registers held before the other
     * wrote them. In order the two are the same where the second reads nothing the first writes; where it does
     * and the first reads nothing the second writes, the second goes first (true); where each reads what the
     * other writes, no order is the same, and that is a gap.
     */
    private boolean coissued(Instruction first, Instruction second) {
        if (first == null || first.destination() == null || second.destination() == null) {
            throw new Gap("a co-issued instruction without a first");
        }
        boolean secondReadsFirst = reads(second, first.destination());
        if (secondReadsFirst && reads(first, second.destination())) {
            throw new Gap("co-issued instructions that each read what the other writes");
        }
        return secondReadsFirst;
    }

    /** Whether {@code ins} reads a component that {@code d} writes. */
    private static boolean reads(Instruction ins, Parameter d) {
        for (Parameter p : ins.sources()) {
            if (p.type() == d.type() && p.number() == d.number()) {
                for (int l = 0; l < 4; l++) {
                    if ((mask(d) & (1 << p.swizzleLane(l))) != 0) {
                        return true;
                    }
                }
            }
        }
        return false;
    }

    private void line(String s) {
        body.append("    ".repeat(depth + 1)).append(s).append('\n');
    }

    private void statement(Instruction ins) {
        Opcode op = ins.opcode();
        switch (op) {
            case DCL, DEF, DEFI, DEFB, NOP -> {
            }
            case IF -> open("[branch] if (" + condition(arg(ins.sources(), 0)) + ")");
            case IFC -> open("[branch] if (" + compare(ins) + ")");
            case ELSE -> {
                if (depth == 0) {
                    throw new Gap("else outside an if");
                }
                depth--;
                line("}");
                line("else");
                line("{");
                depth++;
            }
            case ENDIF, ENDREP, ENDLOOP -> {
                if (depth == 0) {
                    throw new Gap("end of a block never opened");
                }
                if (op != Opcode.ENDIF && !loops.isEmpty()) {
                    loops.pop();
                }
                depth--;
                line("}");
            }
            case REP -> {
                String k = "k" + loopCount++;
                String count = loopInt(arg(ins.sources(), 0), 0);
                loops.push("");
                open("[loop] for (int " + k + " = 0; " + k + " < " + count + "; " + k + "++)");
            }
            case LOOP -> {
                Parameter i = arg(ins.sources(), 1);
                String k = "k" + loopCount;
                String aL = "aL" + loopCount++;
                String count = loopInt(i, 0);
                String start = loopInt(i, 1);
                String step = loopInt(i, 2);
                loops.push(aL);
                if (start.equals("0") && step.equals("1")) {
                    open("[loop] for (int " + aL + " = 0; " + aL + " < " + count + "; " + aL + "++)");
                } else {
                    open("[loop] for (int " + k + " = 0, " + aL + " = " + start + "; " + k + " < " + count + "; "
                            + k + "++, " + aL + " += " + step + ")");
                }
            }
            case BREAK -> line("break;");
            case BREAKC -> line("if (" + compare(ins) + ") break;");
            case BREAKP -> line("if (" + condition(arg(ins.sources(), 0)) + ") break;");
            case CALL, CALLNZ, RET, LABEL -> throw new Gap("subroutines are not decompiled");
            case TEXKILL -> {
                Parameter d = ins.destination();
                if (ps1) {
                    // ps_1_x: any of the first three components (the coordinates u, v, w) below 0
                    String what = d.type() == RegisterType.ADDR_TEXTURE ? coordinates(d.number(), new int[] {0, 1, 2})
                            : read(d, new int[] {0, 1, 2}, true);
                    line("clip(" + what + ");");
                } else {
                    line("clip(" + read(d, lanes(mask(d)), true) + ");");
                }
            }
            case TEXCOORD -> {
                if (!ps1) {
                    throw new Gap("texcoord outside Shader Model 1");
                }
                if (v.minor() >= 4) {
                    if ((mask(ins.destination()) & 8) != 0) {
                        throw new Gap("texcrd into the fourth component, which it leaves undefined");
                    }
                    assign(ins); // texcrd rN, tM: the coordinates as they are, not clamped (texcoord clamps)
                } else {
                    // texcoord tN: the coordinates u, v, w clamped to [0, 1], and 1 in the fourth component
                    int n = ins.destination().number();
                    if (mask(ins.destination()) != 0xF) {
                        throw new Gap("texcoord with a write mask");
                    }
                    textureRegisters.add(n);
                    line("t" + n + " = float4(saturate(" + coordinates(n, new int[] {0, 1, 2}) + "), 1.0);");
                }
            }
            case PHASE -> {
                // ps_1_4: the registers keep their values across the phase marker, all but the alpha of the
                // temporaries, which the program must write again before it reads it
                if (!ps1 || v.minor() < 4) {
                    throw new Gap("phase outside ps_1_4");
                }
                for (int n = 0; n < 6; n++) {
                    alphaLost.add(n);
                }
            }
            case TEXDEPTH -> {
                // the depth is r5.r / r5.g, and 1.0 where r5.g is 0 (the instruction set's reference)
                Parameter d = ins.destination();
                if (!ps1 || v.minor() < 4 || d == null || d.type() != RegisterType.TEMP) {
                    throw new Gap("texdepth outside ps_1_4");
                }
                String g = read(d, new int[] {1}, false);
                line("oDepth = " + g + " == 0.0 ? 1.0 : " + read(d, new int[] {0}, false) + " / " + g + ";");
            }
            default -> assign(ins);
        }
        alphaWritten(ins);
    }

    /** A write of a temporary's alpha (a statement or a gap in its place) gives it back after the phase marker. */
    private void alphaWritten(Instruction ins) {
        Parameter d = ins.destination();
        if (ins.opcode() != Opcode.TEXDEPTH && ins.opcode() != Opcode.DCL && d != null
                && d.type() == RegisterType.TEMP && (mask(d) & 8) != 0) {
            alphaLost.remove(d.number());
        }
    }

    /** The ps_1_4 temporaries whose alpha the phase marker dropped and no instruction has written since. */
    private final Set<Integer> alphaLost = new HashSet<>();

    private void open(String head) {
        line(head);
        line("{");
        depth++;
    }

    /** The condition of {@code if}/{@code breakp}: a bool constant or a predicate component. */
    private String condition(Parameter p) {
        RegisterType t = p.type();
        if (t == RegisterType.CONSTBOOL) {
            return boolConst(p.number());
        }
        if (t == RegisterType.PREDICATE) {
            String e = "p0." + XYZW.charAt(scalarComp(p));
            return p.sourceModifier() == 13 ? "!" + e : e;
        }
        throw new Gap("a condition in a " + t + " register");
    }

    private String compare(Instruction ins) {
        int c = ins.controls();
        if (c < 1 || c > 6) {
            throw new Gap("comparison " + c);
        }
        Parameter a = arg(ins.sources(), 0);
        Parameter b = arg(ins.sources(), 1);
        return source(a, new int[] {scalarComp(a)}) + " " + COMPARISONS[c] + " " + source(b, new int[] {scalarComp(b)});
    }

    private String boolConst(int n) {
        Integer def = defB.get(n);
        if (def != null) {
            return def != 0 ? "true" : "false";
        }
        Constant c = uniforms.find(Uniforms.BOOL, n);
        if (c != null) {
            String e = Uniforms.scalarRegister(c, n);
            if (e == null) {
                throw new Gap("b" + n + " lies outside its constant " + c.name());
            }
            return e;
        }
        return inventedName(Uniforms.BOOL, n);
    }

    /** Component {@code comp} (0 count, 1 start, 2 step) of the integer register of a {@code rep}/{@code loop}. */
    private String loopInt(Parameter p, int comp) {
        if (p.type() != RegisterType.CONSTINT) {
            throw new Gap("a loop counter in a " + p.type() + " register");
        }
        int n = p.number();
        List<Integer> def = defI.get(n);
        if (def != null) {
            return Integer.toString(def.get(comp));
        }
        Constant c = uniforms.find(Uniforms.INT4, n);
        if (c != null) {
            String e = Uniforms.scalarRegister(c, n);
            if (e == null) {
                throw new Gap("i" + n + " lies outside its constant " + c.name());
            }
            // an int of the table is set as (value, 0, 1, 0): start 0, step 1
            return comp == 0 ? e : comp == 1 ? "0" : "1";
        }
        return inventedName(Uniforms.INT4, n) + "." + XYZW.charAt(comp);
    }

    /** An instruction that computes a value into its destination. */
    private void assign(Instruction ins) {
        Parameter d = ins.destination();
        if (d == null) {
            throw new Gap("no HLSL for this instruction");
        }
        int[] lanes = lanes(mask(d));
        String out = outputName(d);
        if (out != null && io.outputs.containsKey(out) && io.outputs.get(out).width() == 1) {
            lanes = new int[] {lanes[0]}; // a scalar output (oFog, oPts, oDepth, a float o#) takes the first lane
        }
        String expr = expression(ins, lanes);
        if (d.shift() != 0) {
            int s = d.shift();
            expr = "(" + expr + ") " + (s > 0 ? "* " : "/ ") + (1 << Math.abs(s)) + ".0";
        }
        if (d.saturate()) {
            expr = "saturate(" + expr + ")";
        }
        String target = destination(d, lanes);
        if (ins.predicate() != null) {
            Parameter p = ins.predicate();
            boolean same = true;
            for (int l : lanes) {
                same &= p.swizzleLane(l) == p.swizzleLane(lanes[0]);
            }
            String not = p.sourceModifier() == 13 ? "!" : "";
            if (same) {
                line("if (" + not + "p0." + XYZW.charAt(p.swizzleLane(lanes[0])) + ") " + target + " = " + expr + ";");
            } else {
                StringBuilder sw = new StringBuilder();
                for (int l : lanes) {
                    sw.append(XYZW.charAt(p.swizzleLane(l)));
                }
                line(target + " = " + not + "p0." + sw + " ? " + expr + " : " + target + ";");
            }
            return;
        }
        line(target + " = " + expr + ";");
    }

    private String expression(Instruction ins, int[] lanes) {
        if (perComponent(ins, lanes)) {
            List<String> parts = new ArrayList<>();
            for (int l : lanes) {
                parts.add(componentwise(ins, new int[] {l}));
            }
            return vector(parts);
        }
        return componentwise(ins, lanes);
    }

    /**
     * Whether {@code ins} is one of the instructions {@link #scalarise} chose to write one component at a time.
     */
    private boolean perComponent(Instruction ins, int[] lanes) {
        return scalarised.contains(ins) && lanes.length >= 2;
    }

    /** The instructions written one component at a time (identity: an instruction's record is compared whole). */
    private final Set<Instruction> scalarised = java.util.Collections.newSetFromMap(new java.util.IdentityHashMap<>());

    /**
     * Chooses the instructions to write one component at a time: component-wise arithmetic ({@code add sub mul
     * mad min max}) that reads a {@code def} register with two or more different values, one per component,
     * beside an operand that is not a literal. fxc gives a vector literal of the text ({@code float2(0.0, 1.0) *
     * r1.xx}) its place in the literal pool before every scalar; written one component at a time
     * ({@code float2(0.0 * r1.x, 1.0 * r1.x)}) its values are scalars, put in the pool in the order of their
     * first use, and fxc joins the components into the one instruction again ({@code mul r2.zw, r1.x, c0.xyxz}).
     * The fixture {@code ps_3_0_loop}: its source folds {@code float4(uv + k * 0.01, 0, k)} into that vector
     * after it has pooled its scalars ({@code def c0, 0, 0.01, 1, 0.001}); the vector literal gives
     * {@code 0, 1, 0.01, 0.001}.
     *
     * <p>Only where it matters and only where it can be whole: an instruction whose values are the pool's first
     * ones in the order of its components keeps its vector (the vector gives that pool; written one component at
     * a time fxc may schedule the program otherwise, and it writes {@code 2.0 * x} as {@code x + x}), and
     * nothing is written so unless every other literal read is a scalar, so that the pool can then be ranked
     * whole ({@link #poolRanks}).
     */
    private void scalarise() {
        Map<Integer, Integer> ranks = new HashMap<>();
        for (int n : new TreeSet<>(defF.keySet())) {
            for (int bits : defF.get(n)) {
                ranks.putIfAbsent(bits, ranks.size());
            }
        }
        List<Instruction> chosen = new ArrayList<>();
        for (Instruction ins : code) {
            Parameter d = ins.destination();
            if (d == null || ins.opcode() == Opcode.DEF || ins.opcode() == Opcode.DEFI || ins.opcode() == Opcode.DEFB
                    || ins.opcode() == Opcode.DCL) {
                continue;
            }
            int[] ls = lanes(mask(d));
            boolean computed = false;
            int vectors = 0;
            boolean whole = true;
            for (Parameter p : ins.sources()) {
                List<Integer> def = literal(p);
                if (def == null) {
                    computed = true;
                    continue;
                }
                Map<Integer, Integer> componentOf = new HashMap<>();
                List<Integer> order = new ArrayList<>();
                for (int l : ls) {
                    int c = p.swizzleLane(l);
                    Integer was = componentOf.putIfAbsent(def.get(c), c);
                    if (was == null) {
                        order.add(def.get(c));
                    } else if (was != c) {
                        whole = false; // one value in two components: a vector of the source, not scalars
                    }
                }
                if (order.size() > 1) {
                    vectors++;
                    boolean prefix = true;
                    for (int k = 0; k < order.size(); k++) {
                        prefix &= ranks.get(order.get(k)) == k;
                    }
                    whole &= !prefix;
                }
            }
            if (vectors == 0) {
                continue;
            }
            switch (ins.opcode()) {
                case ADD, SUB, MUL, MAD, MIN, MAX -> {
                }
                default -> whole = false;
            }
            if (!whole || !computed || vectors > 1 || ls.length < 2 || d.isRelative()) {
                return; // a vector literal that stays one: the pool is not ranked, and nothing is rewritten
            }
            chosen.add(ins);
        }
        scalarised.addAll(chosen);
    }

    /** The {@code def} values a source reads, or null where it reads no {@code def} register. */
    private List<Integer> literal(Parameter p) {
        RegisterType t = p.type();
        if (t == null || p.isRelative() || t != RegisterType.CONST && t != RegisterType.CONST2
                && t != RegisterType.CONST3 && t != RegisterType.CONST4) {
            return null;
        }
        return defF.get(p.number() + constBank(p));
    }

    private String componentwise(Instruction ins, int[] lanes) {
        List<Parameter> s = ins.sources();
        int n = lanes.length;
        Opcode op = ins.opcode();
        return switch (op) {
            case MOV -> {
                if (ins.destination().type() == RegisterType.ADDR_TEXTURE && v.isVertex()) {
                    // vs_1_1 loads a0 with mov, rounding down
                    yield "(" + intType(n) + ")floor(" + src(s, 0, lanes) + ")";
                }
                yield src(s, 0, lanes);
            }
            case MOVA -> "(" + intType(n) + ")round(" + src(s, 0, lanes) + ")";
            case TEXCOORD -> src(s, 0, lanes);
            case ADD -> src(s, 0, lanes) + " + " + atom(src(s, 1, lanes));
            case SUB -> src(s, 0, lanes) + " - " + atom(src(s, 1, lanes));
            // fxc lists a product's factors in the reverse of their order in the source: b * a gives mul a, b
            case MUL -> atom(src(s, 1, lanes)) + " * " + atom(src(s, 0, lanes));
            case MAD -> atom(src(s, 0, lanes)) + " * " + atom(src(s, 1, lanes)) + " + " + atom(src(s, 2, lanes));
            case MIN -> "min(" + src(s, 0, lanes) + ", " + src(s, 1, lanes) + ")";
            case MAX -> "max(" + src(s, 0, lanes) + ", " + src(s, 1, lanes) + ")";
            case SLT -> "(" + floatType(n) + ")(" + src(s, 0, lanes) + " < " + src(s, 1, lanes) + ")";
            case SGE -> "(" + floatType(n) + ")(" + src(s, 0, lanes) + " >= " + src(s, 1, lanes) + ")";
            case FRC -> "frac(" + src(s, 0, lanes) + ")";
            case ABS -> "abs(" + src(s, 0, lanes) + ")";
            case DSX -> "ddx(" + src(s, 0, lanes) + ")";
            case DSY -> "ddy(" + src(s, 0, lanes) + ")";
            case SGN -> "sign(" + src(s, 0, lanes) + ")";
            case RCP -> "1.0 / " + atom(scalar(arg(s, 0)));
            case RSQ -> "rsqrt(" + scalar(arg(s, 0)) + ")";
            case EXP -> "exp2(" + scalar(arg(s, 0)) + ")";
            case LOG -> "log2(" + scalar(arg(s, 0)) + ")";
            case EXPP, LOGP -> partialPrecision(ins, lanes);
            case POW -> "pow(" + scalar(arg(s, 0)) + ", " + scalar(arg(s, 1)) + ")";
            case DP3 -> "dot(" + fixed(arg(s, 0), 3) + ", " + fixed(arg(s, 1), 3) + ")";
            case DP4 -> "dot(" + fixed(arg(s, 0), 4) + ", " + fixed(arg(s, 1), 4) + ")";
            case DP2ADD -> "dot(" + fixed(arg(s, 0), 2) + ", " + fixed(arg(s, 1), 2) + ") + " + atom(scalar(arg(s, 2)));
            case LRP -> "lerp(" + src(s, 2, lanes) + ", " + src(s, 1, lanes) + ", " + src(s, 0, lanes) + ")";
            case CMP -> src(s, 0, lanes) + " >= 0.0 ? " + src(s, 1, lanes) + " : " + src(s, 2, lanes);
            case CND -> src(s, 0, lanes) + " > 0.5 ? " + src(s, 1, lanes) + " : " + src(s, 2, lanes);
            // nrm writes w too, src.w times the same reciprocal length (the instruction set's reference): as
            // fxc reads normalize(), as its rsq of the dot
            case NRM -> java.util.Arrays.stream(lanes).anyMatch(l -> l == 3)
                    ? atom(src(s, 0, lanes)) + " * rsqrt(dot(" + fixed(arg(s, 0), 3) + ", " + fixed(arg(s, 0), 3) + "))"
                    : select("normalize(" + fixed(arg(s, 0), 3) + ")", lanes, 3);
            case CRS -> select("cross(" + fixed(arg(s, 0), 3) + ", " + fixed(arg(s, 1), 3) + ")", lanes, 3);
            case LIT -> select("lit(" + source(arg(s, 0), new int[] {arg(s, 0).swizzleLane(0)}) + ", "
                    + source(arg(s, 0), new int[] {arg(s, 0).swizzleLane(1)}) + ", "
                    + source(arg(s, 0), new int[] {arg(s, 0).swizzleLane(3)}) + ")", lanes, 4);
            case DST -> select("dst(" + fixed(arg(s, 0), 4) + ", " + fixed(arg(s, 1), 4) + ")", lanes, 4);
            case SINCOS -> {
                String x = scalar(arg(s, 0));
                List<String> parts = new ArrayList<>();
                for (int l : lanes) {
                    if (l > 1) {
                        throw new Gap("sincos writes only .x and .y");
                    }
                    parts.add((l == 0 ? "cos(" : "sin(") + x + ")");
                }
                yield vector(parts);
            }
            case M4X4, M4X3, M3X4, M3X3, M3X2 -> {
                int width = op == Opcode.M4X4 || op == Opcode.M4X3 ? 4 : 3;
                int rows = switch (op) {
                    case M4X4, M3X4 -> 4;
                    case M3X2 -> 2;
                    default -> 3;
                };
                Parameter m = arg(s, 1);
                if (m.isRelative()) {
                    throw new Gap("a matrix macro over relative registers");
                }
                List<String> parts = new ArrayList<>();
                for (int l : lanes) {
                    if (l >= rows) {
                        throw new Gap("the macro writes " + rows + " components");
                    }
                    Parameter row = new Parameter(m.offset(), (m.token() & ~0x7FF) | (m.number() + l), null);
                    parts.add("dot(" + fixed(arg(s, 0), width) + ", " + fixed(row, width) + ")");
                }
                yield vector(parts);
            }
            case SETP -> {
                int c = ins.controls();
                if (c < 1 || c > 6) {
                    throw new Gap("comparison " + c);
                }
                yield src(s, 0, lanes) + " " + COMPARISONS[c] + " " + src(s, 1, lanes);
            }
            case TEX -> texture(ins, lanes, switch (ins.controls()) {
                case 0 -> "";
                case 1 -> "proj";
                case 2 -> "bias";
                default -> throw new Gap("texld variant " + ins.controls());
            });
            case TEXLDL -> texture(ins, lanes, "lod");
            case TEXLDD -> texture(ins, lanes, "grad");
            default -> throw new Gap("no HLSL for " + op.mnemonic() + " in " + v.profile());
        };
    }

    /**
     * {@code expp}/{@code logp}, the partial-precision 2^v and log2(v) of a vertex program: fxc writes them for
     * {@code exp2}/{@code log2} computed into a {@code half} (the type, not a cast, sets the precision; a
     * {@code half} is otherwise a float in a vertex program), so the value is a {@code half} local, {@code half
     * pp0 = exp2(c0.w);}, declared before the statement. From vs_2_0 every component is that value. In vs_1_1
     * (the Direct3D 8 macros) only z is: {@code expp} gives x = 2^floor(v), y = v - floor(v) ({@code frac}),
     * w = 1, and fxc reads only z of its own {@code expp r0.z}; {@code logp}'s x and y are the exponent and the
     * mantissa of |v| taken from the float's bits, which no Shader Model 1 expression gives exactly (a gap).
     */
    private String partialPrecision(Instruction ins, int[] lanes) {
        if (!v.isVertex()) {
            throw new Gap("no HLSL for " + ins.opcode().mnemonic() + " in " + v.profile());
        }
        boolean exp = ins.opcode() == Opcode.EXPP;
        String x = scalar(arg(ins.sources(), 0));
        String pp = null;
        List<String> parts = new ArrayList<>();
        for (int l : lanes) {
            if (v.major() < 2 && l != 2) {
                if (l == 3) {
                    parts.add("1.0");
                } else if (!exp) {
                    throw new Gap((l == 0 ? "x, the exponent" : "y, the mantissa") + " of |v| in " + v.profile()
                            + ": bits of the float, which no HLSL of this profile reads");
                } else {
                    parts.add(l == 0 ? "exp2(floor(" + x + "))" : "frac(" + x + ")");
                }
                continue;
            }
            if (pp == null) {
                pp = "pp" + partialCount++;
                line("half " + pp + " = " + (exp ? "exp2(" : "log2(") + x + ");");
            }
            parts.add(pp);
        }
        if (v.major() >= 2) {
            return pp; // one value in every component written
        }
        return vector(parts);
    }

    /**
     * A ps_1_x texture read: {@code tex tN} (ps_1_1–ps_1_3) samples stage N at the coordinates tcN, {@code texld
     * rN, tM} (ps_1_4) stage N at tcM. The program does not say the stage's texture type; a sampler of the
     * constant table does, and without one the read is written {@code tex2D} of a {@code sampler2D}, noted:
     * {@code tex2D}, {@code texCUBE} and {@code tex3D} of the coordinate register all compile to the same
     * instruction in these profiles.
     */
    private String shaderModel1Texture(Instruction ins, int[] lanes) {
        int stage = ins.destination().number();
        Parameter from = v.minor() <= 3 ? ins.destination() : arg(ins.sources(), 0);
        if (from.type() != RegisterType.ADDR_TEXTURE) {
            throw new Gap("a dependent texture read (from r" + from.number() + ")");
        }
        if (v.minor() >= 4 && from.sourceModifier() != 0) {
            throw new Gap("a projected texld (source modifier " + from.sourceModifier() + ")");
        }
        Constant c = uniforms.find(Uniforms.SAMPLER, stage);
        String name;
        String type = "sampler2D";
        if (c != null && !Uniforms.isCombined(c.name())) {
            Uniforms.Leaf leaf = Uniforms.leaf(Uniforms.identifier(c.name()), c.type(), stage - c.registerIndex());
            String declared = leaf == null ? null : uniforms.typeName(leaf.type(), "sampler2D");
            if (leaf == null || declared == null) {
                throw new Gap("s" + stage + " lies outside its constant " + c.name());
            }
            name = leaf.access();
            type = declared;
        } else if (c != null) {
            throw new Gap("a Direct3D 10 style sampler in a ps_1_x program");
        } else {
            name = inventedName(Uniforms.SAMPLER, stage);
            String note = name + ": a ps_1_x program does not give stage " + stage + "'s texture type; tex2D, texCUBE and "
                    + "tex3D all compile to its instruction";
            if (!io.notes.contains(note)) {
                io.notes.add(note);
            }
        }
        int n = from.number();
        // tex tN names the coordinates by its destination, which has no swizzle
        int[] xyz = v.minor() <= 3 ? new int[] {0, 1, 2} : new int[] {from.swizzleLane(0), from.swizzleLane(1),
            from.swizzleLane(2)};
        String call = switch (type) {
            case "sampler1D" -> "tex1D(" + name + ", " + coordinates(n, new int[] {xyz[0]}) + ")";
            case "sampler3D" -> "tex3D(" + name + ", " + coordinates(n, xyz) + ")";
            case "samplerCUBE" -> "texCUBE(" + name + ", " + coordinates(n, xyz) + ")";
            default -> "tex2D(" + name + ", " + coordinates(n, new int[] {xyz[0], xyz[1]}) + ")";
        };
        return isIdentity(lanes, 4) ? call : call + "." + letters(lanes);
    }

    private String texture(Instruction ins, int[] lanes, String variant) {
        if (ps1) {
            return shaderModel1Texture(ins, lanes);
        }
        if (v.major() < 2) {
            throw new Gap("Shader Model 1 texture addressing");
        }
        List<Parameter> s = ins.sources();
        Parameter sampler = arg(s, 1);
        if (sampler.type() != RegisterType.SAMPLER) {
            throw new Gap("a texture read from a " + sampler.type() + " register");
        }
        String type = samplerType(sampler.number());
        Constant c = uniforms.find(Uniforms.SAMPLER, sampler.number());
        String name;
        if (c != null) {
            Uniforms.Leaf leaf = Uniforms.leaf(Uniforms.identifier(c.name()), c.type(), sampler.number() - c.registerIndex());
            if (leaf == null) {
                throw new Gap("s" + sampler.number() + " lies outside its constant " + c.name());
            }
            name = leaf.access();
            if (Uniforms.isCombined(c.name())) {
                return combinedTexture(ins, lanes, variant, c.name());
            }
            String declared = uniforms.typeName(leaf.type(), type);
            if (declared != null && declared.startsWith("sampler")) {
                type = declared;
            }
        } else {
            name = inventedName(Uniforms.SAMPLER, sampler.number());
        }
        String fn;
        int coord;
        switch (type) {
            case "sampler1D" -> {
                fn = "tex1D";
                coord = 1;
            }
            case "sampler3D" -> {
                fn = "tex3D";
                coord = 3;
            }
            case "samplerCUBE" -> {
                fn = "texCUBE";
                coord = 3;
            }
            default -> {
                fn = "tex2D";
                coord = 2;
            }
        }
        String call;
        if (variant.equals("grad")) {
            call = fn + "grad(" + name + ", " + fixed(arg(s, 0), coord) + ", " + fixed(arg(s, 2), coord) + ", "
                    + fixed(arg(s, 3), coord) + ")";
        } else if (variant.isEmpty()) {
            call = fn + "(" + name + ", " + fixed(arg(s, 0), coord) + ")";
        } else {
            call = fn + variant + "(" + name + ", " + fixed(arg(s, 0), 4) + ")";
        }
        int[] comps = new int[lanes.length];
        for (int i = 0; i < lanes.length; i++) {
            comps[i] = sampler.swizzleLane(lanes[i]);
        }
        return isIdentity(comps, 4) ? call : call + "." + letters(comps);
    }

    /** A read through a Direct3D 10 style texture and sampler pair, {@code texture.Sample(sampler, …)}. */
    private String combinedTexture(Instruction ins, int[] lanes, String variant, String combination) {
        List<Parameter> s = ins.sources();
        Parameter sampler = arg(s, 1);
        String samplerName = combination.substring(0, combination.indexOf('+'));
        String texture = combination.substring(combination.indexOf('+') + 1);
        int coord = switch (samplerType(sampler.number())) {
            case "sampler1D" -> 1;
            case "sampler2D" -> 2;
            default -> 3;
        };
        String call = switch (variant) {
            case "" -> texture + ".Sample(" + samplerName + ", " + fixed(arg(s, 0), coord) + ")";
            case "bias" -> texture + ".SampleBias(" + samplerName + ", " + fixed(arg(s, 0), coord) + ", "
                    + source(arg(s, 0), new int[] {arg(s, 0).swizzleLane(3)}) + ")";
            case "lod" -> texture + ".SampleLevel(" + samplerName + ", " + fixed(arg(s, 0), coord) + ", "
                    + source(arg(s, 0), new int[] {arg(s, 0).swizzleLane(3)}) + ")";
            case "grad" -> texture + ".SampleGrad(" + samplerName + ", " + fixed(arg(s, 0), coord) + ", "
                    + fixed(arg(s, 2), coord) + ", " + fixed(arg(s, 3), coord) + ")";
            default -> throw new Gap("a projected read of a Direct3D 10 style texture");
        };
        int[] comps = new int[lanes.length];
        for (int i = 0; i < lanes.length; i++) {
            comps[i] = sampler.swizzleLane(lanes[i]);
        }
        return isIdentity(comps, 4) ? call : call + "." + letters(comps);
    }

    // ---------------------------------------------------------------- operands

    /** Source {@code i} read for destination lanes {@code lanes}. */
    private String src(List<Parameter> s, int i, int[] lanes) {
        Parameter p = arg(s, i);
        int[] comps = new int[lanes.length];
        for (int k = 0; k < lanes.length; k++) {
            comps[k] = p.swizzleLane(lanes[k]);
        }
        return source(p, comps);
    }

    /** Source {@code i}; a stream whose instruction carries fewer is a gap, never an exception. */
    private static Parameter arg(List<Parameter> s, int i) {
        if (i >= s.size()) {
            throw new Gap("source " + (i + 1) + " missing");
        }
        return s.get(i);
    }

    /** The first {@code n} components of a source through its swizzle (dot products, coordinates). */
    private String fixed(Parameter p, int n) {
        int[] comps = new int[n];
        for (int k = 0; k < n; k++) {
            comps[k] = p.swizzleLane(k);
        }
        return source(p, comps);
    }

    /**
     * The source of a scalar instruction ({@code rcp}, {@code rsq}, {@code exp}, {@code log}, {@code pow} …):
     * the component its swizzle puts in w, the one these instructions read (fxc always writes a replicate
     * swizzle; hand-written programs may not).
     */
    private String scalar(Parameter p) {
        return source(p, new int[] {p.swizzleLane(3)});
    }

    private static int scalarComp(Parameter p) {
        int c = p.swizzleLane(0);
        for (int l = 1; l < 4; l++) {
            if (p.swizzleLane(l) != c) {
                throw new Gap("a scalar operand without a replicate swizzle");
            }
        }
        return c;
    }

    /** A source with its modifier applied. */
    private String source(Parameter p, int[] comps) {
        String e = read(p, comps, false);
        return switch (p.sourceModifier()) {
            case 0 -> e;
            case 1 -> "-" + atom(e);
            case 2 -> "(" + e + " - 0.5)";
            case 3 -> "-(" + e + " - 0.5)";
            case 4 -> "(" + atom(e) + " * 2.0 - 1.0)";
            case 5 -> "-(" + atom(e) + " * 2.0 - 1.0)";
            case 6 -> "(1.0 - " + atom(e) + ")";
            case 7 -> "(" + atom(e) + " * 2.0)";
            case 8 -> "-(" + atom(e) + " * 2.0)";
            case 11 -> "abs(" + e + ")";
            case 12 -> "-abs(" + e + ")";
            case 13 -> "!" + atom(e);
            default -> throw new Gap("source modifier " + p.sourceModifier());
        };
    }

    /** Components {@code comps} of the register {@code p} names (its modifier not applied). */
    private String read(Parameter p, int[] comps, boolean asDestination) {
        RegisterType t = p.type();
        if (t == null) {
            throw new Gap("register type " + p.typeCode());
        }
        if (p.isRelative() && p.relative() != null && t != RegisterType.CONST && t != RegisterType.CONST2
                && t != RegisterType.CONST3 && t != RegisterType.CONST4) {
            throw new Gap("relative addressing of a " + t + " register");
        }
        int n = p.number();
        return switch (t) {
            case TEMP -> {
                if (!asDestination && alphaLost.contains(n) && java.util.Arrays.stream(comps).anyMatch(c -> c == 3)) {
                    throw new Gap("r" + n + ".w read after the ps_1_4 phase marker, which does not keep the alpha of "
                            + "the temporaries");
                }
                yield swizzle("r" + n, 4, comps);
            }
            case INPUT -> variable(io.inputs.get("v" + n), "v" + n, comps);
            case ADDR_TEXTURE -> !v.isPixel() ? swizzle("a0", 4, comps)
                    : !ps1 ? variable(io.inputs.get("t" + n), "t" + n, comps)
                    : v.minor() >= 4 ? coordinates(n, comps)
                    : textureRegister(n, comps);
            case MISCTYPE -> n == 0 ? variable(io.inputs.get("vPos"), "vPos", comps)
                    // vFace is one value in every component: fxc itself reads a float VFACE as vFace (.xyzw)
                    : variable(io.inputs.get("vFace"), "vFace", new int[comps.length]);
            case PREDICATE -> swizzle("p0", 4, comps);
            case CONST, CONST2, CONST3, CONST4 -> floatConst(p, n + constBank(p), comps);
            case CONSTINT -> {
                List<Integer> def = defI.get(n);
                if (def != null) {
                    List<String> parts = new ArrayList<>();
                    for (int c : comps) {
                        parts.add(Integer.toString(def.get(c)));
                    }
                    yield parts.size() == 1 ? parts.get(0) : "int" + parts.size() + "(" + String.join(", ", parts) + ")";
                }
                Constant c = uniforms.find(Uniforms.INT4, n);
                if (c != null) {
                    String e = Uniforms.scalarRegister(c, n);
                    if (e == null) {
                        throw new Gap("i" + n + " lies outside its constant " + c.name());
                    }
                    yield swizzle(e, 1, comps);
                }
                yield swizzle(inventedName(Uniforms.INT4, n), 4, comps);
            }
            case CONSTBOOL -> boolConst(n);
            case LOOP -> {
                if (loops.isEmpty() || loops.peek().isEmpty()) {
                    throw new Gap("aL outside a loop");
                }
                yield loops.peek();
            }
            case RASTOUT, ATTROUT, TEXCRDOUT_OUTPUT, COLOROUT, DEPTHOUT -> {
                if (!asDestination) {
                    throw new Gap("an output register read");
                }
                yield variable(io.outputs.get(outputName(p)), outputName(p), comps);
            }
            default -> throw new Gap("a " + t + " register read");
        };
    }

    private String floatConst(Parameter p, int n, int[] comps) {
        if (p.isRelative()) {
            Parameter rel = p.relative();
            String index;
            if (rel == null) {
                index = "a0.x"; // Shader Model 1 addresses through a0.x implicitly
            } else if (rel.type() == RegisterType.ADDR_TEXTURE) {
                index = "a0." + XYZW.charAt(rel.swizzleLane(0));
            } else if (rel.type() == RegisterType.LOOP) {
                if (loops.isEmpty() || loops.peek().isEmpty()) {
                    throw new Gap("aL outside a loop");
                }
                index = loops.peek();
            } else {
                throw new Gap("relative addressing through a " + rel.type() + " register");
            }
            Constant c = uniforms.find(Uniforms.FLOAT4, n);
            IndexPatterns.Index known = rel == null ? a0Index[0]
                    : rel.type() == RegisterType.ADDR_TEXTURE ? a0Index[rel.swizzleLane(0)] : null;
            if (c != null && known != null && c.type().elements() > 1
                    && Uniforms.elementRegisters(c.type()) == known.registers()) {
                // a0 = K * floor(index): element floor(index) + off / K, its register off % K
                Io.Var in = known.inputInt() >= 0 ? io.inputs.get("v" + known.inputInt()) : null;
                if (in != null) {
                    in.integer = true; // an int input indexes the array directly
                }
                int off = n - c.registerIndex();
                int k = known.registers();
                ConstantTable.TypeInfo t = c.type();
                ConstantTable.TypeInfo one = new ConstantTable.TypeInfo(t.typeClass(), t.type(), t.rows(), t.columns(), 1,
                        t.members());
                Uniforms.Leaf leaf = Uniforms.leaf(Uniforms.identifier(c.name()) + "[" + known.index() + (off / k == 0 ? "" : " + " + off / k)
                        + "]", one, off % k);
                if (leaf == null) {
                    throw new Gap("c" + n + " lies outside its constant " + c.name());
                }
                return leaf.read(comps);
            }
            if (c == null && defF.containsKey(n)) {
                return swizzle(defArray(n, index), 4, comps);
            }
            if (c == null || c.type().elements() <= 1 || Uniforms.elementRegisters(c.type()) != 1
                    || c.type().typeClass() > 1) {
                throw new Gap("relative addressing of c" + n + " outside an array of vectors or scalars");
            }
            int off = n - c.registerIndex();
            Uniforms.Leaf leaf = new Uniforms.Leaf(Uniforms.identifier(c.name()) + "[" + index + (off == 0 ? "" : " + " + off) + "]",
                    new ConstantTable.TypeInfo(c.type().typeClass(), c.type().type(), c.type().rows(),
                            c.type().columns(), 1, List.of()), 0);
            return leaf.read(comps);
        }
        List<Integer> def = defF.get(n);
        if (def != null) {
            List<String> parts = new ArrayList<>();
            for (int c : comps) {
                parts.add(HlslLiteral.floatBits(def.get(c)));
            }
            return vector(parts);
        }
        Constant c = uniforms.find(Uniforms.FLOAT4, n);
        if (c != null) {
            Uniforms.Leaf leaf = Uniforms.leaf(Uniforms.identifier(c.name()), c.type(), n - c.registerIndex());
            if (leaf == null) {
                throw new Gap("c" + n + " lies outside its constant " + c.name());
            }
            return leaf.read(comps);
        }
        return swizzle(inventedName(Uniforms.FLOAT4, n), 4, comps);
    }

    /**
     * The array over the run of def registers around {@code c}{@code n} that an index reads, indexed from
     * {@code n} ({@code d0[a0.x + 3]}): every register of the run is set by a def and named by no uniform, so
     * the index reaches no register HLSL could not give. Two relative reads of one run share its array.
     */
    private String defArray(int n, String index) {
        int lo = n;
        while (lo > 0 && defF.containsKey(lo - 1) && uniforms.find(Uniforms.FLOAT4, lo - 1) == null
                && (lo - 1) % 2048 != 2047) {
            lo--;
        }
        int hi = n;
        while (defF.containsKey(hi + 1) && uniforms.find(Uniforms.FLOAT4, hi + 1) == null && (hi + 1) % 2048 != 0) {
            hi++;
        }
        defArrays.put(lo, hi);
        return defArrayName(lo) + "[" + index + (n == lo ? "" : " + " + (n - lo)) + "]";
    }

    private String defArrayName(int lo) {
        String name = "d" + lo;
        while (uniforms.hasName(name)) {
            name = "_" + name;
        }
        return name;
    }

    /** Components {@code comps} of the texture coordinates of stage {@code n} (ps_1_x). */
    private String coordinates(int n, int[] comps) {
        return variable(io.inputs.get("tc" + n), "tc" + n, comps);
    }

    /** A ps_1_1–ps_1_3 texture register, which a texture instruction must have written before it is read. */
    private String textureRegister(int n, int[] comps) {
        if (!textureRegisters.contains(n)) {
            throw new Gap("t" + n + " is read before a texture instruction writes it");
        }
        return swizzle("t" + n, 4, comps);
    }

    private String variable(Io.Var var, String name, int[] comps) {
        if (var == null) {
            throw new Gap(name + " is read but not declared");
        }
        for (int c : comps) {
            if (c >= Math.max(1, var.width())) {
                throw new Gap("component " + XYZW.charAt(c) + " of " + name + " is read, its declaration has "
                        + Math.max(1, var.width()));
            }
        }
        return swizzle(name, Math.max(1, var.width()), comps);
    }

    /** {@code name} of {@code width} components read as {@code comps}; components past its width read 0. */
    private static String swizzle(String name, int width, int[] comps) {
        boolean inside = true;
        for (int c : comps) {
            inside &= c < width;
        }
        if (inside) {
            if (isIdentity(comps, width)) {
                return name;
            }
            StringBuilder s = new StringBuilder(name).append('.');
            for (int c : comps) {
                s.append(width == 1 ? 'x' : XYZW.charAt(c));
            }
            return s.toString();
        }
        List<String> parts = new ArrayList<>();
        for (int c : comps) {
            parts.add(c < width ? (width == 1 ? name : name + "." + XYZW.charAt(c)) : "0.0");
        }
        return vector(parts);
    }

    private String destination(Parameter d, int[] lanes) {
        RegisterType t = d.type();
        if (d.isRelative()) {
            throw new Gap("relative addressing of a destination");
        }
        if (t == RegisterType.TEMP) {
            return swizzle("r" + d.number(), 4, lanes);
        }
        if (t == RegisterType.ADDR_TEXTURE && v.isVertex()) {
            return swizzle("a0", 4, lanes);
        }
        if (t == RegisterType.ADDR_TEXTURE && ps1 && v.minor() <= 3) {
            textureRegisters.add(d.number());
            return swizzle("t" + d.number(), 4, lanes);
        }
        if (t == RegisterType.PREDICATE) {
            return swizzle("p0", 4, lanes);
        }
        String name = outputName(d);
        Io.Var var = name == null ? null : io.outputs.get(name);
        if (var == null) {
            throw new Gap("a write to a " + t + " register");
        }
        if (var.width() == 1) {
            return name;
        }
        return swizzle(name, var.width(), lanes);
    }

    private String outputName(Parameter d) {
        RegisterType t = d.type();
        if (t == null) {
            return null;
        }
        return switch (t) {
            case RASTOUT -> d.number() == 0 ? "oPos" : d.number() == 1 ? "oFog" : "oPts";
            case ATTROUT -> "oD" + d.number();
            case TEXCRDOUT_OUTPUT -> (v.major() >= 3 ? "o" : "oT") + d.number();
            case COLOROUT -> "oC" + d.number();
            case DEPTHOUT -> "oDepth";
            default -> null;
        };
    }

    // ---------------------------------------------------------------- helpers

    private static int mask(Parameter d) {
        int m = d.writeMask();
        return m == 0 ? 0xF : m;
    }

    static int[] lanes(int mask) {
        int[] l = new int[Integer.bitCount(mask & 0xF)];
        int k = 0;
        for (int i = 0; i < 4; i++) {
            if ((mask & (1 << i)) != 0) {
                l[k++] = i;
            }
        }
        return l;
    }

    private static String letters(int[] comps) {
        StringBuilder s = new StringBuilder();
        for (int c : comps) {
            s.append(XYZW.charAt(c));
        }
        return s.toString();
    }

    private static boolean isIdentity(int[] comps, int width) {
        if (comps.length != width) {
            return false;
        }
        for (int i = 0; i < comps.length; i++) {
            if (comps[i] != i) {
                return false;
            }
        }
        return true;
    }

    /** Lanes {@code lanes} of a {@code width}-component value {@code e}. */
    private static String select(String e, int[] lanes, int width) {
        for (int l : lanes) {
            if (l >= width) {
                throw new Gap("a write to component " + XYZW.charAt(l) + " of a " + width + "-component result");
            }
        }
        return isIdentity(lanes, width) ? e : e + "." + letters(lanes);
    }

    private static String vector(List<String> parts) {
        return parts.size() == 1 ? parts.get(0) : "float" + parts.size() + "(" + String.join(", ", parts) + ")";
    }

    private static String floatType(int n) {
        return n == 1 ? "float" : "float" + n;
    }

    private static String intType(int n) {
        return n == 1 ? "int" : "int" + n;
    }

    /** {@code e}, parenthesised unless it is a name, a literal, a call or already in parentheses. */
    private static String atom(String e) {
        if (e.matches("[A-Za-z_0-9.\\[\\]]+") || e.matches("[A-Za-z_0-9]+\\(.*\\)(\\.[a-z_0-9]+)?")
                && balanced(e.substring(e.indexOf('(')))) {
            return e;
        }
        if (e.startsWith("(") && balanced(e)) {
            return e;
        }
        return "(" + e + ")";
    }

    /** Whether {@code e} starts with '(' whose matching ')' ends it (or is followed only by a swizzle). */
    private static boolean balanced(String e) {
        int level = 0;
        for (int i = 0; i < e.length(); i++) {
            char ch = e.charAt(i);
            if (ch == '(') {
                level++;
            } else if (ch == ')') {
                level--;
                if (level == 0) {
                    return e.substring(i + 1).matches("(\\.[a-z_0-9]+)?");
                }
            }
        }
        return false;
    }
}
