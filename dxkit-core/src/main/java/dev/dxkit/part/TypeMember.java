package dev.dxkit.part;

/**
 * A member of a struct type in RDEF, a 12-byte record: name offset, type offset, offset. The offset counts
 * from the struct (except where fxc wrote it from the buffer; see the format doc's SAT_MtdParam case —
 * D3DDisassemble adds the struct's offset all the same, and so does dxkit's listing).
 */
public record TypeMember(String name, int nameOffset, int typeOffset, long offset) {
}
