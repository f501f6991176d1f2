ps_1_4
texld r0, t0
sub r1, r0, r0_x2
sub r0, r0, -r1_x2
sub r0, r0, r1_bias
