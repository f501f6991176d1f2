ps_1_2
tex t0
sub r0, t0, -t0_bias
sub r1, t0, t0_bx2
add r0, r0, r1
