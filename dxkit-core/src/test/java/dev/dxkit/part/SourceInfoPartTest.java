package dev.dxkit.part;

import dev.dxkit.io.Bytes;
import dev.dxkit.io.DxFormatException;
import dev.dxkit.io.LittleEndian;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.zip.Deflater;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** SRCI parts built to the layout of LLVM's DirectX container reference: names, zlib contents, args. */
class SourceInfoPartTest {
    private static byte[] words(int... w) {
        byte[] b = new byte[4 * w.length];
        for (int i = 0; i < w.length; i++) {
            LittleEndian.putI32(b, 4 * i, w[i]);
        }
        return b;
    }

    private static byte[] padded(byte[] b) {
        byte[] out = new byte[(b.length + 3) & ~3];
        System.arraycopy(b, 0, out, 0, b.length);
        return out;
    }

    private static byte[] section(int type, byte[] body) {
        ByteArrayOutputStream s = new ByteArrayOutputStream();
        s.writeBytes(words(8 + body.length, type << 16));
        s.writeBytes(body);
        return s.toByteArray();
    }

    static byte[] part(boolean compress, int claimedUncompressed) {
        byte[] name = padded("main.hlsl\0".getBytes(StandardCharsets.UTF_8));
        ByteArrayOutputStream names = new ByteArrayOutputStream();
        names.writeBytes(words(0, 1, 16 + name.length));
        names.writeBytes(words(16 + name.length, 0, 10, 12));
        names.writeBytes(name);
        byte[] source = "float4 main() : SV_Target { return 1; }\0".getBytes(StandardCharsets.UTF_8);
        byte[] text = padded(source);
        ByteArrayOutputStream entries = new ByteArrayOutputStream();
        entries.writeBytes(words(12 + text.length, 0, source.length));
        entries.writeBytes(text);
        byte[] raw = entries.toByteArray();
        byte[] stored = raw;
        if (compress) {
            Deflater d = new Deflater();
            d.setInput(raw);
            d.finish();
            byte[] buf = new byte[1024];
            int n = d.deflate(buf);
            d.end();
            stored = java.util.Arrays.copyOf(buf, n);
        }
        ByteArrayOutputStream contents = new ByteArrayOutputStream();
        byte[] storedPadded = padded(stored);
        contents.writeBytes(words(20 + storedPadded.length, (compress ? 1 : 0) << 16, stored.length,
                claimedUncompressed < 0 ? raw.length : claimedUncompressed, 1));
        contents.writeBytes(storedPadded);
        byte[] argText = padded("E\0main\0Zi\0\0".getBytes(StandardCharsets.UTF_8));
        ByteArrayOutputStream args = new ByteArrayOutputStream();
        args.writeBytes(words(0, argText.length, 2));
        args.writeBytes(argText);
        ByteArrayOutputStream all = new ByteArrayOutputStream();
        byte[] s0 = section(0, contents.toByteArray());
        byte[] s1 = section(1, names.toByteArray());
        byte[] s2 = section(2, args.toByteArray());
        all.writeBytes(words(8 + s0.length + s1.length + s2.length, 3 << 16));
        all.writeBytes(s0);
        all.writeBytes(s1);
        all.writeBytes(s2);
        return all.toByteArray();
    }

    @Test
    void readsNamesContentsAndArgs() {
        for (boolean compress : new boolean[] {false, true}) {
            SourceInfoPart p = SourceInfoPart.read(Bytes.wrap(part(compress, -1)));
            assertEquals(List.of("main.hlsl"), p.names());
            assertEquals(List.of("float4 main() : SV_Target { return 1; }"), p.contents());
            assertEquals(List.of(List.of("E", "main"), List.of("Zi", "")), p.args());
            assertTrue(PartDecoder.decode("SRCI", Bytes.wrap(part(compress, -1))) instanceof SourceInfoPart);
        }
    }

    @Test
    void hostileUncompressedSizesFailBeforeAllocating() {
        DxFormatException e = assertThrows(DxFormatException.class,
                () -> SourceInfoPart.read(Bytes.wrap(part(true, 0x7FFF_FFF0))));
        assertEquals("SRCI section 0", e.where());
        assertEquals(12, e.offset()); // the uncompressed-size word, refused before any buffer is made
        e = assertThrows(DxFormatException.class, () -> SourceInfoPart.read(Bytes.wrap(part(true, 2000))));
        assertTrue(e.detail().startsWith("zlib contents inflate to"), e.detail());
    }
}
