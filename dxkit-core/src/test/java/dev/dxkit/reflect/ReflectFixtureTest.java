package dev.dxkit.reflect;

import dev.dxkit.container.Container;
import dev.dxkit.fixtures.Fixture;
import dev.dxkit.fixtures.Fixtures;
import dev.dxkit.fixtures.Golden;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * dxkit's reflection of the fixtures that have the oracle's reflect text ({@code fixtures/reflect/<id>.txt}:
 * {@code d3dc reflect} for DXBC, {@code dxcc reflect} for DXIL) printed as the same facts and compared with it
 * whole, byte for byte: every field of the description, every getter, every constant buffer, variable, type,
 * binding and parameter. All 370 DXBC fixtures and all 131 DXIL ones (122 programs, 9 libraries).
 */
class ReflectFixtureTest {
    @Test
    void everyFixtureReflectsAsTheOracleDoes() {
        List<String> bad = new ArrayList<>();
        int compared = 0;
        for (Fixture f : Fixtures.all()) {
            if (f.reflectText().isEmpty()) {
                continue;
            }
            String expected = f.reflectText().get();
            String actual = ReflectionFacts.print(Reflector.reflect(Container.read(f.bytes())));
            compared++;
            Golden.firstDifference(expected, actual).ifPresent(d -> bad.add(f.id() + ": " + d));
        }
        assertTrue(compared >= 370 + 131, "only " + compared + " fixtures with reflect texts");
        assertEquals(List.of(), bad.stream().limit(10).toList(), bad.size() + " of " + compared + " differ");
    }
}
