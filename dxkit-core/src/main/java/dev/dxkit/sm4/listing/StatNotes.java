package dev.dxkit.sm4.listing;

import dev.dxkit.part.StatPart.Word;
import dev.dxkit.part.StatPart;
import dev.dxkit.text.TextSink;

/**
 * What the listing header prints from STAT after the signatures: the tessellation tables of hull and domain
 * programs (words 30–33) and "Pixel Shader runs at sample frequency" (word 28); format doc, "Reflection and
 * statistics in Shader Model 4 and 5".
 */
final class StatNotes {
    private static final String[] DOMAINS = {"Undefined", "Isoline", "Triangle", "Quadrilateral"};
    private static final String[] PRIMITIVES = {"Undefined", "Point", "Line", "Clockwise Triangles",
            "Counter-Clockwise Triangles"};
    private static final String[] PARTITIONINGS = {"Undefined", "Integer", "Integer Power of 2", "Odd Fractional",
            "Even Fractional"};

    private StatNotes() {
    }

    /** Whether a program of {@code programType} can have notes (hull, domain and pixel programs). */
    static boolean hasNotes(int programType) {
        return programType == ProgramScan.HULL || programType == ProgramScan.DOMAIN || programType == ProgramScan.PIXEL;
    }

    static void print(StatPart s, int programType, TextSink out) {
        if (programType == ProgramScan.HULL || programType == ProgramScan.DOMAIN) {
            out.append("// ").padRight("Tessellation Domain", 20).append(' ').padLeft("# of control points", 20).newline();
            out.line("// -------------------- --------------------");
            out.append("// ").padRight(name(DOMAINS, s.get(Word.TessellatorDomain)), 20).append(' ')
                    .padLeft(s.get(Word.cControlPoints), 20).newline();
            out.line("//");
        }
        if (programType == ProgramScan.HULL) {
            out.line("// Tessellation Output Primitive  Partitioning Type ");
            out.line("// ------------------------------ ------------------");
            out.append("// ").padRight(name(PRIMITIVES, s.get(Word.HSOutputPrimitive)), 30).append(' ')
                    .padRight(name(PARTITIONINGS, s.get(Word.HSPartitioning)), 18).newline();
            out.line("//");
        }
        if (programType == ProgramScan.PIXEL && s.get(Word.IsSampleFrequencyShader) != 0) {
            out.line("// Pixel Shader runs at sample frequency");
            out.line("//");
        }
    }

    private static String name(String[] names, long v) {
        return v >= 0 && v < names.length ? names[(int) v] : "Unknown";
    }
}
