package dev.dxkit.reflect;

import java.util.List;

/**
 * A variable's or member's type ({@code D3D11_SHADER_TYPE_DESC} / {@code D3D12_SHADER_TYPE_DESC}).
 *
 * @param name     the type name ({@code float4}, a struct's name …)
 * @param varClass {@code D3D_SHADER_VARIABLE_CLASS}
 * @param varType  {@code D3D_SHADER_VARIABLE_TYPE}
 * @param offset   for a member, its offset from the start of the enclosing struct; 0 for a variable's type
 * @param members  a struct's members, each with its name ({@code GetMemberTypeName}) and type
 */
public record Type(String name, long varClass, long varType, long rows, long columns, long elements, long offset,
                   List<Member> members) {
    public Type {
        members = List.copyOf(members);
    }

    /** A struct member: its name and its type (whose offset is the member's). */
    public record Member(String name, Type type) {
    }
}
