/**
 * Listing text, for every format: {@link dev.dxkit.text.TextSink} (the one place listing text is assembled: line
 * endings, columns, {@code %f} and hex as Microsoft's C runtime prints them), the {@code D3D_DISASM_*} flag word
 * {@link dev.dxkit.text.DisasmFlags}, C's {@code %g} ({@link dev.dxkit.text.PrintfG}), the floats a listing
 * writes and reads back ({@link dev.dxkit.text.FloatLiterals}, {@link dev.dxkit.text.ListingNumbers}) and the
 * HTML of flag 0x01 ({@link dev.dxkit.text.Html}). Generic: it knows no format.
 */
package dev.dxkit.text;
