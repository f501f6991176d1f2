vs_3_0
dcl_position v0
dcl_position o0
sub r0, v0, c0
sub r1, v0, c1_abs
sub r2, v0, -c1_abs
add r0, r0, r1
add o0, r0, r2
