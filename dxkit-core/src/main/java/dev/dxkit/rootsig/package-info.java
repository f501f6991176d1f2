/**
 * Root signatures as text: {@link dev.dxkit.rootsig.RootSignatureCompiler} compiles the HLSL root signature
 * language to an RTS0 part as dxc does, {@link dev.dxkit.rootsig.RootSignaturePrinter} prints an RTS0 part as
 * text that compiles back to the same bytes, and {@link dev.dxkit.rootsig.RootSignatureWriter} writes a part
 * from its fields.
 */
package dev.dxkit.rootsig;
