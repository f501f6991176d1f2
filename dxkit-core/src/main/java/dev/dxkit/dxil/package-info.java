/**
 * DXIL programs: the LLVM 3.7 bitcode module of a DXIL part decoded into its tables, functions and metadata
 * ({@link dev.dxkit.dxil.DxilModule}), the DXIL-specific metadata ({@link dev.dxkit.dxil.DxilInfo}: entry
 * points, resources, signatures) and the table of {@code dx.op} operations.
 */
package dev.dxkit.dxil;
