package dev.dxkit.part;

import dev.dxkit.io.Bytes;
import dev.dxkit.sm4.Instruction;
import dev.dxkit.sm4.Opcode;
import dev.dxkit.sm4.Operand;
import dev.dxkit.sm4.OperandIndex;
import dev.dxkit.sm4.Sm4Program;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A SHDR or SHEX part: a Shader Model 4/5/5.1 token stream ({@link Sm4Program}, which follows the token
 * format of d3d11TokenizedProgramFormat.hpp). For a dump it is summarised: the version, the program's length,
 * how many declarations and instructions it has, its temporaries and thread group, and each declaration by
 * byte offset in the part, mnemonic, registers and values. The listing itself is {@code dxkit dis}'s.
 *
 * @param fourCC  SHDR or SHEX
 * @param program the token stream, read and checked instruction by instruction when the part was decoded
 * @param bytes   the part data as stored
 */
public record Sm4ProgramPart(String fourCC, Sm4Program program, Bytes bytes) implements Part {
    /** Reads and checks every instruction of the token stream in {@code data}. */
    static Sm4ProgramPart read(String fourCC, Bytes data) {
        Sm4Program p = Sm4Program.read(fourCC, data);
        p.instructions();                        // decoded now, so that a damaged stream makes the part raw
        return new Sm4ProgramPart(fourCC, p, data);
    }

    @Override
    public Bytes encode() {
        return bytes;
    }

    @Override
    public Map<String, Object> tree() {
        Map<String, Object> m = Part.super.tree();
        m.put("version", program.version().text());
        m.put("lengthInDwords", program.lengthInDwords());
        int declarations = 0;
        long temps = 0;
        List<Object> threadGroup = null;
        List<Object> decls = new ArrayList<>();
        for (Instruction i : program.instructions()) {
            if (!i.opcode().isDeclaration()) {
                continue;
            }
            declarations++;
            if (i.opcode() == Opcode.DCL_TEMPS && i.extra().length > 0) {
                temps = i.extra()[0] & 0xFFFF_FFFFL;
            }
            if (i.opcode() == Opcode.DCL_THREAD_GROUP && i.extra().length >= 3) {
                threadGroup = List.of(i.extra()[0] & 0xFFFF_FFFFL, i.extra()[1] & 0xFFFF_FFFFL,
                        i.extra()[2] & 0xFFFF_FFFFL);
            }
            Map<String, Object> d = new LinkedHashMap<>();
            d.put("offset", i.offset() * 4);
            d.put("declaration", declaration(i));
            decls.add(d);
        }
        m.put("instructionCount", program.instructions().size() - declarations);
        m.put("declarationCount", declarations);
        m.put("temps", temps);
        if (threadGroup != null) {
            m.put("threadGroup", threadGroup);
        }
        m.put("declarations", decls);
        return m;
    }

    /**
     * A declaration as its mnemonic, the controls of its opcode token in hex when any is set, its registers
     * ({@code cb0[4]}, {@code v1.xy}) and its values in decimal.
     */
    private String declaration(Instruction i) {
        StringBuilder b = new StringBuilder(i.opcode().mnemonic());
        if (i.controls() != 0) {
            b.append(String.format(java.util.Locale.ROOT, " (controls 0x%x)", i.controls()));
        }
        String sep = " ";
        boolean sm51 = program.version().isSm51OrLater();
        for (Operand o : i.operands()) {
            b.append(sep);
            sep = ", ";
            b.append(o.type() == null ? "type" + o.typeCode() : o.type().registerName(sm51));
            for (int k = 0; k < o.indices().size(); k++) {
                OperandIndex x = o.indices().get(k);
                String v = x.relative() != null ? "[relative]" : Long.toString(x.immediate());
                b.append(k == 0 && o.indices().size() <= 2 && x.relative() == null ? v : "[" + v + "]");
            }
            if (o.components() == 4 && o.selection() == Operand.MASK && o.selector() != 0xF && o.selector() != 0) {
                b.append('.').append(SignatureElement.maskName(o.selector()));
            }
        }
        if (i.extra().length > 8) {
            // an immediate constant buffer or a long function table: its size, not its words
            return b.append(sep).append(i.extra().length).append(" words").toString();
        }
        for (int w : i.extra()) {
            b.append(sep).append(w & 0xFFFF_FFFFL);
            sep = ", ";
        }
        return b.toString();
    }
}
