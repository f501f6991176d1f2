ps_1_1
tex t0
texbem t1, t0
texbeml t2, t0
add r0, t1, t2
