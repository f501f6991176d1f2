package dev.dxkit.dxil;

import dev.dxkit.bitcode.BitBlock;
import dev.dxkit.bitcode.BitEntry;
import dev.dxkit.bitcode.BitRecord;
import dev.dxkit.bitcode.Bitstream;
import dev.dxkit.io.Bytes;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The canonical form of a DXIL program part that dxkit's program hash covers ({@code docs/hashes.md}, "The
 * DXIL part"): the module as decoded records, in stream order, without what names things or only describes
 * the build (the program hash adds the part's program and DXIL versions). Kept: every block and record
 * of the module (types, attributes, globals, function declarations, constants, metadata, every instruction
 * record of every function body with its operands), each by block id, record code and operand values, so
 * that how the writer abbreviated them does not matter. Left out:
 * <ul>
 * <li>the bitcode wrapper, the BLOCKINFO block (abbreviation definitions);</li>
 * <li>every VALUE_SYMTAB block (value, function, global and basic-block names) and the module's VSTOFFSET and
 * SOURCE_FILENAME records;</li>
 * <li>the names of named struct types (TYPE STRUCT_NAME), except LLVM/DXIL intrinsic ones beginning
 * {@code dx.} or {@code llvm.}, which the validator and drivers recognise by name;</li>
 * <li>the characters of metadata strings (METADATA_STRING, METADATA_STRINGS): the record stays, so metadata
 * ids do not move, but a resource, entry, field or semantic name becomes empty;</li>
 * <li>the named metadata {@code llvm.ident}, {@code dx.valver}, {@code llvm.dbg.*}, {@code dx.source.*} and
 * {@code llvm.module.flags} (NAME and its NAMED_NODE record), debug-information metadata records (codes 7 and
 * 12–34: locations, DI types, subprograms, variables, files, …), instruction debug locations (DEBUG_LOC,
 * DEBUG_LOC_AGAIN) and {@code !dbg} attachments.</li>
 * </ul>
 * The nodes that dropped named metadata point at are not removed (their strings are empty and their numbers,
 * such as dx.valver's version, are constants of the module), so that node numbering stays that of the stream.
 */
public final class DxilCanonicalForm {
    static final int MODULE = 8;
    static final int TYPE = 17;
    static final int VALUE_SYMTAB = 14;
    static final int METADATA = 15;
    static final int METADATA_ATTACHMENT = 16;
    static final int FUNCTION = 12;
    static final int METADATA_KIND_BLOCK = 22;
    static final int MODULE_CODE_VSTOFFSET = 13;
    static final int MODULE_CODE_SOURCE_FILENAME = 16;
    static final int TYPE_CODE_STRUCT_NAME = 19;
    static final int METADATA_STRING = 1;
    static final int METADATA_NAME = 4;
    static final int METADATA_KIND = 6;
    static final int METADATA_LOCATION = 7;
    static final int METADATA_NAMED_NODE = 10;
    static final int METADATA_STRINGS = 35;
    static final int FUNC_CODE_DEBUG_LOC_AGAIN = 33;
    static final int FUNC_CODE_DEBUG_LOC = 35;
    /** The kind id LLVM fixes for {@code !dbg}, used when the stream names no kind "dbg". */
    static final long DBG_KIND = 0;

    /** Named metadata that records the build, not the program. */
    private static final List<String> DROPPED_NAMED = List.of("llvm.ident", "dx.valver", "llvm.module.flags");
    private static final List<String> DROPPED_NAMED_PREFIXES = List.of("llvm.dbg.", "dx.source.");

    private DxilCanonicalForm() {
    }

    /**
     * The canonical form of a DXIL program's bitcode (the LLVM module, with or without its wrapper header);
     * throws {@link dev.dxkit.io.DxFormatException} if it cannot be read.
     */
    public static byte[] of(Bytes bitcode) {
        Bitstream s = Bitstream.read(bitcode);
        Writer w = new Writer();
        w.u64(s.magic() & 0xFFFFFFFFL);
        Set<Long> dbgKinds = new HashSet<>();
        for (BitBlock b : s.blocks()) {
            collectDbgKinds(b, dbgKinds);
        }
        if (dbgKinds.isEmpty()) {
            dbgKinds.add(DBG_KIND);
        }
        for (BitBlock b : s.blocks()) {
            if (b.id() != Bitstream.BLOCKINFO_ID) {
                block(b, w, dbgKinds);
            }
        }
        return w.out.toByteArray();
    }

    /** The kind ids named "dbg" by METADATA_KIND records anywhere in the module. */
    private static void collectDbgKinds(BitBlock b, Set<Long> out) {
        for (BitEntry e : b.entries()) {
            if (e instanceof BitBlock sub) {
                collectDbgKinds(sub, out);
            } else if (e instanceof BitRecord r && r.code() == METADATA_KIND
                    && (b.id() == METADATA || b.id() == METADATA_KIND_BLOCK) && r.size() >= 1 && r.string(1).equals("dbg")) {
                out.add(r.op(0));
            }
        }
    }

    private static void block(BitBlock b, Writer w, Set<Long> dbgKinds) {
        w.u8('B');
        w.u64(b.id());
        List<BitEntry> entries = b.entries();
        for (int i = 0; i < entries.size(); i++) {
            BitEntry e = entries.get(i);
            if (e instanceof BitBlock sub) {
                if (sub.id() != VALUE_SYMTAB && sub.id() != Bitstream.BLOCKINFO_ID) {
                    block(sub, w, dbgKinds);
                }
                continue;
            }
            BitRecord r = (BitRecord) e;
            switch (b.id()) {
                case MODULE -> {
                    if (r.code() == MODULE_CODE_VSTOFFSET || r.code() == MODULE_CODE_SOURCE_FILENAME) {
                        continue;
                    }
                }
                case TYPE -> {
                    if (r.code() == TYPE_CODE_STRUCT_NAME) {
                        String name = r.string(0);
                        if (!name.startsWith("dx.") && !name.startsWith("llvm.")) {
                            w.record(r.code(), new long[0], null);
                            continue;
                        }
                    }
                }
                case METADATA -> {
                    if (r.code() == METADATA_STRING) {
                        w.record(r.code(), new long[0], null);
                        continue;
                    }
                    if (r.code() == METADATA_STRINGS) {
                        w.record(r.code(), new long[] {r.size() > 0 ? r.op(0) : 0}, null); // the count only
                        continue;
                    }
                    if (r.code() == METADATA_LOCATION || r.code() >= 12 && r.code() <= 34) {
                        continue; // debug information
                    }
                    if (r.code() == METADATA_NAME && droppedNamed(r.string(0))) {
                        if (i + 1 < entries.size() && entries.get(i + 1) instanceof BitRecord next
                                && next.code() == METADATA_NAMED_NODE) {
                            i++;
                        }
                        continue;
                    }
                }
                case METADATA_ATTACHMENT -> {
                    w.record(r.code(), withoutDbg(r.ops(), dbgKinds), r.blob());
                    continue;
                }
                case FUNCTION -> {
                    if (r.code() == FUNC_CODE_DEBUG_LOC || r.code() == FUNC_CODE_DEBUG_LOC_AGAIN) {
                        continue;
                    }
                }
                default -> {
                }
            }
            w.record(r.code(), r.ops(), r.blob());
        }
        w.u8('E');
    }

    static boolean droppedNamed(String name) {
        if (DROPPED_NAMED.contains(name)) {
            return true;
        }
        for (String p : DROPPED_NAMED_PREFIXES) {
            if (name.startsWith(p)) {
                return true;
            }
        }
        return false;
    }

    /**
     * An attachment record without its {@code !dbg} pairs: {@code [instruction, (kind, node)...]} when the
     * count is odd, {@code [(kind, node)...]} for the function's own attachments when even.
     */
    private static long[] withoutDbg(long[] ops, Set<Long> dbgKinds) {
        int from = ops.length % 2;
        long[] out = new long[ops.length];
        int n = 0;
        if (from == 1) {
            out[n++] = ops[0];
        }
        for (int k = from; k + 1 < ops.length; k += 2) {
            if (!dbgKinds.contains(ops[k])) {
                out[n++] = ops[k];
                out[n++] = ops[k + 1];
            }
        }
        return java.util.Arrays.copyOf(out, n);
    }

    /** Writes the canonical form: tags, then unsigned 64-bit little-endian numbers, blobs by length. */
    private static final class Writer {
        final ByteArrayOutputStream out = new ByteArrayOutputStream();

        void u8(int v) {
            out.write(v);
        }

        void u64(long v) {
            for (int k = 0; k < 8; k++) {
                out.write((int) (v >>> (8 * k)));
            }
        }

        void text(String s) {
            byte[] b = s.getBytes(StandardCharsets.US_ASCII);
            u64(b.length);
            out.write(b, 0, b.length);
        }

        void record(int code, long[] ops, Bytes blob) {
            u8('R');
            u64(code);
            u64(ops.length);
            for (long v : ops) {
                u64(v);
            }
            if (blob == null) {
                u8(0);
            } else {
                u8(1);
                u64(blob.size());
                out.write(blob.array(), blob.arrayOffset(), blob.size());
            }
        }
    }
}
