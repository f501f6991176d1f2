package dev.dxkit.part;

import java.util.List;
import java.util.Optional;

/**
 * A type of RDEF ({@code D3D11_SHADER_TYPE_DESC}), stored once at its offset and shared by every variable and
 * member that names that offset. 16-byte records, 36 in the Shader Model 5 layouts:
 * <pre>
 * 0x00 u16 class  0x02 u16 type  0x04 u16 rows  0x06 u16 columns  0x08 u16 elements  0x0a u16 member count
 * 0x0c member offset   SM5: 0x10..0x1f four words kept as stored (0x10 is the parent type of a class,
 * the rest 0 in the containers seen)   0x20 type name offset
 * </pre>
 *
 * @param name the type name (Shader Model 5), empty in Shader Model 4
 */
public record ShaderType(int offset, int varClass, int varType, int rows, int columns, int elements,
                         int memberOffset, List<TypeMember> members, List<Long> extra, Optional<String> name,
                         int nameOffset) {
    public ShaderType {
        members = List.copyOf(members);
        extra = List.copyOf(extra);
    }
}
