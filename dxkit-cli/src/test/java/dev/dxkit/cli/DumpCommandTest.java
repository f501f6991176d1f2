package dev.dxkit.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.dxkit.container.ContainerWriter;
import dev.dxkit.container.PartEntry;
import dev.dxkit.io.Bytes;
import dev.dxkit.io.LittleEndian;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

class DumpCommandTest {
    @TempDir
    Path dir;

    /** An OSGN with one element, SV_Target in register 2, written as fxc lays it out. */
    static byte[] osgn() {
        byte[] b = new byte[44];
        LittleEndian.putI32(b, 0, 1);          // count
        LittleEndian.putI32(b, 4, 8);          // first record
        LittleEndian.putI32(b, 8, 32);         // name offset
        LittleEndian.putI32(b, 20, 3);         // float
        LittleEndian.putI32(b, 24, 2);         // register
        b[28] = 0xf;                           // mask xyzw
        byte[] name = "SV_Target".getBytes(StandardCharsets.US_ASCII);
        System.arraycopy(name, 0, b, 32, name.length);
        b[42] = (byte) 0xab;
        b[43] = (byte) 0xab;
        return b;
    }

    Path container() throws Exception {
        byte[] stat = new byte[116];
        LittleEndian.putI32(stat, 0, 5);
        byte[] sfi0 = new byte[8];
        sfi0[0] = 0x11;                        // doubles, minimum precision
        Path p = dir.resolve("a.dxbc");
        Files.write(p, ContainerWriter.write(List.of(PartEntry.of("OSGN", Bytes.wrap(osgn())),
                PartEntry.of("ISGN", Bytes.ascii("junk")), PartEntry.of("SFI0", Bytes.wrap(sfi0)),
                PartEntry.of("STAT", Bytes.wrap(stat)))));
        return p;
    }

    @Test
    void textShowsDecodedPartsAndWhyOthersAreRaw() throws Exception {
        Path p = container();
        Cli.Result r = Cli.run("dump", "--part", "OSGN", "--part", "ISGN", "--part", "SFI0", p.toString());
        assertEquals(0, r.exit(), r.err());
        String expected = "path: " + p + "\n"
                + "parts:\n"
                + "  - kind: OSGN\n"
                + "    offset: 48\n"
                + "    size: 44\n"
                + "    elements:\n"
                + "      - semanticName: SV_Target\n"
                + "        semanticIndex: 0\n"
                + "        systemValue: D3D_NAME_UNDEFINED\n"
                + "        componentType: D3D_REGISTER_COMPONENT_FLOAT32\n"
                + "        register: 2\n"
                + "        mask: xyzw\n"
                + "        readWriteMask: \"\"\n"
                + "        stream: 0\n"
                + "        minPrecision: D3D_MIN_PRECISION_DEFAULT\n"
                + "  - kind: ISGN\n"
                + "    offset: 100\n"
                + "    size: 4\n"
                + "    raw: ISGN @0x0000: element count at most 0, found 1802401130\n"
                + "  - kind: SFI0\n"
                + "    offset: 112\n"
                + "    size: 8\n"
                + "    features: DOUBLES | MINIMUM_PRECISION\n";
        assertEquals(expected, r.out());
    }

    @Test
    void jsonHasStableFieldNames() throws Exception {
        Cli.Result r = Cli.run("dump", "--json", container().toString());
        assertEquals(0, r.exit(), r.err());
        JsonNode parts = new ObjectMapper().readTree(r.out()).get("parts");
        assertEquals(4, parts.size());
        assertEquals("SV_Target", parts.get(0).get("elements").get(0).get("semanticName").asText());
        assertEquals(2, parts.get(0).get("elements").get(0).get("register").asInt());
        // an enumeration gives its header name and its number
        assertEquals("D3D_REGISTER_COMPONENT_FLOAT32",
                parts.get(0).get("elements").get(0).get("componentType").get("name").asText());
        assertEquals(3, parts.get(0).get("elements").get(0).get("componentType").get("value").asInt());
        assertEquals(0x11, parts.get(2).get("features").get("value").asInt());
        assertEquals("MINIMUM_PRECISION", parts.get(2).get("features").get("names").get(1).asText());
        assertEquals(5, parts.get(3).get("words").get("InstructionCount").asInt());
        assertEquals(29, parts.get(3).get("words").size());          // the Shader Model 4 form
        assertEquals(false, parts.get(3).get("words").get("IsSampleFrequencyShader").asBoolean(true));
    }

    @Test
    void severalFilesGiveOneArrayAndADamagedOneOneLine() throws Exception {
        Path good = container();
        Path bad = dir.resolve("bad.dxbc");
        Files.write(bad, "DXBC not really a container".getBytes(StandardCharsets.US_ASCII));
        Cli.Result r = Cli.run("dump", "--json", good.toString(), bad.toString());
        assertEquals(1, r.exit());
        assertEquals("dxkit: " + bad + ": container @0x0000: need 32 bytes for the container header, 27 left\n",
                r.err());
        JsonNode docs = new ObjectMapper().readTree(r.out());
        assertEquals(2, docs.size());
        assertEquals(good.toString(), docs.get(0).get("path").asText());
        assertEquals(4, docs.get(0).get("parts").size());
        assertEquals(bad.toString(), docs.get(1).get("path").asText());
        assertEquals("container @0x0000: need 32 bytes for the container header, 27 left",
                docs.get(1).get("error").asText());
    }

    /** A cut fx_5_0 .fxo (the FX11 data alone): one line naming the file and the byte, exit 1, no stack trace. */
    @Test
    void aDamagedEffectFileIsOneLine() throws Exception {
        byte[] whole = Files.readAllBytes(DisCommandTest.fixtures().resolve("effects/bin/fx_5_0_groups.fxo"));
        Path p = dir.resolve("cut.fxo");
        Files.write(p, java.util.Arrays.copyOf(whole, 3000));
        Cli.Result r = Cli.run("dump", p.toString());
        assertEquals(1, r.exit());
        assertEquals("dxkit: " + p + ": FX11 @0x0060: need 3837 bytes for unstructured block of 3837 bytes, 2904 left\n",
                r.err());
    }
}
