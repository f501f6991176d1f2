// ps_2_0: declarations with _pp/_centroid, samplers, texld variants, arithmetic
ps_2_0
dcl t0
dcl_pp t1.xy
dcl_centroid t2
dcl v0
dcl v1.xyz
dcl_2d s0
dcl_cube s1
dcl_volume s2
def c0, 1, 0, 0.5, -0.5
texld r0, t0, s0
texldp r1, t0, s1
texldb_pp r2, t2, s2
texld r3, t1, s0
texkill t0
add r0, r0, r1
mad_pp r0, r0, c1, r2
mul_sat r0, r0, v0
dp2add r4.x, r3, c2, c2.z
cmp r5, -r0, c0.x, c0.y
nrm_pp r6.xyz, v1
pow r4.y, r0.x, c0.z
sincos r7.xy, r0.x, c3, c4
rcp r4.z, r0.y
rsq r4.w, r0.z
frc r8, r0
exp r9, r0.x
log r9.y, r0.y
abs r10, r0
lrp r11, c0.z, r0, r5
crs r1.xyz, r6, r0
max r2, r0, r11
min r2, r2, r1
dp3 r3.x, r2, r10
dp4 r3.y, r9, r8
m3x3 r5.xyz, r3, c10
m3x2 r6.xy, r3, c14
m4x4 r8, r3, c16
m4x3 r9.xyz, r3, c20
m3x4 r10, r3, c24
add r0.xy, r5, r7
add r0, r0, r8
mov oC0, r0
mov oC1, r4
mov oC2, r10
mov oDepth, r3.x
