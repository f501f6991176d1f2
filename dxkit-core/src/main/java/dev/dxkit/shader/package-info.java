/**
 * The front door: {@link dev.dxkit.shader.Shader} reads the bytes of any shader file dxkit knows (a DXBC
 * container, a DXIL container, a raw Direct3D 9 program, or one of the files that hold no program of their
 * own: a root signature, an effect, an expression blob), says what it is, and lists it as Microsoft's tool
 * would, or says plainly why there is nothing to list ({@link dev.dxkit.shader.Listing}).
 */
package dev.dxkit.shader;
