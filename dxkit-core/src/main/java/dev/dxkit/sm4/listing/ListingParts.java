package dev.dxkit.sm4.listing;

import dev.dxkit.container.Container;
import dev.dxkit.container.PartEntry;
import dev.dxkit.io.FourCC;
import dev.dxkit.part.Part;
import dev.dxkit.part.PartDecoder;
import dev.dxkit.part.SignaturePart;
import dev.dxkit.part.StatPart;

/**
 * The parts of a container that a Shader Model 4/5 listing reads (its header, level 9 block, program, debug
 * part and trailer), located in one walk of the directory: of each kind the first part, as
 * {@link Container#part} finds it. Each is decoded by the one printer that needs it, once per listing.
 */
public final class ListingParts {
    static final int RDEF = 0;
    static final int SFI0 = 1;
    static final int STAT = 2;
    static final int IFCE = 3;
    static final int SHEX = 4;
    static final int SHDR = 5;
    static final int PCSG = 6;
    static final int PSG1 = 7;
    static final int ISGN = 8;
    static final int ISG1 = 9;
    static final int OSGN = 10;
    static final int OSG5 = 11;
    static final int OSG1 = 12;
    static final int SPDB = 13;
    static final int SDBG = 14;
    static final int AON9 = 15;
    static final int XNAP = 16;
    static final int XNAS = 17;
    static final int ILDN = 18;
    private static final String[] KINDS = {"RDEF", "SFI0", "STAT", "IFCE", "SHEX", "SHDR", "PCSG", "PSG1", "ISGN",
            "ISG1", "OSGN", "OSG5", "OSG1", "SPDB", "SDBG", "Aon9", "XNAP", "XNAS",
            "ILDN"};
    private static final int[] CODES = new int[KINDS.length];

    static {
        for (int i = 0; i < KINDS.length; i++) {
            CODES[i] = FourCC.of(KINDS[i]);
        }
    }

    /** The signature kinds the header lists, each in order of preference: the first that decodes is listed. */
    static final int[] PATCH = {PCSG, PSG1};
    static final int[] INPUT = {ISGN, ISG1};
    static final int[] OUTPUT = {OSGN, OSG5, OSG1};

    private final PartEntry[] found = new PartEntry[KINDS.length];
    /** Each part decoded on first use, once per listing (the header and the trailer both read STAT). */
    private final Part[] decoded = new Part[KINDS.length];

    private ListingParts() {
    }

    static ListingParts of(Container c) {
        ListingParts h = new ListingParts();
        for (PartEntry e : c.parts()) {
            int code = e.fourCC();
            for (int i = 0; i < CODES.length; i++) {
                if (CODES[i] == code) {
                    if (h.found[i] == null) {
                        h.found[i] = e;
                    }
                    break;
                }
            }
        }
        return h;
    }

    /** The token stream: the SHEX part, else the SHDR part, else null. */
    PartEntry program() {
        return found[SHEX] != null ? found[SHEX] : found[SHDR];
    }

    /** The part of slot {@code kind} ({@link #RDEF} …), or null. */
    PartEntry entry(int kind) {
        return found[kind];
    }

    /**
     * The part of slot {@code kind} decoded (once: later calls return the same record), or null without one; a
     * part its decoder refused is a RawPart.
     */
    Part decoded(int kind) {
        PartEntry e = found[kind];
        if (e == null) {
            return null;
        }
        Part p = decoded[kind];
        if (p == null) {
            p = PartDecoder.decode(KINDS[kind], e.data());
            decoded[kind] = p;
        }
        return p;
    }

    /** The STAT counter array, or null without a STAT part or with one that is not the counter array. */
    StatPart stat() {
        return decoded(STAT) instanceof StatPart s ? s : null;
    }

    /** The first of the signature parts of {@code kinds} that decodes, or null. */
    SignaturePart signature(int[] kinds) {
        for (int k : kinds) {
            if (decoded(k) instanceof SignaturePart s) {
                return s;
            }
        }
        return null;
    }

    /** The program type of the token stream's version token (SHEX, else SHDR), or -1 without one. */
    int programType() {
        PartEntry p = program();
        if (p == null || p.size() < 4) {
            return -1;
        }
        return p.data().u8(2) | p.data().u8(3) << 8;    // version token [31:16]
    }
}
