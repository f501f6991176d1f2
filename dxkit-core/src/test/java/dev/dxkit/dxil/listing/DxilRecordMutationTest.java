package dev.dxkit.dxil.listing;

import dev.dxkit.bitcode.BitBlock;
import dev.dxkit.bitcode.BitCursor;
import dev.dxkit.bitcode.BitEntry;
import dev.dxkit.bitcode.BitRecord;
import dev.dxkit.container.Container;
import dev.dxkit.dxil.DxilModule;
import dev.dxkit.dxil.FunctionBody;
import dev.dxkit.dxil.Instruction;
import dev.dxkit.dxil.Metadata;
import dev.dxkit.fixtures.Fixture;
import dev.dxkit.fixtures.Fixtures;
import dev.dxkit.io.Bytes;
import dev.dxkit.io.DxFormatException;
import dev.dxkit.part.DxilProgramPart;

import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The project's DXIL programs with one instruction record changed (a value operand or a raw operand set to a value
 * that may name nothing) or a few bits of the part flipped: the module's assembly (or, for flipped bits, the whole
 * listing) is written, or refused with a one-line {@link DxFormatException} naming a bit inside the bitcode (for a
 * changed record, nearly always that record itself), never with another exception. Fixed seeds; a few seconds.
 */
class DxilRecordMutationTest {
    /** DXIL fixtures without a debug module, so the listing prints the part that is changed. */
    private static List<Fixture> programs() {
        List<Fixture> out = new ArrayList<>();
        for (Fixture f : Fixtures.ofKind("dxil")) {
            if (!f.parts().contains("ILDB") && f.parts().contains("DXIL")) {
                out.add(f);
            }
        }
        assertTrue(out.size() > 50, "fixtures: " + out.size());
        return out;
    }

    private static DxilModule module(Fixture f) {
        Container c = Container.read(f.bytes());
        return DxilModule.read(DxilProgramPart.read("DXIL", c.part("DXIL").orElseThrow().data()).bitcode());
    }

    /** A value likely to name nothing, or something of the wrong kind. */
    private static long hostile(SplittableRandom random, long was) {
        return switch (random.nextInt(6)) {
            case 0 -> was + 1 + random.nextInt(64);
            case 1 -> was - 1 - random.nextInt(8);
            case 2 -> 0;
            case 3 -> 0xFFFFFFFFL;
            case 4 -> random.nextInt(1 << 16);
            default -> Long.MAX_VALUE;
        };
    }

    @Test
    void oneChangedInstructionIsListedOrRefusedAtARecord() {
        List<Fixture> fixtures = programs();
        Map<String, DxilModule> modules = new HashMap<>();
        SplittableRandom random = new SplittableRandom(20261201);
        int[] outcome = new int[3]; // listed, refused at the changed record, refused at another record
        Map<String, String> escaped = new java.util.TreeMap<>();
        assertTimeoutPreemptively(Duration.ofSeconds(60), () -> {
            for (int trial = 0; trial < 3000; trial++) {
                Fixture f = fixtures.get(random.nextInt(fixtures.size()));
                DxilModule m = modules.computeIfAbsent(f.id(), k -> module(f));
                int b = random.nextInt(m.bodies().size());
                FunctionBody body = m.bodies().get(b);
                int k = random.nextInt(body.instructions().size());
                Instruction in = body.instructions().get(k);
                int[] operands = in.operands().clone();
                long[] ops = in.ops().clone();
                String what;
                if (operands.length > 0 && random.nextBoolean()) {
                    int a = random.nextInt(operands.length);
                    operands[a] = (int) Math.min(hostile(random, operands[a]), Integer.MAX_VALUE);
                    what = "operand " + a + " = " + operands[a];
                } else if (ops.length > 0) {
                    int a = random.nextInt(ops.length);
                    ops[a] = hostile(random, ops[a]);
                    what = "op " + a + " = " + ops[a];
                } else {
                    continue;
                }
                Instruction changed = new Instruction(in.code(), in.result(), in.typeId(), operands, ops, in.bit());
                String id = f.id() + " function " + b + " instruction " + k + " (code " + in.code() + ") " + what;
                try {
                    String text = DxilIrWriter.write(with(m, b, k, changed));
                    assertTrue(text.contains("target triple"), id);
                    outcome[0]++;
                } catch (DxFormatException e) {
                    assertEquals(BitCursor.WHERE, e.where(), id + ": " + e.getMessage());
                    assertTrue(e.getMessage().indexOf('\n') < 0, id + ": " + e.getMessage());
                    assertTrue(e.offset() >= 32 && e.offset() < 8L * m.stream().bytes().size(),
                            id + ": " + e.getMessage());
                    outcome[e.offset() == in.bit() ? 1 : 2]++;
                } catch (RuntimeException e) {
                    escaped.putIfAbsent(site(e), id + ": " + e);
                }
            }
        });
        assertTrue(escaped.isEmpty(), "other exceptions escaped: " + escaped);
        String summary = outcome[0] + " listed, " + outcome[1] + " refused at the record, " + outcome[2]
                + " refused elsewhere";
        assertTrue(outcome[0] > 100 && outcome[1] > 100, summary);
        // a changed record is named itself, unless it only breaks a later record that uses its result
        assertTrue(outcome[1] > 4 * outcome[2], summary);
    }

    /** Where in dxkit an exception was thrown: the first frame of its code, so each place is reported once. */
    private static String site(Throwable e) {
        for (StackTraceElement s : e.getStackTrace()) {
            if (s.getClassName().startsWith("dev.dxkit.") && !s.getClassName().endsWith("Test")) {
                return s.getClassName() + ":" + s.getLineNumber();
            }
        }
        return e.toString();
    }

    /** {@code m} with instruction {@code k} of body {@code b} replaced. */
    private static DxilModule with(DxilModule m, int b, int k, Instruction changed) {
        FunctionBody body = m.bodies().get(b);
        List<Instruction> ins = new ArrayList<>(body.instructions());
        ins.set(k, changed);
        List<FunctionBody> bodies = new ArrayList<>(m.bodies());
        bodies.set(b, new FunctionBody(body.function(), body.firstArgument(), body.blockCount(), body.constants(), ins,
                body.names(), body.metadata(), body.locations(), body.blockNames()));
        return new DxilModule(m.stream(), m.version(), m.triple(), m.dataLayout(), m.types(), m.attributeGroups(),
                m.attributeLists(), m.globals(), m.functions(), m.values(), m.constants(), m.metadata(),
                m.namedMetadata(), m.metadataKinds(), bodies, m.names());
    }

    @Test
    void aMetadataValueNamingNothingIsRefusedAtItsRecord() {
        SplittableRandom random = new SplittableRandom(20261202);
        int refused = 0;
        for (Fixture f : programs()) {
            DxilModule m = module(f);
            List<Integer> refs = new ArrayList<>();
            for (int id = 0; id < m.metadata().size(); id++) {
                if (m.metadata().get(id) instanceof Metadata.ValueRef) {
                    refs.add(id);
                }
            }
            if (refs.isEmpty()) {
                continue;
            }
            int id = refs.get(random.nextInt(refs.size()));
            Metadata.ValueRef v = (Metadata.ValueRef) m.metadata().get(id);
            List<Metadata> md = new ArrayList<>(m.metadata());
            md.set(id, new Metadata.ValueRef(v.typeId(), m.values().size() + 5));
            DxilModule changed = new DxilModule(m.stream(), m.version(), m.triple(), m.dataLayout(), m.types(),
                    m.attributeGroups(), m.attributeLists(), m.globals(), m.functions(), m.values(), m.constants(), md,
                    m.namedMetadata(), m.metadataKinds(), m.bodies(), m.names());
            try {
                DxilIrWriter.write(changed);
            } catch (DxFormatException e) {
                // the METADATA_VALUE (2) record of the module's METADATA block (15) that defines the entry
                String what = f.id() + " metadata " + id + ": " + e.getMessage();
                assertEquals(2, recordCodeAt(m, 15, e.offset()), what);
                assertTrue(e.detail().startsWith("value " + (m.values().size() + 5) + " does not exist"), what);
                refused++;
            }
        }
        assertTrue(refused > 50, refused + " refused");
    }

    @Test
    void aBlockCountPastTheInstructionsIsRefusedBeforeItIsAllocated() {
        Fixture f = programs().get(0);
        DxilModule m = module(f);
        FunctionBody body = m.bodies().get(0);
        for (int count : new int[] {Integer.MAX_VALUE, body.instructions().size() + 1, -1}) {
            FunctionBody changed = new FunctionBody(body.function(), body.firstArgument(), count, body.constants(),
                    body.instructions(), body.names(), body.metadata(), body.locations(), body.blockNames());
            List<FunctionBody> bodies = new ArrayList<>(m.bodies());
            bodies.set(0, changed);
            DxilModule bad = new DxilModule(m.stream(), m.version(), m.triple(), m.dataLayout(), m.types(),
                    m.attributeGroups(), m.attributeLists(), m.globals(), m.functions(), m.values(), m.constants(),
                    m.metadata(), m.namedMetadata(), m.metadataKinds(), bodies, m.names());
            DxFormatException e = assertThrows(DxFormatException.class, () -> DxilIrWriter.write(bad), f.id());
            // the function's FUNCTION_BLOCK (12)
            assertEquals(12, blockIdAt(m, e.offset()), e.getMessage());
            assertTrue(e.detail().contains("declares " + count + " blocks, it has " + body.instructions().size()
                    + " instructions"), e.getMessage());
        }
    }

    /** The id of the block entered at bit {@code bit} inside the module block, or -1. */
    private static int blockIdAt(DxilModule m, long bit) {
        for (BitBlock top : m.stream().blocks()) {
            for (BitEntry e : top.entries()) {
                if (e instanceof BitBlock b && b.bit() == bit) {
                    return b.id();
                }
            }
        }
        return -1;
    }

    /** The code of the record at bit {@code bit} inside a module-level block {@code blockId}, or -1. */
    private static int recordCodeAt(DxilModule m, int blockId, long bit) {
        for (BitBlock top : m.stream().blocks()) {
            for (BitEntry e : top.entries()) {
                if (e instanceof BitBlock b && b.id() == blockId) {
                    for (BitRecord r : b.records()) {
                        if (r.bit() == bit) {
                            return r.code();
                        }
                    }
                }
            }
        }
        return -1;
    }

    @Test
    void flippedBitsAreListedOrRefusedInsideThePart() {
        List<Fixture> fixtures = programs();
        SplittableRandom random = new SplittableRandom(20261130);
        int[] outcome = new int[2];
        Map<String, String> escaped = new java.util.TreeMap<>();
        assertTimeoutPreemptively(Duration.ofSeconds(60), () -> {
            for (int trial = 0; trial < 600; trial++) {
                Fixture f = fixtures.get(random.nextInt(fixtures.size()));
                Container c = Container.read(f.bytes());
                byte[] part = c.part("DXIL").orElseThrow().data().toArray();
                DxilProgramPart program = DxilProgramPart.read("DXIL", Bytes.wrap(part));
                long bitcodeBits = 8L * program.bitcode().size();
                long bitcodeStart = 8 + program.bitcodeOffset();
                int from = 8 * (DxilProgramPart.HEADER_SIZE + 4); // past the program header and the bitcode magic
                int flips = 1 + random.nextInt(4);
                for (int n = 0; n < flips; n++) {
                    int bit = from + random.nextInt(8 * part.length - from);
                    part[bit >>> 3] ^= (byte) (1 << (bit & 7));
                }
                String id = f.id() + " trial " + trial;
                try {
                    String text = DxilListing.list(c.withPart("DXIL", Bytes.wrap(part)));
                    assertTrue(text.contains("target triple"), id);
                    outcome[0]++;
                } catch (DxFormatException e) {
                    // the header's signature parts are not damaged: the refusal is at a byte of the DXIL part,
                    // inside its bitcode, and names the bit there
                    assertEquals("DXIL", e.where(), id + ": " + e.getMessage());
                    assertTrue(e.getMessage().indexOf('\n') < 0, id + ": " + e.getMessage());
                    long bit = Long.parseLong(e.detail().replaceFirst("^bitcode bit (\\d+): .*", "$1"));
                    assertTrue(bit > 0 && bit <= bitcodeBits && e.offset() == bitcodeStart + bit / 8,
                            id + ": " + e.getMessage());
                    outcome[1]++;
                } catch (RuntimeException e) {
                    escaped.putIfAbsent(site(e), id + ": " + e);
                }
            }
        });
        assertTrue(escaped.isEmpty(), "other exceptions escaped: " + escaped);
        assertTrue(outcome[0] > 20 && outcome[1] > 100, outcome[0] + " listed, " + outcome[1] + " refused");
    }
}
