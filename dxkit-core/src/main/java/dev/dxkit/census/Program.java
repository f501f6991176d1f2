package dev.dxkit.census;

import dev.dxkit.container.Container;
import dev.dxkit.container.PartEntry;
import dev.dxkit.io.Bits;
import dev.dxkit.io.ByteReader;
import dev.dxkit.shader.Shader;

import java.util.Optional;

/**
 * What a container holds, as the census classes it: the program kind, the container kind and the target.
 *
 * <p>A Shader Model 4/5 program is read from the version token at the start of its SHDR or SHEX part
 * ({@code [31:16]} program type, {@code [7:4]} major, {@code [3:0]} minor); one that also carries an Aon9
 * part was compiled for a feature level 9 target. A Shader Model 6 program is read from the program header
 * at the start of its DXIL part ({@code [31:16]} shader kind, {@code [7:4]} major, {@code [3:0]} minor).
 * A container with neither is an effect (FX10/FX11 part), a root signature (only RTS0) or "other".
 *
 * @param kind          the program kind, empty for a container that holds no program
 * @param containerKind "SM 5.0", "SM 4.0 level 9", "SM 6.6", "effect", "root signature", "other"
 * @param target        "ps_5_0", "lib_6_3", … or empty
 * @param code          the part holding the program (SHDR, SHEX, DXIL) or null
 */
public record Program(Optional<ProgramKind> kind, String containerKind, Optional<String> target,
                      PartEntry code) {
    /** Label counted when a container holds no program. */
    public static final String NO_PROGRAM = "(no program)";

    /** Classifies {@code c}; refuses (DxFormatException) a code part too short for its version word. */
    public static Program of(Container c) {
        for (PartEntry p : c.parts()) {
            String k = p.kind();
            if (k.equals("SHEX") || k.equals("SHDR")) {
                return dxbc(c, p);
            }
        }
        Optional<PartEntry> dxil = c.part("DXIL");
        if (dxil.isPresent()) {
            return dxil(dxil.get());
        }
        // no program part: the front door says what it is (effect, root signature, other)
        String kind = Shader.of(c) instanceof Shader.NoProgram none ? none.kind() : "other";
        return new Program(Optional.empty(), kind, Optional.empty(), null);
    }

    private static Program dxbc(Container c, PartEntry p) {
        ByteReader r = p.data().reader(p.kind());
        int version = r.i32At(0); // the version token
        int type = Bits.field(version, 31, 16);
        int major = Bits.field(version, 7, 4);
        int minor = Bits.field(version, 3, 0);
        Optional<ProgramKind> kind = ProgramKind.byDxbcCode(type);
        String sm = "SM " + major + "." + minor + (c.has("Aon9") ? " level 9" : "");
        String prefix = kind.map(ProgramKind::prefix).orElse("type" + type);
        return new Program(kind, sm, Optional.of(prefix + "_" + major + "_" + minor), p);
    }

    private static Program dxil(PartEntry p) {
        ByteReader r = p.data().reader("DXIL");
        int header = r.i32At(0); // the program header's version word
        int type = Bits.field(header, 31, 16);
        int major = Bits.field(header, 7, 4);
        int minor = Bits.field(header, 3, 0);
        Optional<ProgramKind> kind = ProgramKind.byDxilCode(type);
        String prefix = kind.map(ProgramKind::prefix).orElse("kind" + type);
        return new Program(kind, "SM " + major + "." + minor, Optional.of(prefix + "_" + major + "_" + minor), p);
    }

    /** {@return the kind's label, or "(no program)", or "unknown" for a program type dxkit does not know} */
    public String kindLabel() {
        if (kind.isPresent()) {
            return kind.get().label();
        }
        return code == null ? NO_PROGRAM : "unknown";
    }
}
