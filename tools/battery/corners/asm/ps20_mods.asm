ps_2_0
def c10, 1, 0.5, 0, 2
dcl t0.xy
dcl_pp t1
dcl_centroid t2
dcl v0
dcl_2d s0
dcl_cube s1
texld r0, t0, s0
texldp r1, t1, s0
texldb r2, t2, s1
mul_sat r0, r0, v0
mad_pp r1, r1, c10.y, -r2
add r0.xyz, r0, r1
cmp_sat r0.w, -r0.w, c10.x, c10.z
dp2add r2.x, r0, r1, c10.z
mov r2.yzw, r0
nrm_pp r3.xyz, r2
mov r3.w, c10.y
lrp r0, c10.y, r0, r3
abs r1, -r0
frc r2, r1
rcp r3.x, r2.x
rsq r3.y, r2.y
exp r3.z, r2.z
log r3.w, r2.w
pow r4.x, r3.x, r3.y
min r4.y, r3.z, r3.w
max r4.z, r3.z, r3.w
mov r4.w, c10.x
crs r5.xyz, r3, r4
mov r5.w, r4.w
texkill t2
mov oC0, r0
mov oC1, r5
mov oDepth, r4.x
