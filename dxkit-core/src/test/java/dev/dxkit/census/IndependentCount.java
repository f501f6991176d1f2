package dev.dxkit.census;

import java.io.File;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeMap;

/**
 * A second census, written to share no code with dxkit's: it walks with {@code java.io.File}, reads every
 * file whole, parses the container header, directory, version tokens and Direct3D 9 token streams with its
 * own few lines over a little-endian {@link ByteBuffer}, and computes the container digest with its own MD5
 * (the textbook loop form, not dxkit's unrolled one). It only knows the census's output names (the labels
 * of kinds and tables), which are the census's specification.
 *
 * <p>Its result is a flat map {@code "group|section|key" -> count} with group "(total)" for the sums, the
 * same shape {@link #flatten(Census)} gives dxkit's census, so two maps compare every number at once.
 * Grouping is by top folder, no carving.
 */
final class IndependentCount {
    static final String TOTAL = "(total)";

    private static final String[] DXBC_KIND = {"pixel", "vertex", "geometry", "hull", "domain", "compute"};
    private static final String[] DXBC_PREFIX = {"ps", "vs", "gs", "hs", "ds", "cs"};
    private static final String[] DXIL_KIND = {"pixel", "vertex", "geometry", "hull", "domain", "compute", "library",
        "raygeneration", "intersection", "anyhit", "closesthit", "miss", "callable", "mesh", "amplification", "node"};
    private static final String[] DXIL_PREFIX = {"ps", "vs", "gs", "hs", "ds", "cs", "lib", "raygeneration",
        "intersection", "anyhit", "closesthit", "miss", "callable", "ms", "as", "node"};

    private final TreeMap<String, Long> counts = new TreeMap<>();
    private final Set<String> allHashes = new HashSet<>();
    private final TreeMap<String, Set<String>> groupHashes = new TreeMap<>();

    private IndependentCount() {
    }

    /** Counts everything under {@code root}. */
    static TreeMap<String, Long> of(File root) throws Exception {
        IndependentCount c = new IndependentCount();
        c.dir(root, root);
        c.counts.put(TOTAL + "|measure|distinct", (long) c.allHashes.size());
        c.counts.values().removeIf(v -> v == 0);
        return c.counts;
    }

    /** Fails, listing only the counts that differ, unless the two maps are equal. */
    static void assertSame(TreeMap<String, Long> independent, TreeMap<String, Long> census) {
        StringBuilder diff = new StringBuilder();
        java.util.TreeSet<String> keys = new java.util.TreeSet<>(independent.keySet());
        keys.addAll(census.keySet());
        for (String k : keys) {
            if (!java.util.Objects.equals(independent.get(k), census.get(k))) {
                diff.append(k).append(": independent ").append(independent.get(k)).append(", census ")
                        .append(census.get(k)).append('\n');
            }
        }
        org.junit.jupiter.api.Assertions.assertEquals("", diff.toString(), "counts that differ");
        org.junit.jupiter.api.Assertions.assertEquals(independent, census);
    }

    /** dxkit's census as the same flat map (zero counts left out, as above). */
    static TreeMap<String, Long> flatten(Census census) {
        TreeMap<String, Long> m = new TreeMap<>();
        flatten(m, TOTAL, census.total());
        census.groups().forEach((g, t) -> flatten(m, g, t));
        m.values().removeIf(v -> v == 0);
        return m;
    }

    private static void flatten(TreeMap<String, Long> m, String group, Tally t) {
        for (Measure x : Measure.values()) {
            m.put(group + "|measure|" + x.key(), t.get(x));
        }
        for (Table x : Table.values()) {
            t.table(x).byKey().forEach((k, v) -> m.put(group + "|" + x.key() + "|" + k, v));
        }
    }

    private void dir(File root, File dir) throws Exception {
        File[] list = dir.listFiles();
        Arrays.sort(list);
        for (File f : list) {
            if (f.isDirectory()) {
                dir(root, f);
            } else if (f.isFile()) {
                String rel = root.toPath().relativize(f.toPath()).toString();
                int slash = rel.indexOf(File.separatorChar);
                file(f, slash < 0 ? "." : rel.substring(0, slash));
            }
        }
    }

    private void add(String group, String section, String key, long n) {
        boolean largest = key.equals("sm4LongestInstruction"); // a largest value, not a sum
        counts.merge(group + "|" + section + "|" + key, n, largest ? Math::max : Long::sum);
        counts.merge(TOTAL + "|" + section + "|" + key, n, largest ? Math::max : Long::sum);
    }

    private void file(File f, String group) throws Exception {
        byte[] b = Files.readAllBytes(f.toPath());
        add(group, "measure", "files", 1);
        add(group, "measure", "bytes", b.length);
        ByteBuffer bb = ByteBuffer.wrap(b).order(ByteOrder.LITTLE_ENDIAN);
        boolean dxbc = b.length >= 4 && new String(b, 0, 4, StandardCharsets.ISO_8859_1).equals("DXBC");
        int first = b.length >= 4 ? bb.getInt(0) : 0;
        int hi = first >>> 16;
        int major = (first >> 8) & 0xFF;
        int minor = first & 0xFF;
        boolean d3d9 = (hi == 0xFFFE || hi == 0xFFFF) && major >= 1 && major <= 3 && (minor <= 4 || minor == 0xFF);
        List<String[]> found = new ArrayList<>(); // section, key pairs for this program
        String refusedWhere = null;
        if (dxbc) {
            File dump = new File(f.getParentFile(), f.getName().replaceFirst("\\.[^.]*$", "") + ".dxc.txt");
            refusedWhere = container(bb, b.length, found, dump.isFile() ? Files.readString(dump.toPath()) : null);
        } else if (d3d9) {
            refusedWhere = d3d9(bb, b.length, found);
        } else {
            add(group, "measure", "skipped", 1);
            return;
        }
        if (refusedWhere != null) {
            add(group, "measure", "refused", 1);
            add(group, "refusals", refusedWhere, 1);
            return;
        }
        for (String[] kv : found) {
            add(group, kv[0], kv[1], kv.length > 2 ? Long.parseLong(kv[2]) : 1);
        }
        String sha = hex(MessageDigest.getInstance("SHA-256").digest(b));
        allHashes.add(sha);
        if (groupHashes.computeIfAbsent(group, g -> new HashSet<>()).add(sha)) {
            counts.merge(group + "|measure|distinct", 1L, Long::sum);
        }
    }

    /** Reads a container into {@code out}; returns where it was refused, or null. */
    private static String container(ByteBuffer bb, int size, List<String[]> out, String listing) {
        if (size < 32) {
            return "container";
        }
        long count = bb.getInt(28) & 0xFFFFFFFFL;
        long dirEnd = 32 + 4 * count;
        if (dirEnd > size) {
            return "container";
        }
        List<String> findings = new ArrayList<>();
        if (bb.getShort(20) != 1 || bb.getShort(22) != 0) {
            findings.add("version");
        }
        if ((bb.getInt(24) & 0xFFFFFFFFL) != size) {
            findings.add("size");
        }
        List<String> kinds = new ArrayList<>();
        List<Integer> starts = new ArrayList<>();
        List<Integer> sizes = new ArrayList<>();
        long next = dirEnd;
        for (int i = 0; i < count; i++) {
            long at = bb.getInt(32 + 4 * i) & 0xFFFFFFFFL;
            if (at < dirEnd || at + 8 > size) {
                return "container";
            }
            long len = bb.getInt((int) at + 4) & 0xFFFFFFFFL;
            if (at + 8 + len > size) {
                return "container";
            }
            String kind = fourCC(bb, (int) at);
            if (at > next) {
                findings.add("gap");
            } else if (at < next) {
                findings.add("overlap");
            }
            if (kinds.contains(kind)) {
                findings.add("duplicate-part");
            }
            kinds.add(kind);
            starts.add((int) at + 8);
            sizes.add((int) len);
            next = at + 8 + len;
        }
        if (next < size) {
            findings.add("trailing-bytes");
        }
        byte[] stored = new byte[16];
        bb.get(4, stored);
        String digest;
        if (Arrays.equals(stored, new byte[16])) {
            digest = "zero";
            findings.add("digest-zero");
        } else if (Arrays.equals(stored, Md5.containerDigest(bb.array(), size, false))) {
            digest = "ok";
        } else if (Arrays.equals(stored, Md5.containerDigest(bb.array(), size, true))) {
            digest = "debug"; // fxc's debug signature (abort, debug_break): valid, no finding
        } else {
            digest = "mismatch";
            findings.add("digest-mismatch");
        }
        // the program: the first SHEX or SHDR, else DXIL
        String kindLabel;
        String containerKind;
        String target = null;
        int code = -1;
        String codeKind = null;
        for (int i = 0; i < kinds.size(); i++) {
            if (kinds.get(i).equals("SHEX") || kinds.get(i).equals("SHDR")) {
                code = i;
                codeKind = kinds.get(i);
                break;
            }
        }
        if (code < 0 && kinds.contains("DXIL")) {
            code = kinds.indexOf("DXIL");
            codeKind = "DXIL";
        }
        if (code >= 0) {
            if (sizes.get(code) < 4) {
                return codeKind;
            }
            int word = bb.getInt(starts.get(code));
            int type = word >>> 16;
            int maj = (word >> 4) & 0xF;
            int min = word & 0xF;
            String[] names = codeKind.equals("DXIL") ? DXIL_KIND : DXBC_KIND;
            String[] prefixes = codeKind.equals("DXIL") ? DXIL_PREFIX : DXBC_PREFIX;
            kindLabel = type < names.length ? names[type] : "unknown";
            String prefix = type < prefixes.length ? prefixes[type] : (codeKind.equals("DXIL") ? "kind" : "type") + type;
            containerKind = "SM " + maj + "." + min + (!codeKind.equals("DXIL") && kinds.contains("Aon9") ? " level 9" : "");
            target = prefix + "_" + maj + "_" + min;
        } else {
            kindLabel = "(no program)";
            containerKind = kinds.contains("FX10") || kinds.contains("FX11") ? "effect"
                    : kinds.size() == 1 && kinds.get(0).equals("RTS0") ? "root signature" : "other";
        }
        // what the part decoders read: signature records, SFI0 bits
        for (int i = 0; i < kinds.size(); i++) {
            String k = kinds.get(i);
            ByteBuffer part = bb.slice(starts.get(i), sizes.get(i)).order(ByteOrder.LITTLE_ENDIAN);
            if (List.of("ISGN", "OSGN", "PCSG", "OSG5", "ISG1", "OSG1", "PSG1").contains(k)) {
                signature(k, part, out);
            } else if (k.equals("SFI0")) {
                if (part.capacity() < 8) {
                    out.add(new String[] {"rawParts", k});
                } else {
                    long mask = part.getLong(0);
                    if (mask == 0) {
                        out.add(new String[] {"features", "(none)"});
                    }
                    for (int bit = 0; bit < 64; bit++) {
                        if ((mask >>> bit & 1) != 0) {
                            dev.dxkit.part.ShaderFeature f = dev.dxkit.part.ShaderFeature.byBit(bit); // names only
                            out.add(new String[] {"features", f == null ? "bit" + bit : f.name()});
                        }
                    }
                }
            }
        }
        // a DXIL program: its headers must hold, and what it says is read from dxc's listing beside it
        if (code >= 0 && codeKind.equals("DXIL")) {
            int at = starts.get(code);
            int size2 = sizes.get(code);
            if (size2 < 24 || bb.getInt(at + 8) != 0x4C495844) {
                return "DXIL";
            }
            if (listing == null) {
                throw new IllegalStateException("a DXIL program without a .dxc.txt listing beside it");
            }
            dxil(listing, out);
        }
        // a Shader Model 4/5 token stream: walk it by its length fields
        if (code >= 0 && !codeKind.equals("DXIL")) {
            String refused = tokens(codeKind, bb.slice(starts.get(code), sizes.get(code)).order(ByteOrder.LITTLE_ENDIAN),
                    kinds.contains("STAT") ? bb.slice(starts.get(kinds.indexOf("STAT")), sizes.get(kinds.indexOf("STAT")))
                            .order(ByteOrder.LITTLE_ENDIAN) : null, out);
            if (refused != null) {
                return refused;
            }
        }
        out.add(new String[] {"measure", "programs"});
        out.add(new String[] {"measure", "containers"});
        out.add(new String[] {"measure", "parts", Integer.toString(kinds.size())});
        out.add(new String[] {"kinds", kindLabel});
        out.add(new String[] {"containerKinds", containerKind});
        if (target != null) {
            out.add(new String[] {"targets", target});
        }
        out.add(new String[] {"partSets", kinds.isEmpty() ? "(no parts)" : String.join(" ", kinds)});
        for (String k : new java.util.LinkedHashSet<>(kinds)) {
            out.add(new String[] {"partKinds", k});
        }
        out.add(new String[] {"digests", digest});
        for (String f : findings) {
            out.add(new String[] {"findings", f});
        }
        return null;
    }

    private static void signature(String kind, ByteBuffer p, List<String[]> out) {
        int recordSize = kind.endsWith("1") ? 32 : kind.equals("OSG5") ? 28 : 24;
        int size = p.capacity();
        if (size < 8) {
            out.add(new String[] {"rawParts", kind});
            return;
        }
        long count = p.getInt(0) & 0xFFFFFFFFL;
        long first = p.getInt(4) & 0xFFFFFFFFL;
        if (count > (size - 8) / recordSize || (count > 0 && (first > size || count * recordSize > size - first))) {
            out.add(new String[] {"rawParts", kind});
            return;
        }
        List<String[]> rows = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            int at = (int) first + i * recordSize;
            int body = recordSize >= 28 ? at + 4 : at;
            long name = p.getInt(body) & 0xFFFFFFFFL;
            int end = (int) name;
            while (name < size && end < size && p.get(end) != 0) {
                end++;
            }
            if (name >= size || end >= size) {
                out.add(new String[] {"rawParts", kind});
                return;
            }
            if (recordSize >= 28) {
                rows.add(new String[] {"signatureColumns", "stream " + (p.getInt(at) & 0xFFFFFFFFL)});
            }
            if (recordSize == 32) {
                rows.add(new String[] {"signatureColumns", "minPrecision " + (p.getInt(at + 28) & 0xFFFFFFFFL)});
            }
        }
        out.add(new String[] {"measure", "signatureRecords", Long.toString(count)});
        out.add(new String[] {"signatureRecords", kind, Long.toString(count)});
        out.addAll(rows);
    }

    /**
     * Walks a token stream: dword 1 is the length; each instruction's length is bits [30:24] of its token,
     * or for customdata (opcode 53) the dword after it. Names and kinds of opcodes come from dxkit's opcode
     * table (public data), everything else is worked out here. Returns where it was refused, or null.
     */
    private static String tokens(String where, ByteBuffer p, ByteBuffer stat, List<String[]> out) {
        int n = p.capacity() / 4;
        if (n < 2 || (p.getInt(0) >>> 16) > 5) {
            return where;
        }
        long len = p.getInt(4) & 0xFFFFFFFFL;
        if (len < 2 || len > n) {
            return where;
        }
        long instructions = 0;
        long declarations = 0;
        long longest = 0;
        List<String[]> rows = new ArrayList<>();
        for (int i = 2; i < len; ) {
            int token = p.getInt(4 * i);
            int op = token & 0x7FF;
            long l;
            if (op == 53) {
                if (i + 1 >= len) {
                    return where;
                }
                l = p.getInt(4 * (i + 1)) & 0xFFFFFFFFL;
                if (l < 2 || l > len - i) {
                    return where;
                }
            } else {
                l = (token >>> 24) & 0x7F;
                if (l == 0 || l > len - i) {
                    return where;
                }
            }
            dev.dxkit.sm4.Opcode o = dev.dxkit.sm4.Opcode.lookup(op); // the name and kind only
            rows.add(new String[] {"opcodes", o == null ? "unknown " + op : o.mnemonic()});
            if (o != null) {
                if (op != 53) {
                    longest = Math.max(longest, l);
                    rows.add(new String[] {"instructionLengths", Long.toString(l)});
                }
                if (o.kind() == dev.dxkit.sm4.Opcode.Kind.ALU || o.kind() == dev.dxkit.sm4.Opcode.Kind.FLOW) {
                    instructions++;
                } else {
                    declarations++;
                }
                String control = control(op, token, o.kind() == dev.dxkit.sm4.Opcode.Kind.ALU);
                if (control != null) {
                    rows.add(new String[] {"controls", control});
                }
            }
            i += (int) l;
        }
        out.addAll(rows);
        out.add(new String[] {"measure", "sm4Programs"});
        out.add(new String[] {"measure", "sm4Instructions", Long.toString(instructions)});
        out.add(new String[] {"measure", "sm4Declarations", Long.toString(declarations)});
        out.add(new String[] {"measure", "sm4LongestInstruction", Long.toString(longest)});
        if (stat != null) {
            int size = stat.capacity();
            boolean bitcode = size >= 12 && stat.getInt(8) == 0x4C495844; // "DXIL"
            if (bitcode || (size != 116 && size != 148)) {
                out.add(new String[] {"statCheck", "unreadable"});
            } else {
                out.add(new String[] {"statCheck",
                    (stat.getInt(0) & 0xFFFFFFFFL) == instructions ? "equals the decoded count" : "differs"});
            }
        }
        return null;
    }

    /** The spec's control-bit names for one opcode token, or null. */
    private static String control(int op, int token, boolean alu) {
        if (op == 190) { // sync
            return "sync" + ((token & (1 << 14)) != 0 ? "_uglobal" : "") + ((token & (1 << 13)) != 0 ? "_ugroup" : "")
                    + ((token & (1 << 12)) != 0 ? "_g" : "") + ((token & (1 << 11)) != 0 ? "_t" : "");
        }
        if (op == 61) { // resinfo
            String[] names = {"resinfo (float)", "resinfo_rcpFloat", "resinfo_uint", "resinfo (return type 3)"};
            return names[(token >>> 11) & 3];
        }
        if (op == 111) { // sampleinfo
            return (token & (1 << 11)) != 0 ? "sampleinfo_uint" : "sampleinfo (float)";
        }
        if (op == 106) { // dcl_globalFlags
            String[] names = {"refactoringAllowed", "enableDoublePrecisionFloatOps", "forceEarlyDepthStencil",
                "enableRawAndStructuredBuffers", "skipOptimization", "enableMinimumPrecision",
                "enable11_1DoubleExtensions", "enable11_1ShaderExtensions"};
            List<String> set = new ArrayList<>();
            for (int b = 11; b <= 23; b++) {
                if ((token & (1 << b)) != 0) {
                    set.add(b - 11 < names.length ? names[b - 11] : "bit" + b);
                }
            }
            return set.isEmpty() ? "dcl_globalFlags" : "dcl_globalFlags " + String.join(" | ", set);
        }
        int precise = (token >>> 19) & 0xF;
        if (alu && precise != 0) {
            StringBuilder sb = new StringBuilder("precise(");
            for (int i = 0; i < 4; i++) {
                if ((precise & (1 << i)) != 0) {
                    sb.append("xyzw".charAt(i));
                }
            }
            return sb.append(')').toString();
        }
        return null;
    }

    private static final java.util.regex.Pattern DX_OP_CALL =
            java.util.regex.Pattern.compile("\\bcall [^@\\n]*@\"?dx\\.op\\.[^(\\n]*\\(i32 (\\d+)");
    private static final String[] KIND_BY_CODE = {"pixel", "vertex", "geometry", "hull", "domain", "compute",
        "library", "raygeneration", "intersection", "anyhit", "closesthit", "miss", "callable", "mesh",
        "amplification", "node"};

    /**
     * Counts a DXIL module from dxc's {@code -dumpbin} text: the {@code dx.op} calls by their first argument,
     * and the entries of {@code !dx.entryPoints} by the shader kind of their properties (tag 8), else the
     * module's ({@code !dx.shaderModel}); a library's entry without a function is not an entry point.
     */
    private static void dxil(String listing, List<String[]> out) {
        java.util.regex.Matcher m = DX_OP_CALL.matcher(listing);
        while (m.find()) {
            out.add(new String[] {"dxOps", "dx.op " + m.group(1)});
            out.add(new String[] {"measure", "dxOpCalls"});
        }
        java.util.Map<String, String> nodes = new java.util.HashMap<>();
        String model = null;
        String entries = null;
        for (String line : listing.split("\n")) {
            if (line.startsWith("!dx.shaderModel = !{")) {
                model = line.substring(line.indexOf('{') + 1, line.lastIndexOf('}'));
            } else if (line.startsWith("!dx.entryPoints = !{")) {
                entries = line.substring(line.indexOf('{') + 1, line.lastIndexOf('}'));
            } else if (line.matches("!\\d+ = !\\{.*\\}")) {
                nodes.put(line.substring(0, line.indexOf(' ')), line.substring(line.indexOf('{') + 1, line.lastIndexOf('}')));
            }
        }
        String prefix = nodes.get(model).split(",")[0].replace("!\"", "").replace("\"", "");
        java.util.Map<String, String> byPrefix = java.util.Map.of("ps", "pixel", "vs", "vertex", "gs", "geometry",
                "hs", "hull", "ds", "domain", "cs", "compute", "lib", "library", "ms", "mesh", "as", "amplification");
        String moduleKind = byPrefix.get(prefix);
        boolean library = prefix.equals("lib");
        out.add(new String[] {"measure", "dxilPrograms"});
        for (String id : entries.split(", ")) {
            String entry = nodes.get(id);
            if (library && entry.startsWith("null,")) {
                continue;
            }
            String kind = moduleKind;
            String props = entry.substring(entry.lastIndexOf(", ") + 2);
            if (!props.equals("null")) {
                String[] f = nodes.get(props).split(", ");
                for (int i = 0; i + 1 < f.length; i += 2) {
                    if (f[i].equals("i32 8")) {
                        kind = KIND_BY_CODE[Integer.parseInt(f[i + 1].substring(4))];
                    }
                }
            }
            out.add(new String[] {"measure", "dxilEntryPoints"});
            out.add(new String[] {"entryKinds", library ? "library: " + kind : kind});
        }
    }

    /** Walks a Direct3D 9 program into {@code out}; returns "d3d9" when it is refused, or null. */
    private static String d3d9(ByteBuffer bb, int size, List<String[]> out) {
        if (size % 4 != 0) {
            return "d3d9";
        }
        int version = bb.getInt(0);
        int major = (version >> 8) & 0xFF;
        int minor = version & 0xFF;
        int i = 4;
        while (true) {
            if (i + 4 > size) {
                return "d3d9";
            }
            int t = bb.getInt(i);
            if (t == 0xFFFF) {
                if (i + 4 != size) {
                    return "d3d9";
                }
                break;
            }
            if (t < 0) {
                return "d3d9";
            }
            int op = t & 0xFFFF;
            if (op == 0xFFFE) {
                i += 4 + 4 * ((t >>> 16) & 0x7FFF);
                continue;
            }
            boolean known = op <= 0x30 || (op >= 0x40 && op <= 0x60) || op == 0xFFFD;
            if (!known) {
                return "d3d9";
            }
            i += 4;
            if (major >= 2) {
                i += 4 * ((t >>> 24) & 0xF);
            } else if (op == 0x51) {
                i += 20;
            } else {
                while (i + 4 <= size && bb.getInt(i) < 0) {
                    i += 4;
                }
            }
            if (i > size) {
                return "d3d9";
            }
        }
        boolean vertex = (version >>> 16) == 0xFFFE;
        String m = minor == 0xFF ? "sw" : major == 2 && minor == 1 ? "x" : Integer.toString(minor);
        String target = (vertex ? "vs_" : "ps_") + major + "_" + m;
        out.add(new String[] {"measure", "programs"});
        out.add(new String[] {"measure", "d3d9Programs"});
        out.add(new String[] {"kinds", vertex ? "d3d9 vertex" : "d3d9 pixel"});
        out.add(new String[] {"containerKinds", "D3D9 " + target});
        out.add(new String[] {"targets", target});
        return null;
    }

    private static String fourCC(ByteBuffer bb, int at) {
        byte[] b = new byte[4];
        bb.get(at, b);
        return new String(b, StandardCharsets.ISO_8859_1);
    }

    private static String hex(byte[] b) {
        StringBuilder sb = new StringBuilder();
        for (byte x : b) {
            sb.append(Character.forDigit((x >> 4) & 0xF, 16)).append(Character.forDigit(x & 0xF, 16));
        }
        return sb.toString();
    }

    /** MD5's block function in its textbook loop form, and the container digest's padding on top of it. */
    static final class Md5 {
        private static final int[] SHIFT = {7, 12, 17, 22, 5, 9, 14, 20, 4, 11, 16, 23, 6, 10, 15, 21};
        private static final int[] K = new int[64];

        static {
            for (int i = 0; i < 64; i++) {
                K[i] = (int) (long) Math.floor(Math.abs(Math.sin(i + 1)) * 4294967296.0);
            }
        }

        private Md5() {
        }

        static void block(int[] s, byte[] m, int at) {
            ByteBuffer w = ByteBuffer.wrap(m, at, 64).order(ByteOrder.LITTLE_ENDIAN);
            int a = s[0];
            int b = s[1];
            int c = s[2];
            int d = s[3];
            for (int i = 0; i < 64; i++) {
                int f;
                int g;
                if (i < 16) {
                    f = (b & c) | (~b & d);
                    g = i;
                } else if (i < 32) {
                    f = (d & b) | (~d & c);
                    g = (5 * i + 1) % 16;
                } else if (i < 48) {
                    f = b ^ c ^ d;
                    g = (3 * i + 5) % 16;
                } else {
                    f = c ^ (b | ~d);
                    g = (7 * i) % 16;
                }
                int tmp = d;
                d = c;
                c = b;
                b = b + Integer.rotateLeft(a + f + K[i] + w.getInt(at + 4 * g), SHIFT[(i / 16) * 4 + i % 4]);
                a = tmp;
            }
            s[0] += a;
            s[1] += b;
            s[2] += c;
            s[3] += d;
        }

        /**
         * The spec's digest: MD5's block function over bytes 20 to the end; the last block holds the bit
         * count, the remaining bytes, 0x80, zeros and at byte 60 the bit count / 4 with bit 0 set; a remainder
         * of 56 bytes or more is padded (0x80, zeros) in a block of its own first, whose last 8 bytes hold
         * nothing, and the counts go in a block of their own.
         */
        /** fxc's container digest; {@code debug}: its debug variant, other words where the bit count goes. */
        static byte[] containerDigest(byte[] c, int size, boolean debug) {
            int n = size - 20;
            int bits = n * 8;
            int first = debug ? (n << 4) | 0xf : bits;
            int closing = debug ? (n << 2) | 0x10000000 : (bits >>> 2) | 1;
            int full = n / 64 * 64;
            int[] s = {0x67452301, 0xefcdab89, 0x98badcfe, 0x10325476};
            for (int at = 20; at < 20 + full; at += 64) {
                block(s, c, at);
            }
            int r = n - full;
            ByteBuffer last = ByteBuffer.allocate(r >= 56 ? 128 : 64).order(ByteOrder.LITTLE_ENDIAN);
            if (r >= 56) {
                last.put(c, 20 + full, r).put((byte) 0x80);
                last.putInt(64, first).putInt(124, closing);
            } else {
                last.putInt(0, first);
                last.position(4);
                last.put(c, 20 + full, r).put((byte) 0x80);
                last.putInt(60, closing);
            }
            for (int at = 0; at < last.capacity(); at += 64) {
                block(s, last.array(), at);
            }
            ByteBuffer out = ByteBuffer.allocate(16).order(ByteOrder.LITTLE_ENDIAN);
            for (int v : s) {
                out.putInt(v);
            }
            return out.array();
        }
    }
}
