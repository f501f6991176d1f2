package dev.dxkit.d3d9;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.dxkit.container.Container;
import dev.dxkit.d3d9.listing.D3d9Listing;
import dev.dxkit.text.DisasmFlags;
import dev.dxkit.fixtures.Fixture;
import dev.dxkit.fixtures.Fixtures;
import dev.dxkit.io.Bytes;
import dev.dxkit.part.Level9Part;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The {@code DBUG} comment rebuilt from a listing's {@code #line} directives and {@code // name<components>} notes:
 * for every Direct3D 9 program of the fixtures that carries debug information (raw /Zi programs and the level-9
 * programs of /Zi containers), its listing assembled and given the rebuilt comment lists back with the same
 * instructions, directives and notes, compared whole from the version line on (the raw programs' header comes
 * from their constant table, which this does not rebuild).
 */
class ListingDebugInfoTest {
    private static Bytes d3d9Program(Fixture f) {
        if (f.isRawD3d9()) {
            return Bytes.wrap(f.bytes());
        }
        Container c = Container.read(f.bytes());
        return Level9Part.read("Aon9", c.part("Aon9").orElseThrow().data()).program().bytes();
    }

    private static String body(String listing) {
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("(?m)^    [vp]s_\\d").matcher(listing);
        return m.find() ? listing.substring(m.start()) : listing;
    }

    @Test
    void everyFixtureProgramWithDebugInformationListsBackWithItsDirectivesAndNotes() {
        int n = 0;
        List<String> failures = new ArrayList<>();
        for (Fixture f : Fixtures.ofKind("d3d9", "level9")) {
            Bytes program = d3d9Program(f);
            if (D3d9Program.read(program).debugInfo().isEmpty()) {
                continue;
            }
            n++;
            String listing = D3d9Listing.print(program, DisasmFlags.NONE);
            D3d9Assembler.Result r = D3d9Assembler.assemble(listing);
            assertTrue(r.ok(), () -> f.id() + ": " + r.errors().get(0).render("listing"));
            Bytes rebuilt = ListingDebugInfo.withDebugInfo(listing, r.program(), "Microsoft (R) HLSL Shader Compiler 10.1");
            assertTrue(D3d9Program.read(rebuilt).debugInfo().isPresent(), f.id());
            String back = D3d9Listing.print(rebuilt, DisasmFlags.NONE);
            if (!body(back).equals(body(listing))) {
                failures.add(f.id());
            }
        }
        assertEquals(List.of(), failures);
        assertTrue(n >= 20, "fixture programs with debug information: " + n);
    }

    @Test
    void aTextWithoutDebugNotesGivesTheProgramItself() {
        Bytes program = D3d9Assembler.assemble("vs_2_0\ndcl_position v0\nmov oPos, v0\n").program();
        assertSame(program, ListingDebugInfo.withDebugInfo("vs_2_0\ndcl_position v0\nmov oPos, v0\n", program, ""));
    }

    @Test
    void directivesAndNotesAreReadAsTheListingPrintsThem() {
        String text = "    vs_2_0\n    dcl_position v0  // vin<0,1,2,3>\n\n#line 7 \"a.hlsl\"\n"
                + "    mov r0, v0  // ::f<0>, shade::n<2>, ::f<1>\n    mov r1, v0\n\n#line 8\n    mov oPos, r0  // ::f<0>, ::f<1>\n";
        Bytes program = D3d9Assembler.assemble(text).program();
        Bytes rebuilt = ListingDebugInfo.withDebugInfo(text, program, "");
        // #line 8 after 7: the statement between is walked away so that the directive is printed again
        String want = "    vs_2_0\n    dcl_position v0  // vin<0,1,2,3>\n\n#line 7 \"a.hlsl\"\n"
                + "    mov r0, v0  // ::f<0>, shade::n<2>, ::f<1>\n    mov r1, v0\n\n#line 8\n"
                + "    mov oPos, r0  // ::f<0>, ::f<1>\n\n// approximately 3 instruction slots used\n";
        assertEquals(want, D3d9Listing.print(rebuilt, DisasmFlags.NONE));
    }

    @Test
    void notesThatCannotBeWrittenAreRefusedWithTheLine() {
        String five = "vs_2_0\nmov r0, v0  // a<0,1,2>, b<0,1>\n";
        Bytes p = D3d9Assembler.assemble(five).program();
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> ListingDebugInfo.withDebugInfo(five, p, ""));
        assertEquals("line 2: more than four components annotated", e.getMessage());
        String noPath = "vs_2_0\n#line 3\nmov r0, v0\n";
        IllegalArgumentException e2 = assertThrows(IllegalArgumentException.class,
                () -> ListingDebugInfo.withDebugInfo(noPath, D3d9Assembler.assemble(noPath).program(), ""));
        assertEquals("line 3: #line without a path before any with one", e2.getMessage());
    }
}
