ps_1_3
tex t0
texm3x3pad t1, t0
texm3x3pad t2, t0
texm3x3 t3, t0
mul_x4 r0.rgb, t3, c0
+mov_d2 r0.a, t0.a
