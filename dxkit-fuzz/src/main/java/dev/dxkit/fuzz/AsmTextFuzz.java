package dev.dxkit.fuzz;

import dev.dxkit.d3d9.D3d9Assembler;
import dev.dxkit.io.DxFormatException;
import dev.dxkit.rootsig.RootSignatureCompiler;
import dev.dxkit.sm4.asm.HeaderRebuild;
import dev.dxkit.sm4.asm.Sm4Assembler;
import dev.dxkit.sm4.asm.Sm4Assembly;

import java.nio.charset.StandardCharsets;

/**
 * Hostile text: a selector byte, then a text for one of dxkit's text readers. Selector 0: a Shader Model 4/5/5.1
 * listing for {@code Sm4Assembler} (read as Latin-1, as the CLI reads a file), and when it assembles, the container
 * {@code HeaderRebuild} makes of it without a base (its header, signatures built from declarations ...); 1 and 2:
 * Direct3D 9 assembly for {@code D3d9Assembler}, lenient and {@code --strict}; 3: root-signature HLSL for {@code RootSignatureCompiler}
 * (its preprocessor included), version 1.0 or 1.1 by the selector's next bit. The assemblers answer bad text with
 * diagnostics (line and column) and the compiler with a refusal naming the file (and its line and column where
 * DXC names them); anything else that
 * escapes (another exception, a stack overflow, memory, a hang) is a finding.
 */
public final class AsmTextFuzz {
    private AsmTextFuzz() {
    }

    /** Called by Jazzer once before fuzzing. */
    public static void fuzzerInitialize() {
        Warmup.over(AsmTextFuzz::fuzzerTestOneInput);
    }

    public static void fuzzerTestOneInput(byte[] data) {
        if (data.length < 1) {
            return;
        }
        int selector = data[0] & 0xFF;
        byte[] text = java.util.Arrays.copyOfRange(data, 1, data.length);
        switch (selector & 3) {
            case 0 -> {
                String listing = new String(text, StandardCharsets.ISO_8859_1);
                Sm4Assembly a = Sm4Assembler.assemble(listing);
                if (a.ok()) {
                    // the container from the text alone: a header line not understood is named, never thrown
                    HeaderRebuild.rebuild(listing, a).container();
                }
            }
            case 1 -> D3d9Assembler.assemble(text, false);
            case 2 -> D3d9Assembler.assemble(text, true);
            default -> {
                try {
                    RootSignatureCompiler.compile("fuzz.hlsl", text, "RS", (selector & 4) == 0 ? 1 : 2);
                } catch (DxFormatException e) {
                    // the line and column where there is one (DXC's validator names none for a few of its messages)
                    if (e.where() == null || e.where().isEmpty() || e.line() < 0 || e.column() < 0) {
                        throw new IllegalStateException("a refusal of text must name its file: " + e.getMessage(), e);
                    }
                }
            }
        }
    }
}
