/**
 * Microsoft's multi-stream file format, version 7.00, the container of PDB files: read ({@link
 * dev.dxkit.msf.MsfFile}), every count and block checked before anything is allocated, and written ({@link
 * dev.dxkit.msf.MsfWriter}).
 */
package dev.dxkit.msf;
