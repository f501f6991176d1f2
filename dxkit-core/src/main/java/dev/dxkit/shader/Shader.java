package dev.dxkit.shader;

import dev.dxkit.container.Container;
import dev.dxkit.d3d9.ShaderVersion;
import dev.dxkit.d3d9.listing.D3d9Listing;
import dev.dxkit.text.DisasmFlags;
import dev.dxkit.sm4.listing.Disassembler;
import dev.dxkit.dxil.listing.DxilListing;
import dev.dxkit.io.Bytes;
import dev.dxkit.io.DxFormatException;
import dev.dxkit.io.LittleEndian;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Any shader file dxkit reads, by what it is. {@link #read} looks at the first bytes: {@code DXBC} is a
 * container, which holds a Shader Model 4/5/5.1 or level-9 program (SHEX/SHDR: {@link Dxbc}), a DXIL program
 * ({@link Dxil}) or no program ({@link NoProgram}: a root signature alone, an FX10/FX11 effect, anything
 * else); a Direct3D 9 version token starts a raw program ({@link D3d9}); an fx_2_0 effect or an expression
 * (preshader) blob is a {@link NoProgram} too. Anything else, and a damaged container, is refused with a
 * {@link DxFormatException} naming the byte.
 *
 * <pre>{@code
 * Shader s = Shader.read(Path.of("shader.dxbc"));
 * if (s.list(DisasmFlags.of(0)) instanceof Listing.Text t) {
 *     Files.write(Path.of("shader.txt"), t.bytes());
 * }
 * }</pre>
 */
public sealed interface Shader permits Shader.Dxbc, Shader.Dxil, Shader.D3d9, Shader.NoProgram {
    /** {@return what it is, in a few words: {@code DXBC container (SHEX)}, {@code Direct3D 9 program (ps_3_0)} …} */
    String describe();

    /**
     * The listing Microsoft's tool prints for this file: D3DDisassemble's under {@code flags} for DXBC and
     * Direct3D 9 programs, {@code dxc -dumpbin}'s for DXIL (whose text has no flags); or why there is none.
     * A damaged program is refused with a {@link DxFormatException} naming the part and byte.
     */
    Listing list(DisasmFlags flags);

    /** {@return the listing under flag word 0 (fxc's {@code /Fc})} */
    default Listing list() {
        return list(DisasmFlags.of(0));
    }

    /** A DXBC container with a Shader Model 4/5/5.1 or level-9 program (its SHEX or SHDR part). */
    record Dxbc(Container container) implements Shader {
        @Override
        public String describe() {
            return "DXBC container (" + (container.has("SHEX") ? "SHEX" : "SHDR")
                    + (container.has("Aon9") ? ", level 9" : "") + ")";
        }

        @Override
        public Listing list(DisasmFlags flags) {
            return Listing.Text.dxbc(Disassembler.disassemble(container, flags));
        }
    }

    /** A DXIL container (dxc, Shader Model 6.x): its DXIL part, and the debug module ILDB when present. */
    record Dxil(Container container) implements Shader {
        @Override
        public String describe() {
            return "DXIL container" + (container.has("ILDB") ? " (with its debug module)" : "");
        }

        @Override
        public Listing list(DisasmFlags flags) {
            return Listing.Text.dxil(DxilListing.list(container));
        }
    }

    /** A raw Direct3D 9 program (vs/ps 1.x–3.0, tx), as fxc writes it for the Direct3D 9 profiles. */
    record D3d9(Bytes program) implements Shader {
        @Override
        public String describe() {
            return "Direct3D 9 program (" + new ShaderVersion(LittleEndian.i32(program.slice(0, 4).toArray(), 0)) + ")";
        }

        @Override
        public Listing list(DisasmFlags flags) {
            return Listing.Text.dxbc(D3d9Listing.print(program, flags));
        }
    }

    /**
     * A file with no program of its own to list.
     *
     * @param kind      {@code root signature}, {@code effect}, {@code expression} or {@code other}
     * @param container the container, when the file is one
     * @param reason    what it is and what would show it
     */
    record NoProgram(String kind, java.util.Optional<Container> container, String reason) implements Shader {
        @Override
        public String describe() {
            return reason;
        }

        @Override
        public Listing list(DisasmFlags flags) {
            return new Listing.Nothing(reason);
        }
    }

    /** Reads the file at {@code path} (see {@link #read(Bytes)}). */
    static Shader read(Path path) throws IOException {
        return read(Bytes.wrap(Files.readAllBytes(path)));
    }

    /** Reads {@code data}: a container, a raw Direct3D 9 program, an fx_2_0 effect or an expression blob. */
    static Shader read(byte[] data) {
        return read(Bytes.wrap(data));
    }

    /** Reads {@code data}: a container, a raw Direct3D 9 program, an fx_2_0 effect or an expression blob. */
    static Shader read(Bytes data) {
        byte[] head = data.slice(0, Math.min(4, data.size())).toArray();
        if (Container.looksLikeContainer(head)) {
            return of(Container.read(data));
        }
        if (ShaderVersion.startsProgram(head)) {
            return new D3d9(data);
        }
        if (head.length == 4) {
            int token = LittleEndian.i32(head, 0);
            if ((token & 0xFFFF_FF00) == 0xFEFF_0900) {
                return new NoProgram("effect", java.util.Optional.empty(), "a Direct3D 9 effect (fx_2_0), no program"
                        + " of its own to list; 'dxkit carve' finds the programs inside it");
            }
            if (dev.dxkit.part.EffectPart.version(token) != null) {
                return new NoProgram("effect", java.util.Optional.empty(), "a Direct3D 10/11 effect ("
                        + dev.dxkit.part.EffectPart.version(token) + "), no program of its own to list; 'dxkit dump'"
                        + " shows its variables, techniques and the shaders inside with their offsets");
            }
            if (token >>> 16 == 0x4658) {
                return new NoProgram("expression", java.util.Optional.empty(), "a Direct3D 9 expression (preshader)"
                        + " blob; its listing is part of the program that carries it ('dxkit dis' of that program)");
            }
        }
        throw new DxFormatException("file", 0, "expected a DXBC container or a Direct3D 9 program, found "
                + (head.length < 4 ? head.length + " bytes" : String.format("0x%08x", LittleEndian.i32(head, 0))));
    }

    /** The shader a container holds. */
    static Shader of(Container c) {
        if (c.has("DXIL")) {
            return new Dxil(c);
        }
        if (c.has("SHEX") || c.has("SHDR")) {
            return new Dxbc(c);
        }
        java.util.Optional<Container> in = java.util.Optional.of(c);
        if (c.has("FX10") || c.has("FX11")) {
            return new NoProgram("effect", in, "an effect (" + (c.has("FX11") ? "FX11" : "FX10") + " part), no"
                    + " program of its own to list; 'dxkit carve' writes out the containers inside it for 'dxkit dis'");
        }
        if (c.parts().size() == 1 && c.has("RTS0")) {
            return new NoProgram("root signature", in, "a root signature alone (RTS0), no program to list;"
                    + " 'dxkit rootsig' prints it");
        }
        return new NoProgram("other", in, "no SHEX, SHDR or DXIL part, nothing to list (parts " + c.partSet() + ")");
    }
}
