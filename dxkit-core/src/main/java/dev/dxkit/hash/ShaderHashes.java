package dev.dxkit.hash;

import dev.dxkit.container.Container;
import dev.dxkit.container.PartEntry;
import dev.dxkit.d3d9.D3d9Program;
import dev.dxkit.d3d9.Instruction;
import dev.dxkit.d3d9.Token;
import dev.dxkit.dxil.DxilCanonicalForm;
import dev.dxkit.io.Bytes;
import dev.dxkit.io.DxFormatException;
import dev.dxkit.io.FourCC;
import dev.dxkit.io.LittleEndian;
import dev.dxkit.part.DxilProgramPart;

import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HexFormat;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.zip.CRC32C;

/**
 * The hashes that name a shader ({@code docs/hashes.md}): the file's SHA-256, the container digest, the two
 * hashes the 3DMigoto injector names dumped shaders by, and dxkit's program hash, which ignores what does not
 * change what the program does.
 */
public final class ShaderHashes {
    /** A hash kind, as {@code dxkit hash --kind} names it. */
    public enum Kind {
        SHA256, DIGEST, FNV, BYTECODE, PROGRAM;

        /** Lower-case name ({@code sha256}, {@code digest}, …). */
        public String label() {
            return name().toLowerCase(Locale.ROOT);
        }
    }

    /** FNV's 64-bit prime. */
    static final long FNV_PRIME = 0x100000001b3L;

    /** The parts 3DMigoto's bytecode hash covers: the program and the three signatures, each spelling. */
    static final Set<Integer> BYTECODE_PARTS = Set.of(FourCC.of("SHDR"), FourCC.of("SHEX"), FourCC.of("ISGN"),
            FourCC.of("ISG1"), FourCC.of("PCSG"), FourCC.of("PSG1"), FourCC.of("OSGN"), FourCC.of("OSG5"),
            FourCC.of("OSG1"));

    /**
     * The parts the program hash leaves out: reflection (RDEF, STAT), debug information (SDBG, SPDB, ILDB, SRCI,
     * PDBI), debug names (ILDN), private data (PRIV), the DXIL shader hash and compiler version (HASH, VERS),
     * the root signature (RTS0, which D3DStripShader removes) and what the compiler derives from the program
     * for the runtime (SFI0 feature flags, PSV0 pipeline-state validation, RDAT runtime data).
     */
    public static final Set<String> METADATA_PARTS = Set.of("RDEF", "STAT", "SDBG", "SPDB", "ILDB", "SRCI", "PDBI",
            "ILDN", "PRIV", "HASH", "VERS", "RTS0", "SFI0", "PSV0", "RDAT");

    private static final Set<Integer> METADATA_CODES = METADATA_PARTS.stream().map(FourCC::of)
            .collect(java.util.stream.Collectors.toUnmodifiableSet());

    private static final int DXIL = FourCC.of("DXIL");
    /** The tag the canonical form of a readable DXIL part is hashed under, in place of its FourCC. */
    private static final int DXIL_CANONICAL = FourCC.of("dxil");
    private static final byte[] PROGRAM_DOMAIN = "dxkit program hash 2\0".getBytes(java.nio.charset.StandardCharsets.US_ASCII);

    private ShaderHashes() {
    }

    /** The hash of {@code kind} over the file {@code data}, in lower-case hex; empty where it does not apply. */
    public static Optional<String> of(Kind kind, byte[] data) {
        return switch (kind) {
            case SHA256 -> Optional.of(sha256(data));
            case DIGEST -> digest(data);
            case FNV -> Optional.of(hex64(fnv(data, 0, data.length)));
            case BYTECODE -> Optional.of(hex64(bytecode(data)));
            case PROGRAM -> Optional.of(program(data));
        };
    }

    /** SHA-256 of the whole file. */
    public static String sha256(byte[] data) {
        return HexFormat.of().formatHex(sha256().digest(data));
    }

    /** The digest a container stores at bytes 4..20 (32 hex digits), when {@code data} starts like one. */
    public static Optional<String> digest(byte[] data) {
        if (data.length < Container.HEADER_SIZE || !Container.looksLikeContainer(data)) {
            return Optional.empty();
        }
        return Optional.of(HexFormat.of().formatHex(data, 4, 20));
    }

    /**
     * 3DMigoto's default shader hash: FNV-1 over the bytes (multiply by the prime, then xor the byte), 64
     * bits, starting from 0 where FNV-1 starts from its offset basis.
     */
    public static long fnv(byte[] data, int from, int length) {
        long h = 0;
        for (int i = from; i < from + length; i++) {
            h *= FNV_PRIME;
            h ^= data[i] & 0xff;
        }
        return h;
    }

    /**
     * 3DMigoto's "bytecode" hash ({@code shader_hash = bytecode}): CRC-32C, continued part after part in
     * directory order, over the data of the parts in {@link #BYTECODE_PARTS}; where that gives 0 (no such
     * part, a directory that runs past the end, or not a container) it falls back to {@link #fnv}.
     */
    public static long bytecode(byte[] data) {
        long crc = bytecodeCrc(data);
        return crc != 0 ? crc : fnv(data, 0, data.length);
    }

    private static long bytecodeCrc(byte[] data) {
        if (data.length < Container.HEADER_SIZE || !Container.looksLikeContainer(data)) {
            return 0;
        }
        long count = LittleEndian.i32(data, 0x1c) & 0xffffffffL;
        if (data.length < Container.HEADER_SIZE + 4 * count) {
            return 0;
        }
        CRC32C crc = new CRC32C();
        for (int i = 0; i < count; i++) {
            long at = LittleEndian.i32(data, Container.HEADER_SIZE + 4 * i) & 0xffffffffL;
            if (at > data.length - 8L) {
                return 0;
            }
            long size = LittleEndian.i32(data, (int) at + 4) & 0xffffffffL;
            if (size > data.length - at - 8) {
                return 0; // 3DMigoto gives up on a part that runs past the end
            }
            if (BYTECODE_PARTS.contains(LittleEndian.i32(data, (int) at))) {
                crc.update(data, (int) at + 8, (int) size);
            }
        }
        return crc.getValue();
    }

    /**
     * dxkit's program hash: SHA-256 (hex) over what decides what the program does. For a container: every part
     * not in {@link #METADATA_PARTS}, ordered by kind, each as its FourCC, its size and its bytes. For a raw
     * Direct3D 9 program: the version token, the instruction tokens and the end token, without comment blocks
     * (constant table, debug information). A file that is neither is hashed whole.
     */
    public static String program(byte[] data) {
        MessageDigest md = sha256();
        md.update(PROGRAM_DOMAIN);
        if (Container.looksLikeContainer(data)) {
            Container c;
            try {
                c = Container.read(data);
            } catch (DxFormatException e) {
                return sha256(data);
            }
            List<PartEntry> parts = new ArrayList<>();
            for (PartEntry p : c.parts()) {
                if (!METADATA_CODES.contains(p.fourCC())) {
                    parts.add(p);
                }
            }
            parts.sort(Comparator.comparing(PartEntry::kind)); // stable: repeated kinds keep their order
            byte[] head = new byte[8];
            for (PartEntry p : parts) {
                byte[] dxil = p.fourCC() == DXIL ? dxilCanonical(p.data()) : null;
                LittleEndian.putI32(head, 0, dxil != null ? DXIL_CANONICAL : p.fourCC());
                LittleEndian.putI32(head, 4, dxil != null ? dxil.length : p.size());
                md.update(head);
                if (dxil != null) {
                    md.update(dxil);
                } else {
                    Bytes b = p.data();
                    md.update(b.array(), b.arrayOffset(), b.size());
                }
            }
            return HexFormat.of().formatHex(md.digest());
        }
        D3d9Program d3d9;
        try {
            d3d9 = D3d9Program.read(Bytes.wrap(data));
        } catch (DxFormatException e) {
            return sha256(data);
        }
        md.update(data, 0, 4); // the version token
        for (Token t : d3d9.tokens()) {
            if (t instanceof Instruction ins) {
                md.update(data, ins.offset(), ins.size());
            }
        }
        md.update(new byte[] {(byte) 0xff, (byte) 0xff, 0, 0}); // the end token
        return HexFormat.of().formatHex(md.digest());
    }

    /**
     * What the program hash covers of a DXIL part: its program version word (shader kind and model) and DXIL
     * version, then {@link DxilCanonicalForm the canonical form of its module}; null when the part is not a
     * readable DXIL program (it is then hashed as stored).
     */
    static byte[] dxilCanonical(Bytes data) {
        try {
            DxilProgramPart p = DxilProgramPart.read("DXIL", data);
            byte[] module = DxilCanonicalForm.of(p.bitcode());
            byte[] out = new byte[8 + module.length];
            LittleEndian.putI32(out, 0, p.shaderKind() << 16 | p.major() << 4 | p.minor());
            LittleEndian.putI32(out, 4, p.dxilVersion());
            System.arraycopy(module, 0, out, 8, module.length);
            return out;
        } catch (DxFormatException e) {
            return null;
        }
    }

    /** Sixteen lower-case hex digits, as 3DMigoto prints its hashes ({@code %016llx}). */
    public static String hex64(long v) {
        return String.format("%016x", v);
    }

    private static MessageDigest sha256() {
        try {
            return MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is part of every Java runtime", e);
        }
    }
}
