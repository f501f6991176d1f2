/**
 * The parts of a container, one record per known kind behind the sealed {@link dev.dxkit.part.Part}: RDEF,
 * the signatures, STAT, SFI0, RTS0, PSV0, RDAT, the programs and the rest; an unknown kind, or a known kind
 * its decoder refused, is a {@link dev.dxkit.part.RawPart} saying why. {@link dev.dxkit.part.PartDecoder}
 * decodes by FourCC and each record's {@code encode()} gives the part's bytes back. D3D's enumerations
 * and flag words carry their D3D names here ({@link dev.dxkit.part.ShaderInputType},
 * {@link dev.dxkit.part.SystemValue} …; see {@code docs/dump-schema.md}).
 */
package dev.dxkit.part;
