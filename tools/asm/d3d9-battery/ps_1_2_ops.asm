// ps_1_2: dp4, cmp, texreg2gb, texreg2rgb, texdp3tex
ps_1_2
tex t0
texreg2gb t1, t0
texreg2rgb t2, t0
texdp3tex t3, t0
dp4 r0, t1, c0
cmp r1, r0, t2, t3
mov r0, r1
