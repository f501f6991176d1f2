package dev.dxkit.bitcode;

import dev.dxkit.io.ByteReader;
import dev.dxkit.io.Bytes;
import dev.dxkit.io.DxFormatException;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.IntPredicate;

/**
 * An LLVM bitstream read into blocks and records, following LLVM's "LLVM Bitcode File Format" document:
 * an optional bitcode wrapper header, a 32-bit magic, then top-level blocks whose entries are
 * abbreviation-encoded records and nested blocks. Knows nothing of what the blocks mean.
 *
 * <pre>
 * wrapper (optional):  u32 0x0B17C0DE, u32 version, u32 offset, u32 size, u32 cputype
 * stream:              u32 magic ('B' 'C' 0xC0 0xDE for LLVM IR), blocks with abbreviation width 2
 * abbreviation ids:    0 END_BLOCK, 1 ENTER_SUBBLOCK, 2 DEFINE_ABBREV, 3 UNABBREV_RECORD, 4+ defined
 * ENTER_SUBBLOCK:      [blockid vbr8, newabbrevlen vbr4, align32, blocklen fixed32 (words)]
 * DEFINE_ABBREV:       [numops vbr5, per op: isliteral fixed1, literal vbr8 | encoding fixed3 (+ width vbr5)]
 * UNABBREV_RECORD:     [code vbr6, numops vbr6, ops vbr6...]
 * BLOCKINFO (id 0):    SETBID (1) selects the block id that following DEFINE_ABBREVs apply to
 * </pre>
 *
 * <p>Hostile input is bounded: VBR runs stop at 64 bits, abbreviation ids must be defined, nesting is at most
 * {@link #MAX_DEPTH}, every block length, array length, blob length and operand count is checked against
 * the bits that remain before anything is allocated, and reading never passes a block's declared end. Every
 * error is a {@link DxFormatException} whose offset is a bit offset into the stream (after any wrapper).
 *
 * @param wrapper the wrapper header's fields, or null if the stream had none
 * @param magic   the stream's first 32-bit word (little-endian)
 * @param blocks  the top-level blocks
 * @param bytes   the stream (after any wrapper), from its magic to its end
 */
public record Bitstream(Wrapper wrapper, int magic, List<BitBlock> blocks, Bytes bytes) {
    /** The wrapper header magic. */
    public static final int WRAPPER_MAGIC = 0x0B17C0DE;
    /** The LLVM IR magic 'B' 'C' 0xC0 0xDE as a little-endian word. */
    public static final int LLVM_IR_MAGIC = 0xDEC04342;
    /** The deepest nesting of blocks accepted. */
    public static final int MAX_DEPTH = 64;
    /** The BLOCKINFO block id. */
    public static final int BLOCKINFO_ID = 0;

    /**
     * Copies {@code blocks}, so that the collection it was given cannot change the record.
     *
     * @param wrapper the wrapper header's fields, or null if the stream had none
     * @param magic the stream's first 32-bit word (little-endian)
     * @param blocks the top-level blocks
     * @param bytes the stream (after any wrapper), from its magic to its end
     */
    public Bitstream {
        blocks = List.copyOf(blocks);
    }

    /** The bitcode wrapper header: the fields after its magic. */
    public record Wrapper(long version, long offset, long size, long cpuType) {
    }

    /**
     * Every block id: made once, when the class is initialised (see {@link #read(Bytes)}), as a class of its own,
     * not a lambda: the first lambda of a run bootstraps java.lang.invoke, which cost a one-shot {@code dis} of a
     * DXIL container, whose only lambda this was, about 5 ms.
     */
    private static final IntPredicate EVERY_BLOCK = new EveryBlock();

    private static final class EveryBlock implements IntPredicate {
        @Override
        public boolean test(int id) {
            return true;
        }
    }

    /** Reads every block of {@code data}. */
    public static Bitstream read(Bytes data) {
        // a constant rather than a lambda here: the threads of a batch reach a lambda's call site together, and all
        // but the first then spin a class of their own for it through java.lang.invoke (-Xlog:class+load)
        return read(data, EVERY_BLOCK);
    }

    /**
     * Reads {@code data}, descending only into blocks whose id {@code descend} accepts; the others are skipped
     * by their declared length and kept as {@link BitBlock#skipped() skipped} blocks with no entries.
     */
    public static Bitstream read(Bytes data, IntPredicate descend) {
        Wrapper wrapper = null;
        Bytes stream = data;
        ByteReader r = data.reader("bitcode");
        if (data.size() >= 4 && r.i32At(0) == WRAPPER_MAGIC) {
            r.require(0, 20, "the bitcode wrapper header");
            wrapper = new Wrapper(r.u32At(4), r.u32At(8), r.u32At(12), r.u32At(16));
            if (wrapper.offset() > data.size() || wrapper.size() > data.size() - wrapper.offset()) {
                throw r.error(8, "wrapper says bitcode at " + wrapper.offset() + "+" + wrapper.size()
                        + ", the data has " + data.size() + " bytes");
            }
            stream = data.slice((int) wrapper.offset(), (int) wrapper.size());
        }
        BitCursor c = new BitCursor(stream.array(), stream.arrayOffset(), stream.size());
        if (stream.size() < 4) {
            throw c.error(0, "need 32 bits for the magic, " + c.remaining() + " left");
        }
        int magic = (int) c.fixed(32);
        Reader reader = new Reader(c, descend);
        List<BitBlock> blocks = new ArrayList<>();
        while (!c.atEnd()) {
            long at = c.position();
            int id = c.remaining() >= 2 ? c.fixed32(2) : 0;
            if (id != 1) {
                if (zeroFrom(stream, at)) {
                    break; // padding after the last block
                }
                throw c.error(at, "expected ENTER_SUBBLOCK (1) at the top level, found abbreviation id " + id);
            }
            blocks.add(reader.block(at, 1, c.limit()));
        }
        return new Bitstream(wrapper, magic, blocks, stream);
    }

    /** True if every bit of {@code stream} from bit {@code bit} on is zero. */
    private static boolean zeroFrom(Bytes stream, long bit) {
        int from = (int) (bit >>> 3);
        if ((bit & 7) != 0 && (stream.u8(from) >>> (bit & 7)) != 0) {
            return false;
        }
        for (int i = (bit & 7) != 0 ? from + 1 : from; i < stream.size(); i++) {
            if (stream.u8(i) != 0) {
                return false;
            }
        }
        return true;
    }

    /** The reading state: the cursor, the BLOCKINFO abbreviations gathered so far, a scratch operand buffer. */
    private static final class Reader {
        private final BitCursor c;
        private final IntPredicate descend;
        private final Map<Integer, List<AbbrevOp[]>> blockInfo = new HashMap<>();
        private long[] scratch = new long[64];

        Reader(BitCursor c, IntPredicate descend) {
            this.c = c;
            this.descend = descend;
        }

        /** Reads a block whose ENTER_SUBBLOCK id started at {@code at}; the id itself has been read. */
        BitBlock block(long at, int depth, long outerEnd) {
            if (depth > MAX_DEPTH) {
                throw c.error(at, "blocks nested deeper than " + MAX_DEPTH);
            }
            int id = vbrInt(8, "block id");
            int width = vbrInt(4, "abbreviation width");
            if (width < 1 || width > 32) {
                throw c.error(at, "abbreviation width " + width + " outside 1..32");
            }
            c.align32();
            long lenAt = c.position();
            long words = c.fixed(32);
            long end = c.position() + words * 32;
            if (end > outerEnd) {
                throw c.error(lenAt, "block " + id + " of " + words + " words ends at bit " + end
                        + ", past its container's end at bit " + outerEnd);
            }
            if (!descend.test(id)) {
                c.position(end);
                return new BitBlock(id, width, words, at, List.of(), true);
            }
            List<AbbrevOp[]> abbrevs = new ArrayList<>(blockInfo.getOrDefault(id, List.of()));
            List<BitEntry> entries = new ArrayList<>();
            int infoTarget = -1; // BLOCKINFO: the block id SETBID selected
            while (true) {
                if (c.position() >= end) {
                    throw c.error(c.position(), "block " + id + " reaches its declared end without END_BLOCK");
                }
                long entryAt = c.position();
                int aid = c.fixed32(width);
                switch (aid) {
                    case 0 -> {
                        c.align32();
                        if (c.position() > end) {
                            throw c.error(entryAt, "END_BLOCK of block " + id + " lies past its declared end");
                        }
                        // LLVM trusts the declared length: continue after it even if END_BLOCK came early
                        c.position(end);
                        return new BitBlock(id, width, words, at, entries, false);
                    }
                    case 1 -> entries.add(block(entryAt, depth + 1, end));
                    case 2 -> {
                        AbbrevOp[] a = defineAbbrev(entryAt).opArray();
                        if (id == BLOCKINFO_ID) {
                            if (infoTarget < 0) {
                                throw c.error(entryAt, "DEFINE_ABBREV in BLOCKINFO before SETBID");
                            }
                            // plain code, not computeIfAbsent's lambda: the class-data archive does not hold
                            // that lambda's class, so every batch spun it through java.lang.invoke at its first
                            // DXIL container
                            List<AbbrevOp[]> target = blockInfo.get(infoTarget);
                            if (target == null) {
                                target = new ArrayList<>();
                                blockInfo.put(infoTarget, target);
                            }
                            target.add(a);
                        } else {
                            abbrevs.add(a);
                        }
                    }
                    case 3 -> {
                        BitRecord r = unabbreviated(entryAt);
                        entries.add(r);
                        if (id == BLOCKINFO_ID && r.code() == 1) {
                            if (r.size() < 1 || r.op(0) > Integer.MAX_VALUE) {
                                throw c.error(entryAt, "SETBID needs a block id");
                            }
                            infoTarget = (int) r.op(0);
                        }
                    }
                    default -> {
                        long index = (aid & 0xFFFF_FFFFL) - 4; // a 32-bit id is unsigned
                        if (index >= abbrevs.size()) {
                            throw c.error(entryAt, "abbreviation id " + Integer.toUnsignedString(aid) + " undefined in block " + id
                                    + " (" + abbrevs.size() + " defined)");
                        }
                        BitRecord r = abbreviated(entryAt, aid, abbrevs.get((int) index));
                        entries.add(r);
                        if (id == BLOCKINFO_ID && r.code() == 1 && r.size() >= 1 && r.op(0) <= Integer.MAX_VALUE) {
                            infoTarget = (int) r.op(0);
                        }
                    }
                }
                if (c.position() > end) {
                    throw c.error(entryAt, "entry runs past the declared end of block " + id + " at bit " + end);
                }
            }
        }

        private int vbrInt(int width, String what) {
            long at = c.position();
            long v = c.vbr(width);
            if (v < 0 || v > Integer.MAX_VALUE) { // a 64-bit VBR is unsigned
                throw c.error(at, what + " " + Long.toUnsignedString(v) + " too large");
            }
            return (int) v;
        }

        private Abbrev defineAbbrev(long at) {
            int n = vbrInt(5, "abbreviation operand count");
            if (n < 1 || n > c.remaining() / 2) {
                throw c.error(at, "abbreviation with " + n + " operands (" + c.remaining() + " bits left)");
            }
            List<AbbrevOp> ops = new ArrayList<>(n);
            for (int i = 0; i < n; i++) {
                long opAt = c.position();
                if (c.fixed(1) == 1) {
                    ops.add(new AbbrevOp(AbbrevOp.Encoding.LITERAL, c.vbr(8)));
                    continue;
                }
                int code = c.fixed32(3);
                AbbrevOp.Encoding e = AbbrevOp.Encoding.byCode(code);
                if (e == null) {
                    throw c.error(opAt, "abbreviation operand encoding " + code + " unknown");
                }
                long width = 0;
                if (e == AbbrevOp.Encoding.FIXED || e == AbbrevOp.Encoding.VBR) {
                    width = c.vbr(5);
                    long max = e == AbbrevOp.Encoding.FIXED ? 64 : 32;
                    if (width > max) {
                        throw c.error(opAt, e + " width " + width + " above " + max);
                    }
                    if (width == 0) {
                        // LLVM reads fixed(0) and vbr(0) as a literal zero
                        ops.add(new AbbrevOp(AbbrevOp.Encoding.LITERAL, 0));
                        continue;
                    }
                    if (e == AbbrevOp.Encoding.VBR && width < 2) {
                        throw c.error(opAt, "VBR width " + width + " below 2");
                    }
                }
                ops.add(new AbbrevOp(e, width));
            }
            for (int i = 0; i < n; i++) {
                AbbrevOp.Encoding e = ops.get(i).encoding();
                if (e == AbbrevOp.Encoding.ARRAY) {
                    if (i != n - 2 || ops.get(n - 1).encoding() == AbbrevOp.Encoding.ARRAY
                            || ops.get(n - 1).encoding() == AbbrevOp.Encoding.BLOB) {
                        throw c.error(at, "array operand must be second to last, followed by a scalar element");
                    }
                    if (ops.get(n - 1).encoding() == AbbrevOp.Encoding.LITERAL) {
                        // LLVM refuses it too ("Array element type has to be an encoding of a type"): its
                        // elements would take no bits, so no count of them could be checked against the stream
                        throw c.error(at, "array element is a literal (or a fixed or VBR field of width 0), not an encoding");
                    }
                } else if (e == AbbrevOp.Encoding.BLOB && i != n - 1) {
                    throw c.error(at, "blob operand must be last");
                }
            }
            if (ops.get(0).encoding() == AbbrevOp.Encoding.ARRAY || ops.get(0).encoding() == AbbrevOp.Encoding.BLOB) {
                throw c.error(at, "an abbreviation's record code cannot be an array or blob");
            }
            return new Abbrev(ops);
        }

        private BitRecord unabbreviated(long at) {
            long code = c.vbr(6);
            long n = c.vbr(6);
            if (n < 0 || n > c.remaining() / 6) { // a 64-bit VBR is unsigned: negative is above 2^63
                throw c.error(at, "record with " + Long.toUnsignedString(n) + " operands needs at least " + n * 6 + " bits, "
                        + c.remaining() + " left");
            }
            long[] ops = new long[(int) n];
            for (int i = 0; i < n; i++) {
                ops[i] = c.vbr(6);
            }
            return new BitRecord(codeInt(at, code), ops, null, 3, at);
        }

        private int codeInt(long at, long code) {
            if (code < 0 || code > Integer.MAX_VALUE) {
                throw c.error(at, "record code " + Long.toUnsignedString(code) + " too large");
            }
            return (int) code;
        }

        private long scalar(AbbrevOp op) {
            AbbrevOp.Encoding e = op.encoding();
            // an if chain rather than an enum switch: this is the reader's innermost call
            if (e == AbbrevOp.Encoding.FIXED) {
                return c.fixed((int) op.value());
            }
            if (e == AbbrevOp.Encoding.VBR) {
                return c.vbr((int) op.value());
            }
            if (e == AbbrevOp.Encoding.LITERAL) {
                return op.value();
            }
            if (e == AbbrevOp.Encoding.CHAR6) {
                return AbbrevOp.char6(c.fixed32(6));
            }
            throw new IllegalStateException("not a scalar: " + op);
        }

        private BitRecord abbreviated(long at, int aid, AbbrevOp[] ops) {
            long code = scalar(ops[0]);
            int n = 0;
            Bytes blob = null;
            for (int i = 1; i < ops.length; i++) {
                AbbrevOp op = ops[i];
                switch (op.encoding()) {
                    case ARRAY -> {
                        long lenAt = c.position();
                        long len = c.vbr(6);
                        AbbrevOp elt = ops[++i];
                        long minBits = elt.encoding() == AbbrevOp.Encoding.CHAR6 ? 6 : elt.value(); // never literal
                        if (len < 0 || len > c.remaining() / Math.max(1, minBits)) {
                            throw c.error(lenAt, "array of " + Long.toUnsignedString(len) + " elements needs at least " + len * minBits
                                    + " bits, " + c.remaining() + " left");
                        }
                        for (long k = 0; k < len; k++) {
                            n = push(n, scalar(elt));
                        }
                    }
                    case BLOB -> {
                        long lenAt = c.position();
                        long len = c.vbr(6);
                        c.align32();
                        if (len < 0 || len > c.remaining() / 8) {
                            throw c.error(lenAt, "blob of " + Long.toUnsignedString(len) + " bytes, " + c.remaining() / 8 + " left");
                        }
                        blob = Bytes.wrap(c.bytes((int) len));
                        c.align32();
                    }
                    default -> n = push(n, scalar(op));
                }
            }
            long[] out = Arrays.copyOf(scratch, n);
            return new BitRecord(codeInt(at, code), out, blob, aid, at);
        }

        private int push(int n, long v) {
            if (n == scratch.length) {
                scratch = Arrays.copyOf(scratch, n * 2);
            }
            scratch[n] = v;
            return n + 1;
        }
    }
}
