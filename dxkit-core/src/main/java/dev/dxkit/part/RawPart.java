package dev.dxkit.part;

import dev.dxkit.io.Bytes;

import java.util.Map;

/**
 * A part kept as bytes: a kind dxkit does not decode, or a known kind whose decoder refused the bytes.
 *
 * @param fourCC the part kind
 * @param bytes  the part data exactly as stored
 * @param reason why it is raw: {@code "unknown kind"} or the decoder's error message
 */
public record RawPart(String fourCC, Bytes bytes, String reason) implements Part {
    @Override
    public Bytes encode() {
        return bytes;
    }

    @Override
    public Map<String, Object> tree() {
        Map<String, Object> m = Part.super.tree();
        m.put("raw", reason);
        return m;
    }
}
