/**
 * The listing of a DXIL container as {@code dxc -dumpbin} prints it, byte for byte
 * ({@link dev.dxkit.dxil.listing.DxilListing}): the comment header from the container's parts
 * ({@link dev.dxkit.dxil.listing.DxilHeader}) and the module as LLVM 3.7's assembly writer prints it
 * ({@link dev.dxkit.dxil.listing.DxilIrWriter}), with its number formats, {@code dx.op} names and the DWARF
 * nodes of its debug metadata.
 */
package dev.dxkit.dxil.listing;
