package dev.dxkit.sm4.asm;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

/**
 * {@link NameTable} finds each of its names where it stands in a buffer, by the packed key the one-pass reading
 * computes too, and nothing else: names that share their last eight characters and length, prefixes, longer words,
 * characters outside ASCII.
 */
class NameTableTest {
    private static final String[] NAMES = {"mov", "mad", "r", "cb", "dcl_input_ps_siv", "dcl_output_ps_siv",
        "first_indexable", "other_indexable", "sample_indexable", "x_indexable", "abcdefgh", "vDomain"};

    @Test
    void everyNameIsFoundWhereItStandsAndByItsKey() {
        NameTable table = new NameTable(NAMES);
        for (int k = 0; k < NAMES.length; k++) {
            char[] buffer = ("  " + NAMES[k] + " r0").toCharArray();
            int to = 2 + NAMES[k].length();
            assertEquals(k, table.find(buffer, 2, to), NAMES[k]);
            assertEquals(k, table.find(buffer, 2, to, NameTable.key(buffer, 2, to)), NAMES[k]);
            assertEquals(NAMES[k], table.name(k));
        }
    }

    @Test
    void nothingElseIsFound() {
        NameTable table = new NameTable(NAMES);
        // the same last eight characters and length as first_indexable and other_indexable, another head
        for (String s : new String[] {"fixst_indexable", "Other_indexable", "mo", "movc", "bcdefgh", "abcdefghi",
            "aabcdefgh", "dcl_input_ps_sgv", "", "vdomain", "cb0", "mov\u0100", "\u00e9abcdefgh"}) {
            char[] buffer = s.toCharArray();
            assertEquals(-1, table.find(buffer, 0, buffer.length), s);
        }
    }

    @Test
    void aNameTwiceOrOutsideAsciiIsRefused() {
        assertThrows(IllegalArgumentException.class, () -> new NameTable(new String[] {"mov", "mad", "mov"}));
        assertThrows(IllegalArgumentException.class, () -> new NameTable(new String[] {"mov", "caf\u00e9"}));
    }
}
