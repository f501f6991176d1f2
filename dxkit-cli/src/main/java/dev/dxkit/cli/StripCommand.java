package dev.dxkit.cli;

import dev.dxkit.container.Strip;
import dev.dxkit.io.DxFormatException;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;

/**
 * {@code dxkit strip}: what {@code D3DStripShader} writes for the same flags, byte for byte, refusing what it
 * refuses ({@link Strip}).
 */
@Command(name = "strip", mixinStandardHelpOptions = true,
        description = "Remove reflection, debug, private or root-signature parts as D3DStripShader does, byte for byte.")
final class StripCommand implements Callable<Integer> {
    @Parameters(index = "0", paramLabel = "FILE", description = "The container (- for stdin).")
    String file;

    @Option(names = "--reflection", description = "RDEF and STAT (D3DCOMPILER_STRIP_REFLECTION_DATA, 0x1).")
    boolean reflection;

    @Option(names = "--debug-info", // not --debug: that is every command's stack-trace switch
            description = "SDBG and SPDB (D3DCOMPILER_STRIP_DEBUG_INFO, 0x2).")
    boolean debugInfo;

    @Option(names = "--test-blobs", description = "D3DCOMPILER_STRIP_TEST_BLOBS (0x4): no known part.")
    boolean testBlobs;

    @Option(names = "--private", description = "PRIV (D3DCOMPILER_STRIP_PRIVATE_DATA, 0x8).")
    boolean privateData;

    @Option(names = "--root-signature", description = "RTS0 (D3DCOMPILER_STRIP_ROOT_SIGNATURE, 0x10).")
    boolean rootSignature;

    @Option(names = "--flags", paramLabel = "HEX", description = "The raw D3DCOMPILER_STRIP_* word, or-ed with the options above.")
    String flags;

    @Option(names = "--dxil-debug-parts",
            description = "With the debug flag, also DXIL's ILDB, ILDN, SRCI and PDBI (D3DStripShader keeps them); HASH rechecked.")
    boolean dxilDebugParts;

    @Option(names = {"-o", "--output"}, paramLabel = "OUT", required = true, description = "Where to write (- for stdout).")
    String out;

    @Override
    public Integer call() throws IOException {
        int word = (reflection ? Strip.REFLECTION_DATA : 0) | (debugInfo ? Strip.DEBUG_INFO : 0)
                | (testBlobs ? Strip.TEST_BLOBS : 0) | (privateData ? Strip.PRIVATE_DATA : 0)
                | (rootSignature ? Strip.ROOT_SIGNATURE : 0);
        if (flags != null) {
            word |= parseHex(flags);
        }
        refuseOverInput(file, out);
        byte[] data = Io.read(file);
        byte[] stripped;
        try {
            stripped = Strip.strip(data, word, dxilDebugParts);
        } catch (DxFormatException e) {
            throw new DxFormatException(file + ": " + e.where(), e.offset(), e.detail());
        }
        Io.write(out, stripped);
        return Main.OK;
    }

    static int parseHex(String s) {
        String t = s.startsWith("0x") || s.startsWith("0X") ? s.substring(2) : s;
        try {
            long v = Long.parseLong(t, 16);
            if (t.isEmpty() || v < 0 || v > 0xffffffffL) {
                throw new NumberFormatException();
            }
            return (int) v;
        } catch (NumberFormatException e) {
            throw new Main.UsageException("--flags takes a 32-bit hexadecimal word, got \"" + s + "\"");
        }
    }

    /** Refuses an output that names the input file (dxkit never writes over an input without --in-place). */
    static void refuseOverInput(String in, String out) throws IOException {
        if (in.equals("-") || out.equals("-")) {
            return;
        }
        Path o = Path.of(out);
        if (Files.exists(o) && Files.isSameFile(Path.of(in), o)) {
            throw new Main.UsageException(out + ": is the input; write elsewhere (dxkit never writes over an input)");
        }
    }
}
