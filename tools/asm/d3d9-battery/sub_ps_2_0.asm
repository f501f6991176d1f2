ps_2_0
dcl t0
sub r0, t0, c0
sub_pp r1, t0, -c0
sub_sat r1, r1, r0
add r0, r0, r1
mov oC0, r0
