/* block comment
   across lines */ vs_2_0 ; the version after a block comment
#line 12 "shader.hlsl"
dcl_position v0 dcl_normal v1   // two statements on one line
def c0, 1., .5, 3.e2, -0
def c1, 1e40, -1e-50, 0x10, -0x10
def c2, 1.#INF, -1.#INF, 1.#QNAN, 16777217
def c3, 1.00000005960464477539062500000001, 0.1f, 2.5E+3, 1.17549421e-038
mova a0.x, v0.x
mov r0, c[3 + a0.x]
mov r1, c[a0.x+3]
mov r2 , c3 [ a0.x ]
add r0, r0, r1.rgba
add r0.xw, r0, r2.ab
mul
  r0,
  r0,
  c4
mov oPos, r0
mov oD0, v1.x
