vs.1.1
dcl_position v0
mov oPos, v0
