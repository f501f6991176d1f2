package dev.dxkit.part;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.dxkit.io.Bytes;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The SDBG writer against the reader: every record written comes back as written, at the layout's offsets. */
class SdbgWriterTest {
    private static SdbgPart.OutputVariable none() {
        return new SdbgPart.OutputVariable(-1, 0, 0, 0, 0, 0, 0, false, false);
    }

    @Test
    void everyRecordReadsBackAsWritten() {
        SdbgWriter w = new SdbgWriter("Microsoft (R) HLSL Shader Compiler 9.29.952.3111", "main", "ps_5_0", 0x101);
        int f = w.file("d:\\src\\caf\u00c3\u00a9.hlsl".getBytes(StandardCharsets.ISO_8859_1));
        int empty = w.file(new byte[1]);
        int line = w.token(f, 12, 0, new byte[0]);
        int name = w.token(-1, 0, 0, "colour".getBytes(StandardCharsets.ISO_8859_1));
        int plain = w.scopeVariable(name, 0, 2, -1);
        int array = w.scopeVariable(name, 8, 1, -1);
        int x = w.variable(name, 3, plain, 0);
        int y = w.variable(name, 19, plain, 1);
        int z = w.variable(name, 2, array, 4);
        SdbgPart.OutputVariable vx = new SdbgPart.OutputVariable(x, 0x3fc00000, 0x3fc00000, 0x3fc00000, 0x3fc00000,
                1.5f, 1.5f, false, false);
        SdbgPart.OutputVariable vy = new SdbgPart.OutputVariable(y, 1, 9, Integer.MIN_VALUE, Integer.MAX_VALUE, 0, 0,
                false, true);
        SdbgPart.OutputVariable vz = new SdbgPart.OutputVariable(z, 0, -1, -4, 7, -0f, Float.NaN, true, false);
        SdbgPart.Output o0 = new SdbgPart.Output(0, 3, -1, List.of(0, 1, -1, -1), List.of(vx, vy, none(), none()), -1,
                -1);
        SdbgPart.Output o1 = new SdbgPart.Output(0, 0, -1, List.of(0, -1, -1, -1), List.of(vz, none(), none(), none()),
                1, 2);
        SdbgPart.Instruction first = new SdbgPart.Instruction(0, 54, 2, List.of(o0, o1), line, 0, List.of(), List.of());
        SdbgPart.Instruction phase = new SdbgPart.Instruction(1, 113, 0, List.of(), line, 0, List.of(), List.of());
        SdbgPart.Instruction failing = new SdbgPart.Instruction(-1, 62, 3, List.of(), -2, 0, List.of(), List.of());
        w.instruction(first);
        w.instruction(phase);
        w.instruction(failing);
        Bytes bytes = w.write();

        SdbgPart p = SdbgPart.read(bytes);
        assertEquals(0, bytes.size() % 4);
        assertEquals(0x54, p.headerSize());
        assertEquals("Microsoft (R) HLSL Shader Compiler 9.29.952.3111", p.creator());
        assertEquals("main", p.entryPoint());
        assertEquals("ps_5_0", p.target());
        assertEquals(0x101, p.compileFlags());
        assertEquals(List.of(new SdbgPart.File("d:\\src\\caf\u00e9.hlsl", 0, 0), new SdbgPart.File("\0", 0, 0)),
                p.files());
        assertEquals(0, p.source(p.files().get(empty)).size());
        assertEquals(List.of(new SdbgPart.Token(f, 12, 0, ""), new SdbgPart.Token(-1, 0, 0, "colour")), p.tokens());
        assertEquals(List.of(new SdbgPart.Variable(name, 3, -1, -1, plain, 0),
                new SdbgPart.Variable(name, 19, -1, -1, plain, 1), new SdbgPart.Variable(name, 2, -1, -1, array, 4)),
                p.variables());
        assertEquals(List.of(), p.inputs());
        assertEquals(List.of(new SdbgPart.Scope(0, "", List.of(0, 1))), p.scopes());
        assertEquals(2, p.scopeVariables().size());
        SdbgPart.ScopeVariable sv = p.scopeVariables().get(array);
        assertEquals(name, sv.token());
        assertEquals(8, p.storeWord(sv.arrayStridesOffset()));
        assertEquals(0, p.storeWord(p.scopeVariables().get(plain).arrayStridesOffset()));
        assertEquals(List.of(first, phase, new SdbgPart.Instruction(-1, 62, 3, List.of(
                new SdbgPart.Output(-1, -1, -1, List.of(-1, -1, -1, -1), List.of(none(), none(), none(), none()), -1,
                        -1),
                new SdbgPart.Output(-1, -1, -1, List.of(-1, -1, -1, -1), List.of(none(), none(), none(), none()), -1,
                        -1)), -2, 0, List.of(), List.of())), p.instructions());
    }
}
