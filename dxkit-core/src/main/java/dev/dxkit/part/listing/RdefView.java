package dev.dxkit.part.listing;

import dev.dxkit.io.ByteReader;
import dev.dxkit.io.Bytes;
import dev.dxkit.part.RdefLayout;
import dev.dxkit.part.RdefPart;
import dev.dxkit.text.TextSink;

/**
 * The fields of an RDEF part that the listing header prints, read in place from a part that
 * {@link RdefPart#isReadable} accepted (so every offset below lies inside it): the flyweight form of
 * {@link RdefPart}, which a listing would otherwise build only to print and drop. Offsets as documented on
 * {@link RdefPart}, {@link dev.dxkit.part.ConstantBuffer}, {@link dev.dxkit.part.ShaderVariable},
 * {@link dev.dxkit.part.ShaderType}, {@link dev.dxkit.part.TypeMember} and {@link dev.dxkit.part.ResourceBinding}.
 */
public final class RdefView {
    final ByteReader r;
    private final byte[] array;
    private final int base;
    final RdefLayout layout;
    private final int bufferSize;
    private final int bindingSize;
    private final int variableSize;
    private final int memberSize;

    private RdefView(Bytes data) {
        r = data.reader("RDEF");
        array = data.array();
        base = data.arrayOffset();
        // 0x1c: the Shader Model 5 tag, in a part long enough to have one
        RdefLayout l = r.size() >= 32 ? RdefLayout.ofTag(r.i32At(28)) : RdefLayout.SM4;
        layout = l;
        boolean sm5 = l.isSm5();
        // 0x24.. the stored record sizes of Shader Model 5; Shader Model 4's are fixed
        bufferSize = sm5 ? r.i32At(0x24) : l.bufferSize;
        bindingSize = sm5 ? r.i32At(0x28) : l.bindingSize;
        variableSize = sm5 ? r.i32At(0x2c) : l.variableSize;
        memberSize = sm5 ? r.i32At(0x34) : l.memberSize;
    }

    /** The view of {@code data}, or null where the decoder refuses it (the listing then has no RDEF). */
    public static RdefView of(Bytes data) {
        return RdefPart.isReadable(data) ? new RdefView(data) : null;
    }

    /**
     * Appends the NUL-terminated Latin-1 string at {@code at} straight from the part's bytes (measured as
     * {@link dev.dxkit.io.ByteReader#cStringLengthAt} measures it; the view was checked to hold it); returns its
     * length.
     */
    public int appendString(int at, TextSink out) {
        int length = r.cStringLengthAt(at);
        out.append(array, base + at, length);
        return length;
    }

    /** The string at {@code at}, made (for the few the listing compares or measures first). */
    String string(int at) {
        return r.cStringAt(at);
    }

    // header
    public int creatorOffset() {
        return r.i32At(0x18);
    }

    int bufferCount() {
        return r.i32At(0x00);
    }

    /** The record of constant buffer {@code i}: 0x00 name, 0x04 variable count, 0x08 variables, 0x14 type. */
    int buffer(int i) {
        return r.i32At(0x04) + i * bufferSize;
    }

    int bindingCount() {
        return r.i32At(0x08);
    }

    /** The record of binding {@code i}. */
    int binding(int i) {
        return r.i32At(0x0c) + i * bindingSize;
    }

    /** The record of variable {@code j} of the buffer whose record is at {@code buffer}. */
    /** Whether a variable's record holds its texture and sampler slots (Shader Model 5's 40-byte record). */
    boolean variableSlots() {
        return variableSize >= 40;
    }

    int variable(int buffer, int j) {
        return r.i32At(buffer + 8) + j * variableSize;
    }

    /** The record of member {@code k} of the type at {@code type}. */
    int member(int type, int k) {
        return r.i32At(type + 12) + k * memberSize;
    }

    int i32(int at) {
        return r.i32At(at);
    }

    long u32(int at) {
        return r.u32At(at);
    }

    int u16(int at) {
        return r.u16At(at);
    }

    /** Whether the type at {@code type} has a name (Shader Model 5, name offset 0x20 not 0). */
    boolean hasTypeName(int type) {
        return layout.isSm5() && r.i32At(type + 32) != 0;
    }
}
