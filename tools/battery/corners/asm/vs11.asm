vs_1_1
dcl_position v0
dcl_normal v1
dcl_blendweight v2
dcl_blendindices v3
dcl_texcoord v4
def c95, 1, 0.5, 0, 765.01
mul r0.x, v3.x, c95.w
mov a0.x, r0.x
dp4 r1.x, v0, c[a0.x + 10]
dp4 r1.y, v0, c[a0.x + 11]
dp4 r1.z, v0, c[a0.x + 12]
mov r1.w, c95.x
m4x4 oPos, r1, c0
dp3 r2.x, v1, c4
mov r2.yzw, v1
lit r3, r2
expp r4, r2.x
logp r5, r2.y
frc r6.xy, v4
sge r7, v1, c95.z
slt r8, v1, c95.z
dst r9, r7, r8
mad oD0, r3.y, c5, r1
mov oD1, r4
mov oT0.xy, r6
mov oT1, r9
mov oFog, r2.x
mov oPts, c95.y
