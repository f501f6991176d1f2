package dev.dxkit.bitcode;

import dev.dxkit.dxil.DxilModule;
import dev.dxkit.dxil.Metadata;
import dev.dxkit.io.Bytes;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** A synthetic module whose metadata uses the METADATA_STRINGS blob form (LLVM 4+) beside LLVM 3.7's records. */
class MetadataStringsTest {
    @Test
    void blobStringsTakeIdsInOrder() {
        // the blob: two VBR6 lengths (2, 5) in a 32-bit-aligned bitstream of 4 bytes, then the characters "psmainx"
        BitWriter lengths = new BitWriter().vbr(2, 6).vbr(5, 6).align32();
        byte[] lens = lengths.bytes();
        byte[] chars = "psmain".getBytes(java.nio.charset.StandardCharsets.US_ASCII);
        byte[] chars7 = new byte[7];
        System.arraycopy(chars, 0, chars7, 0, chars.length);
        chars7[6] = 'x';
        BitWriter w = new BitWriter().magic(Bitstream.LLVM_IR_MAGIC).enter(8, 3).record(1, 1)
                .enter(15, 4)
                .defineAbbrev(new long[] {0, 35}, new long[] {2, 6}, new long[] {2, 6}, new long[] {5, 0});
        w.abbrevId(4).vbr(2, 6).vbr(lens.length, 6).vbr(lens.length + 7, 6).align32();
        for (byte b : lens) {
            w.fixed(b & 0xFF, 8);
        }
        for (byte b : chars7) {
            w.fixed(b & 0xFF, 8);
        }
        w.align32();
        w.record(1, 'o', 'l', 'd'); // METADATA_STRING, 3.7's form: the next id
        w.record(3, 1, 3, 0); // NODE !{!0, !2, null}
        w.record(4, 'n'); // NAME "n"
        w.record(10, 3); // NAMED_NODE !n = !{!3}
        w.end().end();
        DxilModule m = DxilModule.read(Bytes.wrap(w.bytes()));
        assertEquals(List.of(new Metadata.Str("ps"), new Metadata.Str("mainx"), new Metadata.Str("old"),
                new Metadata.Node(List.of(0, 2, -1), false)), m.metadata());
        assertEquals(List.of(3), m.named("n"));
        assertEquals(1, m.version());
    }
}
