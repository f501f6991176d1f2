package dev.dxkit.container;

/**
 * A deviation from the canonical container layout, with the byte it concerns.
 *
 * <p>The canonical layout (spec "Container", observed in all 77,457 shipped containers): version 1.0; the
 * stored size equals the byte count; parts back to back in directory order from the end of the directory,
 * with no gap and nothing after the last; no part kind twice; a retail HASH part holds the MD5 of the DXIL
 * part's bitcode; the stored digest equals the computed one.
 *
 * @param kind    which rule is broken
 * @param offset  the byte offset in the container the finding is about
 * @param message what was expected and what was found
 */
public record Finding(Kind kind, long offset, String message) {
    /** The rules of the canonical layout. */
    public enum Kind {
        /** The version words are not 1.0. */
        VERSION,
        /** The stored total size differs from the byte count. */
        SIZE,
        /** A part starts later than where the previous one ends. */
        GAP,
        /** A part starts before the previous one ends. */
        OVERLAP,
        /** Bytes follow the last part. */
        TRAILING_BYTES,
        /** A part kind occurs twice. */
        DUPLICATE_PART,
        /** The HASH part's digest is not the MD5 of the DXIL part's bitcode. */
        HASH_MISMATCH,
        /** The stored digest is zero. */
        DIGEST_ZERO,
        /** The stored digest differs from the computed one. */
        DIGEST_MISMATCH;

        /** Lower-case, hyphenated name as printed and written to JSON. */
        public String label() {
            return name().toLowerCase(java.util.Locale.ROOT).replace('_', '-');
        }
    }

    /** {@code kind: message @0xOFFSET}, the form {@code dxkit verify} prints. */
    public String describe() {
        return kind.label() + ": " + message + " @0x" + Long.toHexString(offset);
    }
}
