package dev.dxkit.part;

/**
 * The three layouts of RDEF (format doc, "Reflection and statistics in Shader Model 4 and 5"): the tag at
 * byte 28 and the record sizes that follow it.
 */
public enum RdefLayout {
    /** Shader Model 4: no tag, a 28-byte header, 32-byte bindings, 24-byte buffers and variables, 16-byte types. */
    SM4(0, 28, 24, 32, 24, 16, 12),
    /** Shader Model 5.0: {@code RD11} at byte 28, sizes 60, 24, 32, 40, 36, 12. */
    SM50(0x31314452, 60, 24, 32, 40, 36, 12),
    /** Shader Model 5.1: the word 0x25441313 at byte 28, 40-byte bindings with register space and id. */
    SM51(0x25441313, 60, 24, 40, 40, 36, 12);

    /** The word at byte 28 (0 for SM4, which has none). */
    public final int tag;
    /** The size of the RDEF header in bytes. */
    public final int headerSize;
    /** The size of a constant buffer record in bytes. */
    public final int bufferSize;
    /** The size of a resource binding record in bytes. */
    public final int bindingSize;
    /** The size of a variable record in bytes. */
    public final int variableSize;
    /** The size of a type record in bytes. */
    public final int typeSize;
    /** The size of a structure member record in bytes. */
    public final int memberSize;

    RdefLayout(int tag, int headerSize, int bufferSize, int bindingSize, int variableSize, int typeSize,
               int memberSize) {
        this.tag = tag;
        this.headerSize = headerSize;
        this.bufferSize = bufferSize;
        this.bindingSize = bindingSize;
        this.variableSize = variableSize;
        this.typeSize = typeSize;
        this.memberSize = memberSize;
    }

    /**
     * The layout of an RDEF part whose word at byte 28 is {@code tag} (a part of 32 bytes or more): Shader Model
     * 5.0 or 5.1 by their tags, Shader Model 4 for any other word.
     */
    public static RdefLayout ofTag(int tag) {
        return tag == SM50.tag ? SM50 : tag == SM51.tag ? SM51 : SM4;
    }

    /** {@return whether this layout has the Shader Model 5 fields (type names, texture and sampler slots)} */
    public boolean isSm5() {
        return this != SM4;
    }
}
