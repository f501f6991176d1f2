package dev.dxkit.part.listing;

import dev.dxkit.part.IfcePart;
import dev.dxkit.text.DisasmFlags;
import dev.dxkit.text.TextSink;

/**
 * The class linkage tables of the listing header, from IFCE: the available class types, the class instances
 * and the interface slots with the class type and function table each slot can take.
 * <pre>
 * // Name                             ID CB Stride Texture Sampler
 * // Name                        Type CB CB Offset Texture Sampler
 * // | Type ID  |   0-1   |0    1    2
 * // | Table ID |         |0    1    2
 * </pre>
 */
public final class ClassLinkagePrinter {
    private static final int NONE = 0xFFFF;
    private static final String RULE = "// +----------+---------+---------------------------------------";

    private ClassLinkagePrinter() {
    }

    public static void print(IfcePart p, DisasmFlags f, TextSink out) {
        if (f.color()) {
            out.append("</font><font color = \"#a0a0a0\">");   // D3DDisassemble restarts the grey here
        }
        if (!p.classTypes().isEmpty()) {
            out.line("//");
            out.line("// Available Class Types:");
            out.line("//");
            out.line("// Name                             ID CB Stride Texture Sampler");
            out.line("// ------------------------------ ---- --------- ------- -------");
            for (int i = 0; i < p.classTypes().size(); i++) {
                IfcePart.ClassType t = p.classTypes().get(i);
                out.append("// ").padRight(t.name(), 30).append(' ').padLeft(Integer.toString(i), 4).append(' ')
                        .padLeft(Integer.toString(t.cbStride()), 9).append(' ')
                        .padLeft(Integer.toString(t.textureCount()), 7).append(' ')
                        .padLeft(Integer.toString(t.samplerCount()), 7).newline();
            }
            out.line("//");
        }
        if (!p.instances().isEmpty()) {
            out.line("// Available Class Instances:");
            out.line("//");
            out.line("// Name                        Type CB CB Offset Texture Sampler");
            out.line("// --------------------------- ---- -- --------- ------- -------");
            for (IfcePart.ClassInstance i : p.instances()) {
                // an array of instances is named with its count (g_lights[4])
                String name = i.count() > 1 ? i.name() + "[" + i.count() + "]" : i.name();
                out.append("// ").padRight(name, 27).append(' ').padLeft(Integer.toString(i.classType()), 4)
                        .append(' ').padLeft(slot(i.constantBuffer()), 2).append(' ')
                        .padLeft(slot(i.bufferRegister()), 9).append(' ').padLeft(slot(i.firstTexture()), 7)
                        .append(' ').padLeft(slot(i.firstSampler()), 7).newline();
            }
            out.line("//");
        }
        out.line("// Interface slots, " + p.interfaceSlotCount() + " total:");
        out.line("//");
        out.line("//             Slots");
        out.line(RULE);
        long first = 0;
        for (IfcePart.SlotRecord s : p.slots()) {
            long last = first + s.slotSpan() - 1;
            String range = s.slotSpan() > 1 ? first + "-" + last : Long.toString(first);
            out.append("// | Type ID  |   ").padRight(range, 6).append('|');
            for (int t : s.classTypes()) {
                out.padRight(Integer.toString(t), 5);
            }
            out.newline();
            out.append("// | Table ID |         |");
            for (long t : s.functionTables()) {
                out.padRight(Long.toString(t), 5);
            }
            out.newline();
            out.line(RULE);
            first += s.slotSpan();
        }
    }

    private static String slot(int v) {
        return v == NONE ? "-" : Integer.toString(v);
    }
}
