/** HLSL back from Shader Model 4/5/5.1 programs (and level 9 through their SM 4 program). */
package dev.dxkit.sm4.decompile;
