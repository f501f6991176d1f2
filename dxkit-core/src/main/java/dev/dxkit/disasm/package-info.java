/**
 * Listings byte for byte as Microsoft's tools print them: {@link dev.dxkit.disasm.Disassembler} for a DXBC
 * container under a {@link dev.dxkit.disasm.DisasmFlags} word ({@code D3DDisassemble}), {@link
 * dev.dxkit.disasm.D3d9Listing} for a raw Direct3D 9 program, {@link dev.dxkit.disasm.DxilListing} for a DXIL
 * container ({@code dxc -dumpbin}). Most callers want the one way in above
 * this package, {@code Shader.list} of the shader package (named in words: this floor does not depend on it).
 */
package dev.dxkit.disasm;
