package dev.dxkit.sm4.asm;

import dev.dxkit.container.PartEntry;
import dev.dxkit.d3d9.D3d9Assembler;
import dev.dxkit.d3d9.Level9Part;
import dev.dxkit.io.Bytes;
import dev.dxkit.part.CbufferType;
import dev.dxkit.part.ComponentType;
import dev.dxkit.part.MinPrecision;
import dev.dxkit.part.RdefLayout;
import dev.dxkit.part.RdefWriter;
import dev.dxkit.part.ReturnType;
import dev.dxkit.part.Sfi0Part;
import dev.dxkit.part.ShaderFeature;
import dev.dxkit.part.ShaderInputType;
import dev.dxkit.part.SignatureElement;
import dev.dxkit.part.SignaturePart;
import dev.dxkit.part.SrvDimension;
import dev.dxkit.part.StatPart;
import dev.dxkit.part.SystemValue;
import dev.dxkit.part.VariableClass;
import dev.dxkit.part.VariableType;
import dev.dxkit.sm4.ProgramType;
import dev.dxkit.sm4.ProgramVersion;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The container parts a Shader Model 4/5/5.1 listing's header comments describe, rebuilt from them ({@code dxkit
 * asm} without {@code --base}): RDEF (creator, Buffer Definitions, Resource Bindings), the signatures, SFI0 (the
 * "additional functionality" notes) and STAT (the closing instruction count and the tessellation and
 * sample-frequency notes). The header is read in the order {@code D3DDisassemble} prints it; what it does not
 * print (compile flags, the counters other than the ones above) is written as 0. A header block this reader
 * does not know (class linkage, a level-9 program) is left out, and named in {@link #unread()}.
 */
public final class HeaderRebuild {
    private static final String NO_RDEF_CREATOR = "Microsoft (R) D3D Shader Disassembler";

    private final List<String> lines;
    /** The lines after the header's comment block: a level-9 program, then the Shader Model 4 one. */
    private List<String> rest = List.of();
    private int i;
    private final List<String> unread = new ArrayList<>();

    private HeaderRebuild(List<String> lines) {
        this.lines = lines;
    }

    /** {@return the header's blocks that were not rebuilt (empty when every line was read)} */
    public List<String> unread() {
        return List.copyOf(unread);
    }

    /**
     * The parts of the container {@code text} lists, around its assembled {@code program}: RDEF, signatures,
     * the program, SFI0, STAT, in fxc's order.
     */
    public static List<PartEntry> parts(CharSequence text, Sm4Assembly program) {
        return rebuild(text, program).result;
    }

    private List<PartEntry> result;

    /** {@return the signed container this rebuild made (its parts written out)} */
    public byte[] container() {
        return dev.dxkit.container.ContainerWriter.write(result);
    }

    /** The signed container {@code text} lists: {@link #parts} written out ({@code dxkit asm} without a base). */
    public static byte[] container(CharSequence text, Sm4Assembly program) {
        return dev.dxkit.container.ContainerWriter.write(parts(text, program));
    }

    /** Reads the header of {@code text} and builds the parts; {@link #unread()} tells what was left out. */
    public static HeaderRebuild rebuild(CharSequence text, Sm4Assembly program) {
        List<String> lines = new ArrayList<>();
        List<String> rest = new ArrayList<>();
        String s = Sm4Assembler.withoutByteOrderMark(text.toString());
        int from = 0;
        boolean header = true;
        while (from <= s.length()) {
            int nl = s.indexOf('\n', from);
            int end = nl < 0 ? s.length() : nl;
            String line = s.substring(from, end > from && s.charAt(end - 1) == '\r' ? end - 1 : end);
            if (header && !line.startsWith("//") && !line.isEmpty()) {
                header = false;                // the version line (or a level-9 program): the header ends
            }
            if (!header && SM4_VERSION.matcher(line).matches()) {
                break;
            }
            if (header && line.length() > MAX_HEADER_LINE) {
                // no header line D3DDisassemble prints comes near this; longer ones are not matched at all
                line = "//\u0000 a header line of " + line.length() + " characters";
            }
            (header ? lines : rest).add(line);
            if (nl < 0) {
                break;
            }
            from = nl + 1;
        }
        HeaderRebuild h = new HeaderRebuild(lines);
        h.rest = rest;
        h.result = h.build(program, instructionCount(s));
        return h;
    }

    /** The longest header line read: longer ones are not matched (their patterns would be slow on megabytes). */
    private static final int MAX_HEADER_LINE = 1024;

    private static final Pattern SM4_VERSION = Pattern.compile("\\s*(?:vs|ps|gs|hs|ds|cs)_[45]_[01]\\s*");

    /** The N of the last "// Approximately N instruction slots used" line, or 0. */
    private static long instructionCount(String s) {
        Matcher m = Pattern.compile("// Approximately (\\d{1,10}) instruction slots used").matcher(s);
        long n = 0;
        while (m.find()) {
            n = number(m.group(1)) & 0xFFFF_FFFFL;
        }
        return n;
    }

    private String at(int k) {
        return k < lines.size() ? lines.get(k) : "";
    }

    private boolean block(String title) {
        return at(i).equals("//") && at(i + 1).equals(title);
    }

    private List<PartEntry> build(Sm4Assembly a, long slots) {
        ProgramVersion v = a.version();
        boolean hasRdef = false;
        String creator = NO_RDEF_CREATOR;
        if (at(0).equals("//") && at(1).startsWith("// Generated by ") && at(2).equals("//")) {
            creator = at(1).substring("// Generated by ".length());
            i = 3;
        }
        if (block("// Note: SHADER WILL ONLY WORK WITH THE DEBUG SDK LAYER ENABLED.")) {
            i += 3;            // the program's debug_break/abort says it
        }
        long features = 0;
        if (block("// Note: shader requires additional functionality:")) {
            i += 2;
            while (at(i).startsWith("//       ")) {
                String name = at(i).substring(9);
                if (name.startsWith("Unknown feature bit ")) {
                    features |= 1L << (number(name.substring(20)) & 63);
                } else {
                    for (ShaderFeature f : ShaderFeature.values()) {
                        if (!f.listingName.isEmpty() && f.listingName.equals(name)) {
                            features |= 1L << f.bit;
                        }
                    }
                }
                i++;            // "Early depth-stencil" is the program's global flag, not SFI0's
            }
            i++;
        }
        List<RdefWriter.Buffer> buffers = new ArrayList<>();
        if (block("// Buffer Definitions: ")) {
            hasRdef = true;
            i += 3;
            buffers(buffers);
        }
        List<RdefWriter.Binding> bindings = new ArrayList<>();
        if (block("// Resource Bindings:")) {
            hasRdef = true;
            i += 5;
            bindings(bindings, v.isSm51OrLater());
        }
        if (at(i).equals("//") && at(i + 1).equals("//")) {
            hasRdef = true;                 // the line that closes the RDEF tables, even empty ones
            i++;
        }
        hasRdef |= !creator.equals(NO_RDEF_CREATOR);
        SignaturePart patch = null;
        List<SignatureElement> in = null;
        List<SignatureElement> out = null;
        List<SignatureElement> pc = null;
        if (block("// Patch Constant signature:")) {
            pc = signature("Patch Constant", v.type() == ProgramType.DOMAIN);
        }
        if (block("// Input signature:")) {
            in = signature("Input", true);
        }
        if (block("// Output signature:")) {
            out = signature("Output", false);
        }
        long[] stat = new long[v.isSm5OrLater() ? StatPart.SM5_SIZE / 4 : StatPart.SM4_SIZE / 4];
        stat[StatPart.Word.InstructionCount.ordinal()] = slots;
        boolean tessellation = statNotes(stat);
        Bytes aon9 = level9();
        while (i < lines.size() && lines.get(i).equals("//")) {
            i++;
        }
        if (i < lines.size()) {
            unread.add("header line " + (i + 1) + ": " + at(i));
        }
        boolean minPrecision = has16(in) || has16(out) || has16(pc);
        List<PartEntry> parts = new ArrayList<>();
        if (aon9 != null) {
            parts.add(PartEntry.of("Aon9", aon9));
        }
        if (hasRdef) {
            RdefLayout layout = v.isSm51OrLater() ? RdefLayout.SM51 : v.isSm5OrLater() ? RdefLayout.SM50 : RdefLayout.SM4;
            long target = (long) v.minor() | (long) v.major() << 8 | (long) targetType(v.type()) << 16;
            parts.add(PartEntry.of("RDEF", RdefWriter.write(layout, target, 0, creator, bindings, buffers)));
        }
        boolean streams = out != null && out.stream().anyMatch(e -> e.stream() != 0);
        parts.add(PartEntry.of(minPrecision ? "ISG1" : "ISGN",
                SignaturePart.write(minPrecision ? "ISG1" : "ISGN", orEmpty(in)).original()));
        String outKind = minPrecision ? "OSG1" : streams || (v.type() == ProgramType.GEOMETRY && v.isSm5OrLater())
                ? "OSG5" : "OSGN";
        parts.add(PartEntry.of(outKind, SignaturePart.write(outKind, orEmpty(out)).original()));
        if (pc != null) {
            String k = minPrecision ? "PSG1" : "PCSG";
            parts.add(PartEntry.of(k, SignaturePart.write(k, pc).original()));
        }
        parts.add(PartEntry.of(a.partKind(), a.program()));
        if (features != 0) {
            parts.add(PartEntry.of("SFI0", new Sfi0Part(features, Bytes.EMPTY).encode()));
        }
        // a hull or domain program's listing prints STAT's tessellation table: without it, the container has no STAT
        // (a stripped one); every other listing comes out the same either way, and fxc always writes one
        if (tessellation || (v.type() != ProgramType.HULL && v.type() != ProgramType.DOMAIN)) {
            parts.add(PartEntry.of("STAT", new StatPart(stat).encode()));
        }
        return parts;
    }

    private static List<SignatureElement> orEmpty(List<SignatureElement> l) {
        return l == null ? List.of() : l;
    }

    private static boolean has16(List<SignatureElement> l) {
        return l != null && l.stream().anyMatch(e -> e.minPrecision() != 0);
    }

    private static int targetType(ProgramType t) {
        return switch (t) {
            case PIXEL -> 0xFFFF;
            case VERTEX -> 0xFFFE;
            case GEOMETRY -> 0x4753;
            case HULL -> 0x4853;
            case DOMAIN -> 0x4453;
            case COMPUTE -> 0x4353;
        };
    }

    private static final Pattern ROW = Pattern.compile(
            "// (?:m(\\d+):)?(\\S+) +(\\d+)   (.{4}) +(\\d+) +(\\S+) +(\\S+)   (.{4})");
    private static final Pattern SPECIAL = Pattern.compile("// (?:m(\\d+):)?(\\S+) +(\\d+)    N/A +(\\S+) +(\\S+) +(\\S+)    YES");

    /** A signature table whose title is at line {@code i + 1}: its rows, the line after it next. */
    private List<SignatureElement> signature(String title, boolean input) {
        i += 5;
        List<SignatureElement> list = new ArrayList<>();
        if (at(i).equals("// no " + title)) {
            i++;
            return list;
        }
        while (i < lines.size() && !at(i).equals("//")) {
            String l = at(i);
            Matcher m = ROW.matcher(l);
            Matcher sp = SPECIAL.matcher(l);
            if (m.matches()) {
                int mask = mask(m.group(4));
                int used = mask(m.group(8));
                // an output's stored mask is the components never written, those outside the element included
                // (D3DDisassemble prints the complement of it whole; dxkit's listing within the element's mask)
                list.add(element(m.group(1), m.group(2), m.group(3), m.group(6), m.group(7),
                        number(m.group(5)), mask, input ? used : ~used & 0xF));
            } else if (sp.matches()) {
                list.add(element(sp.group(1), sp.group(2), sp.group(3), sp.group(5), sp.group(6), 0xFFFF_FFFFL,
                        1, input ? 1 : 0xE));
            } else {
                unread.add("signature row: " + l);
            }
            i++;
        }
        i++;
        return list;
    }

    private static SignatureElement element(String stream, String name, String index, String sv, String format,
                                            long register, int mask, int rw) {
        long svCode = 0;
        boolean found = false;
        for (SystemValue s : SystemValue.values()) {
            if (s.shortName.equals(sv)) {
                // a pixel output's value is selected by its SV_ name, which fxc stores as 0
                svCode = s.code >= 64 && name.regionMatches(true, 0, "SV_", 0, 3) ? 0 : s.code;
                found = true;
                break;
            }
        }
        if (!found && sv.matches("\\d{1,9}")) {
            svCode = number(sv);
        }
        long type = 0;
        long min = 0;
        for (ComponentType c : ComponentType.values()) {
            if (c.formatName.equals(format)) {
                type = c.code;
            }
        }
        for (MinPrecision p : MinPrecision.values()) {
            if (p.code != 0 && p.formatName.equals(format)) {
                min = p.code;
                type = p == MinPrecision.SINT_16 ? ComponentType.SINT32.code : p == MinPrecision.UINT_16
                        ? ComponentType.UINT32.code : ComponentType.FLOAT32.code;
            }
        }
        return new SignatureElement(stream == null ? 0 : number(stream), name, number(index), svCode,
                type, register, mask, rw, min, 0);
    }

    private static int mask(String positional) {
        int m = 0;
        for (int k = 0; k < positional.length() && k < 4; k++) {
            if (positional.charAt(k) == "xyzw".charAt(k)) {
                m |= 1 << k;
            }
        }
        return m;
    }

    /** Reads STAT's notes into {@code stat}; whether the tessellation table was there. */
    private boolean statNotes(long[] stat) {
        boolean table = false;
        String[] domains = {"Undefined", "Isoline", "Triangle", "Quadrilateral"};
        String[] prims = {"Undefined", "Point", "Line", "Clockwise Triangles", "Counter-Clockwise Triangles"};
        String[] parts = {"Undefined", "Integer", "Integer Power of 2", "Odd Fractional", "Even Fractional"};
        if (at(i).startsWith("// Tessellation Domain ")) {
            String row = at(i + 2);
            String d = row.length() >= 23 ? row.substring(3, 23).trim() : "";
            stat[StatPart.Word.TessellatorDomain.ordinal()] = indexOf(domains, d);
            String n = row.length() > 24 ? row.substring(24).trim() : "0";
            stat[StatPart.Word.cControlPoints.ordinal()] = n.matches("\\d{1,9}") ? number(n) : 0;
            i += 4;
            table = true;
        }
        if (at(i).startsWith("// Tessellation Output Primitive")) {
            String row = at(i + 2);
            String p = row.length() >= 33 ? row.substring(3, 33).trim() : "";
            String q = row.length() > 34 ? row.substring(34).trim() : "";
            stat[StatPart.Word.HSOutputPrimitive.ordinal()] = indexOf(prims, p);
            stat[StatPart.Word.HSPartitioning.ordinal()] = indexOf(parts, q);
            i += 4;
        }
        if (at(i).equals("// Pixel Shader runs at sample frequency")) {
            stat[StatPart.Word.IsSampleFrequencyShader.ordinal()] = 1;
            i += 2;
        }
        return table;
    }

    private static final Pattern SCALAR_ROW = Pattern.compile("// ([bi])(\\d{1,5}) +cb(\\d{1,5}) +(\\d{1,5}) +(\\d{1,5})");
    private static final Pattern RANGE_ROW = Pattern.compile(
            "// c(\\d{1,5}) +cb(\\d{1,5}) +(\\d{1,5}) +(\\d{1,5})  \\((.{4}),(.{4}),(.{4}),(.{4})\\)");
    private static final Pattern SAMPLER_ROW = Pattern.compile("// s(\\d{1,3}) +s(\\d{1,3}) +t(\\d{1,3}) +");
    private static final Pattern RUNTIME_ROW = Pattern.compile("// c(\\d{1,5}) +(.*)");
    private static final List<String> CONVERSIONS = List.of(" FLT", "BOOL", " INT", "UINT");

    /**
     * The level-9 block (constant, sampler and runtime mapping tables and the Direct3D 9 program, assembled by
     * {@link D3d9Assembler}) as an Aon9 part, or null without one.
     */
    private Bytes level9() {
        List<Level9Part.ConstantRange> ranges = new ArrayList<>();
        List<Level9Part.ScalarMapping> ints = new ArrayList<>();
        List<Level9Part.ScalarMapping> bools = new ArrayList<>();
        List<Level9Part.SamplerMapping> samplers = new ArrayList<>();
        List<Level9Part.RuntimeConstant> runtime = new ArrayList<>();
        int start = i;
        if (block("// Constant buffer to DX9 shader constant mappings:")) {
            i += 3;
            while (at(i).startsWith("// Target Reg Buffer  ")) {
                i += 2;
                while (i < lines.size() && !at(i).equals("//")) {
                    Matcher m = SCALAR_ROW.matcher(at(i));
                    Matcher r = RANGE_ROW.matcher(at(i));
                    if (m.matches()) {
                        Level9Part.ScalarMapping sm = new Level9Part.ScalarMapping(num(m.group(3)), num(m.group(4)),
                                num(m.group(5)), num(m.group(2)));
                        (m.group(1).equals("b") ? bools : ints).add(sm);
                    } else if (r.matches()) {
                        ranges.add(new Level9Part.ConstantRange(num(r.group(2)), num(r.group(3)), num(r.group(4)),
                                num(r.group(1)), conversion(r.group(5)), conversion(r.group(6)), conversion(r.group(7)),
                                conversion(r.group(8))));
                    } else {
                        unread.add("level 9 constant mapping: " + at(i));
                    }
                    i++;
                }
                i++;
            }
        }
        if (block("// Sampler/Resource to DX9 shader sampler mappings:")) {
            i += 5;
            while (i < lines.size() && !at(i).equals("//")) {
                Matcher m = SAMPLER_ROW.matcher(at(i));
                if (m.matches()) {
                    samplers.add(new Level9Part.SamplerMapping(num(m.group(3)), num(m.group(2)), num(m.group(1)), 0));
                } else {
                    unread.add("level 9 sampler mapping: " + at(i));
                }
                i++;
            }
            i++;
        }
        if (block("// Runtime generated constant mappings:")) {
            i += 5;
            while (i < lines.size() && !at(i).equals("//")) {
                Matcher m = RUNTIME_ROW.matcher(at(i));
                if (m.matches()) {
                    String what = m.group(2).trim();
                    int kind = what.equals("Vertex Shader position offset") ? 0
                            : what.matches("Unknown \\(\\d{1,5}\\)") ? num(what.substring(9, what.length() - 1)) : -1;
                    if (kind < 0) {
                        unread.add("level 9 runtime constant: " + at(i));
                    } else {
                        runtime.add(new Level9Part.RuntimeConstant(kind, num(m.group(1))));
                    }
                } else {
                    unread.add("level 9 runtime constant: " + at(i));
                }
                i++;
            }
            i++;
        }
        if (!block("// Level9 shader bytecode:")) {
            i = start;
            return null;
        }
        i += 3;
        StringBuilder program = new StringBuilder();
        for (String l : rest) {
            program.append(l).append('\n');
        }
        D3d9Assembler.Result r = D3d9Assembler.assemble(program.toString());
        if (!r.ok() || r.program().size() < 4) {
            unread.add("level 9 program: " + (r.ok() ? "empty" : r.errors().get(0).message()));
            return null;
        }
        int version = r.program().reader("Aon9").i32At(0);
        try {
            return Level9Part.write(version, ranges, ints, bools, samplers, runtime, r.program());
        } catch (IllegalArgumentException e) {
            unread.add("level 9 tables: " + e.getMessage());
            return null;
        }
    }

    private static int num(String s) {
        return (int) (number(s) & 0xFFFF);
    }

    /** A decimal number of the header as a 32-bit word; one out of range (or not a number) is 0. */
    private static long number(String s) {
        if (s == null || s.isEmpty() || s.length() > 10) {
            return 0;
        }
        long v = 0;
        for (int k = 0; k < s.length(); k++) {
            char c = s.charAt(k);
            if (c < '0' || c > '9') {
                return 0;
            }
            v = v * 10 + (c - '0');
        }
        return v > 0xFFFF_FFFFL ? 0 : v;
    }

    private static int conversion(String s) {
        int k = CONVERSIONS.indexOf(s);
        return k < 0 ? 0 : k;
    }

    private static int indexOf(String[] names, String n) {
        for (int k = 0; k < names.length; k++) {
            if (names[k].equals(n)) {
                return k;
            }
        }
        return 0;
    }

    /** A binding row's columns after the name: type, format, dim, [ID], bind, count (each without blanks). */
    private static final Pattern BINDING = Pattern.compile(
            "(\\S+) (\\S+) (\\S+) (\\S+) (?:([A-Z]+)(\\d+) )?([a-z]+)(\\d+)(?:,space(\\d+))? (\\S+)");

    /**
     * A Resource Bindings row matched column by column: the name is the first word (the row's words are separated
     * by runs of blanks, which are squeezed first, so that the pattern is matched in linear time), or null.
     */
    private static Matcher bindingRow(String line, boolean v51) {
        if (!line.startsWith("// ") || !line.endsWith(" ")) {
            return null;
        }
        String[] words = line.substring(3).trim().split(" +");
        if (words.length != (v51 ? 7 : 6)) {
            return null;
        }
        Matcher m = BINDING.matcher(words[0] + " " + String.join(" ", java.util.Arrays.asList(words).subList(1,
                words.length)));
        return m.matches() ? m : null;
    }

    private void bindings(List<RdefWriter.Binding> out, boolean v51) {
        while (i < lines.size() && !at(i).equals("//")) {
            Matcher m = bindingRow(at(i), v51);
            if (m == null) {
                unread.add("binding row: " + at(i));
                i++;
                continue;
            }
            String typeName = m.group(2);
            String format = m.group(3);
            String dim = m.group(4);
            String cls = m.group(7);
            long type = switch (typeName) {
                case "cbuffer" -> ShaderInputType.CBUFFER.code;
                case "tbuffer" -> ShaderInputType.TBUFFER.code;
                case "sampler", "sampler_c" -> ShaderInputType.SAMPLER.code;
                case "texture" -> format.equals("struct") ? ShaderInputType.STRUCTURED.code
                        : format.equals("byte") ? ShaderInputType.BYTEADDRESS.code : ShaderInputType.TEXTURE.code;
                case "UAV" -> switch (dim) {
                    case "r/w" -> format.equals("byte") ? ShaderInputType.UAV_RWBYTEADDRESS.code
                            : format.equals("struct") ? ShaderInputType.UAV_RWSTRUCTURED.code
                            : ShaderInputType.UAV_RWTYPED.code;
                    case "append" -> ShaderInputType.UAV_APPEND_STRUCTURED.code;
                    case "consume" -> ShaderInputType.UAV_CONSUME_STRUCTURED.code;
                    case "r/w+cnt" -> ShaderInputType.UAV_RWSTRUCTURED_WITH_COUNTER.code;
                    default -> ShaderInputType.UAV_RWTYPED.code;
                };
                default -> byListingName(typeName);
            };
            long flags = typeName.equals("sampler_c") ? 2 : 0;
            long ret = 0;
            long dimension = 0;
            long samples = 0;
            boolean typed = type == ShaderInputType.TEXTURE.code || type == ShaderInputType.UAV_RWTYPED.code
                    || type == ShaderInputType.UAV_FEEDBACKTEXTURE.code || type == ShaderInputType.RTACCELERATIONSTRUCTURE.code;
            if (typed) {
                String base = format;
                int comps = 1;
                char last = format.charAt(format.length() - 1);
                if (last >= '2' && last <= '4') {
                    base = format.substring(0, format.length() - 1);
                    comps = last - '0';
                }
                for (ReturnType r : ReturnType.values()) {
                    if (r.listingName.equals(base)) {
                        ret = r.code;
                    }
                }
                flags |= (long) (comps - 1) << 2;
                String d = dim;
                Matcher ms = Pattern.compile("(2dMS|2darrayMS)(\\d+)").matcher(dim);
                if (ms.matches()) {
                    d = ms.group(1);
                    samples = number(ms.group(2));
                }
                for (SrvDimension sd : SrvDimension.values()) {
                    if (sd.listingName.equals(d)) {
                        dimension = sd.code;
                    }
                }
                if ((dimension == SrvDimension.TEXTURE2DMS.code || dimension == SrvDimension.TEXTURE2DMSARRAY.code)
                        && samples == 0) {
                    samples = 0;
                } else if (!ms.matches()) {
                    samples = type == ShaderInputType.TEXTURE.code ? 0xFFFF_FFFFL : 0;
                }
            } else if (type == ShaderInputType.STRUCTURED.code || type == ShaderInputType.UAV_RWSTRUCTURED.code
                    || type == ShaderInputType.UAV_APPEND_STRUCTURED.code || type == ShaderInputType.UAV_CONSUME_STRUCTURED.code
                    || type == ShaderInputType.UAV_RWSTRUCTURED_WITH_COUNTER.code) {
                ret = ReturnType.MIXED.code;
                dimension = SrvDimension.BUFFER.code;
            } else if (type == ShaderInputType.BYTEADDRESS.code || type == ShaderInputType.UAV_RWBYTEADDRESS.code) {
                ret = ReturnType.MIXED.code;
                dimension = SrvDimension.BUFFER.code;
            }
            String count = m.group(10);
            long bindCount = count.equals("unbounded") ? 0 : number(count);
            long id = m.group(6) == null ? 0 : number(m.group(6));
            long space = m.group(9) == null ? 0 : number(m.group(9));
            if (type == ShaderInputType.CBUFFER.code && !v51) {
                flags |= 0;
            }
            out.add(new RdefWriter.Binding(m.group(1), type, ret, dimension, samples, number(m.group(8)),
                    bindCount, flags, space, id));
            if (!cls.equals(registerClass(type))) {
                unread.add("binding register class: " + at(i));
            }
            i++;
        }
        i++;
    }

    private static long byListingName(String n) {
        for (ShaderInputType t : ShaderInputType.values()) {
            if (t.listingName.equals(n)) {
                return t.code;
            }
        }
        return 0xFFFF;
    }

    private static String registerClass(long t) {
        if (t == ShaderInputType.CBUFFER.code) {
            return "cb";
        }
        if (t == ShaderInputType.SAMPLER.code) {
            return "s";
        }
        if (t == ShaderInputType.TBUFFER.code || t == ShaderInputType.TEXTURE.code
                || t == ShaderInputType.STRUCTURED.code || t == ShaderInputType.BYTEADDRESS.code) {
            return "t";
        }
        return "u";
    }

    // ---- Buffer Definitions ----

    /** What follows a declaration's "// Offset:": the offset, the size (top-level variables), [unused]. */
    private static final Pattern OFFSET = Pattern.compile(" *(\\S+)(?: Size: +(\\S+))?( \\[unused\\])?");

    /**
     * A Buffer Definitions declaration, {@code //   float4 name[2];        // Offset:   16 Size:    32 [unused]},
     * cut at its marks (no pattern over the whole line): type text, name, elements (or null), offset, size (or
     * null), unused (or null); null when the line is not one.
     */
    private static String[] declaration(String line) {
        int k = line.indexOf("// Offset:", 2);
        if (!line.startsWith("// ") || k < 0) {
            return null;
        }
        String left = line.substring(2, k).stripTrailing();
        if (!left.endsWith(";")) {
            return null;
        }
        left = left.substring(0, left.length() - 1).strip();
        String elements = null;
        if (left.endsWith("]")) {
            int b = left.lastIndexOf('[');
            if (b < 0) {
                return null;
            }
            elements = left.substring(b + 1, left.length() - 1);
            left = left.substring(0, b);
        }
        int sp = left.lastIndexOf(' ');
        String name = left.substring(sp + 1);
        if (name.isEmpty() || name.indexOf(';') >= 0 || name.indexOf('[') >= 0) {
            return null;
        }
        Matcher m = OFFSET.matcher(line.substring(k + 10));
        if (!m.matches()) {
            return null;
        }
        return new String[] {sp < 0 ? "" : left.substring(0, sp).strip(), name, elements, m.group(1), m.group(2),
                m.group(3)};
    }

    private void buffers(List<RdefWriter.Buffer> out) {
        while (at(i).startsWith("// ") && !at(i).startsWith("// Resource Bindings")) {
            String head = at(i).substring(3);
            long type = -1;
            String name = head;
            for (CbufferType t : CbufferType.values()) {
                if (head.startsWith(t.listingName + " ")) {
                    type = t.code;
                    name = head.substring(t.listingName.length() + 1);
                }
            }
            if (type < 0 || !at(i + 1).equals("// {") || !at(i + 2).equals("//")) {
                break;
            }
            i += 3;
            List<RdefWriter.Variable> vars = new ArrayList<>();
            long end = 0;
            while (i < lines.size() && !(at(i).equals("//") && at(i + 1).equals("// }"))) {
                RdefWriter.Variable v = variable(true);
                if (v == null) {
                    unread.add("buffer line: " + at(i));
                    i++;
                    continue;
                }
                vars.add(v);
                if (v.offset() != 0xFFFF_FFFFL) {
                    end = Math.max(end, v.offset() + v.size());
                }
            }
            i += 3;
            out.add(new RdefWriter.Buffer(name, type, (end + 15) & ~15L, 0, vars));
        }
    }

    /** A variable or struct member at line {@code i} (a struct over its lines), or null. */
    private RdefWriter.Variable variable(boolean top) {
        return variable(top, 0);
    }

    private RdefWriter.Variable variable(boolean top, int depth) {
        if (depth > 32) {
            return null;                // structs nested deeper than any listing prints
        }
        List<RdefWriter.Member> members = null;
        String structName = null;
        if (at(i).equals("//") || at(i).matches("// +")) {
            if (at(i + 1).matches("// +struct.*")) {
                i++;                   // the line that sets off a struct after other variables
            }
        }
        if (at(i).matches("// +struct( .*)?")) {
            String s = at(i).trim();
            int k = s.indexOf("struct");
            structName = s.length() > k + 6 ? s.substring(k + 7) : "";
            i += 3;                    // struct, {, blank
            members = new ArrayList<>();
            while (i < lines.size() && !at(i).equals("//")) {
                int before = i;
                RdefWriter.Variable m = variable(false, depth + 1);
                if (m == null) {
                    if (i == before) {
                        i++;
                    }
                    return null;
                }
                members.add(new RdefWriter.Member(m.name(), m.type(), m.offset()));
            }
            i++;                        // the struct's closing line
        }
        String[] d = declaration(at(i));
        if (d == null) {
            return null;
        }
        String typeText = d[0];
        String name = d[1];
        int elements = d[2] == null ? 0 : (int) (number(d[2]) & 0xFFFF);
        long offset = d[3].equals("N/A") ? 0xFFFF_FFFFL : number(d[3]);
        long size = d[4] == null || d[4].equals("N/A") ? 0 : number(d[4]);
        boolean used = d[5] == null;
        RdefWriter.Type t;
        if (members != null) {
            if (!typeText.equals("}")) {
                return null;
            }
            // members' offsets are listed from the buffer: stored from the struct
            List<RdefWriter.Member> rel = new ArrayList<>();
            for (RdefWriter.Member mem : members) {
                rel.add(new RdefWriter.Member(mem.name(), mem.type(), mem.offset() - offset));
            }
            t = new RdefWriter.Type(VariableClass.STRUCT.code, VariableType.VOID.code, 1, 0, elements,
                    structName.isEmpty() ? null : structName, rel);
        } else {
            t = type(typeText, elements);
            if (t == null) {
                return null;
            }
        }
        i++;
        byte[] def = null;
        if (top && at(i).startsWith("//      = ")) {
            java.io.ByteArrayOutputStream b = new java.io.ByteArrayOutputStream();
            String l = at(i).substring(10);
            while (true) {
                for (String w : l.trim().split(" +")) {
                    if (w.matches("0x[0-9a-f]{8}")) {
                        int x = (int) Long.parseLong(w.substring(2), 16);   // eight hex digits
                        b.write(x);
                        b.write(x >>> 8);
                        b.write(x >>> 16);
                        b.write(x >>> 24);
                    }
                }
                i++;
                if (!at(i).startsWith("//        0x")) {
                    break;
                }
                l = at(i).substring(10);
            }
            def = b.toByteArray();
        }
        return new RdefWriter.Variable(name, offset, size, used ? 2 : 0, t, def);
    }

    private static final Pattern TYPE = Pattern.compile("(row_major )?([A-Za-z_][A-Za-z_0-9]*?)(?:(\\d)(?:x(\\d))?)?");

    private static RdefWriter.Type type(String text, int elements) {
        if (text.startsWith("interface ")) {
            return new RdefWriter.Type(VariableClass.INTERFACE_POINTER.code, VariableType.INTERFACE_POINTER.code, 1, 1,
                    elements, text.substring(10), List.of());
        }
        Matcher m = TYPE.matcher(text);
        if (!m.matches()) {
            return null;
        }
        int vt = -1;
        for (VariableType t : VariableType.values()) {
            if (t.listingName.equals(m.group(2))) {
                vt = t.code;
            }
        }
        if (vt < 0) {
            return null;
        }
        if (m.group(4) != null) {
            int rows = Integer.parseInt(m.group(3));      // one digit each
            int cols = Integer.parseInt(m.group(4));
            return new RdefWriter.Type(m.group(1) != null ? VariableClass.MATRIX_ROWS.code
                    : VariableClass.MATRIX_COLUMNS.code, vt, rows, cols, elements, text, List.of());
        }
        if (m.group(1) != null) {
            return null;
        }
        if (m.group(3) != null) {
            return new RdefWriter.Type(VariableClass.VECTOR.code, vt, 1, Integer.parseInt(m.group(3)), elements, text,
                    List.of());
        }
        return new RdefWriter.Type(VariableClass.SCALAR.code, vt, 1, 1, elements, text, List.of());
    }
}
