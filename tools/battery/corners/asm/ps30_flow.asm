ps_3_0
def c20, 1, 0.5, 0, 2
def c21, -1, 0.25, 0.75, 4
defi i0, 4, 0, 1, 0
defb b0, true
dcl_texcoord v0
dcl_texcoord1 v1
dcl_color v2
dcl vFace
dcl vPos.xy
dcl_2d s0
dcl_cube s1
dcl_volume s2
texld r0, v0, s0
setp_lt p0, r0, c20.y
(p0.x) mov r0.x, c20.x
(!p0.w) mul_sat r0.yz, r0, c20.w
(p0) texld r1, v1, s1
rep i0
  add r0, r0, c21.y
  break_gt r0.x, c21.w
  setp_ge p0.x, r0.y, c21.z
  breakp p0.x
endrep
if b0
  texldl r2, v1, s2
  texldd r3, v0, s0, r0, r2
  add r0, r0, r2
endif
if_ne r0.w, c20.z
  dsx r4, v0
  dsy r5, v0
  add r0.xy, r4, r5
else
  texldb r4, v1, s1
  texldp r5, v1, s0
  lrp r0, c20.y, r4, r5
endif
cmp r0, vFace, r0, -r0
add r0.xy, r0, vPos
texkill r1
call l1
callnz l1, !p0.y
mov_pp oC0, r0
mov oDepth, r1.x
ret
label l1
mad_sat_pp r0, r0_abs, c21.y, -c21.z
ret
