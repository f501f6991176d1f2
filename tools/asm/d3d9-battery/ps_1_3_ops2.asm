ps_1_3
tex t0
texdp3 t1, t0_bx2
mul r0, t1, v0
