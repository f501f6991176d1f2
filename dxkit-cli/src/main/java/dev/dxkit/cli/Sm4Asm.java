package dev.dxkit.cli;

import dev.dxkit.container.Container;
import dev.dxkit.container.PartEntry;
import dev.dxkit.io.DxFormatException;
import dev.dxkit.sm4.Sm4Program;
import dev.dxkit.sm4.asm.AsmDiagnostic;
import dev.dxkit.sm4.asm.HeaderRebuild;
import dev.dxkit.sm4.asm.ProgramSwap;
import dev.dxkit.sm4.asm.SignatureEdits;
import dev.dxkit.sm4.asm.Sm4Assembler;
import dev.dxkit.sm4.asm.Sm4Assembly;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * The Shader Model 4/5/5.1 side of {@code dxkit asm}: assembles the text with {@link Sm4Assembler}; with
 * {@code --base} puts the program into the original container ({@link ProgramSwap}), else rebuilds the whole
 * container from the listing's header comments ({@link HeaderRebuild}). Errors are printed compiler-style, every one of them (up to the
 * assembler's limit), and nothing is written.
 */
final class Sm4Asm {
    private Sm4Asm() {
    }

    /** Whether {@code text} has a Shader Model 4/5/5.1 version line, the start of the program this assembler reads. */
    static boolean accepts(String text) {
        return Sm4Assembler.hasVersionLine(text);
    }

    static int run(String file, String text, String out, String base) throws IOException {
        Container original = null;
        Sm4Program baseProgram = null;
        if (base != null) {
            try {
                Container c = Container.read(Io.read(base));
                original = c;
                PartEntry e = c.part("SHEX").or(() -> c.part("SHDR")).orElse(null);
                baseProgram = e == null ? null : Sm4Program.read(e.kind(), e.data());
            } catch (DxFormatException e) {
                throw new DxFormatException(base + ": " + e.where(), e.offset(), e.detail());
            }
        }
        Sm4Assembly a = Sm4Assembler.assemble(text, baseProgram);
        // the input as the messages name it
        String name = file.equals("-") ? "<stdin>" : file;
        if (!a.ok()) {
            PrintStream err = System.err;
            for (AsmDiagnostic d : a.errors()) {
                err.print(d.format(name));
            }
            int n = a.errors().size();
            err.println(n + " error" + (n == 1 ? "" : "s") + (n >= Sm4Assembler.MAX_ERRORS ? " (the first "
                    + Sm4Assembler.MAX_ERRORS + ")" : "") + "; nothing written");
            return Main.FINDINGS;
        }
        for (String note : a.notes()) {
            System.err.println(name + ": note: " + note);
        }
        byte[] result;
        if (original != null) {
            Container swapped;
            try {
                swapped = ProgramSwap.withProgram(original, a.program());
            } catch (DxFormatException e) {
                throw new DxFormatException(base + ": " + e.where(), e.offset(), e.detail());
            }
            // a signature table the text edited replaces the base's part (an unedited one leaves it as it is)
            List<String> edits = new java.util.ArrayList<>();
            swapped = SignatureEdits.apply(text, a, original, swapped, edits);
            for (String note : edits) {
                System.err.println(name + ": note: " + note);
            }
            result = swapped.toBytes();
        } else {
            // the whole container from the text: the header comments give RDEF, the signatures, SFI0 and STAT
            HeaderRebuild rebuilt = HeaderRebuild.rebuild(text, a);
            result = rebuilt.container();
            // what the header holds that the container does not (debug notes, class linkage …): said, not fatal
            for (String note : rebuilt.notes()) {
                System.err.println(name + ": note: " + note);
            }
            List<String> unread = rebuilt.unread();
            for (int i = 0; i < Math.min(unread.size(), 5); i++) {
                System.err.println(name + ": note: not rebuilt from the header: " + unread.get(i));
            }
            if (unread.size() > 5) {
                System.err.println(name + ": note: " + (unread.size() - 5) + " more header lines not rebuilt");
            }
        }
        Io.write(out, result);
        return Main.OK;
    }

    /** A usage error when {@code out} names the listing or the base (dxkit never writes over an input). */
    static void refuseOverwrite(String out, String... inputs) throws IOException {
        if (out.equals("-")) {
            return;
        }
        Path o = Path.of(out);
        for (String in : inputs) {
            if (in == null || in.equals("-")) {
                continue;
            }
            Path i = Path.of(in);
            boolean same = Files.exists(o) && Files.exists(i) ? Files.isSameFile(o, i)
                    : o.toAbsolutePath().normalize().equals(i.toAbsolutePath().normalize());
            if (same) {
                throw new Main.UsageException("-o " + out + " is an input: dxkit does not write over its inputs");
            }
        }
    }
}
