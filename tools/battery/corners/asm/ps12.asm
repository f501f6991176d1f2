ps_1_2
def c0, 1, 0.5, 0, 1
tex t0
texreg2ar t1, t0
texreg2gb t2, t0
texdp3tex t3, t0_bx2
add_d2 r0, t1, t2
sub_sat r1, t3, c0
dp4 r1, r0, t3
lrp r0, v0, r0, r1
