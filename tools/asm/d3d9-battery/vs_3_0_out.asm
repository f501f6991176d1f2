// vs_3_0: output declarations, texldl, aL-relative input and output, sincos of one source
vs_3_0
dcl_position v0
dcl_texcoord0 v1
dcl_texcoord1 v2
dcl_texcoord2 v3
dcl_position o0
dcl_texcoord0 o1.xy
dcl_texcoord1 o2
dcl_color o3
dcl_fog o4.x
dcl_psize o5
dcl_2d s0
dcl_cube s1
dcl_volume s2
def c0, 1, 0, 0.5, 2
defi i0, 3, 1, 1, 0
mov r0, c0.y
loop aL, i0
add r0, r0, v[aL + 1]
add r0, r0, c[aL + 3]
endloop
texldl r1, c0.yyyy, s0
texldl r2, v1, s1
texldl r3, v2, s2
sincos r4.xy, r0.x
sincos r4.x, r0.y
sincos r4.y, r0.z
setp_ge p0, r0, c0
(p0) mov r5, r1
(!p0.x) mov r5, r2
mov o0, v0
mov o1.xy, r4
mov o2, r5
mov o3, r3
mov o4.x, r0.x
mov o5, c0.x
