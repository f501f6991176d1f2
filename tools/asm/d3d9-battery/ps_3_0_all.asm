// ps_3_0: input semantics, vPos, vFace, _abs, loops with aL-relative inputs, breakp, labels
ps_3_0
dcl_texcoord0 v0
dcl_texcoord1_centroid v1.xy
dcl_color v2
dcl_color1_pp v3
dcl vPos.xy
dcl vFace
dcl_2d s0
dcl_cube s1
def c0, 1, 0, 0.5, -1
defi i0, 2, 0, 1, 0
defb b1, false
mov r0, c0.y
loop aL, i0
add r0, r0, v[aL]
endloop
texld r1, v0, s0
texldl r2, v0, s1
texldd r3, v0, s0, r1, r2
cmp r4, vFace, c0.x, c0.w
mul r5.xy, vPos, c3
add r6, r1_abs, -r2_abs
setp_ne p0, r6, c0.y
(!p0.z) mov r6, c0.x
rep i0
breakp !p0.x
add r6, r6, c4
endrep
callnz l3, b1
call l3
add r0, r0, r6
add r0, r0, r4
mad r0, r5.xyxy, c5, r0
mov_sat oC0, r0
mov oC1, r3
mov oDepth, r0.x
ret
label l3
mul r6, r6, c6
ret
