/**
 * The Shader Model 4/5/5.1 assembler: the text {@code D3DDisassemble} prints, back to a SHDR/SHEX token
 * stream written as fxc writes it ({@link dev.dxkit.sm4.asm.Sm4Assembler}; the accepted text is documented in
 * {@code docs/sm4-asm.md}), with diagnostics at {@code line:column}.
 */
package dev.dxkit.sm4.asm;
