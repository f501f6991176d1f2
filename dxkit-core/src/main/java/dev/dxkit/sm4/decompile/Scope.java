package dev.dxkit.sm4.decompile;

import dev.dxkit.part.SystemValue;
import dev.dxkit.sm4.Operand;
import dev.dxkit.sm4.OperandType;
import dev.dxkit.sm4.ProgramType;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What the body of {@code main} can name: the entry point's parameters (input, output and patch structs,
 * system-value parameters), the bindings, and the gaps found so far.
 */
final class Scope {
    /** A system-value parameter of {@code main} that has no signature element ({@code SV_DispatchThreadID} …). */
    record Special(String name, String type, String semantic, char laneType, int width) {
    }

    final ProgramType stage;
    final Interface input;
    final Interface output;
    final Interface patch;
    private final Bindings bindings;
    private final List<String> gaps;
    /** The special parameters the body used, in the order first used. */
    final Map<OperandType, Special> specials = new LinkedHashMap<>();
    /** How the body names the input of the vertex at an index, in a geometry shader ({@code i[n]}). */
    final boolean perVertexInput;
    int domainWidth = 3;
    /** Typed temporaries (level 9), or null for float4 registers reached through asint/asuint. */
    Temps temps;
    /**
     * The element type ({@code 'f'}, {@code 'i'}, {@code 'u'}) of the indexable temporaries ({@code x0[…]}), by
     * number, as {@link ArrayTypes} reads it from the program; those not here are float arrays.
     */
    final java.util.Map<Long, Character> arrayTypes = new java.util.HashMap<>();
    /** While a destination is being named in typed mode: the type written. */
    char writing;
    /**
     * Before the current instruction: temporary lanes (register * 4 + component) known to hold
     * {@code source * multiplier + add * multiplier} (an {@code imul}, {@code ishl} or {@code imad} by a
     * constant whose source has not changed since), for indexing arrays of wider elements.
     */
    Map<Long, Scaled> scaled = Map.of();

    /**
     * A lane's value as a multiple: {@code source} (one register component) times {@code multiplier}, plus
     * {@code add} times it; a null source where the value is known only to be a multiple (its source gone).
     */
    record Scaled(Operand source, int component, long multiplier, long add) {
    }

    /** The program's class linkage, or null; and while a class's method is written, its this-pointer lanes. */
    Linkage linkage;
    Linkage.This self;

    /** A level-9 program: indices are ints (fxc refuses uints it cannot prove positive there). */
    boolean level9;
    /** A level-9 vertex program whose Direct3D 9 program is {@code vs_2_0} (level 9_1): loops, and no break out of one. */
    boolean level9NoBreaks;
    /** Thread-group memory by register: words per structure, 0 for raw. */
    final Map<Long, Long> shared = new java.util.HashMap<>();
    /** Thread-group memory that signed atomics ({@code imax}/{@code imin}) and no unsigned min/max reach: {@code int}. */
    final java.util.Set<Long> signedShared = new java.util.HashSet<>();

    Scope(ProgramType stage, Interface input, Interface output, Interface patch, Bindings bindings, List<String> gaps) {
        this.stage = stage;
        this.input = input;
        this.output = output;
        this.patch = patch;
        this.bindings = bindings;
        this.gaps = gaps;
        this.perVertexInput = stage == ProgramType.GEOMETRY;
    }

    Bindings bindings() {
        return bindings;
    }

    /** Records a gap and gives the marked comment that stands for it in the text. */
    String gap(String what) {
        String clean = what.replace("*/", "* /");
        if (!gaps.contains(clean)) {
            gaps.add(clean);
        }
        return "/* dxkit: " + clean + " */";
    }

    /**
     * Marked comments of gaps found where no expression stands for them (a destination with no storage drops its
     * statement): {@link Body} writes them as lines after the instruction, so that the text says where.
     */
    final List<String> marks = new ArrayList<>();

    /** Records a gap whose statement is left out, and keeps its marked comment for {@link #marks}. */
    void gapLine(String what) {
        String mark = gap(what);
        if (!marks.contains(mark)) {
            marks.add(mark);
        }
    }

    boolean hasGaps() {
        return !gaps.isEmpty();
    }

    Slot input(Operand o, int c) {
        var ix = o.indices();
        if (stage == ProgramType.HULL) {
            if (ix.size() < 2) {
                return null;
            }
            if (ix.get(1).relative() != null) {
                return relativeControlPoint(new Operands(this).index(ix.get(0)), ix.get(1), c);
            }
            return input.slot("ip[" + new Operands(this).index(ix.get(0)) + "]", ix.get(1).immediate(), c);
        }
        if (perVertexInput) {
            if (ix.size() < 2 || ix.get(1).relative() != null) {
                return null;
            }
            return input.slot("i[" + new Operands(this).index(ix.get(0)) + "]", ix.get(1).immediate(), c);
        }
        if (!ix.isEmpty() && ix.get(0).relative() != null) {
            // a range of inputs made an array: i.COLOR[rel + k]
            return input.relativeSlot("i", ix.get(0).immediate(), new Operands(this).relativeIndex(ix.get(0)), c);
        }
        if (ix.isEmpty()) {
            return null;
        }
        return input.slot("i", ix.get(0).immediate(), c);
    }

    Slot controlPoint(String vertex, long register, int c) {
        return input.slot((stage == ProgramType.HULL ? "ip[" : "cp[") + vertex + "]", register, c);
    }

    /**
     * Hull and domain shaders: the {@code dcl_indexrange}s of the control-point inputs (first register, count,
     * mask), in every phase; a range whose elements make an array is that array in the struct.
     */
    final List<long[]> controlPointRanges = new ArrayList<>();

    /** A control point's input register read through a dynamic index ({@code vicp[0][r0.x + 1]}). */
    Slot relativeControlPoint(String vertex, dev.dxkit.sm4.OperandIndex ix, int c) {
        String rel = new Operands(this).relativeIndex(ix);
        String prefix = (stage == ProgramType.HULL ? "ip[" : "cp[") + vertex + "]";
        for (long[] r : controlPointRanges) {
            if (ix.immediate() >= r[0] && ix.immediate() < r[0] + r[1] && (r[2] & 1 << c) != 0
                    && !input.oneArray(r[0], r[1], c)) {
                return selection(input, prefix, controlPointRanges, ix.immediate(), rel, c);
            }
        }
        return input.relativeSlot(prefix, ix.immediate(), rel, c);
    }

    /**
     * Lane {@code c} of register {@code rel + at} inside a declared index range whose registers are no one
     * array (elements of several names, or packed beside others): the lane of each register of the range,
     * chosen by the index, {@code (rel == 0u ? a : rel == 1u ? b : c)} (the last for any other index, which
     * the range leaves undefined). Null where a register of the range has no element on the lane, or the
     * lanes differ in type.
     */
    static Slot selection(Interface in, String prefix, List<long[]> ranges, long at, String rel, int c) {
        for (long[] r : ranges) {
            if (at < r[0] || at >= r[0] + r[1] || (r[2] & 1 << c) == 0 || r[1] > 64) {
                continue;
            }
            StringBuilder b = new StringBuilder("(");
            char type = 0;
            for (long reg = r[0]; reg < r[0] + r[1]; reg++) {
                Slot s = in.slot(prefix, reg, c);
                if (s == null || type != 0 && s.type() != type) {
                    return null;
                }
                type = s.type();
                String lane = s.scalar() ? s.base() : s.base() + "." + s.token();
                if (reg < r[0] + r[1] - 1) {
                    b.append(rel).append(" == ").append(Literals.uintLiteral((int) (reg - at))).append(" ? ")
                            .append(lane).append(" : ");
                } else {
                    b.append(lane);
                }
            }
            return new Slot(b.append(')').toString(), "x", type, true);
        }
        return null;
    }

    Slot outputControlPoint(String vertex, long register, int c) {
        return outputPoints == null ? null : outputPoints.slot("op[" + vertex + "]", register, c);
    }

    Slot patchConstant(long register, int c) {
        if (patch == null) {
            return null;
        }
        Slot s = patch.slot(patchName, register, c);
        return s;
    }

    Slot output(long register, int c) {
        if (streams != null) {
            // a geometry shader with several streams: o# is the struct of the stream the next emit sends to
            return streamOutput == null ? null : streamOutput.slot(streamOutput.variable(), register, c);
        }
        return phaseOutput != null ? phaseOutput.slot("o", register, c) : output.slot("o", register, c);
    }

    /** A geometry shader writing streams other than 0: one struct per stream, by stream number (else null). */
    java.util.SortedMap<Long, Interface> streams;
    /** With {@link #streams}: the stream of the emit that the current instruction's output writes reach, or null. */
    Interface streamOutput;
    /** With {@link #streams}: per instruction, the stream its output writes belong to, or -1 (see Body). */
    long[] streamAt;

    /** Hull shader: the output control points as read by the patch-constant phases ({@code op[i]}). */
    Interface outputPoints;
    /** Hull shader: what o# names in the current phase (the patch constants in a fork or join phase). */
    Interface phaseOutput;
    /** Hull shader: the {@code dcl_indexrange}s of the current phase's outputs (first register, count, mask). */
    List<long[]> outputRanges = List.of();
    /** How the body names the patch constants it reads ({@code pc} in a domain shader, {@code o} in a join phase). */
    String patchName = "pc";
    /** In a hull-shader phase: how many instances the current fork or join phase runs. */
    boolean inPhase;

    /** The semantic of a geometry shader's primitive id, spelled as its input signature spells it (fxc keeps the case). */
    String primitiveIdSemantic = "SV_PrimitiveID";

    Slot outputSystemValue(SystemValue sv) {
        Interface.Field f = output.bySystemValue(sv);
        return f == null ? null : output.slot("o", f);
    }

    Slot special(OperandType t, int c) {
        Special s = specials.computeIfAbsent(t, k -> switch (k) {
            case INPUT_PRIMITIVEID -> new Special("primitiveId", "uint", primitiveIdSemantic, 'u', 1);
            case INPUT_THREAD_ID -> new Special("threadId", "uint3", "SV_DispatchThreadID", 'u', 3);
            case INPUT_THREAD_GROUP_ID -> new Special("groupId", "uint3", "SV_GroupID", 'u', 3);
            case INPUT_THREAD_ID_IN_GROUP -> new Special("groupThreadId", "uint3", "SV_GroupThreadID", 'u', 3);
            case INPUT_THREAD_ID_IN_GROUP_FLATTENED -> new Special("groupIndex", "uint", "SV_GroupIndex", 'u', 1);
            case INPUT_GS_INSTANCE_ID -> new Special("instanceId", "uint", "SV_GSInstanceID", 'u', 1);
            case INPUT_COVERAGE_MASK -> new Special("coverage", "uint", "SV_Coverage", 'u', 1);
            case INNER_COVERAGE -> new Special("innerCoverage", "uint", "SV_InnerCoverage", 'u', 1);
            case OUTPUT_CONTROL_POINT_ID -> new Special("controlPointId", "uint", "SV_OutputControlPointID", 'u', 1);
            case INPUT_DOMAIN_POINT -> new Special("domain", "float" + domainWidth, "SV_DomainLocation", 'f', domainWidth);
            case INPUT_FORK_INSTANCE_ID -> new Special("forkInstanceId", null, null, 'u', 1);
            case INPUT_JOIN_INSTANCE_ID -> new Special("joinInstanceId", null, null, 'u', 1);
            default -> null;
        });
        if (s == null || c >= s.width()) {
            return null;
        }
        return s.width() == 1 ? new Slot(s.name(), "x", s.laneType(), true) : Slot.vector(s.name(), c, s.laneType());
    }
}
