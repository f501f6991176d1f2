package dev.dxkit.d3d9;

import dev.dxkit.io.Bytes;
import dev.dxkit.io.DxFormatException;

import java.util.ArrayList;
import java.util.List;

/**
 * Finds raw Direct3D 9 programs embedded in arbitrary bytes: effect files, DLLs, packs, dumps.
 *
 * <p>A version token alone is not enough: a candidate starts at a {@linkplain ShaderVersion#isKnown known}
 * vertex or pixel version token and is reported only if {@link D3d9Program#read} walks it to its end token
 * (every opcode a Direct3D 9 opcode, every parameter token with bit 31 set, every length and comment size
 * inside the bytes) and it holds at least one instruction other than {@code nop}, so that a version-like
 * dword followed by zeros and a {@code 0x0000FFFF} is not taken for a program. Programs found are not
 * searched again for programs inside them.
 */
public final class D3d9Carver {
    private D3d9Carver() {
    }

    /** A program found at {@code offset} of the scanned bytes. */
    public record Found(long offset, D3d9Program program) {
        /** {@return its size in bytes, version token through end token} */
        public int size() {
            return program.bytes().size();
        }
    }

    /** Every Direct3D 9 program in {@code data}, in order of offset. */
    public static List<Found> carve(byte[] data) {
        List<Found> found = new ArrayList<>();
        int end = data.length - 8; // a version token and an end token at least
        for (int at = 0; at <= end; at++) {
            // [31:16] 0xFFFE or 0xFFFF: byte 3 is 0xFF, byte 2 0xFE or 0xFF
            if (data[at + 3] != (byte) 0xFF || (data[at + 2] & 0xFE) != 0xFE) {
                continue;
            }
            int token = (data[at] & 0xFF) | (data[at + 1] & 0xFF) << 8 | (data[at + 2] & 0xFF) << 16 | 0xFF00_0000;
            if (!ShaderVersion.isKnown(token)) {
                continue;
            }
            D3d9Program p;
            try {
                p = D3d9Program.read(Bytes.wrap(data, at, data.length - at));
            } catch (DxFormatException e) {
                continue;
            }
            if (hasWork(p)) {
                found.add(new Found(at, p));
                at += p.bytes().size() - 1;
            }
        }
        return found;
    }

    private static boolean hasWork(D3d9Program p) {
        for (Token t : p.tokens()) {
            if (t instanceof Instruction i && i.opcode() != Opcode.NOP) {
                return true;
            }
        }
        return false;
    }
}
