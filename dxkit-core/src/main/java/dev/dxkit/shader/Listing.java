package dev.dxkit.shader;

import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;

/** What {@link Shader#list} gives: the listing's text, or why there is none. */
public sealed interface Listing permits Listing.Text, Listing.Nothing {
    /**
     * A listing, byte for byte the text of Microsoft's tool once encoded in {@link #charset()}: dxc's DXIL text
     * is UTF-8; D3DDisassemble copies names and paths from the program byte for byte, which dxkit reads as
     * ISO-8859-1 characters, so a DXBC or Direct3D 9 listing is encoded back as ISO-8859-1.
     *
     * @param text    the listing
     * @param charset the encoding that gives back the tool's bytes
     */
    record Text(String text, Charset charset) implements Listing {
        /** {@return the listing's bytes, as the tool writes them} */
        public byte[] bytes() {
            return text.getBytes(charset);
        }

        static Text dxbc(String text) {
            return new Text(text, StandardCharsets.ISO_8859_1);
        }

        static Text dxil(String text) {
            return new Text(text, StandardCharsets.UTF_8);
        }
    }

    /**
     * Nothing to list: the file holds no program of its own.
     *
     * @param reason what the file is and what would show it, e.g. {@code a root signature alone (RTS0), no
     *               program to list}
     */
    record Nothing(String reason) implements Listing {
    }
}
