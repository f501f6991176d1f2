package dev.dxkit.dxil;

import dev.dxkit.bitcode.BitBlock;
import dev.dxkit.bitcode.BitCursor;
import dev.dxkit.bitcode.BitRecord;
import dev.dxkit.io.Bytes;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Reads a METADATA block (id 15) or METADATA_KIND block (id 22), LLVM 3.7 codes with the later METADATA_STRINGS
 * form accepted too. Every record except NAME, NAMED_NODE, KIND and the index records defines the next id.
 */
final class MetadataReader {
    static final int STRING = 1;
    static final int VALUE = 2;
    static final int NODE = 3;
    static final int NAME = 4;
    static final int DISTINCT_NODE = 5;
    static final int KIND = 6;
    static final int NAMED_NODE = 10;
    static final int STRINGS = 35;
    static final int GLOBAL_DECL_ATTACHMENT = 36;
    static final int INDEX_OFFSET = 38;
    static final int INDEX = 39;
    static final int LOCATION = 7;
    static final int OLD_NODE = 8;
    static final int OLD_FN_NODE = 9;
    static final int ATTACHMENT = 11;
    static final int MODULE = 32;
    private static final int ANY = Integer.MAX_VALUE;
    /** Operand counts [min, max] LLVM 3.7's reader accepts for codes 7 (LOCATION) to 32 (MODULE). */
    private static final int[][] DI_SIZES = {
        {5, 5}, {0, ANY}, {0, ANY}, {0, ANY}, {0, ANY}, {4, ANY}, {3, 3}, {3, 3}, {6, 6}, {3, 3}, {12, 12},
        {16, 16}, {3, 3}, {14, 15}, {19, 19}, {5, 5}, {4, 4}, {5, 5}, {3, 3}, {5, 5}, {11, 11}, {9, 10}, {1, ANY},
        {8, 8}, {6, 6}, {6, 6}};

    private final List<Metadata> out;
    private final Map<String, List<Integer>> named;
    private final Map<Long, String> kinds;

    MetadataReader(List<Metadata> out, Map<String, List<Integer>> named, Map<Long, String> kinds) {
        this.out = out;
        this.named = named;
        this.kinds = kinds;
    }

    void block(BitBlock b) {
        String pendingName = null;
        for (BitRecord r : b.records()) {
            switch (r.code()) {
                case STRING -> out.add(new Metadata.Str(r.string(0)));
                case VALUE -> {
                    ModuleReader.need(r, 2, "METADATA_VALUE");
                    out.add(new Metadata.ValueRef((int) Math.min(r.op(0), Integer.MAX_VALUE),
                            (int) Math.min(r.op(1), Integer.MAX_VALUE)));
                }
                case NODE, DISTINCT_NODE -> {
                    List<Integer> ops = new ArrayList<>(r.size());
                    for (long v : r.ops()) {
                        ops.add(v == 0 ? -1 : (int) Math.min(v - 1, Integer.MAX_VALUE));
                    }
                    out.add(new Metadata.Node(ops, r.code() == DISTINCT_NODE));
                }
                case NAME -> pendingName = r.string(0);
                case NAMED_NODE -> {
                    if (pendingName == null) {
                        throw ModuleReader.error(r, "METADATA_NAMED_NODE without a preceding METADATA_NAME");
                    }
                    List<Integer> ops = new ArrayList<>(r.size());
                    for (long v : r.ops()) {
                        ops.add((int) Math.min(v, Integer.MAX_VALUE));
                    }
                    named.put(pendingName, ops);
                    pendingName = null;
                }
                case KIND -> {
                    ModuleReader.need(r, 1, "METADATA_KIND");
                    kinds.put(r.op(0), r.string(1));
                }
                case STRINGS -> strings(r);
                case GLOBAL_DECL_ATTACHMENT, INDEX_OFFSET, INDEX -> {
                    // attachments and lazy-loading indexes define no metadata id
                }
                default -> {
                    debugInfoShape(r);
                    out.add(new Metadata.Other(r.code(), r.ops()));
                }
            }
        }
    }

    /**
     * Checks a debug-info record (METADATA_LOCATION 7 … METADATA_MODULE 32) has the operand count LLVM 3.7's
     * reader demands, so the printer may index its fields; other codes are kept unchecked, as before.
     */
    private static void debugInfoShape(BitRecord r) {
        int code = r.code();
        if (code < LOCATION || code > MODULE || code == OLD_NODE || code == OLD_FN_NODE || code == NAMED_NODE
                || code == ATTACHMENT) {
            return;
        }
        int min = DI_SIZES[code - LOCATION][0];
        int max = DI_SIZES[code - LOCATION][1];
        if (r.size() < min || r.size() > max) {
            throw ModuleReader.error(r, "metadata record " + code + " needs " + (min == max ? "" + min
                    : max == Integer.MAX_VALUE ? "at least " + min : min + " to " + max) + " operands, found "
                    + r.size());
        }
    }

    /**
     * METADATA_STRINGS [count, offset] with a blob: {@code count} string lengths as VBR6 in a bitstream of
     * {@code offset} bytes, then the characters of all strings back to back.
     */
    private void strings(BitRecord r) {
        ModuleReader.need(r, 2, "METADATA_STRINGS");
        Bytes blob = r.blob();
        if (blob == null) {
            throw ModuleReader.error(r, "METADATA_STRINGS without a blob");
        }
        long count = r.op(0);
        long offset = r.op(1);
        if (offset > blob.size() || count > offset * 8 / 6 + 1) {
            throw ModuleReader.error(r, "METADATA_STRINGS count " + count + " offset " + offset + " do not fit a blob of "
                    + blob.size() + " bytes");
        }
        BitCursor lengths = new BitCursor(blob.array(), blob.arrayOffset(), (int) offset);
        int at = (int) offset;
        for (long i = 0; i < count; i++) {
            long len = lengths.vbr(6);
            if (len > blob.size() - at) {
                throw ModuleReader.error(r, "METADATA_STRINGS string " + i + " of " + len + " bytes runs past the blob");
            }
            // bytes as ISO-8859-1 characters, as LLVM stores them
            out.add(new Metadata.Str(new String(blob.array(), blob.arrayOffset() + at, (int) len,
                    StandardCharsets.ISO_8859_1)));
            at += (int) len;
        }
    }
}
