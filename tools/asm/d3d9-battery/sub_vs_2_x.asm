vs_2_x
dcl_position v0
sub r0, v0, c0
sub r1, v0, -c1
add r0, r0, r1
mov oPos, r0
