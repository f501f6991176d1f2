ps_3_0
dcl_texcoord v0
sub r0, v0, c0
sub r1, v0_abs, -c1_abs
add r0, r0, r1
mov oC0, r0
