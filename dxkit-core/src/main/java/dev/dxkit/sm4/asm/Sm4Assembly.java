package dev.dxkit.sm4.asm;

import dev.dxkit.io.Bytes;
import dev.dxkit.sm4.ProgramVersion;
import java.util.List;

/**
 * What {@link Sm4Assembler#assemble} made of a listing: the token stream, or the errors that kept it from one.
 *
 * @param program the SHEX/SHDR part's bytes (version token, length, instructions), or null when there were errors
 * @param version the program's version line, or null when none was found
 * @param errors  every error found, in text order (at most {@link Sm4Assembler#MAX_ERRORS}); empty on success
 * @param notes   what the assembler wrote that the text did not say (a {@code dcl_temps} raised to the temporaries
 *                used, see {@link DeclaredTemps}), and what it kept as written though fxc never writes it (a program
 *                without its closing {@code ret}); empty when the program is the text's alone, as fxc would write it
 */
public record Sm4Assembly(Bytes program, ProgramVersion version, List<AsmDiagnostic> errors, List<String> notes) {
    /** An assembly without notes. */
    public Sm4Assembly(Bytes program, ProgramVersion version, List<AsmDiagnostic> errors) {
        this(program, version, errors, List.of());
    }

    /** True when the text assembled without errors. */
    public boolean ok() {
        return errors.isEmpty();
    }

    /** {@return the part kind fxc stores such a program in: SHEX from Shader Model 5.0 on, SHDR before} */
    public String partKind() {
        return version != null && version.isSm5OrLater() ? "SHEX" : "SHDR";
    }
}
