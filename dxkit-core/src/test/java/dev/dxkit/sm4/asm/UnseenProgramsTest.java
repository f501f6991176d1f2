package dev.dxkit.sm4.asm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.dxkit.container.Container;
import dev.dxkit.container.PartEntry;
import dev.dxkit.fixtures.Fixture;
import dev.dxkit.fixtures.Fixtures;
import dev.dxkit.fixtures.Golden;
import dev.dxkit.io.Bytes;
import dev.dxkit.part.ConstantBuffer;
import dev.dxkit.part.IfcePart;
import dev.dxkit.part.PartDecoder;
import dev.dxkit.part.RdefPart;
import dev.dxkit.part.ShaderVariable;
import dev.dxkit.sm4.Instruction;
import dev.dxkit.sm4.Operand;
import dev.dxkit.sm4.OperandType;
import dev.dxkit.sm4.Sm4Program;
import dev.dxkit.sm4.listing.Disassembler;
import dev.dxkit.text.DisasmFlags;
import dev.dxkit.text.ListingNumbers;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * What the asm-unseen battery ({@code tools/battery/asm-unseen}: the other batteries' programs, which the assembler
 * had never seen) found, reduced to the project's own fixtures ({@code fixtures/hlsl/probe/asm_unseen.hlsl}, compiled
 * and listed by Microsoft's compiler): each fixture's listings assemble back to its program, and its container rebuilt
 * from the flag-0 listing alone lists as that listing, whole.
 */
class UnseenProgramsTest {
    private static Fixture fixture(String id) {
        return Fixtures.byId(id).orElseThrow(() -> new AssertionError("no fixture " + id));
    }

    private static Bytes program(Container c) {
        PartEntry e = c.part("SHEX").or(() -> c.part("SHDR")).orElseThrow();
        return e.data();
    }

    private static Sm4Assembly assembled(String text, String what) {
        Sm4Assembly a = Sm4Assembler.assemble(text);
        assertTrue(a.ok(), () -> what + ": " + a.errors());
        return a;
    }

    @Test
    void samplingWithFeedbackAndOffsetsEndsWithoutThePaddingDword() {
        // fxc ends a sampling instruction with feedback into a register with a dword D3DDisassemble does not print,
        // but not when the instruction has aoffimmi offsets; the assembler wrote it after every one
        for (String id : List.of("ps_5_0_feedback_offsets", "ps_5_0_feedback_offsets_od", "ps_5_1_feedback_offsets")) {
            Fixture f = fixture(id);
            Container c = Container.read(f.bytes());
            Bytes want = program(c);
            // the fixture holds both kinds: with offsets (no dword) and without (the dword)
            int padded = 0;
            int offsets = 0;
            Sm4Program p = Sm4Program.read(c.part("SHEX").orElseThrow().kind(), want);
            for (Instruction i : p.instructions()) {
                int code = i.opcode().code();
                if (code >= 228 && code <= 233 && i.operands().get(1).type() != OperandType.NULL) {
                    int words = 1;
                    for (Operand o : i.operands()) {
                        words += o.dwords();
                    }
                    int extended = i.token() < 0 ? (i.sampleOffsets() != null ? 1 : 0) + (i.resourceDim() >= 0 ? 1 : 0)
                            + (i.returnTypes() >= 0 ? 1 : 0) : 0;
                    if (i.sampleOffsets() != null) {
                        offsets++;
                        assertEquals(words + extended, i.length(), id + " @" + i.offset());
                    } else {
                        padded++;
                        assertEquals(words + extended + 1, i.length(), id + " @" + i.offset());
                    }
                }
            }
            assertTrue(offsets >= 6 && padded >= 2, id + ": " + offsets + " with offsets, " + padded + " without");
            for (int flags : new int[] {0x00, 0x80, 0x24}) {
                assertEquals(want, assembled(f.listing(flags), id).program(), id + " flags 0x" + Integer.toHexString(flags));
            }
        }
    }

    @Test
    void doubleInfinitiesAsMicrosoftPrintsThemReadBack() {
        // D3DDisassemble prints a double infinity 1.#INF00l: the scan of 1.#... took the 'l' into the number
        assertEquals(8, ListingNumbers.scan("1.#INF00l, 0.000000l)", 0));
        assertEquals(9, ListingNumbers.scan("-1.#INF00l)", 0));
        assertEquals(0x7ff0_0000_0000_0000L, ListingNumbers.float64("1.#INF00"));
        Fixture f = fixture("cs_5_0_double_inf");
        String text = f.listing(0x00);
        assertTrue(text.contains("d(1.#INF00l, 0.000000l)"), "the fixture prints the infinity");
        Sm4Assembly a = assembled(text, f.id());
        assertEquals(program(Container.read(f.bytes())), a.program());
        Golden.assertSameText(text, Disassembler.disassemble(Container.read(HeaderRebuild.container(text, a)),
                DisasmFlags.NONE), f.id() + " rebuilt from its listing");
    }

    @Test
    void emptyStructsInABufferListAndRebuild() {
        // D3DDisassemble sets a struct's opening off from the next member it prints in the buffer, at that member's
        // indentation: for a struct with no members, the member after it (or none when the buffer ends)
        Fixture f = fixture("ps_5_0_empty_structs");
        Container c = Container.read(f.bytes());
        for (int flags : new int[] {0x00, 0x04, 0x01}) {
            Golden.assertSameText(f.listing(flags), Disassembler.disassemble(c, DisasmFlags.of(flags)),
                    f.id() + " flags 0x" + Integer.toHexString(flags));
        }
        String text = f.listing(0x00);
        Sm4Assembly a = assembled(text, f.id());
        HeaderRebuild rebuilt = HeaderRebuild.rebuild(text, a);
        assertEquals(List.of(), rebuilt.unread());
        Golden.assertSameText(text, Disassembler.disassemble(Container.read(rebuilt.container()), DisasmFlags.NONE),
                f.id() + " rebuilt from its listing");
    }

    @Test
    void classInstancesWithTexturesAndSamplersListAndRebuild() {
        // D3DDisassemble prints an instance variable's texture and sampler slots on a line of its own after its
        // buffer line, and an array of instances as name[count] in the instance table; dxkit printed neither, and
        // the rebuilt container had no slots and an array count of 1
        Fixture f = fixture("ps_5_0_class_slots");
        Container c = Container.read(f.bytes());
        for (int flags : new int[] {0x00, 0x04, 0x01, 0x80}) {
            Golden.assertSameText(f.listing(flags), Disassembler.disassemble(c, DisasmFlags.of(flags)),
                    f.id() + " flags 0x" + Integer.toHexString(flags));
        }
        String text = f.listing(0x00);
        assertTrue(text.contains("\n                                        // Textures:  t17-t18, Samplers: s5-s6\n"));
        assertTrue(text.contains("\n// g_arr[2]                       5  0         5      17       5\n"),
                "the array is named with its count");
        HeaderRebuild rebuilt = HeaderRebuild.rebuild(text, assembled(text, f.id()));
        assertEquals(List.of(), rebuilt.unread());
        Container back = Container.read(rebuilt.container());
        Golden.assertSameText(text, Disassembler.disassemble(back, DisasmFlags.NONE), f.id() + " rebuilt from its listing");
        // the slots and the counts are the compiler's
        assertEquals(slots(c), slots(back));
        assertEquals(counts(c), counts(back));
    }

    private static List<String> slots(Container c) {
        RdefPart rdef = (RdefPart) PartDecoder.decode("RDEF", c.part("RDEF").orElseThrow().data());
        List<String> out = new java.util.ArrayList<>();
        for (ConstantBuffer b : rdef.buffers()) {
            for (ShaderVariable v : b.variables()) {
                out.add(v.name() + " " + v.startTexture() + " " + v.textureSize() + " " + v.startSampler() + " "
                        + v.samplerSize());
            }
        }
        return out;
    }

    private static List<String> counts(Container c) {
        IfcePart ifce = (IfcePart) PartDecoder.decode("IFCE", c.part("IFCE").orElseThrow().data());
        List<String> out = new java.util.ArrayList<>();
        for (IfcePart.ClassInstance i : ifce.instances()) {
            out.add(i.name() + "[" + i.count() + "]");
        }
        return out;
    }

    @Test
    void aLevel9DebugCommentIsAsLargeAsTheOffsetsSay() {
        // a level-9 /Zi listing under flag 0x20 prints the Direct3D 9 program's byte offsets, which count the DBUG
        // comment the compiler wrote; the comment rebuilt from the text was smaller (the types and the source are
        // not in the text), so every offset moved. Now the comment is as large as the first offset says, and its
        // strings and types are written once each, as the compiler writes them, so that it is never larger than the
        // compiler's (vs_4_0_level_9_1_params_zi: many variables of the entry point's scope; it was larger)
        int back = 0;
        List<String> failures = new java.util.ArrayList<>();
        for (Fixture f : Fixtures.ofKind("level9")) {
            Container original = Container.read(f.bytes());
            if (original.part("SPDB").isEmpty()) {
                continue;
            }
            for (int flags : new int[] {0x20, 0x24, 0xa4}) {
                String text = f.listing(flags);
                String got = Disassembler.disassemble(Container.read(HeaderRebuild.container(text,
                        assembled(text, f.id()))), DisasmFlags.of(flags));
                if (got.equals(text)) {
                    back++;
                } else {
                    failures.add(f.id() + " flags 0x" + Integer.toHexString(flags) + ": "
                            + Golden.firstDifference(text, got).orElse(""));
                }
            }
        }
        assertEquals(List.of(), failures);
        assertTrue(back >= 30, "level-9 /Zi listings under 0x20, 0x24, 0xa4: " + back);
    }
}
