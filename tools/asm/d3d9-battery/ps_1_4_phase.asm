// ps_1_4: texld, texcrd, phase, bem, texdepth, _dz/_dw, write shifts
ps_1_4
def c0, 0.5, 0.5, 0.5, 1
texld r0, t0
texcrd r1.rgb, t1
texcrd r2.xy, t2_dw.xyw
texld r3, t3
bem r4.rg, r0, r1
mul_x2 r5.rgb, r0, c0
+mov r5.a, c0.a
cmp r1.rgb, r1, r0, c1
cnd r2.rgb, r0.a, r0, c2
phase
texld r0, r0
texld r4, r1_dz
texld r2, t2_dw.xyw
texdepth r5
mul r0, r0, r4
add_sat r0, r0, r2
