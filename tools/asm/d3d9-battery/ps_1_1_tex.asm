// ps_1_1: texture addressing, co-issue, result shifts and source modifiers
ps_1_1
def c0, 1, 0.5, 0.25, 0
tex t0
texcoord t1
texkill t2
tex t3
mul_x2 r0, t0, v0
mad_d2 r1.rgb, t1_bx2, c1, -v1
+mov r1.a, 1-t3.b
add_x4 r0, r0, r1_bias
sub_sat r0.rgb, r0, -t0_bias
+mul_sat r0.a, r0.a, t3.a
lrp r1, v0.a, r0, c3
cnd r0, r0.a, r1, c0
dp3_sat r1, t1_bx2, v1_bx2
mul r0.rgb, r0, r1
+add_d2 r0.a, r0.b, t3.b
