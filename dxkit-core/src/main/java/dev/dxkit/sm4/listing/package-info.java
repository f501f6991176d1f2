/**
 * The listing of a DXBC container as {@code D3DDisassemble} prints it, byte for byte:
 * {@link dev.dxkit.sm4.listing.Disassembler} under a flag word ({@code DisasmFlags}), made of the header
 * ({@link dev.dxkit.sm4.listing.ListingHeader}: the parts' tables, the level 9 block), the Shader Model 4/5/5.1
 * program ({@link dev.dxkit.sm4.listing.ProgramPrinter}, with the {@code #line} annotations of the debug parts)
 * and the trailer ({@link dev.dxkit.sm4.listing.ListingTrailer}). Most callers want the one way in above this
 * package, {@code Shader.list} of the shader package (named in words: this floor does not depend on it).
 */
package dev.dxkit.sm4.listing;
