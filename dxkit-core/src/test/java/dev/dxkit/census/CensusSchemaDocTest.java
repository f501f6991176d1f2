package dev.dxkit.census;

import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertTrue;

/** docs/census-schema.md names every measure and table the JSON holds, and the schema version. */
class CensusSchemaDocTest {
    @Test
    void documentsEveryKey() throws Exception {
        Path doc = Path.of("..", "docs", "census-schema.md");
        String text = Files.readString(doc, StandardCharsets.UTF_8);
        assertTrue(text.contains("`" + CensusJson.SCHEMA + "`"), "schema name");
        for (Measure m : Measure.values()) {
            assertTrue(text.contains("| `" + m.key() + "` |"), "measure " + m.key() + " undocumented");
        }
        for (Table t : Table.values()) {
            assertTrue(text.contains("| `" + t.key() + "` |"), "table " + t.key() + " undocumented");
        }
    }
}
