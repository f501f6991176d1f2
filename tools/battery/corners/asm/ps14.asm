ps_1_4
def c0, 1, 0.5, 0, 1
def c1, 0.25, 0.5, 0.75, 1
texcrd r0.xyz, t0
texld r1, t1
texld r2, t2_dw.xyw
mul_x2 r0.xyz, r0_bx2, c0
+mov r0.w, c0.w
phase
texld r3, r0_dz.xyz
texld r4, r0
mov r1, c1
mad_sat r0, r3, 1-r1, r4_bias
dp3_x4 r5, r0_bx2, c1
mov r1, r5
cmp r0.w, r5, c0.x, r0
cnd r0.xyz, r0.w, r3, r4
lrp_d2 r0, c1.x, r0, r1
