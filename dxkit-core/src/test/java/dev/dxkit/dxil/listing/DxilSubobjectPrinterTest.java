package dev.dxkit.dxil.listing;

import dev.dxkit.io.Bytes;
import dev.dxkit.part.RuntimeDataPart;
import dev.dxkit.part.Subobject;
import dev.dxkit.part.SubobjectKind;

import java.util.List;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * How the {@code ; Subobjects:} block treats what dxc's loader refuses or cannot name: the rules follow
 * dxc's LoadSubobjectsFromRDAT and PrintSubobjects (the fixtures lib_6_3_subobjects and lib_6_7_subobjects check
 * the ordinary text against dumpbin).
 */
class DxilSubobjectPrinterTest {
    private static String print(List<RuntimeDataPart.SubobjectInfo> subobjects) {
        RuntimeDataPart rdat = new RuntimeDataPart(0x10,
                List.of(new RuntimeDataPart.Section(RuntimeDataPart.SUBOBJECT_TABLE, Bytes.EMPTY)), List.of(), List.of(),
                subobjects, Bytes.EMPTY);
        StringBuilder out = new StringBuilder();
        DxilSubobjectPrinter.write(rdat, out);
        return out.toString();
    }

    private static RuntimeDataPart.SubobjectInfo info(SubobjectKind kind, String name, Subobject value) {
        return new RuntimeDataPart.SubobjectInfo(kind.code, name, value);
    }

    @Test
    void aSecondSubobjectOfOneNameIsDroppedWithAnErrorLine() {
        String text = print(List.of(
                info(SubobjectKind.RAYTRACING_PIPELINE_CONFIG, "p", new Subobject.RaytracingPipelineConfig(1)),
                info(SubobjectKind.RAYTRACING_PIPELINE_CONFIG, "p", new Subobject.RaytracingPipelineConfig(2)),
                new RuntimeDataPart.SubobjectInfo(5, "x", new Subobject.Unknown(Bytes.EMPTY))));
        assertEquals("; error occurred while loading Subobjects from RDAT.\n;\n; Subobjects:\n;\n"
                + ";  RaytracingPipelineConfig p = { MaxTraceRecursionDepth = 1 };\n;\n", text);
    }

    @Test
    void undefinedFlagBitsAndHitGroupTypesAreNamedInvalid() {
        String text = print(List.of(
                info(SubobjectKind.STATE_OBJECT_CONFIG, "s", new Subobject.StateObjectConfig(0x12)),
                info(SubobjectKind.RAYTRACING_PIPELINE_CONFIG1, "r",
                        new Subobject.RaytracingPipelineConfig1(0xFFFF_FFFFL, 0x201)),
                info(SubobjectKind.HIT_GROUP, "h", new Subobject.HitGroup(2, "", "c", ""))));
        assertEquals(";\n; Subobjects:\n;\n"
                + ";  StateObjectConfig s = { STATE_OBJECT_FLAG_ALLOW_EXTERNAL_DEPENDENCIES_ON_LOCAL_DEFINITIONS"
                + " | <invalid StateObjectFlag> };\n"
                + ";  RaytracingPipelineConfig1 r = { MaxTraceRecursionDepth = 4294967295, Flags ="
                + " <invalid RaytracingPipelineFlags> | RAYTRACING_PIPELINE_FLAG_SKIP_PROCEDURAL_PRIMITIVES };\n"
                + ";  HitGroup h = { HitGroupType = <invalid HitGroupType>, Anyhit = \"\", Closesthit = \"c\","
                + " Intersection = \"\" };\n;\n", text);
    }

    @Test
    void anEmptyTablePrintsNothing() {
        assertEquals("", print(List.of()));
    }
}
