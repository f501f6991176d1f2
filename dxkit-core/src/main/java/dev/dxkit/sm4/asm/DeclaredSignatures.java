package dev.dxkit.sm4.asm;

import dev.dxkit.part.ComponentType;
import dev.dxkit.part.SignatureElement;
import dev.dxkit.part.SystemValue;
import dev.dxkit.sm4.Instruction;
import dev.dxkit.sm4.Operand;
import dev.dxkit.sm4.OperandType;
import dev.dxkit.sm4.ProgramType;
import dev.dxkit.sm4.Sm4Program;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The input, output and patch-constant signatures a program's declarations imply, for a text that has no
 * signature table (written from scratch, or listed with instructions only): without them the container has empty
 * signatures, which no input layout or next stage links with. The program does not say what the HLSL called an
 * element, so the choices are these, each the form fxc gives such an element:
 * <ul>
 * <li>one element per {@code dcl_input}/{@code dcl_output} of a {@code v#}/{@code o#} register (a geometry program's
 *     {@code v[N][#]} too), by stream and in register order, the declared components what the program reads (an
 *     input) or writes (an output); its mask those components, or, for the only element of its register, x up to
 *     the last of them (an HLSL value starts at x unless packed after another); a pixel program's {@code SV_Position}
 *     input the whole vector;</li>
 * <li>a system value's element named by its semantic ({@code SV_Position}, {@code SV_VertexID} ...), numbered from 0
 *     by name in each stream; every other element {@code TEXCOORD}, numbered from 0 in register order; a pixel
 *     program's outputs {@code SV_Target#} of their register's number, and {@code oDepth}, {@code oMask},
 *     {@code oDepthGE}, {@code oDepthLE} and {@code oStencilRef} their own semantics, as does a geometry program's
 *     {@code vPrim};</li>
 * <li>uint for the identifiers, indices and the front face, float otherwise (an integer the HLSL passed between
 *     stages is not told apart from a float by the declarations);</li>
 * <li>a geometry program's outputs in the stream of the {@code dcl_stream} before them.</li>
 * </ul>
 * Hull and domain programs: see {@link #tessellation}. Compute programs have no signatures.
 */
final class DeclaredSignatures {
    private DeclaredSignatures() {
    }

    /** The inputs and outputs built, and the patch constants (null but for hull and domain programs). */
    record Built(List<SignatureElement> inputs, List<SignatureElement> outputs, List<SignatureElement> patch) {
    }

    /** A register that the signature has no number for: oDepth, oMask, vPrim ... (D3DDisassemble's "N/A"). */
    private static final long NO_REGISTER = 0xFFFF_FFFFL;

    /**
     * One declaration: its register (or {@link #NO_REGISTER}), components, system value code (as signatures store
     * it), semantic (null: the system value's, or TEXCOORD), stream, order, and semantic index (-1: numbered by name).
     */
    private record Declared(long register, int mask, long systemValue, String semantic, long stream, int order,
            long index) {
        Declared(long register, int mask, long systemValue, String semantic, long stream, int order) {
            this(register, mask, systemValue, semantic, stream, order, -1);
        }
    }

    /** {@return the signatures of {@code p}'s declarations; null for a compute program} */
    static Built of(Sm4Program p) {
        ProgramType type = p.version().type();
        if (type == ProgramType.HULL || type == ProgramType.DOMAIN) {
            return tessellation(p, type);
        }
        if (type != ProgramType.VERTEX && type != ProgramType.PIXEL && type != ProgramType.GEOMETRY) {
            return null;
        }
        List<Declared> in = new ArrayList<>();
        List<Declared> out = new ArrayList<>();
        long stream = 0;
        for (Instruction d : p.instructions()) {
            List<Operand> ops = d.operands();
            if (ops.isEmpty()) {
                // (every declaration below has its register; a program made otherwise declares nothing here)
                continue;
            }
            switch (d.opcode()) {
                case DCL_STREAM -> stream = ops.get(0).indices().isEmpty() ? 0 : ops.get(0).index(0);
                case DCL_INPUT, DCL_INPUT_SGV, DCL_INPUT_SIV, DCL_INPUT_PS, DCL_INPUT_PS_SGV, DCL_INPUT_PS_SIV -> {
                    Operand o = ops.get(0);
                    if (o.type() == OperandType.INPUT && !o.indices().isEmpty()) {
                        in.add(new Declared(o.index(o.indices().size() - 1), o.mask(), systemValue(d), null, 0,
                                in.size()));
                    } else if (o.type() == OperandType.INPUT_PRIMITIVEID && type == ProgramType.GEOMETRY) {
                        in.add(new Declared(NO_REGISTER, 1, SystemValue.PRIMITIVE_ID.code, null, 0, in.size()));
                    }
                }
                case DCL_OUTPUT, DCL_OUTPUT_SGV, DCL_OUTPUT_SIV -> {
                    Operand o = ops.get(0);
                    if (o.type() == OperandType.OUTPUT && !o.indices().isEmpty()) {
                        long register = o.index(0);
                        boolean target = type == ProgramType.PIXEL && systemValue(d) == 0;
                        out.add(new Declared(register, o.mask(), systemValue(d), target ? "SV_Target" : null, stream,
                                out.size()));
                    } else {
                        SystemValue sv = SystemValue.ofOutputRegister(o.type());
                        if (sv != null && type == ProgramType.PIXEL) {
                            out.add(new Declared(NO_REGISTER, 1, sv.code, sv.semantic, 0, out.size()));
                        }
                    }
                }
                default -> {
                }
            }
        }
        return new Built(elements(in, true, type), elements(out, false, type), null);
    }

    /**
     * A hull or domain program's signatures: its control points (the registers of {@code v[N][#]} and
     * {@code vicp[N][#]}, each one element of the components declared in any phase), its outputs (a hull program's
     * control-point phase; without one, the hull program passes its control points through, and its outputs are its
     * inputs), and its patch constants (a hull program's fork and join phases' outputs, a domain program's
     * {@code vpc#}): a tessellation factor as its semantic and index ({@code SV_TessFactor} 0 to 3,
     * {@code SV_InsideTessFactor} 0 and 1, by the factor's edge), every other register one element of the components
     * declared for it in any phase (a vector fxc spreads over fork phases, one component each).
     */
    private static Built tessellation(Sm4Program p, ProgramType type) {
        boolean hull = type == ProgramType.HULL;
        Map<Long, Integer> points = new java.util.TreeMap<>();
        Map<Long, Long> pointValues = new HashMap<>();
        Map<Long, Integer> constants = new java.util.TreeMap<>();
        List<Declared> out = new ArrayList<>();
        List<Declared> patch = new ArrayList<>();
        boolean controlPhase = false;
        boolean constantPhase = false;
        for (Instruction d : p.instructions()) {
            if (d.opcode().kind() == dev.dxkit.sm4.Opcode.Kind.PHASE) {
                controlPhase |= d.opcode() == dev.dxkit.sm4.Opcode.HS_CONTROL_POINT_PHASE;
                constantPhase = d.opcode() == dev.dxkit.sm4.Opcode.HS_FORK_PHASE
                        || d.opcode() == dev.dxkit.sm4.Opcode.HS_JOIN_PHASE;
                continue;
            }
            List<Operand> ops = d.operands();
            if (ops.isEmpty() || ops.get(0).indices().isEmpty()) {
                continue;
            }
            Operand o = ops.get(0);
            long sv = systemValue(d);
            switch (d.opcode()) {
                case DCL_INPUT, DCL_INPUT_SGV, DCL_INPUT_SIV -> {
                    if ((o.type() == OperandType.INPUT || o.type() == OperandType.INPUT_CONTROL_POINT)
                            && o.indices().size() == 2) {
                        points.merge(o.index(1), o.mask(), (x, y) -> x | y);
                        if (sv != 0) {
                            pointValues.put(o.index(1), sv);
                        }
                    } else if (o.type() == OperandType.INPUT_PATCH_CONSTANT && !hull) {
                        constant(o, sv, patch, constants);
                    }
                }
                case DCL_OUTPUT, DCL_OUTPUT_SGV, DCL_OUTPUT_SIV -> {
                    if (o.type() != OperandType.OUTPUT) {
                        break;
                    }
                    if (hull && constantPhase) {
                        constant(o, sv, patch, constants);
                    } else {
                        out.add(new Declared(o.index(0), o.mask(), sv, null, 0, out.size()));
                    }
                }
                default -> {
                }
            }
        }
        List<Declared> in = new ArrayList<>();
        points.forEach((r, m) -> in.add(new Declared(r, m, pointValues.getOrDefault(r, 0L), null, 0, in.size())));
        constants.forEach((r, m) -> patch.add(new Declared(r, m, 0, null, 0, patch.size())));
        List<SignatureElement> inputs = elements(in, true, type);
        // a hull program without a control-point phase passes its control points through: its outputs are its inputs
        List<SignatureElement> outputs = hull && !controlPhase ? passedThrough(inputs) : elements(out, false, type);
        // (a patch constant's register is not widened to x: its first components are often a factor the domain
        // program does not read, so does not declare)
        return new Built(inputs, outputs, elements(patch, !hull, type, false));
    }

    /** The control points a hull program passes through, as its outputs (every declared component written). */
    private static List<SignatureElement> passedThrough(List<SignatureElement> inputs) {
        List<SignatureElement> l = new ArrayList<>(inputs.size());
        for (SignatureElement e : inputs) {
            l.add(new SignatureElement(e.stream(), e.semanticName(), e.semanticIndex(), e.systemValue(),
                    e.componentType(), e.register(), e.mask(), ~e.readWriteMask() & 0xF, e.minPrecision(), 0));
        }
        return l;
    }

    /**
     * A patch constant's declaration: a tessellation factor (the token's names 11 to 22) as its signature's system
     * value and index; any other register's components gathered into {@code constants}.
     */
    private static void constant(Operand o, long sv, List<Declared> patch, Map<Long, Integer> constants) {
        long register = o.index(0);
        if (sv >= 11 && sv <= 22) {
            // the token's factors (quad U/V edges at 0 and 1, then inside U/V; tri U/V/W edges, inside; line
            // detail, density) as the signature's: the kind of factor, and which one (an isoline's density is
            // SV_TessFactor 0, its detail 1)
            int t = (int) sv - 11;
            long[] code = {11, 11, 11, 11, 12, 12, 13, 13, 13, 14, 15, 16};
            long[] index = {0, 1, 2, 3, 0, 1, 0, 1, 2, 0, 1, 0};
            patch.add(new Declared(register, o.mask(), code[t], null, 0, patch.size(), index[t]));
        } else {
            constants.merge(register, o.mask(), (x, y) -> x | y);
        }
    }

    /** The system value a {@code _siv}/{@code _sgv} declaration names (its last word), 0 for any other. */
    private static long systemValue(Instruction d) {
        return switch (d.opcode()) {
            case DCL_INPUT_SGV, DCL_INPUT_SIV, DCL_INPUT_PS_SGV, DCL_INPUT_PS_SIV, DCL_OUTPUT_SGV, DCL_OUTPUT_SIV ->
                    d.extra().length > 0 ? d.extra()[d.extra().length - 1] & 0xFFFF : 0;
            default -> 0;
        };
    }

    private static List<SignatureElement> elements(List<Declared> declared, boolean input, ProgramType type) {
        return elements(declared, input, type, true);
    }

    /** The elements of {@code declared}; {@code widen}: an element alone in its register runs from x. */
    private static List<SignatureElement> elements(List<Declared> declared, boolean input, ProgramType type,
            boolean widen) {
        List<Declared> sorted = new ArrayList<>(declared);
        // by stream, then registers in order (the unnumbered ones last, as declared), the components of one register
        // by their first
        sorted.sort(Comparator.comparingLong(Declared::stream).thenComparingLong(Declared::register)
                .thenComparingInt(d -> Integer.numberOfTrailingZeros(d.mask()))
                .thenComparingInt(Declared::order));
        Map<String, Long> next = new HashMap<>();
        Map<String, Integer> sharing = new HashMap<>();
        for (Declared d : sorted) {
            sharing.merge(d.stream() + ":" + d.register(), 1, Integer::sum);
        }
        List<SignatureElement> list = new ArrayList<>(sorted.size());
        for (Declared d : sorted) {
            SystemValue sv = d.systemValue() == 0 ? null : SystemValue.byCode(d.systemValue()).orElse(null);
            String name = d.semantic() != null ? d.semantic() : sv != null ? sv.semantic : "TEXCOORD";
            long index = d.index() >= 0 ? d.index() : "SV_Target".equals(d.semantic()) ? d.register()
                    : next.merge(d.stream() + ":" + name, 1L, Long::sum) - 1;
            // a pixel output's value is selected by its SV_ name: fxc stores 0 for it
            long stored = sv == null || sv.code >= SystemValue.TARGET.code ? 0 : sv.code;
            if (d.register() == NO_REGISTER) {
                stored = sv == SystemValue.PRIMITIVE_ID ? sv.code : 0;
            }
            // an element alone in its register starts at x (as an HLSL value does unless packed after another) and
            // runs to its last declared component; a pixel program's SV_Position input is the whole vector
            boolean whole = input && type == ProgramType.PIXEL && sv == SystemValue.POSITION;
            boolean alone = widen && sharing.get(d.stream() + ":" + d.register()) == 1;
            int mask = whole ? 0xF : alone ? (Integer.highestOneBit(d.mask()) << 1) - 1 : d.mask();
            int rw = d.register() == NO_REGISTER ? (input ? 1 : 0xE) : input ? d.mask() : ~d.mask() & 0xF;
            list.add(new SignatureElement(d.stream(), name, index, stored, componentType(sv).code, d.register(),
                    d.register() == NO_REGISTER ? 1 : mask, rw, 0, 0));
        }
        return list;
    }

    private static ComponentType componentType(SystemValue sv) {
        if (sv == null) {
            return ComponentType.FLOAT32;
        }
        return switch (sv) {
            case VERTEX_ID, PRIMITIVE_ID, INSTANCE_ID, IS_FRONT_FACE, SAMPLE_INDEX, RENDER_TARGET_ARRAY_INDEX,
                 VIEWPORT_ARRAY_INDEX, COVERAGE, STENCIL_REF -> ComponentType.UINT32;
            default -> ComponentType.FLOAT32;
        };
    }
}
