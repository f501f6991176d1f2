package dev.dxkit.reflect;

/** What Direct3D's reflection returns for one container: a program ({@link ShaderReflection}) or a library. */
public sealed interface Reflection permits ShaderReflection, LibraryReflection {
    /** {@return the interface that reports it: {@code D3D11} for DXBC (D3DReflect), {@code D3D12} for DXIL} */
    Api api();

    /** The reflection interface family. */
    enum Api {
        /** {@code ID3D11ShaderReflection}, as {@code D3DReflect} returns it for a DXBC program. */
        D3D11,
        /** {@code ID3D12ShaderReflection} / {@code ID3D12LibraryReflection}, as DXC returns them for DXIL. */
        D3D12
    }
}
