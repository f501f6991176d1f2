ps_1_3
def c0, 1, 0.5, 0, 1
tex t0
texm3x3pad t1, t0_bx2
texm3x3pad t2, t0_bx2
texm3x3spec t3, t0_bx2, c0
mul r0.rgb, t3, v0
+add_sat r0.a, t0.a, c0.a
