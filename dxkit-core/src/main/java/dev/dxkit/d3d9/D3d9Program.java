package dev.dxkit.d3d9;

import dev.dxkit.io.ByteReader;
import dev.dxkit.io.Bytes;
import dev.dxkit.io.DxFormatException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * A raw Direct3D 9 shader program: the version token, instructions and comment blocks, and the end token
 * {@code 0x0000FFFF}, as d3d9types.h lays them out.
 *
 * <p>From version 2.0 on every instruction token carries its length in {@code [27:24]}; Shader Model 1
 * streams do not, so their shape comes from {@link Opcode}. Every count is checked against the dwords left
 * before it is used, so bad input fails with a {@link DxFormatException} naming the dword, never a hang or
 * an allocation sized by the input.
 *
 * @param bytes   the program, from its version token through its end token
 * @param version the version token
 * @param tokens  the instructions and comment blocks in stream order
 */
public record D3d9Program(Bytes bytes, ShaderVersion version, List<Token> tokens) {
    private static final String WHERE = "D3D9 program";
    private static final int END = 0x0000FFFF;
    private static final int COMMENT = 0xFFFE;

    /**
     * Copies {@code tokens}, so that the collection it was given cannot change the record.
     *
     * @param bytes the program, from its version token through its end token
     * @param version the version token
     * @param tokens the instructions and comment blocks in stream order
     */
    public D3d9Program {
        tokens = List.copyOf(tokens);
    }

    /** Reads a program from {@code data}; bytes after the end token are not part of it. */
    public static D3d9Program read(Bytes data) {
        ByteReader r = data.reader(WHERE);
        r.require(0, 4, "version token");
        int versionToken = r.i32At(0);
        if (!ShaderVersion.isVersionToken(versionToken)) {
            throw r.error(0, "expected a version token 0xFFFEmmnn or 0xFFFFmmnn, found 0x" + hex(versionToken));
        }
        ShaderVersion version = new ShaderVersion(versionToken);
        List<Token> tokens = new ArrayList<>();
        int at = 4;
        while (true) {
            if (r.size() - at < 4) {
                throw r.error(at, "expected an instruction or the end token 0x0000FFFF, found the end of the data");
            }
            int token = r.i32At(at);
            if (token == END) {
                at += 4;
                break;
            }
            if ((token & 0xFFFF) == COMMENT) {
                int dwords = (token >>> 16) & 0x7FFF;
                if ((r.size() - at - 4) / 4 < dwords) {
                    throw r.error(at, "comment of " + dwords + " dwords, only " + (r.size() - at - 4) / 4 + " left");
                }
                tokens.add(new Comment(at, r.sliceAt(at + 4, dwords * 4)));
                at += 4 + dwords * 4;
                continue;
            }
            Instruction ins = readInstruction(r, at, version);
            tokens.add(ins);
            at += ins.size();
        }
        return new D3d9Program(data.slice(0, at), version, tokens);
    }

    /** The first comment block whose body starts with FourCC {@code kind}. */
    public Optional<Comment> comment(String kind) {
        for (Token t : tokens) {
            if (t instanceof Comment c && c.is(kind)) {
                return Optional.of(c);
            }
        }
        return Optional.empty();
    }

    /** {@return the constant table, if the program carries one} */
    public Optional<ConstantTable> constantTable() {
        // (no lambda: the first one a JVM meets costs a one-shot listing several milliseconds)
        Optional<Comment> c = comment("CTAB");
        return c.isPresent() ? Optional.of(ConstantTable.read(c.get().body().slice(4, c.get().body().size() - 4)))
                : Optional.empty();
    }

    /** {@return the debug information of fxc /Zi, if the program carries it} */
    public Optional<DebugInfo> debugInfo() {
        Optional<Comment> c = comment("DBUG"); // (no lambda, as above)
        return c.isPresent() ? Optional.of(DebugInfo.read(c.get().body().slice(4, c.get().body().size() - 4)))
                : Optional.empty();
    }

    private static Instruction readInstruction(ByteReader r, int at, ShaderVersion version) {
        int token = r.i32At(at);
        Opcode op = Opcode.byCode(token & 0xFFFF);
        if (op == null) {
            throw r.error(at, "expected an instruction opcode, found 0x" + Integer.toHexString(token & 0xFFFF));
        }
        boolean sm2 = version.major() >= 2;
        // Shader Model 2+: [27:24] counts the dwords after the instruction token. Shader Model 1 has no
        // length field, so the end is wherever the opcode's shape says.
        int end = sm2 ? at + 4 + 4 * ((token >>> 24) & 0xF) : Integer.MAX_VALUE;
        if (sm2 && end > r.size()) {
            throw r.error(at, "instruction of " + ((token >>> 24) & 0xF) + " dwords, only "
                    + (r.size() - at - 4) / 4 + " left");
        }
        Cursor c = new Cursor(r, at + 4, end, sm2);
        Parameter dst = null;
        Parameter predicate = null;
        List<Parameter> sources = new ArrayList<>(4);
        List<Integer> literals = new ArrayList<>(4);
        int usage = 0;
        switch (op) {
            case DCL -> {
                usage = c.dword();
                dst = c.parameter(false);
            }
            case DEF, DEFI -> {
                dst = c.parameter(false);
                for (int i = 0; i < 4; i++) {
                    literals.add(c.dword());
                }
            }
            case DEFB -> {
                dst = c.parameter(false);
                literals.add(c.dword());
            }
            default -> {
                if (op.hasDestination()) {
                    dst = c.parameter(version.major() >= 3);
                }
                if ((token & 0x1000_0000) != 0) {
                    predicate = c.parameter(false);
                }
                if (sm2) {
                    while (c.at < end) {
                        sources.add(c.parameter(true));
                    }
                } else {
                    int n = sm1Sources(op, version);
                    for (int i = 0; i < n; i++) {
                        sources.add(c.parameter(false));
                    }
                }
            }
        }
        if (op == Opcode.BREAKP && sources.isEmpty()) {
            // its listing names the predicate it breaks on (Shader Model 1 has no breakp: its shape gives one)
            throw r.error(at, "breakp without its predicate source");
        }
        if (sm2 && c.at != end) {
            throw r.error(at, "instruction length of " + (end - at - 4) / 4 + " dwords, its operands take "
                    + (c.at - at - 4) / 4);
        }
        return new Instruction(at, token, op, dst, predicate, sources, usage, literals, c.at - at);
    }

    /** Sources of an instruction in a Shader Model 1 stream, where the shape depends on the version. */
    private static int sm1Sources(Opcode op, ShaderVersion version) {
        if ((op == Opcode.TEX || op == Opcode.TEXCOORD) && version.isPixel() && version.level() >= 0x104) {
            return 1; // ps_1_4 texld r#, t# and texcrd r#, t#
        }
        return op.sources();
    }

    private static String hex(int v) {
        return String.format(java.util.Locale.ROOT, "%08x", v);
    }

    /** Reads parameter tokens up to an instruction's end. */
    private static final class Cursor {
        private final ByteReader r;
        private final int end;
        private final boolean relativeTokens;
        int at;

        Cursor(ByteReader r, int at, int end, boolean relativeTokens) {
            this.r = r;
            this.at = at;
            this.end = end;
            this.relativeTokens = relativeTokens;
        }

        int dword() {
            if (at + 4 > end) {
                throw r.error(at, "operand past the instruction's length");
            }
            if (r.size() - at < 4) {
                throw r.error(at, "expected an operand dword, found the end of the data");
            }
            int v = r.i32At(at);
            at += 4;
            return v;
        }

        Parameter parameter(boolean mayBeRelative) {
            int offset = at;
            int token = dword();
            if ((token & 0x8000_0000) == 0) {
                throw r.error(offset, "expected a parameter token (bit 31 set), found 0x" + hex(token));
            }
            Parameter relative = null;
            if (mayBeRelative && relativeTokens && (token & 0x2000) != 0) {
                int relOffset = at;
                int rel = dword();
                if ((rel & 0x8000_0000) == 0) {
                    throw r.error(relOffset, "expected a relative-address token (bit 31 set), found 0x" + hex(rel));
                }
                relative = new Parameter(relOffset, rel, null);
            }
            return new Parameter(offset, token, relative);
        }
    }
}
