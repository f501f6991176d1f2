/**
 * Shader Model 4, 5 and 5.1 programs (the token stream of a SHDR or SHEX part): the opcode and operand tables,
 * a cursor over the instructions that does not allocate, and the instruction and operand records built on
 * demand, both from one reading ({@link dev.dxkit.sm4.Sm4Program}).
 */
package dev.dxkit.sm4;
