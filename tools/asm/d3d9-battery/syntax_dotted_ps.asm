ps.1.4
texld r0, t0
mov r0, r0
