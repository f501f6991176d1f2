// vs_2_x: predication, comparisons, break forms
vs_2_x
dcl_position v0
def c0, 1, 0, 0.5, -1
defi i0, 8, 0, 1, 0
mov r0, c0
setp_gt p0, v0, c0
setp_lt p0.xy, v0, c0.y
(p0) add r0, r0, c1
(!p0.y) mul r0, r0, c2
if_ge r0.x, c0.x
add r0, r0, c3
endif
if_ne r0.y, -c0.w
mov r0.y, c4.x
endif
if p0.x
mov r0.z, c4.y
endif
if !p0.y
mov r0.z, c4.z
endif
rep i0
add r0, r0, c5
break_eq r0.x, c0.x
break_le r0.y, c0.y
breakp p0.z
breakp !p0.w
endrep
callnz l0, p0.x
callnz l0, !p0.y
mov oPos, r0
ret
label l0
add r0, r0, c7
ret
