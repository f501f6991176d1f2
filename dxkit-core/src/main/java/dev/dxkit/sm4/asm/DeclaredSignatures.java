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
 * The input and output signatures a vertex, pixel or geometry program's declarations imply, for a text that has no
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
 * Hull and domain programs (their control-point and patch-constant signatures) are left as they were: empty.
 */
final class DeclaredSignatures {
    private DeclaredSignatures() {
    }

    /** The inputs and outputs built. */
    record Built(List<SignatureElement> inputs, List<SignatureElement> outputs) {
    }

    /** A register that the signature has no number for: oDepth, oMask, vPrim ... (D3DDisassemble's "N/A"). */
    private static final long NO_REGISTER = 0xFFFF_FFFFL;

    /** One declaration: its register (or {@link #NO_REGISTER}), components, system value code, stream, order. */
    private record Declared(long register, int mask, long systemValue, String semantic, long stream, int order) {
    }

    /** {@return the signatures of {@code p}'s declarations; null for a hull, domain or compute program} */
    static Built of(Sm4Program p) {
        ProgramType type = p.version().type();
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
                        SystemValue sv = switch (o.type()) {
                            case OUTPUT_DEPTH -> SystemValue.DEPTH;
                            case OUTPUT_COVERAGE_MASK -> SystemValue.COVERAGE;
                            case OUTPUT_DEPTH_GREATER_EQUAL -> SystemValue.DEPTH_GREATER_EQUAL;
                            case OUTPUT_DEPTH_LESS_EQUAL -> SystemValue.DEPTH_LESS_EQUAL;
                            case OUTPUT_STENCIL_REF -> SystemValue.STENCIL_REF;
                            default -> null;
                        };
                        if (sv != null && type == ProgramType.PIXEL) {
                            out.add(new Declared(NO_REGISTER, 1, sv.code, sv.semantic, 0, out.size()));
                        }
                    }
                }
                default -> {
                }
            }
        }
        return new Built(elements(in, true, type), elements(out, false, type));
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
            long index = "SV_Target".equals(d.semantic()) ? d.register()
                    : next.merge(d.stream() + ":" + name, 1L, Long::sum) - 1;
            // a pixel output's value is selected by its SV_ name: fxc stores 0 for it
            long stored = sv == null || sv.code >= SystemValue.TARGET.code ? 0 : sv.code;
            if (d.register() == NO_REGISTER) {
                stored = sv == SystemValue.PRIMITIVE_ID ? sv.code : 0;
            }
            // an element alone in its register starts at x (as an HLSL value does unless packed after another) and
            // runs to its last declared component; a pixel program's SV_Position input is the whole vector
            boolean whole = input && type == ProgramType.PIXEL && sv == SystemValue.POSITION;
            boolean alone = sharing.get(d.stream() + ":" + d.register()) == 1;
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
