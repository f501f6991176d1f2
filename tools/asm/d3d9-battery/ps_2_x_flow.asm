// ps_2_x: predication, dsx/dsy, texldd, flow control
ps_2_x
dcl t0
dcl_2d s0
def c0, 1, 0, 0.5, 0
defi i0, 4, 0, 0, 0
defb b0, true
dsx r0, t0
dsy r1, t0
texldd r2, t0, s0, r0, r1
setp_lt p0, r2, c0.z
(p0) mul r2, r2, c1
rep i0
add r2, r2, c2
break_gt r2.x, c0.x
endrep
if b0
mul_pp r2, r2, c3
endif
mov oC0, r2
