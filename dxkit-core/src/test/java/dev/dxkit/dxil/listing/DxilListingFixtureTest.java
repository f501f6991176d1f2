package dev.dxkit.dxil.listing;

import dev.dxkit.container.Container;
import dev.dxkit.fixtures.Fixture;
import dev.dxkit.fixtures.Fixtures;
import dev.dxkit.fixtures.Golden;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * DXIL listings of the project's own fixtures (compiled by dxc 1.9) against {@code dxc -dumpbin}, compared
 * whole: every one must be identical, the {@code -Zi} builds' debug modules included. A failure names every
 * fixture that differs, with its first difference.
 */
class DxilListingFixtureTest {

    @Test
    void dxilFixtureListingsAreDumpbinsText() throws Exception {
        int same = 0;
        int total = 0;
        List<String> differ = new ArrayList<>();
        for (Fixture f : Fixtures.ofKind("dxil")) {
            Optional<String> want = f.dumpbinText();
            if (want.isEmpty()) {
                continue;
            }
            total++;
            String got;
            try {
                got = DxilListing.list(Container.read(f.bytes()));
            } catch (RuntimeException e) {
                differ.add(f.id() + ": " + e.getMessage());
                continue;
            }
            Optional<String> diff = Golden.firstDifference(want.get(), got);
            if (diff.isEmpty()) {
                same++;
            } else {
                differ.add(f.id() + ": " + diff.get().lines().findFirst().orElse(""));
            }
        }
        System.out.println("DXIL fixture listings identical to dxc -dumpbin: " + same + " of " + total);
        differ.forEach(d -> System.out.println("  differs " + d));
        assertTrue(total >= 100, "expected the DXIL fixtures, found " + total);
        assertTrue(same == total, same + " of " + total + " identical:\n" + String.join("\n", differ));
    }
}
