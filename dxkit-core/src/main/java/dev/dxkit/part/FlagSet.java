package dev.dxkit.part;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * A bit-flag word in a part tree: the number as stored and the names of its bits in bit order; a bit the
 * header does not name shows as its hex value ({@code 0x40}). Text prints the names joined by {@code |}
 * ({@code 0} when no bit is set); JSON gives {@code {"value": …, "names": […]}}.
 *
 * @param value the word as stored
 * @param names one name per set bit, low bit first
 */
public record FlagSet(long value, List<String> names) {
    /**
     * Copies {@code names}, so that the collection it was given cannot change the record.
     *
     * @param value the word as stored
     * @param names one name per set bit, low bit first
     */
    public FlagSet {
        names = List.copyOf(names);
    }

    /**
     * The set bits of {@code value} named by {@code bitNames}: entry {@code i} names bit {@code i} (null or
     * past the end: unnamed), each name written after {@code prefix}.
     */
    public static FlagSet of(long value, String prefix, String... bitNames) {
        List<String> out = new ArrayList<>();
        for (int b = 0; b < 64; b++) {
            if ((value >>> b & 1) != 0) {
                out.add(b < bitNames.length && bitNames[b] != null ? prefix + bitNames[b]
                        : String.format(Locale.ROOT, "0x%x", 1L << b));
            }
        }
        return new FlagSet(value, out);
    }

    @Override
    public String toString() {
        return names.isEmpty() ? "0" : String.join(" | ", names);
    }
}
