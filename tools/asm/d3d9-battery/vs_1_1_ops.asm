// every vs_1_1 opcode, the address register and each output register
vs_1_1
dcl_position v0
dcl_normal v1
dcl_texcoord0 v2
dcl_color v3
dcl_blendweight v4
dcl_blendindices v5
dcl_psize v6
dcl_tangent v7
dcl_binormal v8
dcl_texcoord3 v9
def c90, 1, 0.5, -2.5e-3, 0x10
def c91, -0, 1e-20, 3.40282347e+038, 1.17549435e-038
mov r0, v0
add r1, r0, c0
sub r2, r1, -c1
mad r3, r0, c2.xyzw, r1
mul r4, r0.xxyy, c3.w
rcp r5.x, r0.x
rsq r5.y, r0.y
dp3 r6.x, v1, c4
dp4 r6.y, v0, c5
min r7, r0, r1
max r7, r7, r2
slt r8, r0, r1
sge r9, r0, r1
exp r10, r0.x
log r10.y, r0.y
lit r11, r0
dst r11, r0, r1
frc r10.xy, r0
expp r9, r0.x
logp r9.y, r0.y
m4x4 r1, v0, c10
m4x3 r2.xyz, v1, c10
m3x4 r3, v1, c10
m3x3 r2.xyz, v7, c10
m3x2 r2.xy, v8, c10
mov a0.x, r0.x
mov r4, c[a0.x + 20]
add r4, r4, -c[a0.x]
mov oPos, r1
mov oD0, r4
mov oD1, r2
mov oT0, v2
mov oT1.xy, r3
mov oT2, v3
mov oT3, v4
mov oT4, v5
mov oT5, v9
mov oT6, r11
mov oT7, r10
mov oFog, r4.x
mov oPts, v6.x
nop
