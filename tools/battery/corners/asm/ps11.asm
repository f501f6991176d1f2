ps_1_1
def c0, 1, 0.5, 0, 1
tex t0
texm3x2pad t1, t0_bx2
texm3x2tex t2, t0_bx2
texcoord t3
mul r0.rgb, t0, v0
+mad r0.a, t2.a, c0.b, v1.a
dp3_sat r1, t3_bx2, v1_bx2
mad_x2 r0.rgb, r0, r1, -t3
cnd r0, r0.a, r0, t2
