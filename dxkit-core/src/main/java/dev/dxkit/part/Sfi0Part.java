package dev.dxkit.part;

import dev.dxkit.io.ByteReader;
import dev.dxkit.io.Bytes;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The shader feature info part (SFI0): a 64-bit mask of the features the program needs
 * ({@link ShaderFeature}). Bytes after the mask, if a producer wrote any, are kept as stored.
 *
 * @param mask the feature bits
 * @param tail whatever follows the 8 bytes of the mask (empty in every container seen)
 */
public record Sfi0Part(long mask, Bytes tail) implements Part {
    @Override
    public String fourCC() {
        return "SFI0";
    }

    static Sfi0Part read(Bytes data) {
        ByteReader r = data.reader("SFI0");
        long mask = r.i64At(0);
        return new Sfi0Part(mask, data.slice(8, data.size() - 8));
    }

    /** Whether bit {@code f} is set. */
    public boolean has(ShaderFeature f) {
        return (mask >>> f.bit & 1) != 0;
    }

    /** {@return the names of the bits set, in bit order; an unnamed bit as {@code bitN}} */
    public List<String> featureNames() {
        List<String> out = new ArrayList<>();
        for (int b = 0; b < 64; b++) {
            if ((mask >>> b & 1) != 0) {
                ShaderFeature f = ShaderFeature.byBit(b);
                out.add(f == null ? "bit" + b : f.name());
            }
        }
        return out;
    }

    /** {@return the mask with its bits named ({@link ShaderFeature}); an unnamed bit shows as its value} */
    public FlagSet features() {
        String[] names = new String[64];
        for (ShaderFeature f : ShaderFeature.values()) {
            names[f.bit] = f.name();
        }
        return FlagSet.of(mask, "", names);
    }

    @Override
    public Bytes encode() {
        byte[] a = new byte[8 + tail.size()];
        dev.dxkit.io.LittleEndian.putI32(a, 0, (int) mask);
        dev.dxkit.io.LittleEndian.putI32(a, 4, (int) (mask >>> 32));
        tail.copyTo(a, 8);
        return Bytes.wrap(a);
    }

    @Override
    public Map<String, Object> tree() {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("kind", "SFI0");
        m.put("size", 8 + tail.size());
        m.put("features", features());
        if (!tail.isEmpty()) {
            m.put("tail", tail.hex());
        }
        return m;
    }
}
