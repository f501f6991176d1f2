/**
 * Direct3D 9 shader programs: the token stream of d3d9types.h ({@link dev.dxkit.d3d9.D3d9Program}: version
 * token, {@link dev.dxkit.d3d9.Instruction}s with their {@link dev.dxkit.d3d9.Parameter}s, comment blocks,
 * end token), the comments fxc writes into them (the constant table {@link dev.dxkit.d3d9.ConstantTable},
 * the /Zi debug information {@link dev.dxkit.d3d9.DebugInfo}, the d3dx9 effect
 * {@link dev.dxkit.d3d9.Preshader}), and the feature level 9 part of a DXBC container
 * ({@link dev.dxkit.d3d9.Level9Part}: Aon9, XNAP, XNAS). Decoders (and the
 * assembler); the listings are in the {@code listing} package beside this one.
 */
package dev.dxkit.d3d9;
