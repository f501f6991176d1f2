#!/usr/bin/env python3
"""Hand-built Direct3D 9 token streams for dxkit's listing tests (dxkit-core test resources
dev/dxkit/d3d9/listing/d3d9-handmade). Run it in that folder; then list each NAME.d3d9 with the oracle:
    d3dc disasm NAME.d3d9 F NAME.F.txt      for each F D3d9ListingTest names for NAME (0, 4, 20 and more)
The programs exercise operand forms fxc rarely writes: relative addressing, every source modifier, result
shifts, co-issue, predication, breakp, labels and calls, ps_1_x texture opcodes, float formatting in def,
a d3dx9 effect preshader, and the minimum precision bits [15:14] a level 9 program sets (vs30prec, ps20prec,
also listed under flag 1)."""
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

# A d3dx9 effect preshader (PRES comment: CLIT literals, FXLC instructions) ahead of a vs_3_0 program.
def fourcc(s): return struct.unpack('<I', s.encode())[0]
def comment(kind, body): return [0xFFFE | (len(body) + 1) << 16, fourcc(kind)] + body
lits = [2.0, 1.0, 2.0, 3.0, 4.0, 0.5, -1.5e-7, 1.0 / 3.0]
clit = [len(lits)] + [w for v in lits for w in struct.unpack('<II', struct.pack('<d', v))]
def opnd(table, offset): return [0, table, offset]
fx = []
fx += [0xA0500004, 2] + opnd(1, 0) + opnd(2, 4) + opnd(7, 0)          # mul r0, (2, 2, 2, 2), c1
fx += [0x20400004, 2] + opnd(7, 0) + opnd(1, 1) + opnd(4, 0)          # add c0, r0, (1, 2, 3, 4)
fx += [0xA0200001, 2] + opnd(1, 5) + opnd(2, 5) + opnd(7, 4)          # lt r1.x, (0.5), c1.y
fx += [0x10100002, 1] + opnd(2, 6) + opnd(7, 9)                       # neg r2.yz, c1.zw
fx += [0x10000002, 1] + opnd(1, 6) + opnd(4, 6)                       # mov c1.zw, (-1.5e-07, 1/3)
fxlc = [5] + fx
pres = [0x46580201] + comment('CLIT', clit) + comment('FXLC', fxlc) + [0xFFFF]
body = comment('PRES', pres) + dcl(0, 0, dst(OT, 0)) + ins(0x01, dst(OT, 0), src(C, 0))
open('vs30pres.d3d9', 'wb').write(prog(0xFFFE0300, body))

# Minimum precision (bits [15:14] of a parameter token, 1 min16f, 2 min2_8f, 3 none) in every place a parameter
# goes: dcl, def/defi/defb, destinations with _sat/_pp/centroid, sources with modifiers and swizzles, a
# relative-address token, an instruction predicate, breakp, loop, labels and calls.
def mp(tok, prec): return tok | prec << 14
t = []
t += ins(0x51, mp(dst(C, 10), 1), f(1), f(0.5), f(0), f(2)) + ins(0x30, mp(dst(I, 0), 2), 4, 0, 1, 0) + ins(0x2F, mp(dst(B, 0), 1), 1)
t += dcl(0, 0, mp(dst(V, 0), 2)) + dcl(5, 1, mp(dst(V, 1), 3)) + dcl(0, 0, mp(dst(OT, 0), 1)) + dcl(5, 0, mp(dst(OT, 1, 0x3), 2))
t += ins(0x01, mp(dst(R, 0), 1), mp(src(V, 0), 2)) + ins(0x5E, mp(dst(P, 0), 1), mp(src(V, 0), 3), mp(src(C, 10, sw('zzzz')), 2), ctl=1)
t += ins(0x02, mp(dst(R, 0, 0x1), 2), mp(src(P, 0, sw('xxxx')), 1), mp(src(R, 0, sw('xxxx')), 1), mp(src(C, 10, sw('xxxx'), 1), 2), pred=True)
t += ins(0x1B, mp(src(AL, 0), 2), mp(src(I, 0), 1)) + ins(0x02, mp(dst(R, 0, 0xF, 3), 1), mp(src(R, 0), 2), mp(src(C, 0, 0xE4, 0, True), 2), mp(src(AL, 0, 0), 1))
t += ins(0x60, mp(src(P, 0, sw('yyyy')), 1)) + ins(0x1D)
t += ins(0x28, mp(src(B, 0), 2)) + ins(0x19, mp(src(LBL, 1), 1)) + ins(0x2B) + ins(0x1A, mp(src(LBL, 2), 2), mp(src(B, 0), 1))
t += ins(0x1A, mp(src(LBL, 1), 1), mp(src(P, 0, sw('wwww'), 13), 2))
t += ins(0x2E, mp(dst(A, 0, 0x1), 1), mp(src(V, 1, sw('xxxx')), 2))
t += ins(0x02, mp(dst(R, 0), 3), mp(src(R, 0, 0xE4, 11), 1), mp(src(C, 1, sw('yzwx'), 1, True), 2), mp(src(A, 0, sw('xxxx')), 1))
t += ins(0x01, mp(dst(OT, 0), 2), mp(src(R, 0, 0xE4, 12), 1)) + ins(0x01, mp(dst(OT, 1, 0x3, 1), 1), mp(src(V, 1), 2)) + ins(0x1C)
t += ins(0x1E, mp(src(LBL, 1), 2)) + ins(0x02, mp(dst(R, 0), 1), mp(src(R, 0), 1), mp(src(C, 10, sw('wwww')), 1)) + ins(0x1C)
t += ins(0x1E, mp(src(LBL, 2), 1)) + ins(0x29, mp(src(R, 0, sw('xxxx')), 2), mp(src(C, 10, sw('xxxx')), 1), ctl=1)
t += ins(0x05, mp(dst(R, 0, 0xF, 2), 2), mp(src(R, 0), 1), mp(src(R, 0, 0xE4, 12), 2)) + ins(0x2B) + ins(0x1C)
open('vs30prec.d3d9', 'wb').write(prog(0xFFFE0300, t))
t = []
t += ins(0x51, mp(dst(C, 2), 2), f(0.5), f(1.25), f(0), f(0))
t += dcl(0, 0, mp(dst(3, 0), 1)) + dcl(0, 0, mp(dst(3, 1, 0x7, 4), 2)) + dcl(0, 0, mp(dst(V, 0), 3)) + dcl(0, 0, mp(dst(S, 0), 1), tt=2)
t += ins(0x42, mp(dst(R, 0), 2), mp(src(3, 0), 1), mp(src(S, 0), 2)) + ins(0x24, mp(dst(R, 1, 0x7, 2), 2), mp(src(3, 1), 2))
t += ins(0x08, mp(dst(R, 2, 0x8, 1), 1), mp(src(R, 1), 2), mp(src(C, 0), 3)) + ins(0x01, mp(dst(R, 2, 0x1), 1), mp(src(C, 2, sw('xxxx')), 1))
t += ins(0x04, mp(dst(R, 1, 0x7, 3), 1), mp(src(R, 0, sw('wzyx')), 0), mp(src(R, 2, sw('wwww'), 1), 1), mp(src(R, 2), 2))
t += ins(0x02, mp(dst(R, 2, 0x1), 1), mp(src(R, 0, sw('wwww')), 0), mp(src(3, 0, sw('zzzz'), 1), 1)) + ins(0x23, mp(dst(R, 2, 0x1), 1), mp(src(R, 2, sw('xxxx')), 1))
t += ins(0x41, mp(dst(R, 1), 2)) + ins(0x01, mp(dst(OC, 0), 1), mp(src(R, 1), 1))
open('ps20prec.d3d9', 'wb').write(prog(0xFFFF0200, t))

# Debug information (a DBUG comment, as fxc /Zi writes it) with chosen line records and variable locations,
# for the rules of #line and of the "// var<lanes>" comment: runs of +1 and +2 steps (re-anchored 10 lines
# from the last #line), a step of 3, steps back, a second file, declarations without a line; variables that
# interleave by lane, a later variable taking a lane over, a variable's second location with the same record
# (not read), empty lanes between two lanes of one variable.
def dbug(files, records, variables, entry):
    """records: (line, file or 0xFFFF, token byte offset); variables: (scope or None, name, [(record, x, y, z, w)])."""
    head, blob = 0x28, bytearray()
    def put(data):
        at = head + len(blob)
        blob.extend(data)
        while len(blob) % 4:
            blob.append(0)
        return at
    def cstr(s): return put(s.encode() + b'\0')
    path = cstr(files[0]); creator = cstr('Microsoft (R) HLSL Shader Compiler 10.1'); ep = cstr(entry)
    names = [cstr(f) for f in files]
    ftab = put(struct.pack('<%dI' % len(names), *names))
    ltab = put(b''.join(struct.pack('<HHI', l, f, o) for l, f, o in records))
    ftype = put(struct.pack('<6HI', 0, 3, 1, 1, 1, 0, 0))  # float, one row, one column
    rows = []
    for scope, name, locs in variables:
        s = cstr(scope) if scope else 0
        n = cstr(name)
        lt = put(b''.join(struct.pack('<I4H', r, *[c & 0xFFFF for c in lanes]) for r, *lanes in locs))
        rows.append(struct.pack('<5I', s, n, ftype, len(locs), lt))
    vtab = put(b''.join(rows))
    hdr = struct.pack('<10I', path, creator, 0, len(files), ftab, len(records), ltab, len(variables), vtab, ep)
    words = hdr + bytes(blob)
    return comment('DBUG', list(struct.unpack('<%dI' % (len(words) // 4), words)))
X = -1
body = dcl(0, 0, dst(V, 0)) + dcl(0, 0, dst(OT, 0))
movs = [ins(0x01, dst(R, n % 4, 1 << (n % 4)), src(V, 0, sw('xxxx'))) for n in range(31)] + [ins(0x01, dst(OT, 0), src(R, 0))]
lines = [10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 24, 26, 28, 30, 32, 34, 36, 33, 31, 29, 27, 25, 23,
         21, 19, 17, 5, 5, 6]
filesof = [0] * 29 + [1, 1, 0]
code = [w for m in movs for w in m]
variables = [
    (None, 'u', [(2, 0, X, 1, X), (3, X, 0, X, X), (3, X, X, X, 7), (6, 0, X, X, 1), (8, 4, 5, 6, 7)]),
    (None, 'v', [(2, X, 0, X, 1), (6, X, 2, X, X), (7, 9, X, 9, X), (8, X, X, 8, X)]),
    ('main', 'p', [(0, 0, 1, 2, 3), (7, X, 3, X, X), (9, 3, 2, 1, 0)]),
    ('shade', 'n', [(1, 0, 1, 2, X), (4, X, X, X, 2), (5, 1, X, X, X)]),
    (None, 'w', [(4, 0, X, X, X), (5, X, X, 0, X), (10, X, X, X, X)]),
]
def records_at(at0):
    """Two declarations without a line, then one record per instruction; at0 is the first token's offset."""
    records = [(0, 0xFFFF, at0), (0, 0xFFFF, at0 + 12)]
    pos = at0 + 4 * len(body)
    for n, m in enumerate(movs):
        records.append((lines[n], filesof[n], pos))
        pos += 4 * len(m)
    return records
files = ['D:\\dxkit\\main.hlsl', 'D:\\dxkit\\inc.hlsli']
# token offsets count from the version token, so they depend on the comment's own length (not on the values)
size = len(dbug(files, records_at(0), variables, 'main'))
open('vs30dbug.d3d9', 'wb').write(prog(0xFFFE0300, dbug(files, records_at(4 * (1 + size)), variables, 'main') + body + code))
