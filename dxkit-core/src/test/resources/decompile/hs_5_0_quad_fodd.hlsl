// hs_5_0
/* dxkit: hull shaders (control-point and patch-constant phases) are not decompiled yet */
