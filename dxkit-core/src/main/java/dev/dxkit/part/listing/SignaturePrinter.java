package dev.dxkit.part.listing;

import dev.dxkit.part.ComponentType;
import dev.dxkit.part.MinPrecision;
import dev.dxkit.part.SignatureElement;
import dev.dxkit.part.SignaturePart;
import dev.dxkit.part.SystemValue;
import dev.dxkit.text.TextSink;

import java.util.List;
import java.util.Optional;

/**
 * A signature table of the listing header:
 * <pre>
 * // Name                 Index   Mask Register SysValue  Format   Used
 * // -------------------- ----- ------ -------- -------- ------- ------
 * // TEXCOORD                 0   xy          0     NONE   float   xy
 * </pre>
 * Masks are positional ({@code "  zw"}). Elements in special registers (depth, coverage, stencil reference,
 * primitive id) have no mask: N/A, the register's name and YES in the Used column.
 */
public final class SignaturePrinter {
    private SignaturePrinter() {
    }

    /** The column heads under the title, as one run of lines (the sink's line end is {@code \n}). */
    private static final String COLUMNS = """
            //
            // Name                 Index   Mask Register SysValue  Format   Used
            // -------------------- ----- ------ -------- -------- ------- ------
            """;

    /** The header's signature tables: each one's title, and its title and column heads as one run of bytes. */
    public enum Table {
        PATCH("Patch Constant"), INPUT("Input"), OUTPUT("Output");

        final String title;
        final byte[] head;

        Table(String title) {
            this.title = title;
            this.head = TextSink.latin1("//\n// " + title + " signature:\n" + COLUMNS);
        }
    }

    public static void print(Table table, SignaturePart sig, boolean input, TextSink out) {
        out.append(table.head);
        List<SignatureElement> elements = sig == null ? List.of() : sig.elements();
        if (elements.isEmpty()) {
            out.append("// no ").line(table.title);      // and no closing line
            return;
        }
        // stream prefixes (m1:COLOR) only where some element is on a stream other than 0
        boolean streams = false;
        for (SignatureElement e : elements) {
            streams |= e.stream() != 0;
        }
        for (SignatureElement e : elements) {
            row(e, streams, input, out);
        }
        out.line("//");
    }

    private static void row(SignatureElement e, boolean streams, boolean input, TextSink out) {
        out.append("// ");
        String name = e.semanticName();
        if (streams && !input) {
            // geometry output streams: m0:SV_POSITION
            out.append('m').append(e.stream()).append(':').append(name)
                    .repeat(' ', 20 - 2 - TextSink.decimalDigits(e.stream()) - name.length());
        } else {
            out.padRight(name, 20);
        }
        out.append(' ').padLeft(e.semanticIndex(), 5);
        String sv = sysValue(e);
        String format = format(e);
        String special = e.register() == 0xFFFF_FFFFL ? specialRegister(sv) : null;
        if (special != null) {
            out.append("    N/A ").padLeft(special, 8).append(' ').padLeft(sv, 8).append(' ').padLeft(format, 7)
                    .append("    YES");
        } else {
            int used = input ? e.readWriteMask() : e.mask() & ~e.readWriteMask() & 0xF;
            out.append("   ").append(positional(e.mask())).append(' ').padLeft(e.register(), 8)
                    .append(' ').padLeft(sv, 8).append(' ').padLeft(format, 7).append("   ").append(positional(used));
        }
        out.newline();
    }

    /** The SysValue column: the stored code, or for pixel outputs the one the semantic name selects. */
    public static String sysValue(SignatureElement e) {
        String n = e.semanticName();
        // every semantic that selects one starts "SV_" (most names, TEXCOORD and the like, do not)
        if (e.systemValue() == 0 && n.length() >= 3 && (n.charAt(0) | 0x20) == 's' && (n.charAt(1) | 0x20) == 'v'
                && n.charAt(2) == '_') {
            // compared ignoring case (the names are ASCII; no other Latin-1 letter upper-cases into ASCII)
            for (SystemValue v : PIXEL_OUTPUTS) {
                if (n.equalsIgnoreCase(v.semantic)) {
                    return v.shortName;
                }
            }
            if (n.regionMatches(true, 0, "SV_TARGET", 0, 9)) {
                return SystemValue.TARGET.shortName;
            }
        }
        Optional<SystemValue> v = SystemValue.byCode(e.systemValue());
        return v.isPresent() ? v.get().shortName : Long.toString(e.systemValue());
    }

    /** The system values of codes 64 and up, which a pixel output selects by its semantic name. */
    private static final SystemValue[] PIXEL_OUTPUTS = pixelOutputs();

    private static SystemValue[] pixelOutputs() {
        // a loop, not a stream: a stream's lambdas cost a one-shot listing their bootstrap
        java.util.List<SystemValue> l = new java.util.ArrayList<>();
        for (SystemValue v : SystemValue.values()) {
            if (v.code >= 64) {
                l.add(v);
            }
        }
        return l.toArray(new SystemValue[0]);
    }

    private static String format(SignatureElement e) {
        if (e.minPrecision() != 0) {
            Optional<MinPrecision> p = MinPrecision.byCode(e.minPrecision());
            return p.isPresent() ? p.get().formatName : "unknown";
        }
        Optional<ComponentType> t = ComponentType.byCode(e.componentType());
        return t.isPresent() ? t.get().formatName : "unknown";
    }

    /** The name of the special register of an element with no register (0xffffffff) and system value {@code sv}. */
    private static String specialRegister(String sv) {
        return switch (sv) {
            case "DEPTH" -> "oDepth";
            case "DEPTHLE" -> "oDepthLE";
            case "DEPTHGE" -> "oDepthGE";
            case "COVERAGE" -> "oMask";
            case "STENCILREF" -> "   oStencilRef";   // D3DDisassemble's own padding
            case "PRIMID" -> "primID";
            case "INNERCOV" -> "vInnerCoverage";
            default -> "N/A";
        };
    }

    /** {@code mask} as four columns, a letter where the bit is set: {@code "x z "}. */
    public static String positional(int mask) {
        return POSITIONAL[mask & 0xF];
    }

    private static final String[] POSITIONAL = new String[16];

    static {
        for (int mask = 0; mask < 16; mask++) {
            char[] c = {' ', ' ', ' ', ' '};
            for (int i = 0; i < 4; i++) {
                if ((mask & 1 << i) != 0) {
                    c[i] = "xyzw".charAt(i);
                }
            }
            POSITIONAL[mask] = new String(c);
        }
    }
}
