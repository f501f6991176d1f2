/**
 * Bytes in: the immutable {@link dev.dxkit.io.Bytes} value, the little-endian {@link dev.dxkit.io.ByteReader}
 * with absolute, overflow-safe bounds-checked reads, FourCC codes, bit fields, and the one exception every
 * reader throws on bad input, {@link dev.dxkit.io.DxFormatException}, whose message names the part and byte.
 * Knows no format.
 */
package dev.dxkit.io;
