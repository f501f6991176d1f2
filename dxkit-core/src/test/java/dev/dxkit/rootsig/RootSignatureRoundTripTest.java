package dev.dxkit.rootsig;

import dev.dxkit.part.RootSignaturePart;
import dev.dxkit.part.RootSignaturePart.Parameter;
import dev.dxkit.part.RootSignaturePart.Range;
import dev.dxkit.part.RootSignaturePart.StaticSampler;
import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * Seeded random root signatures (every element, field, flag and enumeration value, any float bit pattern the
 * language can spell), each serialized, printed and compiled back: the part must come back byte for byte.
 */
class RootSignatureRoundTripTest {
    private static final int[] DATA_FLAGS = {0, 2, 4, 8};
    private static final int[] RANGE_FLAGS = {0, 1, 2, 4, 8, 0x10000, 1 | 2, 1 | 4, 0x10000 | 8, 0x10000 | 2, 0x10000 | 1};
    private static final int[] FILTERS = filters();

    private static int[] filters() {
        List<Integer> f = new ArrayList<>();
        for (Keyword k : Keyword.values()) {
            if (k.group() == Keyword.Group.FILTER) {
                f.add(k.value());
            }
        }
        return f.stream().mapToInt(Integer::intValue).toArray();
    }

    private static float anyFloat(SplittableRandom r) {
        for (;;) {
            float f = switch (r.nextInt(4)) {
                case 0 -> Float.intBitsToFloat(r.nextInt());
                case 1 -> r.nextInt(-1000, 1000) / 8.0f;
                case 2 -> (float) r.nextDouble(-1e6, 1e6);
                default -> r.nextBoolean() ? Float.MAX_VALUE : -Float.MAX_VALUE;
            };
            if (!Float.isNaN(f) && !Float.isInfinite(f)) {
                return f;
            }
        }
    }

    static RootSignaturePart random(SplittableRandom r) {
        int version = 1 + r.nextInt(3);
        int flags = r.nextInt(0x1000);
        List<Parameter> params = new ArrayList<>();
        int n = r.nextInt(7);
        for (int i = 0; i < n; i++) {
            long space = i + 1; // each parameter in a space of its own: no overlaps
            int vis = r.nextInt(8);
            switch (r.nextInt(5)) {
                case 0 -> {
                    boolean samplers = r.nextBoolean();
                    List<Range> ranges = new ArrayList<>();
                    int k = 1 + r.nextInt(4);
                    long base = r.nextInt(100);
                    for (int j = 0; j < k; j++) {
                        boolean last = j == k - 1;
                        long count = last && r.nextInt(4) == 0 ? 0xFFFF_FFFFL : 1 + r.nextInt(10);
                        int type = samplers ? 3 : r.nextInt(3);
                        int f = version == 1 ? 0 : type == 3 ? (r.nextBoolean() ? 1 : 0) : RANGE_FLAGS[r.nextInt(RANGE_FLAGS.length)];
                        long offset = r.nextInt(3) == 0 ? 1000L * j + r.nextInt(100) : 0xFFFF_FFFFL;
                        if (offset == 0xFFFF_FFFFL && j > 0 && ranges.get(j - 1).count() == 0xFFFF_FFFFL) {
                            offset = 5000;
                        }
                        ranges.add(new Range(type, count, base, space, f, offset));
                        base += count == 0xFFFF_FFFFL ? 0 : count;
                    }
                    params.add(new Parameter(0, vis, ranges, 0, 0, 0, 0));
                }
                case 1 -> params.add(new Parameter(1, vis, List.of(), r.nextInt(1000), space, r.nextLong(0x1_0000_0000L), 0));
                default -> params.add(new Parameter(2 + r.nextInt(3), vis, List.of(), r.nextLong(0x1_0000_0000L), space, 0,
                        version == 1 ? 0 : DATA_FLAGS[r.nextInt(4)]));
            }
        }
        List<StaticSampler> samplers = new ArrayList<>();
        int m = r.nextInt(4);
        for (int i = 0; i < m; i++) {
            int filter = FILTERS[r.nextInt(FILTERS.length)];
            boolean comparison = (filter & 0x180) == 0x80;
            float bias = r.nextInt(3) == 0 ? 0 : (float) r.nextDouble(-16, 15.99);
            samplers.add(new StaticSampler(filter, 1 + r.nextInt(5), 1 + r.nextInt(5), 1 + r.nextInt(5), bias,
                    r.nextInt(17), comparison ? 1 + r.nextInt(8) : r.nextInt(9), r.nextInt(5),
                    r.nextInt(3) == 0 ? 0 : anyFloat(r), r.nextInt(3) == 0 ? Float.MAX_VALUE : anyFloat(r),
                    r.nextInt(100), 1000 + i, r.nextInt(8), version == 3 ? r.nextInt(4) : 0));
        }
        return RootSignatureWriter.write(version, flags, params, samplers);
    }

    @Test
    void randomRootSignaturesComeBackByteForByte() {
        SplittableRandom r = new SplittableRandom(21);
        for (int i = 0; i < 3000; i++) {
            RootSignaturePart part = random(r);
            String text = RootSignaturePrinter.print(part);
            RootSignaturePart back = RootSignatureCompiler.compile("random.hlsl", text.getBytes(StandardCharsets.ISO_8859_1),
                    null, part.version());
            assertEquals(part.encode(), back.encode(), () -> "case " + text);
            assertEquals(part, RootSignatureWriter.rewrite(RootSignaturePart.read(back.encode())));
        }
    }
}
