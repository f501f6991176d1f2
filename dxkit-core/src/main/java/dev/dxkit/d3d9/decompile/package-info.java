/** HLSL back from Direct3D 9 programs (vs/ps 1.x–3.0). */
package dev.dxkit.d3d9.decompile;
