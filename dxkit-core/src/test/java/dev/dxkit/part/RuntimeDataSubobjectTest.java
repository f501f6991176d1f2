package dev.dxkit.part;

import dev.dxkit.container.Container;
import dev.dxkit.fixtures.Fixtures;
import dev.dxkit.io.Bytes;
import dev.dxkit.io.DxFormatException;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayOutputStream;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The RDAT subobject table decoded per kind: the project's lib_6_3_subobjects and lib_6_7_subobjects fixtures
 * (values as their HLSL declares them and dumpbin prints them), and synthetic tables for hostile input.
 */
class RuntimeDataSubobjectTest {
    private static RuntimeDataPart rdat(String fixture) throws Exception {
        Container c = Container.read(Fixtures.byId(fixture).orElseThrow().bytes());
        return (RuntimeDataPart) PartDecoder.decode("RDAT", c.part("RDAT").orElseThrow().data());
    }

    @Test
    void everyKindOfTheLibraryDecodes() throws Exception {
        List<RuntimeDataPart.SubobjectInfo> s = rdat("lib_6_3_subobjects").subobjects();
        List<String> names = new ArrayList<>();
        s.forEach(o -> names.add(o.name()));
        assertEquals(List.of("soc_none", "soc_all", "grs", "lrs", "assoc_many", "assoc_none", "rsc", "rpc", "thg",
                "thg_any", "phg"), names);
        assertEquals(new Subobject.StateObjectConfig(0), s.get(0).value());
        assertEquals(new Subobject.StateObjectConfig(7), s.get(1).value());
        assertEquals(SubobjectKind.GLOBAL_ROOT_SIGNATURE.code, s.get(2).kind());
        Subobject.RootSignature grs = (Subobject.RootSignature) s.get(2).value();
        assertEquals(144, grs.data().size()); // dumpbin: "<144 bytes>"
        assertEquals(2, grs.data().reader("rs").i32At(0)); // root signature version 1.1
        Subobject.RootSignature lrs = (Subobject.RootSignature) s.get(3).value();
        assertTrue(lrs.local());
        assertEquals(48, lrs.data().size());
        assertEquals(new Subobject.ExportsAssociation("lrs", List.of("closest", "anyhit", "intersect")),
                s.get(4).value());
        assertEquals(new Subobject.ExportsAssociation("grs", List.of()), s.get(5).value());
        assertEquals(new Subobject.RaytracingShaderConfig(16, 8), s.get(6).value());
        assertEquals(new Subobject.RaytracingPipelineConfig(3), s.get(7).value());
        assertEquals(new Subobject.HitGroup(0, "", "closest", ""), s.get(8).value());
        assertEquals(new Subobject.HitGroup(0, "anyhit", "closest", ""), s.get(9).value());
        assertEquals(new Subobject.HitGroup(1, "anyhit", "closest", "intersect"), s.get(10).value());
    }

    @Test
    void pipelineConfig1CarriesItsFlags() throws Exception {
        List<RuntimeDataPart.SubobjectInfo> s = rdat("lib_6_7_subobjects").subobjects();
        assertEquals(new Subobject.RaytracingPipelineConfig1(1, 0), s.get(0).value());
        assertEquals(new Subobject.RaytracingPipelineConfig1(2, 0x100), s.get(1).value());
        assertEquals(new Subobject.RaytracingPipelineConfig1(31, 0x300), s.get(2).value());
        assertEquals(new Subobject.StateObjectConfig(4), s.get(3).value());
        assertEquals(24, ((Subobject.RootSignature) s.get(4).value()).data().size());
        assertEquals(new Subobject.ExportsAssociation("rpc1_tri", List.of("raygen")), s.get(5).value());
    }

    // --- synthetic RDAT: strings "\0a\0b\0", index arrays, 8 raw bytes, one subobject table ---

    private static byte[] words(int... w) {
        ByteBuffer b = ByteBuffer.allocate(4 * w.length).order(ByteOrder.LITTLE_ENDIAN);
        for (int v : w) {
            b.putInt(v);
        }
        return b.array();
    }

    /** An RDAT part with the given subobject records (dwords each) of stride {@code stride}. */
    private static Bytes synthetic(int stride, int count, int[]... records) {
        List<byte[]> parts = new ArrayList<>();
        List<Integer> types = new ArrayList<>();
        types.add(RuntimeDataPart.STRING_BUFFER);
        parts.add("\0a\0b\0\0\0".getBytes(StandardCharsets.ISO_8859_1));
        types.add(RuntimeDataPart.INDEX_ARRAYS);
        parts.add(words(2, 1, 3)); // array at dword 0: ["a", "b"]
        types.add(RuntimeDataPart.RAW_BYTES);
        parts.add(words(2, 0));
        ByteArrayOutputStream table = new ByteArrayOutputStream();
        table.writeBytes(words(count, stride));
        for (int[] r : records) {
            table.writeBytes(words(r));
        }
        types.add(RuntimeDataPart.SUBOBJECT_TABLE);
        parts.add(table.toByteArray());
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        out.writeBytes(words(0x10, parts.size()));
        int at = 8 + 4 * parts.size();
        for (byte[] p : parts) {
            out.writeBytes(words(at));
            at += 8 + p.length;
        }
        for (int i = 0; i < parts.size(); i++) {
            out.writeBytes(words(types.get(i), parts.get(i).length));
            out.writeBytes(parts.get(i));
        }
        return Bytes.wrap(out.toByteArray());
    }

    @Test
    void syntheticTableDecodes() {
        RuntimeDataPart p = RuntimeDataPart.read(synthetic(24, 3,
                new int[] {2, 1, 0, 8, 0, 0}, // LocalRootSignature "a": raw bytes [0, 8)
                new int[] {8, 3, 1, 0, 0, 0}, // SubobjectToExportsAssociation "b" -> "a", {"a", "b"}
                new int[] {5, 1, 9, 9, 9, 9})); // kind 5: not one dxc defines
        assertEquals(new Subobject.RootSignature(true, Bytes.wrap(words(2, 0))), p.subobjects().get(0).value());
        assertEquals(new Subobject.ExportsAssociation("a", List.of("a", "b")), p.subobjects().get(1).value());
        assertEquals(new Subobject.Unknown(Bytes.wrap(words(9, 9, 9, 9))), p.subobjects().get(2).value());
    }

    @Test
    void rootSignaturePastTheRawBytesIsRefusedAtItsRecord() {
        DxFormatException e = assertThrows(DxFormatException.class,
                () -> RuntimeDataPart.read(synthetic(24, 1, new int[] {1, 1, 4, 8, 0, 0})));
        assertEquals("RDAT table 6", e.where());
        assertEquals(16, e.offset()); // the offset/size pair of the first record (table header 8 + 8)
        DxFormatException huge = assertThrows(DxFormatException.class,
                () -> RuntimeDataPart.read(synthetic(24, 1, new int[] {1, 1, 0xFFFF_FFF0, 0x20, 0, 0})));
        assertEquals(16, huge.offset());
    }

    @Test
    void recordCountPastTheTableIsRefused() {
        DxFormatException e = assertThrows(DxFormatException.class,
                () -> RuntimeDataPart.read(synthetic(24, 0x7FFF_FFFF, new int[] {0, 1, 0, 0, 0, 0})));
        assertEquals(0, e.offset()); // the table's record count
    }

    @Test
    void strideShorterThanTheKindIsRefused() {
        DxFormatException e = assertThrows(DxFormatException.class,
                () -> RuntimeDataPart.read(synthetic(12, 1, new int[] {11, 1, 0})));
        assertTrue(e.detail().contains("HitGroup record of at least 24 bytes"), e.getMessage());
        assertEquals(8, e.offset());
    }

    @Test
    void exportsAndStringsPastTheirPartsAreRefused() {
        DxFormatException index = assertThrows(DxFormatException.class,
                () -> RuntimeDataPart.read(synthetic(24, 1, new int[] {8, 1, 1, 99, 0, 0})));
        assertEquals("RDAT index arrays", index.where());
        assertEquals(99 * 4, index.offset());
        DxFormatException string = assertThrows(DxFormatException.class,
                () -> RuntimeDataPart.read(synthetic(24, 1, new int[] {11, 1, 0, 1, 0x1000, 1})));
        assertEquals("RDAT strings", string.where());
        assertEquals(0x1000, string.offset());
    }
}
