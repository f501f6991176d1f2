/**
 * Direct3D 9 shader programs: the token stream of d3d9types.h ({@link dev.dxkit.d3d9.D3d9Program}: version
 * token, {@link dev.dxkit.d3d9.Instruction}s with their {@link dev.dxkit.d3d9.Parameter}s, comment blocks,
 * end token), the comments fxc writes into them (the constant table {@link dev.dxkit.d3d9.ConstantTable},
 * the /Zi debug information {@link dev.dxkit.d3d9.DebugInfo}, the d3dx9 effect
 * {@link dev.dxkit.d3d9.Preshader}). The feature level 9 part of a DXBC container that carries such a program
 * (Aon9, XNAP, XNAS) is a part, {@code Level9Part}, of the part package. Decoders (and the assembler); the
 * listings are in the {@code listing} package beside this one.
 */
package dev.dxkit.d3d9;
