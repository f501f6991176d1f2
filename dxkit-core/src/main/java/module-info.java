/**
 * dxkit: read, verify, edit, re-sign, disassemble and survey DirectX shader containers (DXBC and DXIL)
 * and Direct3D 9 shader programs. No runtime dependencies.
 */
module dev.dxkit.core {
    exports dev.dxkit.io;
    exports dev.dxkit.text;
    exports dev.dxkit.container;
    exports dev.dxkit.part;
    exports dev.dxkit.sm4;
    exports dev.dxkit.sm4.listing;
    exports dev.dxkit.sm4.asm;
    exports dev.dxkit.sm4.decompile;
    exports dev.dxkit.hlsl;
    exports dev.dxkit.d3d9;
    exports dev.dxkit.d3d9.listing;
    exports dev.dxkit.d3d9.decompile;
    exports dev.dxkit.bitcode;
    exports dev.dxkit.dxil;
    exports dev.dxkit.dxil.listing;
    exports dev.dxkit.archive;
    exports dev.dxkit.census;
    exports dev.dxkit.hash;
    exports dev.dxkit.diff;
    exports dev.dxkit.msf;
    exports dev.dxkit.pdb;
    exports dev.dxkit.sources;
    exports dev.dxkit.rootsig;
    exports dev.dxkit.reflect;
    exports dev.dxkit.shader;
}
