package dev.dxkit.dxil;

import dev.dxkit.bitcode.BitBlock;
import dev.dxkit.bitcode.BitEntry;
import dev.dxkit.bitcode.BitRecord;
import dev.dxkit.bitcode.Bitstream;
import dev.dxkit.container.Container;
import dev.dxkit.io.Bytes;
import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * Record-for-record agreement with {@code llvm-bcanalyzer -dump} (LLVM 19) over corpus modules: the same
 * blocks (declared length, abbreviation width), the same records in the same order with the same abbreviation
 * ids and operand values. bcanalyzer prints names, not codes: the test checks that each printed name stands
 * for exactly one (block id, code) pair across every module compared, and each block name for one block id.
 * Skips when the analyzer or the corpus is absent.
 */
class BcanalyzerAgreementTest {
    static final Path ANALYZER = Path.of(System.getProperty("dxkit.bcanalyzer", "/usr/lib/llvm-19/bin/llvm-bcanalyzer"));
    static final int MODULES = 150;

    private static final Pattern OPEN = Pattern.compile("^\\s*<(\\S+) NumWords=(\\d+) BlockCodeSize=(\\d+)>$");
    private static final Pattern CLOSE = Pattern.compile("^\\s*</(\\S+)>$");
    private static final Pattern RECORD = Pattern.compile("^\\s*<(\\S+?)( abbrevid=(\\d+))?((?: op\\d+=-?\\d+)*)\\s*/>.*$");

    @Test
    void recordsAgreeWithBcanalyzer() throws Exception {
        assumeTrue(Files.isExecutable(ANALYZER), "no llvm-bcanalyzer at " + ANALYZER);
        List<Path> paths = DxilCorpus.containers();
        Map<String, String> recordNames = new HashMap<>(); // "BLOCK/NAME" -> "blockId/code"
        Map<String, Integer> blockNames = new HashMap<>();
        int agreed = 0;
        int records = 0;
        List<String> failures = new ArrayList<>();
        Path tmp = Files.createTempFile("dxkit-bc", ".bc");
        try {
            for (int i = 0; i < MODULES && i < paths.size(); i++) {
                Path p = paths.get(i * paths.size() / Math.min(MODULES, paths.size()));
                Bytes bc = DxilCorpus.program(Container.read(p)).bitcode();
                Files.write(tmp, bc.toArray());
                List<String> theirs = analyze(tmp);
                List<String> ours = new ArrayList<>();
                Bitstream s = Bitstream.read(bc);
                for (BitBlock b : s.blocks()) {
                    dump(b, ours);
                }
                String diff = compare(theirs, ours, recordNames, blockNames);
                if (diff == null) {
                    agreed++;
                    records += ours.size();
                } else {
                    failures.add(p + ": " + diff);
                }
            }
        } finally {
            Files.deleteIfExists(tmp);
        }
        System.out.println("llvm-bcanalyzer agreement: " + agreed + " / " + Math.min(MODULES, paths.size())
                + " modules, " + records + " blocks and records; " + recordNames.size() + " record names");
        failures.stream().limit(10).forEach(System.out::println);
        assertEquals(List.of(), failures);
        assertTrue(agreed >= 100);
    }

    private static List<String> analyze(Path file) throws Exception {
        Process proc = new ProcessBuilder(ANALYZER.toString(), "-dump", file.toString()).redirectErrorStream(true).start();
        byte[] out = proc.getInputStream().readAllBytes();
        assertTrue(proc.waitFor(60, TimeUnit.SECONDS));
        List<String> lines = new ArrayList<>();
        for (String l : new String(out, StandardCharsets.ISO_8859_1).split("\n")) {
            if (l.startsWith("Summary of ")) {
                break;
            }
            Matcher m;
            if (l.trim().equals("<BLOCKINFO_BLOCK/>")) {
                lines.add("blockinfo");
            } else if ((m = OPEN.matcher(l)).matches()) {
                lines.add("open " + m.group(1) + " " + m.group(2) + " " + m.group(3));
            } else if ((m = CLOSE.matcher(l)).matches()) {
                lines.add("close");
            } else if ((m = RECORD.matcher(l)).matches()) {
                String abbrev = m.group(3) == null ? "3" : m.group(3);
                StringBuilder ops = new StringBuilder();
                for (String op : m.group(4).trim().split(" ")) {
                    if (!op.isEmpty()) {
                        ops.append(' ').append(op.substring(op.indexOf('=') + 1));
                    }
                }
                lines.add("record " + m.group(1) + " " + abbrev + ops);
            }
        }
        return lines;
    }

    /** Our dump in the same shape, with numeric ids where bcanalyzer has names. */
    private static void dump(BitBlock b, List<String> out) {
        if (b.id() == Bitstream.BLOCKINFO_ID) {
            out.add("blockinfo"); // bcanalyzer prints BLOCKINFO as one empty element
            return;
        }
        out.add("open #" + b.id() + " " + b.lengthWords() + " " + b.abbrevWidth());
        for (BitEntry e : b.entries()) {
            if (e instanceof BitBlock inner) {
                dump(inner, out);
            } else if (e instanceof BitRecord r) {
                StringBuilder sb = new StringBuilder("record #" + b.id() + "/" + r.code() + " " + r.abbrevId());
                for (long op : r.ops()) {
                    sb.append(' ').append(op);
                }
                out.add(sb.toString());
            }
        }
        out.add("close");
    }

    private static String compare(List<String> theirs, List<String> ours, Map<String, String> recordNames,
                                  Map<String, Integer> blockNames) {
        if (theirs.size() != ours.size()) {
            return "bcanalyzer has " + theirs.size() + " entries, dxkit " + ours.size();
        }
        List<String> stack = new ArrayList<>();
        for (int i = 0; i < theirs.size(); i++) {
            String[] t = theirs.get(i).split(" ");
            String[] o = ours.get(i).split(" ");
            if (!t[0].equals(o[0])) {
                return "entry " + i + ": bcanalyzer " + theirs.get(i) + ", dxkit " + ours.get(i);
            }
            switch (t[0]) {
                case "open" -> {
                    int id = Integer.parseInt(o[1].substring(1));
                    Integer known = blockNames.putIfAbsent(t[1], id);
                    if (known != null && known != id || !t[2].equals(o[2]) || !t[3].equals(o[3])) {
                        return "entry " + i + ": bcanalyzer " + theirs.get(i) + ", dxkit " + ours.get(i);
                    }
                    stack.add(t[1]);
                }
                case "close" -> stack.remove(stack.size() - 1);
                case "record" -> {
                    String name = stack.get(stack.size() - 1) + "/" + t[1];
                    String code = o[1].substring(1);
                    String known = recordNames.putIfAbsent(name, code);
                    boolean sameOps = java.util.Arrays.equals(java.util.Arrays.copyOfRange(t, 2, t.length),
                            java.util.Arrays.copyOfRange(o, 2, o.length));
                    if (known != null && !known.equals(code) || !sameOps) {
                        return "entry " + i + ": bcanalyzer " + theirs.get(i) + ", dxkit " + ours.get(i)
                                + (known != null && !known.equals(code) ? " (" + name + " was " + known + ")" : "");
                    }
                }
                default -> {
                }
            }
        }
        return null;
    }
}
