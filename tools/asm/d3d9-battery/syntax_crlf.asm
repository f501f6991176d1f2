vs_2_0
dcl_position v0

// CRLF line ends
mov r0, v0
mov r1, v0
add oPos, r0, r1
