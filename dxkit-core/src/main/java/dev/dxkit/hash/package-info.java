/**
 * The hashes a shader is named by ({@link dev.dxkit.hash.ShaderHashes}, {@code docs/hashes.md}): the file's
 * SHA-256, the container digest, 3DMigoto's two hashes and dxkit's program hash, which ignores the parts that
 * do not change what the program does.
 */
package dev.dxkit.hash;
