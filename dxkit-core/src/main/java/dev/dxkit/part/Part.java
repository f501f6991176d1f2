package dev.dxkit.part;

import dev.dxkit.io.Bytes;

/**
 * A decoded container part. Each known kind is a record; an unknown kind, or a known kind whose decoder
 * refused, is a {@link RawPart} — never an abort of the whole container.
 */
public sealed interface Part permits RawPart, DxilProgramPart, HashPart, PsvPart, RootSignaturePart,
        DebugNamePart, CompilerVersionPart, PrivatePart, RuntimeDataPart,
        SourceInfoPart {
    /** The part kind, e.g. {@code "RDEF"}. */
    String fourCC();

    /** The part's bytes as they would be stored (for a decoded part, its encoding; equal to the original). */
    Bytes encode();
}
