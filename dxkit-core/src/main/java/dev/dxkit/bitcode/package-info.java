/**
 * LLVM bitstreams ({@link dev.dxkit.bitcode.Bitstream}), read into blocks and abbreviation-encoded records
 * following LLVM's "LLVM Bitcode File Format" document. Knows nothing of what the blocks mean.
 */
package dev.dxkit.bitcode;
