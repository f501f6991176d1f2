package dev.dxkit.census;

import dev.dxkit.d3d9.ShaderVersion;
import dev.dxkit.io.Bits;
import dev.dxkit.io.Bytes;
import dev.dxkit.io.ByteReader;
import dev.dxkit.io.DxFormatException;

/**
 * Recognises a raw Direct3D 9 program (what fxc writes for vs_1_1 to ps_3_0, and what effects embed) by
 * walking its token stream from the version token to the end token.
 *
 * <pre>
 * version token      [31:16] 0xFFFE vertex / 0xFFFF pixel  [15:8] major  [7:0] minor
 * instruction token  [15:0] opcode  [23:16] controls  [27:24] length (Shader Model 2 and 3)  [31] 0
 * comment            opcode 0xFFFE, [30:16] the number of dwords that follow
 * end                0x0000FFFF
 * </pre>
 *
 * <p>Shader Model 1 instruction tokens carry no length; their parameter tokens have bit 31 set, except the
 * four literal dwords of {@code def}. The walk is strict so that arbitrary files are not taken for programs:
 * a known version, every opcode a Direct3D 9 opcode, every instruction token with bit 31 clear, and the end
 * token exactly at the end of the bytes.
 */
public final class D3D9Walk {
    /** Opcode of a comment token. */
    static final int COMMENT = 0xFFFE;
    /** The end token. */
    static final int END = 0x0000FFFF;
    /** Opcode of ps_1_4's phase marker. */
    static final int PHASE = 0xFFFD;
    /** Opcode of {@code def}: a destination and four literal dwords. */
    static final int DEF = 0x51;

    private D3D9Walk() {
    }

    /** A program that walked cleanly to its end token. */
    public record Program(ProgramKind kind, int major, int minor, int instructions) {
        /** {@return the target as compilers name it: {@code ps_3_0}, {@code vs_2_x}, {@code vs_3_sw}} */
        public String target() {
            String p = kind == ProgramKind.D3D9_VERTEX ? "vs" : "ps";
            String m = minor == 0xFF ? "sw" : major == 2 && minor == 1 ? "x" : Integer.toString(minor);
            return p + "_" + major + "_" + m;
        }
    }

    /** Walks the program in {@code data}, refusing it with the offset of the first token that breaks a rule. */
    public static Program walk(Bytes data) {
        ByteReader r = data.reader("d3d9");
        int size = data.size();
        int version = r.i32At(0);
        if (!ShaderVersion.isKnown(version)) {
            throw r.error(0, "expected a Direct3D 9 version token, found 0x" + Integer.toHexString(version));
        }
        if ((size & 3) != 0) {
            throw r.error(size & ~3, "the size " + size + " is not a whole number of dwords");
        }
        int major = Bits.field(version, 15, 8);
        int minor = Bits.field(version, 7, 0);
        ProgramKind kind = version >>> 16 == 0xFFFE ? ProgramKind.D3D9_VERTEX : ProgramKind.D3D9_PIXEL;
        int instructions = 0;
        int at = 4;
        while (true) {
            int token = r.i32At(at); // refuses a stream that ends before its end token
            if (token == END) {
                if (at + 4 != size) {
                    throw r.error(at + 4, (size - at - 4) + " bytes after the end token");
                }
                return new Program(kind, major, minor, instructions);
            }
            int opcode = Bits.field(token, 15, 0);
            if (token < 0) {
                throw r.error(at, "expected an instruction token (bit 31 clear), found 0x" + Integer.toHexString(token));
            }
            if (opcode == COMMENT) {
                at += 4 + 4 * Bits.field(token, 30, 16); // the comment's dwords follow it
                continue;
            }
            if (!isOpcode(opcode)) {
                throw r.error(at, "expected a Direct3D 9 opcode, found 0x" + Integer.toHexString(opcode));
            }
            int start = at;
            at += 4;
            if (opcode != PHASE) {
                instructions++;
            }
            if (major >= 2) {
                at += 4 * Bits.field(token, 27, 24); // Shader Model 2 and 3 state the length
            } else if (opcode == DEF) {
                at += 4 * 5; // the destination, then four literal dwords whose bit 31 is anything
            } else {
                while (at < size && r.i32At(at) < 0) { // Shader Model 1: parameter tokens have bit 31 set
                    at += 4;
                }
            }
            if (at > size) {
                throw r.error(start, "the instruction runs past the end, to byte " + at + " of " + size);
            }
        }
    }

    /** The Direct3D 9 opcodes: nop to defi (0 to 0x30), texcoord to breakp (0x40 to 0x60), phase. */
    static boolean isOpcode(int opcode) {
        return opcode <= 0x30 || (opcode >= 0x40 && opcode <= 0x60) || opcode == PHASE;
    }
}
