package dev.dxkit.sm4.decompile;

import dev.dxkit.container.Container;
import dev.dxkit.container.PartEntry;
import dev.dxkit.hlsl.Decompilation;
import dev.dxkit.io.Bits;
import dev.dxkit.io.DxFormatException;
import dev.dxkit.part.Part;
import dev.dxkit.part.PartDecoder;
import dev.dxkit.part.RawPart;
import dev.dxkit.part.RdefPart;
import dev.dxkit.part.SignatureElement;
import dev.dxkit.part.SignaturePart;
import dev.dxkit.part.Sm4ProgramPart;
import dev.dxkit.sm4.Instruction;
import dev.dxkit.sm4.Opcode;
import dev.dxkit.sm4.Operand;
import dev.dxkit.sm4.OperandType;
import dev.dxkit.sm4.ProgramType;
import dev.dxkit.sm4.ProgramVersion;
import dev.dxkit.sm4.Sm4Program;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * HLSL from a DXBC container's Shader Model 4/5/5.1 program (and a level-9 program through its Shader
 * Model 4 program): declarations from RDEF and the signatures (from the program's declarations where RDEF
 * was stripped), the body a literal translation of the instructions ({@link Body}). What cannot be written
 * is a marked comment {@code /* dxkit: … *}{@code /} and a gap of the result.
 */
public final class Sm4Decompiler {
    private Sm4Decompiler() {
    }

    /**
     * Decompiles the container's SHEX/SHDR program. A damaged program is refused with a {@link
     * DxFormatException} naming the byte.
     */
    public static Decompilation decompile(Container container) {
        PartEntry code = container.part("SHEX").or(() -> container.part("SHDR")).orElseThrow(
                () -> new DxFormatException("container", 0, "no SHDR or SHEX part: not a Shader Model 4/5 program"));
        Part p = PartDecoder.decode(code.kind(), code.data());
        if (!(p instanceof Sm4ProgramPart sp)) {
            throw new DxFormatException(code.kind(), code.dataOffset(),
                    p instanceof RawPart raw ? raw.reason() : "not a Shader Model 4/5 program");
        }
        Sm4Program program = sp.program();
        RdefPart rdef = decoded(container, "RDEF", RdefPart.class);
        List<SignatureElement> in = signature(container, "ISG1", "ISGN");
        List<SignatureElement> out = signature(container, "OSG1", "OSG5", "OSGN");
        List<SignatureElement> patch = signature(container, "PSG1", "PCSG");
        String profile = profile(container, program.version());
        try {
            Writer w = new Writer(program, rdef, in, out, patch, profile);
            w.scope.linkage = Linkage.of(rdef, decoded(container, "IFCE", dev.dxkit.part.IfcePart.class), program.instructions());
            return w.write();
        } catch (IndexOutOfBoundsException e) {
            // the listing prints any operand as its tokens say; the decompiler reads the indices and operands an
            // instruction of that kind has (a declaration's register and size, a constant buffer's element), and a
            // damaged token stream can hold fewer (found by DecompileFuzz): refused, naming the program's part
            throw new DxFormatException(code.kind(), code.dataOffset(),
                    "an instruction has fewer operands or indices than its kind takes (" + e.getMessage() + ")");
        }
    }

    private static <T extends Part> T decoded(Container c, String kind, Class<T> type) {
        Optional<PartEntry> e = c.part(kind);
        if (e.isEmpty()) {
            return null;
        }
        Part p = PartDecoder.decode(kind, e.get().data());
        return type.isInstance(p) ? type.cast(p) : null;
    }

    private static List<SignatureElement> signature(Container c, String... kinds) {
        for (String k : kinds) {
            Optional<PartEntry> e = c.part(k);
            if (e.isPresent()) {
                Part p = PartDecoder.decode(k, e.get().data());
                if (p instanceof SignaturePart s) {
                    return s.elements();
                }
                throw new DxFormatException(k, e.get().dataOffset(), p instanceof RawPart r ? r.reason() : "not a signature");
            }
        }
        return List.of();
    }

    /** The profile to compile the HLSL for: the program's, or {@code ps_4_0_level_9_3} for a level-9 program. */
    private static String profile(Container c, ProgramVersion v) {
        Optional<PartEntry> aon9 = c.part("Aon9");
        if (aon9.isEmpty()) {
            return v.text();
        }
        dev.dxkit.io.ByteReader r = aon9.get().data().reader("Aon9");
        int at = r.countAt(12, r.size() - 4, "program offset");
        long token = r.u32At(at);
        int major = (int) (token >>> 8 & 0xFF);
        int minor = (int) (token & 0xFF);
        return v.text() + (major > 2 || major == 2 && minor >= 1 ? "_level_9_3" : "_level_9_1");
    }

    /** One decompilation's state. */
    static final class Writer {
        final Sm4Program program;
        final ProgramType stage;
        final String profile;
        final List<String> gaps = new ArrayList<>();
        final Bindings bindings;
        final Interface input;
        final Interface output;
        final Interface patch;
        final Scope scope;
        final List<String> locals = new ArrayList<>();
        final List<String> globals = new ArrayList<>();
        final List<String> attributes = new ArrayList<>();
        private int gsInput = 0;
        private String gsStream = null;
        /** Geometry shader: the stream the declarations are of (dcl_stream) and each stream's topology. */
        private long currentStream = 0;
        private final Map<Long, String> topologies = new java.util.HashMap<>();
        int controlPoints = 0;
        /** dcl_temps. */
        private long temps;
        private String domain = null;

        Writer(Sm4Program program, RdefPart rdef, List<SignatureElement> in, List<SignatureElement> out,
               List<SignatureElement> patch, String profile) {
            this.program = program;
            this.stage = program.version().type();
            this.profile = profile;
            this.bindings = new Bindings(program.version().isSm51OrLater(), rdef, gaps);
            bindings.uniformParameters = stage != ProgramType.HULL;
            if (stage == ProgramType.PIXEL) {
                for (SignatureElement e : out) {
                    if (e.reflectedSystemValue() == dev.dxkit.part.SystemValue.TARGET.code) {
                        bindings.firstUav = (int) Math.max(bindings.firstUav, Math.min(e.semanticIndex() + 1, 64));
                    }
                }
            }
            String generatedFirst = stage == ProgramType.PIXEL ? generatedFirst(in) : null;
            String inName = stage == ProgramType.DOMAIN ? "ControlPoint" : "Input";
            List<SignatureElement> ins = in;
            String primitiveIdName = null;
            if (stage == ProgramType.GEOMETRY) {
                // a geometry shader takes SV_PrimitiveID as a parameter of its own, not per vertex
                ins = new ArrayList<>();
                for (SignatureElement e : in) {
                    if (e.reflectedSystemValue() == dev.dxkit.part.SystemValue.PRIMITIVE_ID.code) {
                        primitiveIdName = e.semanticName();
                    } else {
                        ins.add(e);
                    }
                }
            }
            this.input = new Interface(inName, "i", ins, true);
            this.output = new Interface("Output", "o", out, false);
            this.patch = stage == ProgramType.DOMAIN ? new Interface("PatchConstants", "pc", patch, true)
                    : stage == ProgramType.HULL ? new Interface("PatchConstants", "o", patch, false) : null;
            this.scope = new Scope(stage, input, output, this.patch, bindings, gaps);
            scope.level9 = profile.contains("level_9");
            scope.level9NoBreaks = stage == ProgramType.VERTEX && profile.endsWith("level_9_1");
            if (generatedFirst != null) {
                input.note = scope.gap(generatedFirst);
            }
            String stencil = stage == ProgramType.PIXEL ? stencilNotUint(out) : null;
            if (stencil != null) {
                output.note = scope.gap(stencil);
            }
            if (stage == ProgramType.GEOMETRY) {
                streams(out);
            }
            if (stage == ProgramType.HULL) {
                scope.outputPoints = new Interface("Output", "op", out, true);
            }
            if (primitiveIdName != null) {
                scope.primitiveIdSemantic = primitiveIdName;
                scope.special(dev.dxkit.sm4.OperandType.INPUT_PRIMITIVEID, 0);
            }
        }

        /**
         * A geometry shader whose output signature (OSG5) has elements in streams other than 0: one struct per
         * stream ({@code Output1 o1}, appended to {@code s1}), where the streams are 0 … n-1 (fxc numbers the
         * stream parameters in order).
         */
        private void streams(List<SignatureElement> out) {
            java.util.SortedMap<Long, List<SignatureElement>> by = new java.util.TreeMap<>();
            for (SignatureElement e : out) {
                by.computeIfAbsent(e.stream(), k -> new ArrayList<>()).add(e);
            }
            if (by.size() < 2 && (by.isEmpty() || by.firstKey() == 0) || by.lastKey() != by.size() - 1) {
                return;
            }
            scope.streams = new java.util.TreeMap<>();
            by.forEach((n, elements) -> scope.streams.put(n, new Interface("Output" + n, "o" + n, elements, false)));
        }

        /**
         * With several streams, the stream each instruction's output writes belong to: that of the emit which
         * ends the straight run of instructions the write is in (after an emit every output register is
         * undefined, so no write reaches a later one); -1 where no emit ends the run.
         */
        private void streamRuns(List<Instruction> code) {
            long[] at = new long[code.size()];
            long next = -1;
            for (int k = code.size() - 1; k >= 0; k--) {
                Instruction i = code.get(k);
                if (i.opcode() == Opcode.EMIT_STREAM || i.opcode() == Opcode.EMITTHENCUT_STREAM) {
                    next = i.operands().get(0).index(0);
                } else if (i.opcode().kind() == Opcode.Kind.FLOW || i.opcode().kind() == Opcode.Kind.PHASE) {
                    next = -1;
                }
                at[k] = next;
            }
            scope.streamAt = at;
        }

        /** The UAVs the program reaches only through atomics (and typed loads of x alone: no store). */
        void atomics() {
            java.util.Set<Long> other = new java.util.HashSet<>();
            java.util.Set<Long> unsignedShared = new java.util.HashSet<>();
            for (Instruction i : program.instructions()) {
                Opcode op = i.opcode();
                if (op.kind() == Opcode.Kind.DECLARATION) {
                    continue;
                }
                int at = switch (op) {
                    case ATOMIC_AND, ATOMIC_OR, ATOMIC_XOR, ATOMIC_CMP_STORE, ATOMIC_IADD, ATOMIC_IMAX, ATOMIC_IMIN,
                            ATOMIC_UMAX, ATOMIC_UMIN -> 0;
                    case IMM_ATOMIC_IADD, IMM_ATOMIC_AND, IMM_ATOMIC_OR, IMM_ATOMIC_XOR, IMM_ATOMIC_EXCH,
                            IMM_ATOMIC_CMP_EXCH, IMM_ATOMIC_IMAX, IMM_ATOMIC_IMIN, IMM_ATOMIC_UMAX, IMM_ATOMIC_UMIN -> 1;
                    default -> -1;
                };
                if (at >= 0 && i.operands().size() > at) {
                    dev.dxkit.sm4.Operand g = i.operands().get(at);
                    if (g.type() == OperandType.THREAD_GROUP_SHARED_MEMORY && !g.indices().isEmpty()) {
                        boolean signed = op == Opcode.ATOMIC_IMAX || op == Opcode.ATOMIC_IMIN || op == Opcode.IMM_ATOMIC_IMAX
                                || op == Opcode.IMM_ATOMIC_IMIN;
                        boolean unsigned = op == Opcode.ATOMIC_UMAX || op == Opcode.ATOMIC_UMIN || op == Opcode.IMM_ATOMIC_UMAX
                                || op == Opcode.IMM_ATOMIC_UMIN;
                        if (signed) {
                            scope.signedShared.add(g.index(0));
                        } else if (unsigned) {
                            unsignedShared.add(g.index(0));
                        }
                    }
                }
                for (int k = 0; k < i.operands().size(); k++) {
                    dev.dxkit.sm4.Operand o = i.operands().get(k);
                    if (o.type() == OperandType.UNORDERED_ACCESS_VIEW && !o.indices().isEmpty()
                            && !(op == Opcode.BUFINFO || op == Opcode.STORE_UAV_TYPED && k == 0 && i.operands().size() > 2
                            && replicates(i.operands().get(2)))) {
                        // a size query, and a store of one value to every lane, are alike for a scalar view
                        (k == at || op == Opcode.LD_UAV_TYPED && k == 2 && readsX(i.operands().get(0), o)
                                ? bindings.atomicOnly : other).add(o.index(0));
                    }
                }
            }
            bindings.atomicOnly.removeAll(other);
            scope.signedShared.removeAll(unsignedShared);       // both kinds of min/max: no one HLSL type
            legacyPairs();
        }

        /**
         * The gap of a pixel program whose signature holds an input after a value the rasterizer generates
         * ({@code SV_IsFrontFace}, {@code SV_SampleIndex}), or null: fxc refuses such an input after one
         * (X4576) and gives the generated value the register after every other, so no HLSL puts it there.
         */
        private static String generatedFirst(List<SignatureElement> in) {
            String generated = null;
            for (SignatureElement e : in) {
                long sv = e.reflectedSystemValue();
                if (sv == dev.dxkit.part.SystemValue.IS_FRONT_FACE.code || sv == dev.dxkit.part.SystemValue.SAMPLE_INDEX.code) {
                    generated = generated == null ? e.semanticName() : generated;
                } else if (generated != null) {
                    return "input " + e.semanticName() + e.semanticIndex() + " comes after " + generated
                            + " in the signature, which fxc refuses (X4576)";
                }
            }
            return null;
        }

        /**
         * The gap of a pixel program whose signature records its stencil reference output as other than a
         * uint, or null: fxc takes {@code SV_StencilRef} as a uint only (X8000), which its signature records.
         */
        private static String stencilNotUint(List<SignatureElement> out) {
            for (SignatureElement e : out) {
                if (e.reflectedSystemValue() == dev.dxkit.part.SystemValue.STENCIL_REF.code && e.componentType() != 1) {
                    return "output " + e.semanticName() + e.semanticIndex() + " is recorded as "
                            + (e.componentType() == 3 ? "float" : e.componentType() == 2 ? "int" : "type " + e.componentType())
                            + ", and fxc takes SV_StencilRef as a uint only (X8000)";
                }
            }
            return null;
        }

        /**
         * The textures that every instruction reading them samples ({@code sample}, {@code sample_b}, {@code
         * sample_l}, {@code sample_d}, no offset) with one sampler that samples nothing else: what a Direct3D 9
         * style {@code sampler2D} and {@code tex2D} give (texture and sampler of one name, Bindings decides).
         */
        private void legacyPairs() {
            Map<Long, Long> pairs = new java.util.HashMap<>();
            java.util.Set<Long> bad = new java.util.HashSet<>();
            java.util.Set<Long> badSamplers = new java.util.HashSet<>();
            Map<Long, Long> samplerOf = new java.util.HashMap<>();
            for (Instruction i : program.instructions()) {
                if (i.opcode().kind() == Opcode.Kind.DECLARATION) {
                    continue;
                }
                boolean sample = switch (i.opcode()) {
                    case SAMPLE, SAMPLE_B, SAMPLE_L, SAMPLE_D -> true;
                    default -> false;
                };
                int[] off = i.sampleOffsets();
                sample &= off == null || off[0] == 0 && off[1] == 0 && off[2] == 0;
                Long t = null;
                Long s = null;
                for (dev.dxkit.sm4.Operand o : i.operands()) {
                    if (o.indices().isEmpty() || o.indices().get(0).relative() != null) {
                        continue;
                    }
                    if (o.type() == OperandType.RESOURCE) {
                        t = o.index(0);
                    } else if (o.type() == OperandType.SAMPLER) {
                        s = o.index(0);
                    }
                }
                if (t != null && (!sample || s == null || pairs.containsKey(t) && !pairs.get(t).equals(s))) {
                    bad.add(t);
                }
                if (s != null && (!sample || t == null || samplerOf.containsKey(s) && !samplerOf.get(s).equals(t))) {
                    badSamplers.add(s);
                }
                for (dev.dxkit.sm4.Operand o : i.operands()) {
                    constantBuffersRead(o, 0);
                }
                if (t != null && !bindings.sampledOrder.contains(t)) {
                    bindings.sampledOrder.add(t);
                }
                if (sample && t != null && s != null) {
                    pairs.putIfAbsent(t, s);
                    samplerOf.putIfAbsent(s, t);
                }
            }
            pairs.forEach((t, s) -> {
                if (!bad.contains(t) && !badSamplers.contains(s)) {
                    bindings.legacyPairs.put(t, s);
                }
            });
        }

        /** Notes the constant buffer {@code o} reads (and those its relative indices read) in the bindings. */
        private void constantBuffersRead(dev.dxkit.sm4.Operand o, int depth) {
            if (o == null || depth > 4) {
                return;
            }
            if (o.type() == OperandType.CONSTANT_BUFFER && !o.indices().isEmpty()) {
                bindings.constantBuffersRead.add(o.indices().get(0).relative() == null ? o.index(0) : -1L);
            }
            for (dev.dxkit.sm4.OperandIndex ix : o.indices()) {
                constantBuffersRead(ix.relative(), depth + 1);
            }
        }

        /** Whether a typed load into {@code dst} reads only the x of view {@code u} (as a scalar view gives). */
        /** Whether the four lanes of source {@code v} are one value (a swizzle of one component, or one immediate). */
        private static boolean replicates(dev.dxkit.sm4.Operand v) {
            if (v.isImmediate()) {
                int[] w = v.immediates();
                return w.length == 1 || w.length == 4 && w[0] == w[1] && w[1] == w[2] && w[2] == w[3];
            }
            if (v.components() != 4) {
                return v.components() == 1;
            }
            int c = Operands.component(v, 0);
            return Operands.component(v, 1) == c && Operands.component(v, 2) == c && Operands.component(v, 3) == c;
        }

        private static boolean readsX(dev.dxkit.sm4.Operand dst, dev.dxkit.sm4.Operand u) {
            int mask = dst.components() == 4 ? dst.mask() : 1;
            for (int c = 0; c < 4; c++) {
                if ((mask & 1 << c) != 0 && Operands.component(u, c) != 0) {
                    return false;
                }
            }
            return true;
        }

        Decompilation write() {
            atomics();
            if (stage == ProgramType.HULL) {
                return new Hull(this).write();
            }
            List<Instruction> code = program.instructions();
            scope.arrayTypes.putAll(ArrayTypes.of(code));
            for (Instruction i : code) {
                declaration(i);
            }
            if (scope.streams != null) {
                streamRuns(code);
            }
            for (long[] r : inputRanges) {
                input.indexRange(r[0], (int) Math.min(r[1], 64), (int) r[2]);
            }
            for (long[] r : patchRanges) {
                patch.indexRange(r[0], (int) Math.min(r[1], 64), (int) r[2]);
            }
            if (stage == ProgramType.DOMAIN && patch != null) {
                patch.elementRuns();                        // as the hull shader declares them (Hull)
            }
            HlslText decls = new HlslText();
            bindings.strides.putAll(Multiples.strides(code, program.version().isSm51OrLater()));
            if (program.version().isSm51OrLater()) {
                for (Instruction in : code) {
                    for (Operand o : in.operands()) {
                        if (o.type() == OperandType.CONSTANT_BUFFER && o.indices().size() > 1
                                && o.indices().get(1).relative() != null) {
                            bindings.dynamicRanges.add(o.index(0));
                        }
                    }
                }
            }
            bindings.declare(decls);
            HlslText body = new HlslText();
            body.indent();
            String ret = output.isEmpty() || stage == ProgramType.GEOMETRY ? "return;" : "return o;";
            // typed temporaries first (r0 float, r0i int, r0u uint, by the instruction that wrote each lane);
            // where two paths leave a lane in different types, the registers as uint4 bits instead, read through
            // asfloat/asint (level 9 has neither: there the typed text stands, its gaps marked)
            int before = gaps.size();
            Map<OperandType, Scope.Special> specials = new LinkedHashMap<>(scope.specials);
            scope.temps = new Temps();
            Body first = new Body(scope, new HlslText(), ret, "stream");
            first.write(code);
            gaps.subList(before, gaps.size()).clear();
            scope.temps = new Temps();
            HlslText typed = new HlslText();
            typed.indent();
            Body second = new Body(scope, typed, ret, "stream");
            second.written = first.written;
            second.write(code);
            boolean mixed = false;
            for (String g : gaps.subList(before, gaps.size())) {
                mixed |= g.startsWith("a read of r[");
            }
            // class linkage: the methods take the registers as bits (Linkage)
            Linkage link = scope.linkage != null && scope.linkage.problem == null && !profile.contains("level_9")
                    ? scope.linkage : null;
            if (link != null) {
                StringBuilder args = new StringBuilder(input.isEmpty() ? "" : "i");
                StringBuilder params = new StringBuilder(input.isEmpty() ? "" : "Input i");
                for (long k = 0; k < Math.min(temps, 4096); k++) {
                    args.append(args.length() == 0 ? "" : ", ").append('r').append(k);
                    params.append(params.length() == 0 ? "" : ", ").append("inout uint4 r").append(k);
                }
                link.arguments = args.toString();
                link.parameters = params.toString();
            }
            if ((mixed || link != null) && !profile.contains("level_9")) {
                gaps.subList(before, gaps.size()).clear();
                scope.specials.clear();
                scope.specials.putAll(specials);
                scope.temps = null;
                new Body(scope, body, ret, "stream").write(code);
                if (link != null) {
                    methods(link, code);
                }
                if (temps > 0) {
                    StringBuilder b = new StringBuilder("uint4 ");
                    for (long k = 0; k < Math.min(temps, 4096); k++) {
                        // a method takes the registers inout: each starts defined (fxc refuses an undefined one)
                        b.append(k == 0 ? "" : ", ").append('r').append(k).append(link != null ? " = 0" : "");
                    }
                    locals.add(0, b.append(';').toString());
                }
            } else {
                body = typed;
                for (char t : new char[] {'f', 'i', 'u'}) {
                    List<String> names = new ArrayList<>();
                    scope.temps.used.forEach((n, ty) -> {
                        if (ty == t) {
                            names.add(n);
                        }
                    });
                    if (!names.isEmpty()) {
                        locals.add(Operands.typeName(t, 4) + " " + String.join(", ", names) + ";");
                    }
                }
            }
            locals.addAll(bindings.legacyOrder());
            if (!output.isEmpty() && stage != ProgramType.GEOMETRY) {
                body.line("return o;");
            }
            if (body.toString().contains("__dbits(")) {
                globals.add(Doubles.BITS);                  // the words of a double (Doubles)
            }
            HlslText t = new HlslText();
            t.line("// Decompiled by dxkit from a " + profile + " program.");
            t.blank();
            String text0 = decls.toString();
            boolean linked = !classes.isEmpty();
            if (linked) {
                // the methods take Input: the structs first, then the interfaces, the classes, the pointers
                HlslText front = new HlslText();
                if (!input.isEmpty()) {
                    input.declare(front);
                    front.blank();
                }
                if (!output.isEmpty()) {
                    output.declare(front);
                    front.blank();
                }
                for (String d : scope.linkage.interfaceDeclarations(scope.linkage.parameters)) {
                    for (String l : d.split("\n")) {
                        front.line(l);
                    }
                    front.blank();
                }
                text0 = front + classes(text0);
                globals.addAll(scope.linkage.pointerDeclarations);
            }
            for (String g : globals) {
                t.line(g);
            }
            if (!globals.isEmpty()) {
                t.blank();
            }
            if (!scope.level9) {
                // interpolation modes that only steer fxc's packing into the signature's registers
                if (stage != ProgramType.VERTEX && stage != ProgramType.COMPUTE) {
                    input.packingModes();                   // a vertex shader's inputs take a register each
                }
                if (stage != ProgramType.PIXEL && scope.streams == null) {
                    output.packingModes();
                }
            }
            if (!linked && (!input.isEmpty() || stage == ProgramType.GEOMETRY)) {
                input.declare(t);                           // a geometry shader takes an empty struct's array
                t.blank();
            }
            if (patch != null && !patch.isEmpty()) {
                patch.declare(t);
                t.blank();
            }
            if (!linked && !output.isEmpty() && scope.streams == null) {
                output.declare(t);
                t.blank();
            }
            if (scope.streams != null) {
                for (Interface st : scope.streams.values()) {
                    st.declare(t);
                    t.blank();
                }
            }
            for (String a : attributes) {
                t.line(a);
            }
            t.line(header());
            t.line("{");
            t.indent();
            if (!output.isEmpty() && scope.streams == null) {
                t.line("Output o;");
            }
            if (scope.streams != null) {
                for (Interface st : scope.streams.values()) {
                    t.line(st.structName() + " " + st.variable() + ";");
                }
            }
            for (String l : locals) {
                t.line(l);
            }
            t.outdent();
            String head = t.toString();
            int cut = head.indexOf('\n', head.indexOf('\n') + 1) + 1;     // after the title and its blank line
            String text = head.substring(0, cut) + text0 + head.substring(cut) + body + "}\n";
            return new Decompilation(text, profile, gaps);
        }

        /** Each class's methods by class name (class linkage), written after main's body. */
        private final Map<String, String> classes = new LinkedHashMap<>();

        /** Writes each class's methods: one per call site of its interface, the body its function table gives. */
        private void methods(Linkage link, List<Instruction> code) {
            for (Map.Entry<String, List<Linkage.Method>> e : link.methods.entrySet()) {
                HlslText m = new HlslText();
                m.indent();
                for (Linkage.Method f : e.getValue()) {
                    m.line("void " + f.name() + "(" + link.parameters + ")");
                    m.line("{");
                    m.indent();
                    scope.self = new Linkage.This(e.getKey());
                    if (!new Body(scope, m, "return;", "stream").writeFunction(code, f.body())) {
                        m.line(scope.gap("function body fb" + f.body() + " without its label"));
                    }
                    scope.self = null;
                    m.outdent();
                    m.line("}");
                }
                classes.put(e.getKey(), m.toString());
            }
        }

        /**
         * The declarations with each class's struct ({@code struct DirLight { … };}) as the class ({@code class
         * DirLight : ILight { … methods };}); a class without data members declared before them.
         */
        private String classes(String decls) {
            StringBuilder before = new StringBuilder();
            String text = decls;
            for (Map.Entry<String, String> e : classes.entrySet()) {
                String head = "struct " + e.getKey() + "\n{\n";
                int at = text.startsWith(head) ? 0 : text.indexOf("\n" + head) + 1;
                String iface = scope.linkage.classInterface.get(e.getKey());
                if (at <= 0 && !text.startsWith(head)) {
                    // fxc lists the class types last declared first: declared in the reverse order, they come back
                    before.insert(0, "class " + e.getKey() + " : " + iface + "\n{\n" + scope.linkage.inventedData(e.getKey())
                            + e.getValue() + "};\n\n");
                    continue;
                }
                int end = text.indexOf("\n};", at);
                if (end < 0) {
                    gaps.add("class " + e.getKey() + "'s declaration");
                    continue;
                }
                String members = text.substring(at + head.length(), end + 1);
                // a derived class holds its base as a first member $super: the base class, whose interface it takes
                java.util.regex.Matcher sup = java.util.regex.Pattern.compile("^    ([A-Za-z_][A-Za-z0-9_]*) \\$super;\n")
                        .matcher(members);
                String base = iface;
                if (sup.find() && classes.containsKey(sup.group(1))
                        && iface.equals(scope.linkage.classInterface.get(sup.group(1)))) {
                    base = sup.group(1);
                    members = members.substring(sup.end());
                }
                String rest = text.substring(end + 1);
                int again;
                while ((again = rest.indexOf("\n" + head)) >= 0 && rest.indexOf("\n};", again + 1) >= 0) {
                    // the same class's struct once more (RDEF has a type record for the base of a derived class)
                    int close = rest.indexOf("\n};", again + 1) + 4;
                    rest = rest.substring(0, again) + rest.substring(rest.startsWith("\n", close) ? close + 1 : close);
                }
                text = text.substring(0, at) + "class " + e.getKey() + " : " + base + "\n{\n" + members + e.getValue() + rest;
            }
            return before + text;
        }

        private String header() {
            List<String> params = new ArrayList<>();
            String result = output.isEmpty() ? "void" : "Output";
            switch (stage) {
                case GEOMETRY -> {
                    result = "void";
                    String prim = switch (gsInput) {
                        case 1 -> "point";
                        case 2 -> "line";
                        case 6 -> "lineadj";
                        case 7 -> "triangleadj";
                        default -> "triangle";
                    };
                    int n = switch (gsInput) {
                        case 1 -> 1;
                        case 2 -> 2;
                        case 6 -> 4;
                        case 7 -> 6;
                        default -> 3;
                    };
                    params.add(prim + " Input i[" + n + "]");
                    // a stream of an empty struct is refused (X3037); a float4 without a semantic has no element
                    if (scope.streams != null) {
                        scope.streams.forEach((m, st) -> params.add("inout " + topologies.getOrDefault(m, "PointStream")
                                + "<" + st.structName() + "> s" + m));
                    } else {
                        params.add("inout " + (gsStream == null ? "TriangleStream" : gsStream)
                                + (output.isEmpty() ? "<float4>" : "<Output>") + " stream");
                    }
                }
                case DOMAIN -> {
                    if (patch != null && !patch.isEmpty()) {
                        params.add("PatchConstants pc");
                    }
                    if (!input.isEmpty()) {
                        params.add("const OutputPatch<ControlPoint, " + controlPoints + "> cp");
                    }
                }
                default -> {
                    if (!input.isEmpty()) {
                        params.add("Input i");
                    }
                }
            }
            for (Scope.Special s : scope.specials.values()) {
                if (s.type() != null) {
                    params.add(s.type() + " " + s.name() + " : " + s.semantic());
                }
            }
            params.addAll(bindings.uniforms);
            return result + " main(" + String.join(", ", params) + ")";
        }

        /** The {@code dcl_indexrange}s of a vertex or pixel shader's inputs: first register, count, mask. */
        private final List<long[]> inputRanges = new ArrayList<>();
        private final List<long[]> patchRanges = new ArrayList<>();

        void declaration(Instruction i) {
            if (bindings.add(i)) {
                return;
            }
            int token = i.token();
            int[] x = i.extra();
            switch (i.opcode()) {
                case DCL_TEMPS -> temps = x[0] & 0xffffffffL;
                case DCL_INDEXABLE_TEMP -> {
                    long comps = x[2] & 0xffffffffL;
                    locals.add(Operands.typeName(scope.arrayTypes.getOrDefault(x[0] & 0xffffffffL, 'f'), (int) Math.min(comps, 4))
                            + " x" + (x[0] & 0xffffffffL)
                            + "[" + (x[1] & 0xffffffffL) + "];");
                }
                case CUSTOMDATA -> {
                    if (i.customDataClass() == 3) {
                        icb(x);
                    }
                }
                case DCL_INPUT_PS, DCL_INPUT_PS_SIV, DCL_INPUT_PS_SGV -> {
                    if (!i.operands().isEmpty() && !i.operands().get(0).indices().isEmpty()) {
                        input.interpolation(i.operands().get(0).index(0), Bits.field(token, 14, 11));
                    }
                }
                case DCL_THREAD_GROUP -> attributes.add("[numthreads(" + (x[0] & 0xffffffffL) + ", " + (x[1] & 0xffffffffL)
                        + ", " + (x[2] & 0xffffffffL) + ")]");
                case DCL_MAX_OUTPUT_VERTEX_COUNT -> attributes.add("[maxvertexcount(" + (x[0] & 0xffffffffL) + ")]");
                case DCL_GS_INSTANCE_COUNT -> attributes.add("[instance(" + (x[0] & 0xffffffffL) + ")]");
                case DCL_GS_INPUT_PRIMITIVE -> gsInput = Bits.field(token, 16, 11);
                case DCL_GS_OUTPUT_PRIMITIVE_TOPOLOGY -> {
                    gsStream = switch (Bits.field(token, 17, 11)) {
                        case 1 -> "PointStream";
                        case 3 -> "LineStream";
                        default -> "TriangleStream";
                    };
                    topologies.put(currentStream, gsStream);
                }
                case DCL_INPUT_CONTROL_POINT_COUNT -> controlPoints = Bits.field(token, 16, 11);
                case DCL_TESS_DOMAIN -> {
                    int d = Bits.field(token, 12, 11);
                    domain = d == 1 ? "isoline" : d == 3 ? "quad" : "tri";
                    scope.domainWidth = d == 2 ? 3 : 2;
                    attributes.add("[domain(\"" + domain + "\")]");
                }
                case DCL_THREAD_GROUP_SHARED_MEMORY_RAW -> {
                    long reg = i.operands().get(0).index(0);
                    scope.shared.put(reg, 0L);
                    globals.add("groupshared " + (scope.signedShared.contains(reg) ? "int" : "uint") + " g" + reg + "[" + Math.max(1, (x[0] & 0xffffffffL) / 4) + "];");
                }
                case DCL_THREAD_GROUP_SHARED_MEMORY_STRUCTURED -> {
                    long reg = i.operands().get(0).index(0);
                    long words = Math.max(1, (x[0] & 0xffffffffL) / 4);
                    scope.shared.put(reg, words);
                    globals.add("groupshared " + (scope.signedShared.contains(reg) ? "int" : "uint") + " g" + reg + "[" + (x[1] & 0xffffffffL) + "][" + words + "];");
                }
                case DCL_GLOBAL_FLAGS -> {
                    if (Bits.bit(token, 13)) {
                        attributes.add("[earlydepthstencil]");
                    }
                }
                case DCL_STREAM -> {
                    currentStream = i.operands().get(0).index(0);
                    if (scope.streams != null ? !scope.streams.containsKey(currentStream) : currentStream != 0) {
                        scope.gap("geometry-shader output stream " + i.operands().get(0).index(0));
                    }
                }
                case DCL_FUNCTION_BODY, DCL_FUNCTION_TABLE, DCL_INTERFACE -> {
                    if (scope.linkage == null || scope.linkage.problem != null || profile.contains("level_9")) {
                        scope.gap(scope.linkage != null && scope.linkage.problem != null ? scope.linkage.problem
                                : "class linkage (interfaces)");
                    }
                }
                case DCL_INDEX_RANGE -> {
                    // fxc declares a range for dynamically indexed inputs and outputs; a range of a vertex or
                    // pixel shader's inputs may be one array member of the Input struct (after the
                    // declarations, when every interpolation mode is known)
                    Operand o = i.operands().isEmpty() ? null : i.operands().get(0);
                    if (o != null && o.type() == OperandType.INPUT && o.indices().size() == 1
                            && o.indices().get(0).relative() == null
                            && (stage == ProgramType.VERTEX || stage == ProgramType.PIXEL) && x.length > 0) {
                        inputRanges.add(new long[] {o.index(0), x[0] & 0xffffffffL, o.mask()});
                    }
                    // a domain shader's control points alike (cp[0].COLOR[r0.x]; else a selection, Scope)
                    if (o != null && o.type() == OperandType.INPUT_CONTROL_POINT && o.indices().size() == 2
                            && o.indices().get(1).relative() == null && stage == ProgramType.DOMAIN && x.length > 0) {
                        long[] r = {o.index(1), Math.min(x[0] & 0xffffffffL, 64), o.mask()};
                        inputRanges.add(r);
                        scope.controlPointRanges.add(r);
                    }
                    // a domain shader's patch constants alike (pc.EXTRA[r0.x], the PatchConstants struct)
                    if (o != null && o.type() == OperandType.INPUT_PATCH_CONSTANT && o.indices().size() == 1
                            && o.indices().get(0).relative() == null && stage == ProgramType.DOMAIN && x.length > 0) {
                        patchRanges.add(new long[] {o.index(0), x[0] & 0xffffffffL, o.mask()});
                    }
                }
                default -> {
                }
            }
        }

        void icb(int[] words) {
            int n = words.length / 4;
            StringBuilder b = new StringBuilder("static const uint4 icb[" + Math.max(1, n) + "] = {");
            for (int k = 0; k < n; k++) {
                b.append(k == 0 ? " " : ", ").append("uint4(");
                for (int c = 0; c < 4; c++) {
                    b.append(c == 0 ? "" : ", ").append(Literals.uintLiteral(words[4 * k + c]));
                }
                b.append(')');
            }
            globals.add(b.append(" };").toString());
        }
    }

    static boolean isDeclaration(Instruction i) {
        return i.opcode().kind() == Opcode.Kind.DECLARATION;
    }
}
