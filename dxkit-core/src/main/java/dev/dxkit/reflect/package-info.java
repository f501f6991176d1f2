/**
 * Reflection as Direct3D reports it: what {@code D3DReflect}'s {@code ID3D11ShaderReflection} returns for a
 * DXBC program (Shader Model 4, 5, 5.1 and the level-9 targets), and what {@code ID3D12ShaderReflection} and
 * {@code ID3D12LibraryReflection} return for a DXIL program or library, computed from the container's parts
 * (RDEF, the signatures, STAT, SFI0, the token stream; PSV0, RDAT and the DXIL module) without Direct3D.
 *
 * <p>{@link dev.dxkit.reflect.Reflector} builds the immutable model ({@link dev.dxkit.reflect.Reflection}),
 * {@link dev.dxkit.reflect.ReflectionFacts} prints it as the oracle's {@code key=value} facts, and
 * {@link dev.dxkit.reflect.ReflectionPrinter} as text for people.
 */
package dev.dxkit.reflect;
