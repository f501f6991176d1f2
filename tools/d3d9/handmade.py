#!/usr/bin/env python3
"""Hand-built Direct3D 9 token streams for dxkit's listing tests (dxkit-core test resources
dev/dxkit/disasm/d3d9-handmade). Run it in that folder; then list each NAME.d3d9 with the oracle:
    d3dc disasm NAME.d3d9 F NAME.F.txt      for F in 0, 4, 20
The programs exercise operand forms fxc rarely writes: relative addressing, every source modifier, result
shifts, co-issue, predication, breakp, labels and calls, ps_1_x texture opcodes, float formatting in def."""
import struct
def reg(t, n): return 0x80000000 | (t & 7) << 28 | (t >> 3) << 11 | n
def dst(t, n, mask=0xF, mod=0, shift=0): return reg(t, n) | mask << 16 | mod << 20 | (shift & 0xF) << 24
def src(t, n, swz=0xE4, mod=0, rel=False): return reg(t, n) | swz << 16 | mod << 24 | (0x2000 if rel else 0)
def sw(s): return sum('xyzw'.index(c) << (2*i) for i, c in enumerate(s))
def f(v): return struct.unpack('<I', struct.pack('<f', v))[0]
def ins(op, *p, ctl=0, pred=False, co=False, sm1=False):
    t = op | ctl << 16 | (0 if sm1 else len(p) << 24) | (0x10000000 if pred else 0) | (0x40000000 if co else 0)
    return [t] + list(p)
def dcl(usage, idx, d, tt=0): return ins(0x1F, 0x80000000 | usage | idx << 16 | tt << 27, d)
def prog(ver, body): return struct.pack('<%dI' % (len(body) + 2), *[x & 0xFFFFFFFF for x in [ver] + body + [0xFFFF]])
R, V, C, A, RAST, ATTR, OT, I, OC, DEP, S, B, AL, MISC, LBL, P = 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 14, 15, 17, 18, 19
vs = []
vs += dcl(0, 0, dst(V, 0)) + dcl(5, 3, dst(V, 1, 0x3)) + dcl(10, 1, dst(V, 2))
vs += ins(0x51, dst(C, 10), f(1e-5), f(-0.0), f(123456789.0), f(3.14159265))
vs += ins(0x51, dst(C, 11), f(0.1), f(1e10), f(-2.5e-7), f(65504.0))
vs += ins(0x30, dst(I, 0), 4, 0, -1, 0) + ins(0x2F, dst(B, 1), 1) + ins(0x2F, dst(B, 2), 0)
vs += ins(0x2E, dst(A, 0, 0x1), src(C, 0, sw('xxxx')))
vs += ins(0x01, dst(R, 0), src(C, 5, sw('yyyy'), 1, True), src(A, 0, sw('xxxx')))
vs += ins(0x26, src(I, 0)) + ins(0x02, dst(R, 0), src(R, 0), src(C, 1, sw('wzyx'))) + ins(0x27)
vs += ins(0x28, src(B, 1)) + ins(0x05, dst(R, 0, 0x7), src(R, 0), src(C, 2, sw('xyzz'))) + ins(0x2A) + ins(0x0B, dst(R, 0, 0x8), src(R, 0, sw('wwww')), src(C, 2)) + ins(0x2B)
vs += ins(0x29, src(R, 0, sw('xxxx')), src(C, 0, sw('yyyy')), ctl=4) + ins(0x2C) + ins(0x2B)
vs += ins(0x25, dst(R, 1, 0x3), src(R, 0, sw('xxxx')), src(C, 3), src(C, 4))
vs += ins(0x24, dst(R, 2, 0x7), src(R, 0)) + ins(0x20, dst(R, 3, 0x1), src(R, 0, sw('xxxx')), src(C, 0, sw('yyyy')))
vs += ins(0x12, dst(R, 4), src(R, 0, sw('xxxx')), src(R, 1), src(R, 2)) + ins(0x14, dst(RAST, 0), src(V, 0), src(C, 20))
vs += ins(0x13, dst(R, 5), src(R, 4)) + ins(0x0E, dst(R, 5), src(R, 4, sw('xxxx'))) + ins(0x0F, dst(R, 5, 0x2), src(R, 4, sw('yyyy')))
vs += ins(0x01, dst(ATTR, 0, 0xF, 1), src(R, 5)) + ins(0x01, dst(OT, 3, 0x3), src(V, 1)) + ins(0x01, dst(RAST, 1, 0x1), src(R, 5, sw('zzzz'))) + ins(0x01, dst(RAST, 2, 0x1), src(C, 256))
open('vs20.d3d9', 'wb').write(prog(0xFFFE0200, vs))
vs3 = []
vs3 += dcl(0, 0, dst(V, 0)) + dcl(0, 0, dst(OT, 0)) + dcl(5, 2, dst(OT, 1, 0x3)) + dcl(2, 0, dst(S, 0), tt=2)
vs3 += ins(0x30, dst(I, 1), 3, 0, 1, 0)
vs3 += ins(0x1B, src(AL, 0), src(I, 1)) + ins(0x02, dst(R, 0), src(R, 0), src(C, 4, 0xE4, 0, True), src(AL, 0, 0)) + ins(0x1D)
vs3 += ins(0x01, dst(OT, 0, 0xF), src(V, 0))
vs3 += ins(0x5F, dst(OT, 1, 0x3), src(C, 0), src(S, 0))
vs3 += ins(0x19, src(LBL, 1)) + ins(0x1A, src(LBL, 2), src(B, 0)) + ins(0x1C) + ins(0x1E, src(LBL, 1)) + ins(0x01, dst(R, 0), src(C, 0)) + ins(0x1C)
open('vs30.d3d9', 'wb').write(prog(0xFFFE0300, vs3))
ps3 = []
ps3 += dcl(5, 0, dst(V, 0, 0x3, 4)) + dcl(10, 0, dst(V, 1, 0xF, 2)) + dcl(0, 0, dst(MISC, 0, 0x3)) + dcl(0, 0, dst(MISC, 1, 0xF)) + dcl(0, 0, dst(S, 1), tt=3) + dcl(0, 0, dst(S, 2), tt=4)
ps3 += ins(0x5E, dst(P, 0), src(R, 0), src(C, 0), ctl=1)
ps3 += ins(0x01, dst(R, 0), src(P, 0, sw('xxxx')), src(C, 1), pred=True)
ps3 += ins(0x02, dst(R, 1, 0x3, 2), src(P, 0, sw('yyyy'), 13), src(R, 0, 0xE4, 11), src(C, 1, 0xE4, 12), pred=True)
ps3 += ins(0x42, dst(R, 2), src(V, 0), src(S, 1), ctl=1) + ins(0x42, dst(R, 3), src(V, 0), src(S, 2), ctl=2)
ps3 += ins(0x5B, dst(R, 4, 0x3), src(V, 0)) + ins(0x5D, dst(R, 5), src(V, 0), src(S, 1), src(R, 4), src(R, 4))
ps3 += ins(0x26, src(I, 0)) + ins(0x60, src(P, 0, sw('xxxx'))) + ins(0x2D, src(R, 0, sw('xxxx')), src(C, 0, sw('xxxx')), ctl=5) + ins(0x27)
ps3 += ins(0x41, dst(R, 0)) + ins(0x58, dst(OC, 0), src(R, 0), src(MISC, 1, sw('xxxx')), src(MISC, 0, sw('xyyy'))) + ins(0x01, dst(DEP, 0, 0x1), src(R, 0, sw('xxxx')))
open('ps30.d3d9', 'wb').write(prog(0xFFFF0300, ps3))
ps14 = []
ps14 += ins(0x40, dst(R, 0, 0x7), src(3, 0, sw('xyzz')), sm1=True) + ins(0x42, dst(R, 1), src(3, 1, 0xE4, 9), sm1=True)
ps14 += ins(0x04, dst(R, 0, 0x7, 1, 1), src(R, 0, 0xE4, 4), src(R, 1, 0xE4, 2), src(C, 0, 0xE4, 6), sm1=True)
ps14 += ins(0x01, dst(R, 0, 0x8, 0, -1), src(R, 1, sw('zzzz'), 7), co=True, sm1=True)
ps14 += ins(0xFFFD, sm1=True) + ins(0x42, dst(R, 2), src(R, 0), sm1=True) + ins(0x50, dst(R, 0), src(R, 0, sw('wwww'), 3), src(R, 2, 0xE4, 5), src(C, 1, 0xE4, 8), sm1=True)
ps14 += ins(0x59, dst(R, 1, 0x3), src(R, 0), src(R, 1), sm1=True) + ins(0x57, dst(R, 5), sm1=True)
open('ps14.d3d9', 'wb').write(prog(0xFFFF0104, ps14))
ps11 = []
ps11 += ins(0x42, dst(3, 0), sm1=True) + ins(0x43, dst(3, 1), src(3, 0), sm1=True) + ins(0x49, dst(3, 2), src(3, 1, 0xE4, 4), sm1=True) + ins(0x4A, dst(3, 3), src(3, 1), sm1=True)
ps11 += ins(0x05, dst(R, 0, 0xF, 0, 2), src(3, 0), src(3, 3, 0xE4, 10), sm1=True) + ins(0x41, dst(3, 1), sm1=True) + ins(0x01, dst(R, 0, 0x8), src(C, 0, sw('wwww'), 1), co=True, sm1=True)
open('ps11.d3d9', 'wb').write(prog(0xFFFF0101, ps11))
vs11 = []
vs11 += dcl(0, 0, dst(V, 0), ) + dcl(3, 0, dst(V, 3))
vs11 += ins(0x51, dst(C, 95), f(0.5), f(1), f(2), f(4), sm1=True)
vs11 += ins(0x01, dst(A, 0, 0x1), src(V, 3, sw('xxxx')), sm1=True) + ins(0x14, dst(RAST, 0), src(V, 0), src(C, 4, 0xE4, 0, True), sm1=True)
vs11 += ins(0x10, dst(R, 0), src(V, 3), sm1=True) + ins(0x11, dst(R, 1), src(R, 0), src(C, 0), sm1=True) + ins(0x13, dst(R, 2, 0x3), src(R, 1), sm1=True) + ins(0x0F, dst(R, 3), src(R, 2, sw('xxxx')), sm1=True)
vs11 += ins(0x16, dst(ATTR, 1, 0x7), src(R, 0), src(C, 8), sm1=True) + ins(0x18, dst(OT, 0, 0x3), src(R, 0), src(C, 8), sm1=True) + ins(0x15, dst(R, 4, 0x7), src(R, 0), src(C, 8), sm1=True) + ins(0x17, dst(R, 4, 0x7), src(R, 0), src(C, 8), sm1=True)
open('vs11.d3d9', 'wb').write(prog(0xFFFE0101, vs11))
t = []
t += ins(0x10, dst(R, 0), src(C, 0)) + ins(0x22, dst(R, 1), src(R, 0), src(R, 2), src(R, 3)) + ins(0x21, dst(R, 2, 0x7), src(R, 0), src(R, 1)) + ins(0x23, dst(R, 3), src(R, 0))
t += ins(0x1A, src(LBL, 2), src(B, 0, 0xE4, 13)) + ins(0x19, src(LBL, 1)) + ins(0x1C) + ins(0x1E, src(LBL, 1)) + ins(0x01, dst(RAST, 0), src(C, 0)) + ins(0x1C) + ins(0x1E, src(LBL, 2)) + ins(0x1C)
open('vs20b.d3d9', 'wb').write(prog(0xFFFE0200, t))
open('vs30b.d3d9', 'wb').write(prog(0xFFFE0300, t))
t = []
t += ins(0x26, src(I, 0)) + ins(0x60, src(P, 0, sw('yyyy'))) + ins(0x60, src(P, 0, 0xE4)) + ins(0x60, src(P, 0, sw('wzyx'), 13)) + ins(0x27)
t += ins(0x5E, dst(P, 0, 0x3), src(R, 0), src(C, 0), ctl=2) + ins(0x42, dst(R, 1), src(P, 0, sw('zzzz')), src(V, 0), src(S, 0), pred=True)
t += ins(0x28, src(P, 0, sw('xxxx'), 13)) + ins(0x2B) + ins(0x5A, dst(R, 1, 0x1), src(R, 0), src(R, 1), src(C, 0, sw('xxxx'))) + ins(0x35 if False else 0x03, dst(R, 0), src(R, 1), src(R, 2))
t += ins(0x01, dst(0x10, 0), src(C, 0))
open('ps30b.d3d9', 'wb').write(prog(0xFFFF0300, t))
