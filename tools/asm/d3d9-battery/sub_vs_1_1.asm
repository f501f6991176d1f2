vs_1_1
dcl_position v0
mov a0.x, v0.x
sub r0, v0, c0
sub r1, v0, -c1
sub r2, -v0, c0
sub r3, v0, c[a0.x+1]
add r0, r0, r1
add r0, r0, r2
add r0, r0, r3
mov oPos, r0
