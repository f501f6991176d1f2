package dev.dxkit.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Iterator;
import java.util.Set;
import java.util.TreeSet;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** {@code dxkit reflect}: the oracle's facts, the text for people, JSON, and one line for what cannot be read. */
class ReflectCommandTest {
    private static final Path FIXTURES = Path.of("..", "fixtures");

    @TempDir
    Path dir;

    private static String fixture(String id) {
        return FIXTURES.resolve("bin").resolve(id + ".dxbc").toString();
    }

    @Test
    void factsEqualTheOraclesText() throws Exception {
        for (String id : new String[] {"cs_5_0_blur", "cs_6_0_blur", "lib_6_3_raytracing"}) {
            Cli.Result r = Cli.run("reflect", "--facts", fixture(id));
            assertEquals(0, r.exit(), r.err());
            assertEquals(Files.readString(FIXTURES.resolve("reflect").resolve(id + ".txt"), StandardCharsets.ISO_8859_1),
                    r.out(), id);
        }
    }

    @Test
    void textIsForPeople() {
        Cli.Result r = Cli.run("reflect", fixture("cs_5_0_blur"));
        assertEquals(0, r.exit(), r.err());
        String expected = ""
                + "interface           ID3D11ShaderReflection\n"
                + "version             0x50050 (compute 5.0)\n"
                + "creator             Microsoft (R) HLSL Shader Compiler 10.1\n"
                + "flags               0x100\n"
                + "min feature level   D3D_FEATURE_LEVEL_11_0 (0xb000)\n"
                + "requires flags      0x0\n"
                + "thread group        128 x 1 x 1 = 128\n"
                + "\n"
                + "counters\n"
                + "  InstructionCount            58\n"
                + "  TempRegisterCount           5\n"
                + "  DclCount                    2\n"
                + "  TextureLoadInstructions     3\n"
                + "  FloatInstructionCount       8\n"
                + "  IntInstructionCount         16\n"
                + "  UintInstructionCount        4\n"
                + "  StaticFlowControlCount      1\n"
                + "  DynamicFlowControlCount     4\n"
                + "  cBarrierInstructions        1\n"
                + "  cTextureStoreInstructions   1\n"
                + "  MovInstructionCount         6\n"
                + "  MovcInstructionCount        3\n"
                + "  ConversionInstructionCount  2\n"
                + "\n"
                + "cbuffer BlurParams (16 bytes)\n"
                + "  offset  size  flags  type   name\n"
                + "  0       8     0x2    uint2  Size\n"
                + "  8       4     0x2    int    Radius\n"
                + "  12      4     0x2    int    Horizontal\n"
                + "\n"
                + "bound resources\n"
                + "  name        type         return  dimension  samples  bind  count  space  id  flags\n"
                + "  Input       TEXTURE      FLOAT   TEXTURE2D  -        0     1      0      0   0xd\n"
                + "  Output      UAV_RWTYPED  FLOAT   TEXTURE2D  -        0     1      0      0   0xd\n"
                + "  BlurParams  CBUFFER      -       UNKNOWN    0        0     1      0      0   0x1\n";
        assertEquals(expected, r.out());
    }

    @Test
    void jsonHasTheStructsFieldsAndTheEnumerationsNames() throws Exception {
        Cli.Result r = Cli.run("reflect", "--json", fixture("cs_5_0_blur"), fixture("ps_6_0_lighting"));
        assertEquals(0, r.exit(), r.err());
        JsonNode docs = new ObjectMapper().readTree(r.out());
        assertEquals(2, docs.size());
        JsonNode blur = docs.get(0);
        assertEquals(0x50050, blur.get("Version").asInt());
        assertEquals("D3D_FEATURE_LEVEL_11_0", blur.get("MinFeatureLevelName").asText());
        assertEquals(128, blur.get("ThreadGroupSize").get("Total").asInt());
        JsonNode input = blur.get("boundResources").get(0);
        assertEquals("Input", input.get("Name").asText());
        assertEquals("D3D_SIT_TEXTURE", input.get("TypeName").asText());
        assertEquals("D3D_SRV_DIMENSION_TEXTURE2D", input.get("DimensionName").asText());
        assertEquals(4294967295L, input.get("NumSamples").asLong());
        JsonNode size = blur.get("constantBuffers").get(0).get("variables").get(0);
        assertEquals("Size", size.get("Name").asText());
        assertEquals("uint2", size.get("type").get("Name").asText());
        assertEquals("D3D_SVT_UINT", size.get("type").get("TypeName").asText());
        assertEquals("ID3D12ShaderReflection", docs.get(1).get("Interface").asText());
        assertTrue(docs.get(1).get("inputParameters").size() > 0);
        assertEquals("SV_POSITION", docs.get(1).get("inputParameters").get(0).get("SemanticName").asText());
    }

    /** docs/reflect-schema.md names every field the JSON of a DXBC program, a DXIL program and a library holds. */
    @Test
    void schemaDocNamesEveryField() throws Exception {
        String doc = Files.readString(Path.of("..", "docs", "reflect-schema.md"), StandardCharsets.UTF_8);
        Cli.Result r = Cli.run("reflect", "--json", fixture("hs_5_0_fork"), fixture("gs_5_0_adj"), fixture("ps_6_0_lighting"),
                fixture("lib_6_3_raytracing"), fixture("cs_6_0_sb_layout"));
        assertEquals(0, r.exit(), r.err());
        Set<String> keys = new TreeSet<>();
        collect(new ObjectMapper().readTree(r.out()), keys);
        for (String k : keys) {
            assertTrue(doc.contains("`" + k + "`") || doc.contains("`" + k + "[]`"), "field " + k + " undocumented");
        }
    }

    private static void collect(JsonNode n, Set<String> keys) {
        if (n.isObject()) {
            for (Iterator<String> it = n.fieldNames(); it.hasNext(); ) {
                String k = it.next();
                keys.add(k);
                collect(n.get(k), keys);
            }
        } else if (n.isArray()) {
            n.forEach(e -> collect(e, keys));
        }
    }

    @Test
    void badInputGetsOneLineAndTheOthersAreStillReflected() throws Exception {
        Path bad = dir.resolve("bad.dxbc");
        Files.write(bad, "DXBCjunk".getBytes(StandardCharsets.US_ASCII));
        Cli.Result r = Cli.run("reflect", "--facts", bad.toString(), fixture("cs_5_0_blur"));
        assertEquals(1, r.exit());
        assertEquals("dxkit: " + bad + ": container @0x0000: need 32 bytes for the container header, 8 left\n",
                r.err());
        assertTrue(r.out().startsWith("#file " + fixture("cs_5_0_blur")
                + "\nVersion=0x00050050\n"), r.out());
        Cli.Result missing = Cli.run("reflect", dir.resolve("none.dxbc").toString());
        assertEquals(3, missing.exit());
        assertEquals("dxkit: " + dir.resolve("none.dxbc") + ": no such file\n", missing.err());
    }
}
