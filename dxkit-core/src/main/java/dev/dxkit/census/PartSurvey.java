package dev.dxkit.census;

import dev.dxkit.container.Container;
import dev.dxkit.container.PartEntry;
import dev.dxkit.part.Part;
import dev.dxkit.part.PartDecoder;
import dev.dxkit.part.RawPart;
import dev.dxkit.part.Sfi0Part;
import dev.dxkit.part.SignatureElement;
import dev.dxkit.part.SignaturePart;

/**
 * What the part decoders read: signature records per part kind with the values of their stream and
 * minimum-precision columns (the spec finds both 0 in every shipped record), the SFI0 feature bits, and the
 * parts a decoder refused. Only these kinds are decoded; RDEF and the rest stay undecoded in a census.
 */
public final class PartSurvey implements Survey {
    /** The survey of signature and SFI0 parts. */
    public PartSurvey() {
    }

    @Override
    public void survey(Container c, Program program, Tally t) {
        for (PartEntry p : c.parts()) {
            String kind = p.kind();
            switch (kind) {
                case "ISGN", "OSGN", "PCSG", "OSG5", "ISG1", "OSG1", "PSG1", "SFI0" -> decoded(kind, p, t);
                default -> {
                }
            }
        }
    }

    private static void decoded(String kind, PartEntry p, Tally t) {
        Part part = PartDecoder.decode(kind, p.data());
        if (part instanceof RawPart) {
            t.count(Table.RAW_PARTS, kind);
        } else if (part instanceof SignaturePart s) {
            t.add(Measure.SIGNATURE_RECORDS, s.elements().size());
            t.count(Table.SIGNATURES, kind, s.elements().size());
            for (SignatureElement e : s.elements()) {
                if (s.hasStreams()) {
                    t.count(Table.SIGNATURE_COLUMNS, "stream " + e.stream());
                }
                if (s.hasMinPrecision()) {
                    t.count(Table.SIGNATURE_COLUMNS, "minPrecision " + e.minPrecision());
                }
            }
        } else if (part instanceof Sfi0Part f) {
            if (f.mask() == 0) {
                t.count(Table.FEATURES, "(none)");
            }
            for (String name : f.featureNames()) {
                t.count(Table.FEATURES, name);
            }
        }
    }
}
