/**
 * Microsoft's multi-stream file format, version 7.00, the container of PDB files ({@link
 * dev.dxkit.msf.MsfFile}), every count and block checked before anything is allocated.
 */
package dev.dxkit.msf;
