package dev.dxkit.sm4.listing;

import dev.dxkit.container.Container;
import dev.dxkit.container.PartEntry;
import dev.dxkit.msf.MsfFile;
import dev.dxkit.part.SdbgPart;
import dev.dxkit.pdb.Pdb;
import dev.dxkit.sm4.Sm4Program;
import dev.dxkit.sources.SdbgAnnotations;
import dev.dxkit.sources.SpdbAnnotations;
import dev.dxkit.text.DisasmFlags;
import dev.dxkit.text.TextSink;

/**
 * The listing of a container as {@code D3DDisassemble} prints it under a flag word: a pure function of
 * (container, flags). The header comments and the closing slot count come from {@link ListingHeader} and
 * {@link ListingTrailer}; a level-9 container's Direct3D 9 programs from {@link Level9Listing}, between the
 * signature tables and the version line; the program body from {@link ProgramPrinter}, with the {@code #line}
 * directives and variable locations of an SPDB part (fxc /Zi; {@link SpdbAnnotations}) unless flag 0x10 leaves
 * them out. An SPDB part that is not an MSF file is not listed; one that is but is malformed fails the listing
 * with the {@link dev.dxkit.io.DxFormatException} naming its byte. Without SPDB, an SDBG part (the debug part of
 * d3dcompiler_43 and earlier; {@link SdbgAnnotations}) gives the directives and variable comments, and a
 * malformed one fails the listing the same way. Raw Direct3D 9
 * programs (no container) are listed by {@link D3d9Listing}.
 */
public final class Disassembler {
    private Disassembler() {
    }

    /**
     * Each thread keeps the text buffer of its last listing (up to {@link #KEPT} characters) for the next, so
     * that listing after listing does not clear a fresh one; a listing that throws gives its buffer up.
     */
    private static final ThreadLocal<byte[][]> BUFFER = new ThreadLocal<>() { // no lambda: one costs a one-shot run its bootstrap
        @Override
        protected byte[][] initialValue() {
            return new byte[1][];
        }
    };
    private static final int KEPT = 1 << 20;

    /** The listing of {@code c} under {@code flags}. */
    public static String disassemble(Container c, DisasmFlags flags) {
        return (String) listed(c, flags, false);
    }

    /**
     * The listing of {@code c} under {@code flags} as the bytes a file of it holds: one a character, ISO-8859-1 (the
     * container's name bytes as they are), copied once out of the text buffer, with no string made on the way.
     */
    public static byte[] disassembleLatin1(Container c, DisasmFlags flags) {
        return (byte[]) listed(c, flags, true);
    }

    /** The listing as a string, or as its bytes when {@code latin1}. */
    private static Object listed(Container c, DisasmFlags flags, boolean latin1) {
        // the thread's slot: one ThreadLocal lookup a listing, the buffer taken out while in use
        byte[][] slot = BUFFER.get();
        byte[] kept = slot[0];
        TextSink out;
        if (kept != null) {
            slot[0] = null;   // a listing that lists another inside it gets a buffer of its own
            out = new TextSink(kept);
        } else {
            // a listing runs to about one and a half characters per byte of token stream, plus the header
            // tables (the corpus: 6,978 characters on average); a larger one grows the buffer by doubling
            PartEntry e = ListingParts.of(c).program();
            int program = e == null ? 0 : e.data().size();
            out = new TextSink(Math.min(1 << 22, 2048 + program + program / 2));
        }
        disassemble(c, flags, out);
        Object text = latin1 ? out.toBytes() : out.toString();
        if (out.buffer().length <= KEPT) {
            slot[0] = out.buffer();
        }
        return text;
    }

    /** Writes the listing of {@code c} under {@code flags} into {@code out}. */
    public static void disassemble(Container c, DisasmFlags flags, TextSink out) {
        // the parts the listing reads, in one walk of the directory
        ListingParts parts = ListingParts.of(c);
        PartEntry e = parts.program();
        if (e == null) {
            throw new UnsupportedOperationException("no SHEX or SHDR part: this container holds no Shader Model 4/5 program");
        }
        Sm4Program program = Sm4Program.read(e.kind(), e.data());
        // the header's notes depend on instructions anywhere in the program (dcl_globalFlags, abort,
        // debug_break): it is printed by a guess from the first instruction, and printed again, with the rest,
        // in the rare case the body finds otherwise
        int start = out.length();
        int guess = flags.instructionsOnly() ? 0 : ProgramScan.guess(program);
        int found = list(parts, program, guess, flags, out);
        if (found != guess && !flags.instructionsOnly()) {
            out.truncate(start);
            list(parts, program, found, flags, out);
        }
    }

    /** The listing with the header printed by the {@link ProgramScan#scan} bits {@code scan}; returns the body's. */
    private static int list(ListingParts parts, Sm4Program program, int scan, DisasmFlags flags, TextSink out) {
        if (!flags.instructionsOnly()) {
            ListingHeader.print(parts, scan, flags, out); // with the level 9 block of Aon9/XNAP/XNAS parts
        }
        SpdbAnnotations debug = null;
        PartEntry spdb = flags.noDebugInfo() ? null : parts.entry(ListingParts.SPDB);
        if (spdb != null && MsfFile.isMsf(spdb.data())) {
            debug = SpdbAnnotations.of(Pdb.read(spdb.data()));
        }
        PartEntry sdbg = flags.noDebugInfo() || debug != null ? null : parts.entry(ListingParts.SDBG);
        int found;
        if (sdbg != null) {
            // the debug part of d3dcompiler_43 and earlier (SDBG), which SPDB replaced
            found = ProgramPrinter.print(program, SdbgAnnotations.of(SdbgPart.readForListing(sdbg.data())), flags, out);
        } else {
            found = ProgramPrinter.print(program, debug, flags, out);
        }
        if (!flags.instructionsOnly()) {
            ListingTrailer.print(parts.stat(), flags, out);
        }
        return found;
    }
}
