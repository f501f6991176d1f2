// vs_2_0: flow control, integer and boolean constants, relative addressing, sincos with its constants
vs_2_0
dcl_position v0
dcl_normal v1
dcl_texcoord v2
def c0, 1, 0, 0.5, -1
def c1, -1.55009923e-006, -2.17013894e-005, 0.00260416674, 0.00026041668
def c2, -0.020833334, -0.125, 1, 0.5
defi i0, 4, 0, 1, 0
defi i1, 3, 2, -1, 0
defb b0, true
defb b1, false
mov r0, c0
rep i0
add r0, r0, c3
endrep
loop aL, i1
add r0, r0, c[aL + 4]
add r0, r0, c4[aL]
endloop
if b0
mul r0, r0, c5
else
mad r0, r0, c6, r0
endif
call l1
callnz l2, b1
mova a0.x, v0.x
mova a0, v0
mov r1, c[a0.x + 10]
mov r1, c10[a0.y]
sincos r2.xy, r0.x, c1, c2
nrm r3.xyz, v1
pow r4.x, r0.x, c0.z
abs r5, v1
crs r6.xyz, v1, r3
sgn r7, v1, r4, r5
lrp r8, c0.z, r1, r7
mov oPos, r0
mov oT0, r2
mov oT1, r6
mov oT2, r8
mov oD0, r3
ret
label l1
mul r0, r0, c8
ret
label l2
add r0, r0, c9
ret
