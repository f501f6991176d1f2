package dev.dxkit.part;

import dev.dxkit.io.Bytes;
import dev.dxkit.io.DxFormatException;

/**
 * Decodes a part's bytes into its record by kind. A kind without a decoder, or bytes a decoder refuses,
 * give a {@link RawPart} with the reason; decoding never throws.
 */
public final class PartDecoder {
    private PartDecoder() {
    }

    /** The decoded part of kind {@code fourCC} with data {@code data}. */
    public static Part decode(String fourCC, Bytes data) {
        try {
            return switch (fourCC) {
                case "ISGN", "OSGN", "PCSG", "OSG5", "ISG1", "OSG1", "PSG1" -> SignaturePart.read(fourCC, data);
                case "RDEF" -> RdefPart.read(data);
                // a DXIL container's STAT is a reflection module behind a DXIL program header
                case "STAT" -> DxilProgramPart.isProgram(data) ? DxilProgramPart.read(fourCC, data) : StatPart.read(data);
                case "SFI0" -> Sfi0Part.read(data);
                case "IFCE" -> IfcePart.read(data);
                case "DXIL", "ILDB" -> DxilProgramPart.read(fourCC, data);
                case "HASH" -> HashPart.read(data);
                case "PSV0" -> PsvPart.read(data);
                case "RTS0" -> RootSignaturePart.read(data);
                case "ILDN" -> DebugNamePart.read(data);
                case "VERS" -> CompilerVersionPart.read(data);
                case "PRIV" -> new PrivatePart(data);
                case "RDAT" -> RuntimeDataPart.read(data);
                case "SRCI" -> SourceInfoPart.read(data);
                case "SDBG" -> SdbgPart.read(data);
                case "SHDR", "SHEX" -> Sm4ProgramPart.read(fourCC, data);
                case "Aon9", "XNAS", "XNAP" -> Level9Part.readPart(fourCC, data);
                case "CTAB", "CLI4", "FXLC" -> EffectExpressionPart.read(fourCC, data);
                case "FX10", "FX11" -> EffectPart.read(fourCC, data);
                case "SPDB" -> SpdbPart.read(data);
                default -> new RawPart(fourCC, data, "unknown kind");
            };
        } catch (DxFormatException e) {
            return new RawPart(fourCC, data, oneLine(e.getMessage()));
        }
    }

    /**
     * A decoder's message kept to one printable line: a name read from a damaged part may run into other
     * bytes, so control characters and bytes above ASCII show as {@code \xNN}.
     */
    static String oneLine(String message) {
        StringBuilder b = new StringBuilder(message.length());
        for (int i = 0; i < message.length(); i++) {
            char c = message.charAt(i);
            if (c < 0x20 || c > 0x7e) {
                b.append(String.format(java.util.Locale.ROOT, c > 0xff ? "\\u%04x" : "\\x%02x", (int) c));
            } else {
                b.append(c);
            }
        }
        return b.toString();
    }
}
