vs_2_x
def c90, 1, 0.5, 0, 2
defi i0, 4, 0, 1, 0
defb b1, false
dcl_position v0
dcl_normal v1
mov r0, v0
mov r1, c90.z
setp_ne p0.xy, v1, c90.z
(p0.x) add r0.x, r0.x, c90.x
(!p0.y) mov r0.y, c90.w
loop aL, i0
  add r1, r1, c10[aL]
  break_ge r1.w, c90.w
endloop
if_gt r1.x, c90.z
  mul r0.xyz, r0, r1
endif
call l3
callnz l3, b1
sgn r2, r1, r3, r4
m4x4 oPos, r0, c0
mov oD0, r1
mov oT0, r2
ret
label l3
dp4 r1.w, r1, r1
rsq r1.w, r1.w
mul r1.xyz, r1, r1.w
ret
