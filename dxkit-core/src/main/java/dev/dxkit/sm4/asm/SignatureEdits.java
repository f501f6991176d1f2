package dev.dxkit.sm4.asm;

import dev.dxkit.container.Container;
import dev.dxkit.container.PartEntry;
import dev.dxkit.io.DxFormatException;
import dev.dxkit.part.PartDecoder;
import dev.dxkit.part.SignatureElement;
import dev.dxkit.part.SignaturePart;

import java.util.ArrayList;
import java.util.List;

/**
 * The signature tables a listing edited, taken into the container it is assembled over ({@code dxkit asm --base}):
 * after {@link ProgramSwap} has put the program in, each input, output or patch-constant table of the text is
 * compared with the base's part of that kind as the listing shows it (every column of every row); a table that
 * differs (a row edited, added or removed) replaces the part, built from the table as {@link HeaderRebuild} builds it
 * without a base, in the part's place in the directory. A table the text shows as the base lists it leaves the part
 * as it is, byte for byte (what the listing does not show, such as where the names are stored, kept); a table the
 * text leaves out leaves the part alone too. The container is then re-signed as fxc signs one with its program.
 */
public final class SignatureEdits {
    private SignatureEdits() {
    }

    /** The part kinds of each table, the one fxc writes first. */
    private static final String[][] KINDS = {{"ISGN", "ISG1"}, {"OSGN", "OSG5", "OSG1"}, {"PCSG", "PSG1"}};
    private static final String[] TITLES = {"Input", "Output", "Patch Constant"};

    /**
     * {@code swapped} (the base container with the program of {@code assembly} in it) with the signature parts the
     * text {@code text} edited replaced; each replacement named in {@code notes}. {@code original} is the base as it
     * was read (whose parts the text is compared with).
     */
    public static Container apply(CharSequence text, Sm4Assembly assembly, Container original, Container swapped,
            List<String> notes) {
        // the text's tables alone, written as the rebuild without a base writes them (nothing else rebuilt)
        java.util.Map<String, SignaturePart> tables = HeaderRebuild.signatureTables(text, assembly);
        Container result = swapped;
        boolean changed = false;
        for (int k = 0; k < TITLES.length; k++) {
            SignaturePart mine = tables.get(TITLES[k]);
            if (mine == null) {
                continue;
            }
            PartEntry base = family(original.parts(), KINDS[k]);
            List<SignatureElement> was;
            try {
                was = base == null ? List.of() : elements(base);
            } catch (DxFormatException e) {
                // a base part that does not decode: the text cannot be compared with it, and it is kept
                continue;
            }
            List<SignatureElement> now = mine.elements();
            if (listedAlike(was, now, k == 0 || k == 2 && isDomain(assembly))) {
                continue;
            }
            result = replaced(result, base, mine);
            changed = true;
            notes.add("the " + TITLES[k].toLowerCase(java.util.Locale.ROOT) + " signature taken from the text's table "
                    + "(it differs from the base's " + (base == null ? "none" : base.kind()) + "): "
                    + now.size() + " element" + (now.size() == 1 ? "" : "s"));
        }
        if (!changed) {
            return swapped;
        }
        return Container.read(ProgramSwap.signed(result.toBytes(), assembly.program()));
    }

    private static boolean isDomain(Sm4Assembly a) {
        return a.version() != null && a.version().type() == dev.dxkit.sm4.ProgramType.DOMAIN;
    }

    /** The first part of one of {@code kinds} in {@code parts}, or null. */
    private static PartEntry family(List<PartEntry> parts, String[] kinds) {
        for (PartEntry p : parts) {
            for (String k : kinds) {
                if (p.kind().equals(k)) {
                    return p;
                }
            }
        }
        return null;
    }

    private static List<SignatureElement> elements(PartEntry p) {
        return ((SignaturePart) PartDecoder.decode(p.kind(), p.data())).elements();
    }

    /**
     * Whether two tables list alike: every column the listing prints (the stream, the name, the index, the mask, the
     * register, the system value, the format, the components used; for an element in a special register, no mask,
     * register or used components), element by element.
     */
    private static boolean listedAlike(List<SignatureElement> a, List<SignatureElement> b, boolean input) {
        if (a.size() != b.size()) {
            return false;
        }
        for (int i = 0; i < a.size(); i++) {
            if (!view(a.get(i), input).equals(view(b.get(i), input))) {
                return false;
            }
        }
        return true;
    }

    /** The columns of an element's row. */
    private static List<Object> view(SignatureElement e, boolean input) {
        boolean special = e.register() == 0xFFFF_FFFFL;
        long format = e.minPrecision() != 0 ? 0x100 | e.minPrecision() : e.componentType();
        List<Object> v = new ArrayList<>(List.of(e.stream(), e.semanticName(), e.semanticIndex(),
                e.reflectedSystemValue(), format, special));
        if (!special) {
            v.add(e.mask() & 0xF);
            v.add(e.register());
            v.add(input ? e.readWriteMask() & 0xF : e.mask() & ~e.readWriteMask() & 0xF);
        }
        return v;
    }

    /** {@code c} with {@code base} (or, when null, nothing) replaced by {@code mine}, in base's place. */
    private static Container replaced(Container c, PartEntry base, SignaturePart mine) {
        if (base == null || base.kind().equals(mine.fourCC())) {
            // (withPart appends a kind the container does not have)
            return c.withPart(mine.fourCC(), mine.original());
        }
        int at = c.parts().stream().map(PartEntry::kind).toList().indexOf(base.kind());
        return c.withoutPart(base.kind()).withPartAt(at, mine.fourCC(), mine.original());
    }
}
