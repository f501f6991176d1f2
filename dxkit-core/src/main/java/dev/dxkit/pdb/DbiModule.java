package dev.dxkit.pdb;

/**
 * One module of the DBI stream's module list: its symbol stream and the sizes of the parts of that stream
 * (symbols including the 4-byte signature, C11 lines, C13 subsections), and its names.
 */
public record DbiModule(int stream, int symbolBytes, int c11Bytes, int c13Bytes, String moduleName, String objectName) {
}
