vs_3_0
// predicates, loop with aL, rep, calls, labels, nested branches
def c90, 1, 0.5, 0, 2
def c91, 0.25, -1, 3, 4
defi i0, 4, 0, 1, 0
defi i1, 3, 0, 0, 0
defb b0, true
dcl_position v0
dcl_normal v1
dcl_texcoord v2
dcl_blendindices v3
dcl_position o0
dcl_texcoord o1.xy
dcl_color o2
mov r0, v0
mov r1, c90.z
setp_gt p0, v1, c90.z
(p0.x) add r0.x, r0.x, c90.x
(!p0.y) mul r0.yz, r0, c90.y
(p0.z) mad r0.w, r0.w, c91.x, c91.y
loop aL, i0
  mad r1, c10[aL], v1.x, r1
  setp_ge p0.w, r1.w, c91.z
  breakp p0.w
endloop
rep i1
  add r1.xyz, r1, c91.x
  if_lt r1.x, c91.w
    mul r1.y, r1.y, c90.y
  else
    add r1.y, r1.y, -c90.x
  endif
endrep
if b0
  call l1
endif
callnz l2, b0
callnz l1, !p0.x
mova a0.x, v3.x
add r0, r0, c20[a0.x]
mova a0.xy, v3.yz
add r1, r1, c30[a0.y].yzwx
m4x4 o0, r0, c0
mov o1.xy, v2
mov_sat o2, r1
ret
label l1
add r0, r0, c90.w
ret
label l2
if b0
  mul r0, r0, -r0_abs
endif
ret
