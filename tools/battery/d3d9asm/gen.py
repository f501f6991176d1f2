#!/usr/bin/env python3
r"""Hand-written Direct3D 9 assembly in the styles modders and old SDK samples use, generated as variants.

    gen.py OUT_DIR      writes OUT_DIR/<kind>/<name>.asm for every program and prints how many per kind

Every text is written here for dxkit (none is copied). A program is a frame per version (the version line,
constants, declarations, temporaries set before they are read, outputs written after) around a body of the
instructions under test; then the same programs again in other layouts (tabs, tight commas, each comment form,
CRLF, the dotted version, two statements a line, one over several lines, DirectX 8 style #define names), and
texts with an error in them. Kinds:

  style   a third of the `ops` bodies (a fixed pick) and five layouts of the ps1x programs, in 14 layouts
  ops     one program per instruction form and version: arithmetic, macro instructions, texture ops
  def     def/defi/defb with every number spelling
  mods    result modifiers, shifts and source modifiers per version
  swz     source swizzles and write masks, xyzw and rgba
  ps1x    ps_1_1 ... ps_1_4 texture addressing, co-issue, phase
  rel     relative addressing
  flow    predicates and flow control
  dcl     declarations
  pp      the preprocessor: object-like and function-like macros, #if expressions, continued lines
  err     texts with a mistake in them (D3DAssemble and dxkit should both refuse)
  syntax  version spellings, blanks inside operands, bytes past ASCII and NULs, backslashes at line ends
  ppexpr  one #if expression each (which operators D3DAssemble's preprocessor takes, and their values)

The output is a pure function of this file: the same texts every run.
"""
import sys
import warnings

warnings.simplefilter("ignore", DeprecationWarning)  # the unicode_escape of a backslash and a blank
from pathlib import Path

# ---------------------------------------------------------------------------------------------- frames
# Each frame: (version line, head lines, tail lines). The head sets r0..r3 (all four components) from inputs
# and constants, so a body may read them; a body writes r4..r7 (or r0..r3 again) and the tail writes outputs.

VS_IN = ["dcl_position v0", "dcl_normal v1", "dcl_texcoord v2", "dcl_color v3"]
CONSTS = ["def c90, 1, 0.5, 0.25, 2", "def c91, -1, 0, 3, 0.125"]


def vs_frame(ver):
    head = list(VS_IN) + CONSTS
    if ver == "vs_3_0":
        head += ["dcl_position o0", "dcl_texcoord o1", "dcl_color o2"]
        tail = ["mov o0, r0", "mov o1, r2", "mov o2, r3"]
    else:
        tail = ["mov oPos, r0", "mov oT0, r2", "mov oD0, r3"]
    head += ["mov r0, v0", "mov r1, v1", "mov r2, v2", "mov r3, v3"]
    if ver == "vs_1_1":
        head += ["mov a0.x, c90.x"]
    else:
        head += ["mova a0.x, c90.x"]
    return ver, head, tail


def ps2_frame(ver):
    if ver == "ps_3_0":
        head = ["dcl_texcoord0 v0", "dcl_texcoord1 v1", "dcl_color v2"]
        t0, t1, col = "v0", "v1", "v2"
    else:
        head = ["dcl t0", "dcl t1", "dcl v0"]
        t0, t1, col = "t0", "t1", "v0"
    head += ["dcl_2d s0", "dcl_cube s1", "dcl_volume s2"] + ["def c20, 1, 0.5, 0.25, 2", "def c21, -1, 0, 3, 0.125"]
    head += [f"texld r0, {t0}, s0", f"mov r1, {t1}", f"mov r2, {col}", "mov r3, c20"]
    return ver, head, ["mov oC0, r0"]


def ps1_frame(ver):
    head = ["def c0, 1, 0.5, 0.25, 0.75", "def c1, 0, 1, 0.5, 0.125"]
    if ver == "ps_1_4":
        head += ["texld r0, t0", "texcrd r1.xyz, t1", "mov r1.w, c0.w", "mov r2, c1", "mov r3, v0"]
    else:
        head += ["tex t0", "tex t1", "mov r1, t1", "mov r0, t0"]
    return ver, head, ["mov r0, r1"] if ver == "ps_1_4" else ["add r0, r0, r1"]


def frame(ver):
    if ver.startswith("vs"):
        return vs_frame(ver)
    if ver in ("ps_2_0", "ps_2_x", "ps_3_0"):
        return ps2_frame(ver)
    return ps1_frame(ver)


def program(ver, body, head_extra=(), version_text=None):
    """The frame around body; the body's def/defi/defb/dcl lines go before the frame's instructions, where
    D3DAssemble wants them (unless head_extra is given: then the body is kept as it is)."""
    v, head, tail = frame(ver)
    body = list(body)
    decl = [] if head_extra else [l for l in body if l.split(" ")[0].split("_")[0] in ("def", "defi", "defb", "dcl")]
    body = [l for l in body if l not in decl]
    first_op = next(i for i, l in enumerate(head) if l.split(" ")[0].split("_")[0] not in ("def", "dcl"))
    return [version_text or v] + list(head_extra) + head[:first_op] + decl + head[first_op:] + body + tail


VS_ALL = ["vs_1_1", "vs_2_0", "vs_2_x", "vs_3_0"]
VS_2 = ["vs_2_0", "vs_2_x", "vs_3_0"]
PS_2 = ["ps_2_0", "ps_2_x", "ps_3_0"]
PS_1 = ["ps_1_1", "ps_1_2", "ps_1_3", "ps_1_4"]

# --------------------------------------------------------------------------------------------- op bodies


def op_bodies():
    """(name, version, body lines): one instruction form each."""
    out = []
    common = [
        ("add", ["add r4, r0, r1"]), ("sub", ["sub r4, r0, r1"]), ("mul", ["mul r4, r0, c90"]),
        ("mad", ["mad r4, r0, r1, r2"]), ("mov", ["mov r4, r0"]), ("dp3", ["dp3 r4, r0, r1"]),
        ("dp4", ["dp4 r4, r0, r1"]), ("min", ["min r4, r0, r1"]), ("max", ["max r4, r0, r1"]),
        ("slt", ["slt r4, r0, r1"]), ("sge", ["sge r4, r0, r1"]), ("rcp", ["rcp r4, r0.x"]),
        ("rsq", ["rsq r4, r0.w"]), ("exp", ["exp r4, r0.x"]), ("log", ["log r4, r0.y"]),
        ("expp", ["expp r4, r0.x"]), ("logp", ["logp r4, r0.z"]), ("lit", ["lit r4, r0"]),
        ("dst", ["dst r4, r0, r1"]), ("frc", ["frc r4.xy, r0"]), ("frc4", ["frc r4, r0"]),
        ("m4x4", ["m4x4 r4, r0, c0"]), ("m4x3", ["m4x3 r4.xyz, r0, c0"]), ("m3x4", ["m3x4 r4, r0, c0"]),
        ("m3x3", ["m3x3 r4.xyz, r0, c0"]), ("m3x2", ["m3x2 r4.xy, r0, c0"]), ("nop", ["nop"]),
        ("rcp_w", ["rcp r4.w, r0.w"]), ("mov_dst_x", ["mov r4.x, r0.y"]),
        ("m4x4_mask", ["m4x4 r4.xyzw, r0, c4"]), ("dp3_x", ["dp3 r4.x, r0, c90"]),
        ("slt_mask", ["slt r4.yz, r0, c91"]),
    ]
    sm2 = [
        ("abs", ["abs r4, r0"]), ("crs", ["crs r4.xyz, r0, r1"]), ("lrp", ["lrp r4, r0, r1, r2"]),
        ("nrm", ["nrm r4.xyz, r0"]), ("nrm4", ["nrm r4, r0"]), ("pow", ["pow r4, r0.x, r1.y"]),
        ("sgn", ["sgn r4, r0, r5, r6"]), ("sincos2", ["sincos r4.xy, r0.x, c0, c1"]),
        ("sincos2_x", ["sincos r4.x, r0.w, c0, c1"]), ("sincos2_y", ["sincos r4.y, r0.z, c0, c1"]),
        ("mova", ["mova a0.xy, r0"]), ("mova_w", ["mova a0, r0"]),
        ("crs_mask", ["crs r4.xy, r0, r1"]), ("lrp_mask", ["lrp r4.xy, r0.x, r1, r2"]),
    ]
    ps2 = [
        ("add", ["add r4, r0, r1"]), ("mul", ["mul r4, r0, c20"]), ("mad", ["mad r4, r0, r1, r2"]),
        ("dp3", ["dp3 r4, r0, r1"]), ("dp4", ["dp4 r4, r0, r1"]), ("min", ["min r4, r0, r1"]),
        ("max", ["max r4, r0, r1"]), ("rcp", ["rcp r4, r0.x"]), ("rsq", ["rsq r4, r0.y"]),
        ("exp", ["exp r4, r0.x"]), ("log", ["log r4, r0.z"]), ("frc", ["frc r4, r0"]), ("abs", ["abs r4, r0"]),
        ("crs", ["crs r4.xyz, r0, r1"]), ("lrp", ["lrp r4, r0, r1, r2"]), ("nrm", ["nrm r4.xyz, r0"]),
        ("pow", ["pow r4, r0.x, r1.x"]), ("cmp", ["cmp r4, r0, r1, r2"]), ("dp2add", ["dp2add r4, r0, r1, r2.x"]),
        ("sincos", ["sincos r4.xy, r0.x, c0, c1"]), ("texld", ["texld r4, r1, s0"]),
        ("texld_cube", ["texld r4, r1, s1"]), ("texld_vol", ["texld r4, r1, s2"]), ("texldp", ["texldp r4, r1, s0"]),
        ("texldb", ["texldb r4, r1, s0"]), ("texkill", ["texkill r1"]), ("m4x4", ["m4x4 r4, r0, c0"]),
        ("m3x3", ["m3x3 r4.xyz, r0, c0"]), ("m3x2", ["m3x2 r4.xy, r0, c0"]), ("m4x3", ["m4x3 r4.xyz, r0, c0"]),
        ("m3x4", ["m3x4 r4, r0, c0"]), ("sub", ["sub r4, r0, r1"]), ("mov_oC1", ["mov oC1, r1"]),
        ("oDepth", ["mov oDepth, r0.x"]), ("nop", ["nop"]), ("texld_pp", ["texld_pp r4, r1, s0"]),
    ]
    for ver in VS_ALL:
        for name, body in common:
            out.append((name, ver, body))
        if ver != "vs_1_1":
            for name, body in sm2:
                if name.startswith("sincos") and ver == "vs_3_0":
                    body = [body[0].split(", c0")[0]]
                if name == "sgn" and ver == "vs_3_0":
                    body = ["sgn r4, r0"]
                out.append((name, ver, ["mov r5, c90", "mov r6, c91"] + body if name == "sgn" else body))
    for ver in VS_2:
        out.append(("sgn_sm2form", ver, ["mov r5, c90", "mov r6, c91", "sgn r4, r0, r5, r6"]))
        out.append(("sincos_3op", ver, ["sincos r4.xy, r0.x, c0, c1"]))
        out.append(("sincos_1op", ver, ["sincos r4.xy, r0.x"]))
    out.append(("texldl", "vs_3_0", ["dcl_2d s0", "texldl r4, r0, s0"]))
    for ver in PS_2:
        for name, body in ps2:
            if name == "sincos" and ver == "ps_3_0":
                body = ["sincos r4.xy, r0.x"]
            out.append((name, ver, body))
    for ver in ("ps_2_x", "ps_3_0"):
        out.append(("dsx", ver, ["dsx r4, r1"]))
        out.append(("dsy", ver, ["dsy r4, r1"]))
        out.append(("texldd", ver, ["dsx r5, r1", "dsy r6, r1", "texldd r4, r1, s0, r5, r6"]))
        out.append(("swizzle_any", ver, ["mov r4, r0.wzyx", "add r5, r1.yxwz, r2.zzxy"]))
    out.append(("texldl", "ps_3_0", ["texldl r4, r1, s0"]))
    out.append(("vPos", "ps_3_0", ["dcl vPos.xy", "add r4.xy, vPos, c20"]))
    out.append(("vFace", "ps_3_0", ["dcl vFace", "cmp r4, vFace, r0, r1"]))
    out.append(("oC3", "ps_3_0", ["mov oC3, r1", "mov oC2, r2"]))
    out.append(("mov_sat", "ps_2_0", ["mov_sat r4, r0", "mov_sat oC1, r1"]))
    return out


# ------------------------------------------------------------------------------------------------ ps_1_x

def ps1x_programs():
    """Whole ps_1_x programs: texture addressing, co-issue, modifiers, phase."""
    p = []
    def add(name, lines):
        p.append((name, lines))
    for v in ("ps_1_1", "ps_1_2", "ps_1_3"):
        add(f"{v}_tex", [v, "tex t0", "tex t1", "mul r0, t0, t1"])
        add(f"{v}_texcoord", [v, "texcoord t0", "texcoord t1", "mul r0, t0, t1"])
        add(f"{v}_texkill", [v, "texkill t0", "tex t1", "mov r0, t1"])
        add(f"{v}_texbem", [v, "tex t0", "texbem t1, t0", "mov r0, t1"])
        add(f"{v}_texbeml", [v, "tex t0", "texbeml t1, t0", "mov r0, t1"])
        add(f"{v}_texm3x2", [v, "tex t0", "texm3x2pad t1, t0_bx2", "texm3x2tex t2, t0_bx2", "mov r0, t2"])
        add(f"{v}_texm3x3", [v, "tex t0", "texm3x3pad t1, t0_bx2", "texm3x3pad t2, t0_bx2", "texm3x3tex t3, t0_bx2",
                             "mov r0, t3"])
        add(f"{v}_texm3x3spec", [v, "def c0, 0, 0, 1, 0", "tex t0", "texm3x3pad t1, t0_bx2", "texm3x3pad t2, t0_bx2",
                                 "texm3x3spec t3, t0_bx2, c0", "mov r0, t3"])
        add(f"{v}_texm3x3vspec", [v, "tex t0", "texm3x3pad t1, t0_bx2", "texm3x3pad t2, t0_bx2",
                                  "texm3x3vspec t3, t0_bx2", "mov r0, t3"])
        add(f"{v}_texreg2ar", [v, "tex t0", "texreg2ar t1, t0", "mov r0, t1"])
        add(f"{v}_texreg2gb", [v, "tex t0", "texreg2gb t1, t0", "mov r0, t1"])
        add(f"{v}_cnd", [v, "def c0, 1, 0, 0, 1", "tex t0", "tex t1", "mov r1, t0", "cnd r0, r1.a, t0, t1"])
        add(f"{v}_coissue", [v, "tex t0", "tex t1", "mul r0.rgb, t0, t1", "+add r0.a, t0.a, t1.a"])
        add(f"{v}_coissue_b", [v, "tex t0", "tex t1", "dp3_sat r1.rgb, t0_bx2, t1_bx2", "+mul r1.a, t0.a, t1.a",
                               "mul r0.rgb, r1, t0", "+mov r0.a, r1.a"])
        add(f"{v}_mods", [v, "def c0, 0.5, 0.5, 0.5, 0.5", "tex t0", "tex t1", "mad_x2 r0, t0_bias, c0, -t1",
                          "mul_d2 r1, 1-t0, t1_bx2", "add_x4 r0.rgb, r0, r1", "+sub_sat r0.a, t0, t1"])
        add(f"{v}_shifts", [v, "tex t0", "tex t1", "mul_x2 r0, t0, t1", "mul_x4 r1, t0, t1", "mul_d2 r0, r0, r1",
                            "add_sat r0, r0, r1"])
        add(f"{v}_lrp", [v, "def c0, 0.5, 0.5, 0.5, 0.5", "tex t0", "tex t1", "lrp r0, c0, t0, t1"])
        add(f"{v}_dp3_rgba", [v, "tex t0", "tex t1", "dp3 r0.rgba, t0, t1"])
        add(f"{v}_alpha_repl", [v, "tex t0", "tex t1", "mul r0, t0.a, t1", "mov r1.a, t0.b" if v != "ps_1_1" else "mov r1.a, t0.a",
                                "add r0.a, r0, r1.a"])
        add(f"{v}_mad_neg", [v, "def c0, 0.25, 0.5, 0.75, 1", "tex t0", "mad r0, -t0, c0, c0", "+mov r0.a, -c0.a"])
    for v in ("ps_1_2", "ps_1_3"):
        add(f"{v}_texreg2rgb", [v, "tex t0", "texreg2rgb t1, t0", "mov r0, t1"])
        add(f"{v}_texdp3", [v, "tex t0", "texdp3 t1, t0_bx2", "mov r0, t1"])
        add(f"{v}_texdp3tex", [v, "tex t0", "texdp3tex t1, t0_bx2", "mov r0, t1"])
        add(f"{v}_texm3x3", [v, "tex t0", "texm3x3pad t1, t0_bx2", "texm3x3pad t2, t0_bx2", "texm3x3 t3, t0_bx2",
                             "mov r0, t3"])
        add(f"{v}_cmp", [v, "tex t0", "tex t1", "cmp r0, t0, t1, t0"])
        add(f"{v}_dp4", [v, "tex t0", "tex t1", "dp4 r0, t0, t1"])
    add("ps_1_3_texm3x2depth", ["ps_1_3", "tex t0", "texm3x2pad t1, t0_bx2", "texm3x2depth t2, t0_bx2", "mov r0, t0"])
    add("ps_1_3_texbem_bx2", ["ps_1_3", "tex t0", "texbem t1, t0_bx2", "mov r0, t1"])
    v = "ps_1_4"
    add("ps_1_4_texld", [v, "texld r0, t0", "texld r1, t1", "mul r0, r0, r1"])
    add("ps_1_4_texcrd", [v, "texcrd r0.xyz, t0", "texcrd r1.rgb, t1_dw.xyw", "add r0.rgb, r0, r1", "+mov r0.a, c0.a"])
    add("ps_1_4_texld_dz", [v, "texld r0, t0_dz.xyz", "texld r1, t1_dw.xyw", "mul r0, r0, r1"])
    add("ps_1_4_phase", [v, "def c0, 1, 0.5, 0, 1", "texcrd r0.xyz, t0", "texld r1, t1", "mul r0.xyz, r0, r1",
                         "phase", "texld r2, r0", "texld r3, t2", "mul r0, r2, r3"])
    add("ps_1_4_phase_dz", [v, "texcrd r0.rgb, t0", "phase", "texld r1, r0_dz", "texld r2, r0_da.rga", "add r0, r1, r2"])
    add("ps_1_4_bem", [v, "texld r1, t1", "texcrd r2.rgb, t0", "bem r2.xy, r2, r1", "phase", "texld r0, r2"])
    add("ps_1_4_texkill", [v, "texkill t0", "texld r0, t1"])
    add("ps_1_4_texdepth", [v, "texld r0, t0", "texcrd r5.rgb, t1", "phase", "mov r5.rg, r0", "texdepth r5", "mov r0, r0"])
    add("ps_1_4_cnd_cmp", [v, "def c0, 0.5, 0.5, 0.5, 0.5", "texld r0, t0", "texld r1, t1", "cnd r2, r0.a, r0, r1",
                           "cmp r3, r0, r1, c0", "add r0, r2, r3"])
    add("ps_1_4_mods", [v, "def c0, 0.5, 0.5, 0.5, 0.5", "texld r0, t0", "texld r1, t1", "mad_x8 r2, r0_bx2, -r1_bias, c0",
                        "mul_d8 r3, 1-r0, r1_x2", "add_sat r0.rgb, r2, r3", "+mov_d4 r0.a, r1.b"])
    add("ps_1_4_coissue", [v, "texld r0, t0", "texld r1, t1", "dp3 r0.rgb, r0_bx2, r1_bx2", "+mul r0.a, r0.a, r1.a"])
    add("ps_1_4_lrp", [v, "def c0, 0.5, 0.5, 0.5, 0.5", "texld r0, t0", "texld r1, t1", "lrp r0, c0.b, r0, r1"])
    add("ps_1_4_dp4", [v, "texld r0, t0", "texld r1, t1", "dp4 r0, r0, r1"])
    add("ps_1_4_rgba_mask", [v, "texld r0, t0", "mov r1.rg, r0", "mov r1.ba, r0.g", "add r0, r1, r0"])
    add("ps_1_4_v0", [v, "texld r0, t0", "mul r0, r0, v0", "+add r0.a, v1.b, r0.a"])
    # constants, r registers read before written and other validator cases are in err
    return p


# ---------------------------------------------------------------------------------------------------- def

def def_programs():
    numbers = ["1", "1.", ".5", "-0", "-0.0", "0", "1e-3", "1E-3", "1e+3", "1e3", "1.5e3", "2.5E+3", "-1e-3", "+1", "+.5",
               "1.#INF", "-1.#INF", "1.#QNAN", "-1.#QNAN", "1.#IND", "-1.#IND", "1.#SNAN", "1e38", "3.4028235e38",
               "3.4028236e38", "1e39", "-1e39", "1e-38", "1.17549435e-38", "1.17549421e-38", "1e-40", "1.4e-45",
               "1e-45", "7e-46", "1e-50", "0.1", "0.2", "0.3", "0.7", "1.1", "0.333333333", "3.14159265358979",
               "2.718281828459045", "16777216", "16777217", "16777219", "2147483647", "2147483648", "4294967295",
               "4294967296", "99999999999", "-2147483648", "-2147483649", "0x10", "0xff", "0xFF", "0X10", "0x7fffffff",
               "0xffffffff", "0x3f800000", "0x0", "010", "007", "0777", "08", "09", "010.5", "00.5", "0.5f", "1.0f",
               "1f", "1.5h", "1.5H", "1.5F", "1.5l", "1.5L", "2u", "1.e5", "1.e", "1e", "1e+", ".e1", "1..2",
               "1.000000059604644775390625", "1.00000005960464477539062500000001", "0.1000000000000000055511151231257827",
               "123456789012345678901234567890", "1.#INF0", "1.#inf", "1.#IN", "1.#INFINITY", "- 1", "-.5", "-.5e-1",
               "1e0", "1e-0", "0e0", ".0", "0.", "-0.", "100000000", "1e-7", "1e-320", "1e310"]
    progs = []
    for i, n in enumerate(numbers):
        for ver in ("vs_1_1", "ps_2_0"):
            c = "c80" if ver == "vs_1_1" else "c28"
            progs.append((f"f{i:03d}_{ver}", program(ver, [f"def {c}, {n}, 0.5, {n}, 1", f"add r4, r0, {c}"])))
    ints = ["0", "1", "-1", "255", "-128", "127", "0x10", "010", "0xff", "0XFF", "2147483647", "-2147483648",
            "4294967295", "4294967296", "+3", "1.5", "1.0", "1e2", "08"]
    for i, n in enumerate(ints):
        progs.append((f"i{i:02d}_vs_2_0", program("vs_2_0", [f"defi i1, {n}, {n}, 0, 0", "rep i1", "add r4, r0, r1", "endrep"])))
        progs.append((f"i{i:02d}_ps_3_0", program("ps_3_0", [f"defi i1, 1, {n}, 1, 0", "add r4, r0, r1"])))
    for i, b in enumerate(["true", "false", "TRUE", "True", "1", "0", "yes"]):
        progs.append((f"b{i}_vs_2_0", program("vs_2_0", [f"defb b1, {b}", "if b1", "add r0, r0, r1", "endif"])))
    progs.append(("defs_many", program("vs_2_0", [f"def c{k}, {k}, -{k}.5, .{k}, {k}e-2" for k in range(40, 60)])))
    progs.append(("def_after_code", ["vs_2_0", "dcl_position v0", "mov r0, v0", "def c70, 1, 2, 3, 4", "add oPos, r0, c70"]))
    progs.append(("def_high", program("vs_2_0", ["def c255, 1, 2, 3, 4", "add r4, r0, c255"])))
    progs.append(("def_redef", program("vs_2_0", ["def c70, 1, 2, 3, 4", "def c70, 5, 6, 7, 8", "add r4, r0, c70"])))
    progs.append(("def_ps11", ["ps_1_1", "def c7, 1.5, -1.5, 0.5, 1", "tex t0", "mul r0, t0, c7"]))
    progs.append(("def_ps11_range", ["ps_1_1", "def c0, 2, -2, 1, 0", "tex t0", "mul r0, t0, c0"]))
    return progs


# --------------------------------------------------------------------------------------------------- mods

def mods_programs():
    progs = []
    src_mods = [("neg", "-r0"), ("abs", "r0_abs"), ("negabs", "-r0_abs"), ("abs_swz", "r0_abs.zyxw"),
                ("neg_swz", "-r0.yzxw"), ("bias", "r0_bias"), ("bx2", "r0_bx2"), ("x2", "r0_x2"), ("comp", "1-r0"),
                ("negbx2", "-r0_bx2"), ("negbias", "-r0_bias"), ("negx2", "-r0_x2"), ("dz", "r0_dz"), ("db", "r0_db"),
                ("dw", "r0_dw"), ("da", "r0_da"), ("abs_after", "r0.x_abs"), ("neg_c", "-c0"),
                ("abs_c", "c0_abs"), ("comp_space", "1 - r0"), ("negneg", "--r0"), ("sat_src", "r0_sat"),
                ("bias_swz", "r0_bias.x"), ("bx2_after", "r0.xyzw_bx2")]
    for ver in ("vs_2_0", "vs_3_0", "ps_2_0", "ps_2_x", "ps_3_0", "vs_1_1"):
        for name, s in src_mods:
            progs.append((f"src_{name}_{ver}", program(ver, [f"add r4, {s}, r1"])))
    res_mods = ["_sat", "_pp", "_sat_pp", "_pp_sat", "_centroid", "_x2", "_x4", "_x8", "_d2", "_d4", "_d8", "_sat_x2",
                "_x2_sat", "_abs", "_bias", "_sat_sat", "_SAT", "_d16", "_x16", "_centroid_pp"]
    for ver in ("vs_2_0", "vs_3_0", "ps_2_0", "ps_3_0", "ps_1_4", "ps_1_1", "vs_1_1"):
        for m in res_mods:
            progs.append((f"res{m}_{ver}", program(ver, [f"add{m} r4, r0, r1"])))
    for ver in PS_1:
        for m in ["_x2", "_x4", "_x8", "_d2", "_d4", "_d8", "_sat", "_x2_sat", "_sat_d2"]:
            src = "r1_bx2" if ver != "ps_1_1" or True else "r1"
            progs.append((f"shift{m}_{ver}", program(ver, [f"mul{m} r0, r0, {src}"])))
    for m in ["_pp", "_centroid", "_sat", "_pp_centroid"]:
        progs.append((f"dcl{m}", ["ps_3_0", f"dcl_texcoord0{m} v0", "dcl_2d s0", "texld r0, v0, s0", "mov oC0, r0"]))
        progs.append((f"dcl{m}_ps20", ["ps_2_0", f"dcl{m} t0", "dcl_2d s0", "texld r0, t0, s0", "mov oC0, r0"]))
    progs.append(("texld_centroid", ["ps_3_0", "dcl_texcoord0_centroid v0", "dcl_2d s0", "texld_centroid r0, v0, s0",
                                     "mov oC0, r0"]))
    progs.append(("pp_everywhere", program("ps_2_0", ["mul_pp r4, r0, r1", "mad_sat_pp r5, r0, r1, r2",
                                                      "nrm_pp r6.xyz, r0", "rcp_pp r7.x, r0.x"])))
    return progs


# ---------------------------------------------------------------------------------------------------- swz

def swz_programs():
    progs = []
    swizzles = ["x", "y", "z", "w", "xy", "xyz", "xyzw", "wzyx", "xx", "xxx", "xxxx", "r", "g", "b", "a", "rg", "rgb",
                "rgba", "abgr", "bgra", "yx", "zw", "xyw", "xw", "xz", "yyyy", "rgbw", "xyzb", "xyzwx", "", "q", "X"]
    masks = ["x", "y", "z", "w", "xy", "xz", "xw", "yz", "yw", "zw", "xyz", "xyw", "xzw", "yzw", "xyzw", "r", "g", "b",
             "a", "rg", "rgb", "rgba", "ba", "gb", "yx", "xx", "rgbw", "xyba", ""]
    for ver in ("vs_1_1", "vs_2_0", "ps_2_0", "ps_2_x", "ps_3_0"):
        for i, s in enumerate(swizzles):
            progs.append((f"swz{i:02d}_{ver}", program(ver, [f"mov r4, r0.{s}", f"add r5, r1, r0.{s}"])))
        for i, m in enumerate(masks):
            progs.append((f"mask{i:02d}_{ver}", program(ver, [f"mov r4.{m}, r0"])))
    for ver in ("ps_1_1", "ps_1_3", "ps_1_4"):
        for i, s in enumerate(["a", "b", "w", "z", "rgba", "xyzw", "r", "g", "x", "y", "rgb", "xyz"]):
            progs.append((f"swz1x{i:02d}_{ver}", program(ver, [f"mul r1, r0.{s}, r1"])))
        for i, m in enumerate(["rgb", "a", "rgba", "xyz", "w", "xyzw", "r", "rg", "x", "xy", "rga", "b"]):
            progs.append((f"mask1x{i:02d}_{ver}", program(ver, [f"mul r1.{m}, r0, r1"])))
    return progs


# ----------------------------------------------------------------------------------------------------- rel

def rel_programs():
    progs = []
    forms = ["c[a0.x + 5]", "c[a0.x+5]", "c[5 + a0.x]", "c5[a0.x]", "c[a0.x]", "c[ a0.x ]", "c[a0.x + 0]",
             "c[a0.y + 2]", "c[a0.z]", "c[a0.w + 1]", "c[a0 + 3]", "c[a0.x + 90]", "c2[a0.x + 3]", "c[a0.x + 5].xyz",
             "-c[a0.x + 5]", "c[a0.x + 5].w", "c[a0.x+ 5 ]", "c [a0.x + 5]", "c[a0.x - 5]", "c[2 + 3 + a0.x]",
             "c[a0.x + 2 + 3]", "c[aL]", "c[aL + 4]", "c[r0.x]", "c[a0.xy]"]
    for i, f in enumerate(forms):
        for ver in VS_ALL:
            head = ["mova a0, r0"] if ver != "vs_1_1" else []
            progs.append((f"rel{i:02d}_{ver}", program(ver, head + [f"add r4, r0, {f}"])))
    for ver in ("vs_2_0", "vs_3_0"):
        progs.append((f"loop_aL_{ver}", program(ver, ["defi i0, 4, 0, 1, 0", "loop aL, i0", "add r4, r0, c[aL + 10]",
                                                     "add r0, r0, c10[aL]", "endloop"])))
    progs.append(("v_aL_vs30", program("vs_3_0", ["defi i0, 2, 0, 1, 0", "loop aL, i0", "add r0, r0, v[aL]",
                                                   "add r0, r0, v1[aL]", "endloop"])))
    progs.append(("o_aL_vs30", program("vs_3_0", ["defi i0, 2, 1, 1, 0", "loop aL, i0", "mov o[aL], r0", "endloop"])))
    progs.append(("v_aL_ps30", program("ps_3_0", ["defi i0, 2, 0, 1, 0", "loop aL, i0", "add r0, r0, v[aL]", "endloop"])))
    progs.append(("c_aL_ps30", program("ps_3_0", ["defi i0, 2, 0, 1, 0", "loop aL, i0", "add r0, r0, c[aL + 3]", "endloop"])))
    progs.append(("dx8_rel", program("vs_1_1", ["mov a0.x, r0.x", "m4x4 r4, r0, c[a0.x + 20]", "mov r5, c[a0.x]"])))
    return progs


# ---------------------------------------------------------------------------------------------------- flow

def flow_programs():
    progs = []
    vs2x = ["vs_2_x", "vs_3_0", "ps_2_x", "ps_3_0"]
    for ver in vs2x:
        progs.append((f"setp_{ver}", program(ver, ["setp_gt p0, r0, r1", "(p0) add r4, r0, r1", "(!p0) mov r4, r0",
                                                  "(p0.x) mul r4.x, r0, r1", "(!p0.w) mul r4.y, r0, r1"])))
        for cmpop in ("gt", "lt", "ge", "le", "eq", "ne"):
            progs.append((f"setp_{cmpop}_{ver}", program(ver, [f"setp_{cmpop} p0.xy, r0, r1", "(p0.y) mov r4, r1",
                                                               f"if_{cmpop} r0.x, r1.y", "add r4, r0, r1", "endif"])))
        progs.append((f"if_pred_{ver}", program(ver, ["setp_ne p0, r0, r1", "if p0.x", "mov r4, r0", "else",
                                                      "mov r4, r1", "endif", "if !p0.z", "mov r5, r0", "endif"])))
        progs.append((f"breakp_{ver}", program(ver, ["defi i0, 4, 0, 1, 0", "setp_lt p0, r0, r1", "rep i0",
                                                     "breakp p0.x", "breakp !p0.y", "add r0, r0, r1", "endrep"])))
        progs.append((f"break_ne_{ver}", program(ver, ["defi i0, 4, 0, 1, 0", "rep i0", "break_ne r0.x, r1.x",
                                                       "break_ge r0.y, c0.x", "break", "endrep"])))
        progs.append((f"pred_flow_{ver}", program(ver, ["setp_gt p0, r0, r1", "(p0.x) mov r4, r0",
                                                        "(p0.y) add_sat r4.xy, r0, r1"])))
        progs.append((f"pred_callnz_{ver}", program(ver, ["setp_gt p0, r0, r1", "callnz l1, p0.x", "callnz l1, !p0.y"])
                      + ["ret", "label l1", "ret"]))
    for ver in VS_2 + PS_2:
        progs.append((f"if_b_{ver}", program(ver, ["defb b0, true", "if b0", "add r4, r0, r1", "else", "mov r4, r1",
                                                   "endif"])))
        progs.append((f"rep_{ver}", program(ver, ["defi i0, 3, 0, 0, 0", "rep i0", "add r0, r0, r1", "endrep"])))
        progs.append((f"call_{ver}", program(ver, ["call l0", "callnz l1, b0"]) + ["ret", "label l0", "add r0, r0, r1",
                                                                                  "ret", "label l1", "ret"]))
        progs.append((f"nested_{ver}", program(ver, ["defb b1, false", "defi i2, 2, 0, 0, 0", "if b1", "rep i2",
                                                     "add r0, r0, r1", "endrep", "endif"])))
        if ver.startswith("vs") or ver == "ps_3_0":
            progs.append((f"loop_{ver}", program(ver, ["defi i0, 3, 0, 1, 0", "loop aL, i0", "add r0, r0, r1", "endloop"])))
        progs.append((f"if_cmp_{ver}", program(ver, ["if_gt r0.x, r1.x", "add r4, r0, r1", "endif"])))
        progs.append((f"label_only_{ver}", program(ver, []) + ["ret", "label l5", "ret"]))
    progs.append(("loop_nested_vs30", program("vs_3_0", ["defi i0, 2, 0, 1, 0", "defi i1, 3, 0, 1, 0", "loop aL, i0",
                                                          "rep i1", "add r0, r0, c[aL]", "endrep", "endloop"])))
    progs.append(("callnz_pred_vs2x", program("vs_2_x", ["setp_ge p0, r0, c90", "callnz l2, !p0.x"]) +
                  ["ret", "label l2", "mov r0, r1", "ret"]))
    return progs


# ----------------------------------------------------------------------------------------------------- dcl

def dcl_programs():
    progs = []
    usages = ["position", "blendweight", "blendindices", "normal", "psize", "texcoord", "tangent", "binormal",
              "tessfactor", "positiont", "color", "fog", "depth", "sample"]
    for u in usages:
        for idx in ("", "0", "1", "7", "15"):
            progs.append((f"vs20_{u}{idx}", ["vs_2_0", f"dcl_{u}{idx} v0", "mov oPos, v0"]))
            progs.append((f"vs30_out_{u}{idx}", ["vs_3_0", "dcl_position v0", "dcl_position o0", f"dcl_{u}{idx} o1",
                                                 "mov o0, v0", "mov o1, v0"]))
        progs.append((f"ps30_{u}", ["ps_3_0", f"dcl_{u} v0", "mov oC0, v0"]))
    for m in ["", ".x", ".xy", ".xyz", ".xyzw", ".w", ".xw", ".rgba"]:
        progs.append((f"vs30_mask{m}", ["vs_3_0", f"dcl_position v0{m}", "dcl_position o0", "mov o0, v0"]))
        progs.append((f"ps20_mask{m}", ["ps_2_0", f"dcl t0{m}", "mov oC0, t0"]))
        progs.append((f"ps30_mask{m}", ["ps_3_0", f"dcl_texcoord3 v3{m}", "mov oC0, v3"]))
    for kind in ("2d", "cube", "volume", "1d", "3d", ""):
        for ver in ("ps_2_0", "ps_3_0", "vs_3_0"):
            coord = "t0" if ver == "ps_2_0" else "v0"
            dcl = "dcl t0" if ver == "ps_2_0" else "dcl_texcoord v0"
            out = "oC0" if ver.startswith("ps") else "o0"
            op = "texld" if ver.startswith("ps") else "texldl"
            extra = [] if ver.startswith("ps") else ["dcl_position o0"]
            progs.append((f"sampler_{kind or 'none'}_{ver}",
                          [ver, dcl] + extra + [f"dcl_{kind} s3" if kind else "dcl s3", f"{op} r0, {coord}, s3", f"mov {out}, r0"]))
    progs.append(("ps30_texcoord7_centroid", ["ps_3_0", "dcl_texcoord7_centroid v7", "dcl_color1_pp v1", "add oC0, v7, v1"]))
    progs.append(("ps30_color_centroid", ["ps_3_0", "dcl_color_centroid v0.xyz", "mov oC0, v0"]))
    progs.append(("ps20_v_centroid", ["ps_2_0", "dcl_centroid v0", "dcl_centroid t0", "add oC0, v0, t0"]))
    progs.append(("ps20_dcl_pp", ["ps_2_0", "dcl_pp t0.xy", "dcl_2d s0", "texld r0, t0, s0", "mov oC0, r0"]))
    progs.append(("vs11_dcl_all", ["vs_1_1"] + [f"dcl_{u} v{i}" for i, u in enumerate(usages[:12])] + ["mov oPos, v0"]))
    progs.append(("vs11_dcl_index", ["vs_1_1", "dcl_texcoord3 v2", "dcl_position v0", "mov oPos, v0", "mov oT3, v2"]))
    progs.append(("vs30_psize", ["vs_3_0", "dcl_position v0", "dcl_position o0", "dcl_psize o1.x", "dcl_fog o2.x",
                                 "mov o0, v0", "mov o1.x, v0.x", "mov o2.x, v0.y"]))
    progs.append(("vs11_oPts_oFog", ["vs_1_1", "dcl_position v0", "mov oPos, v0", "mov oFog, v0.x", "mov oPts, v0.y"]))
    progs.append(("vs20_oFog_mask", ["vs_2_0", "dcl_position v0", "mov oPos, v0", "mov oFog.x, v0.x", "mov oPts.x, v0.y"]))
    progs.append(("vs11_oT7_oD1", ["vs_1_1", "dcl_position v0", "mov oPos, v0", "mov oT7, v0", "mov oD1, v0"]))
    progs.append(("ps30_vFace_vPos", ["ps_3_0", "dcl vFace", "dcl vPos.xy", "mov r0, vPos.xyxy", "cmp oC0, vFace, r0, -r0"]))
    progs.append(("ps30_oDepth", ["ps_3_0", "dcl_texcoord v0", "mov oDepth, v0.x", "mov oC0, v0"]))
    progs.append(("ps20_oDepth", ["ps_2_0", "dcl t0", "mov oDepth, t0.x", "mov oC0, t0"]))
    return progs


# ------------------------------------------------------------------------------------------------------ pp

def pp_programs():
    P = []
    P.append(("object_dx8", ["#define CV_WORLDVIEWPROJ 0", "#define CV_LIGHT 8", "#define CV_CONST 9",
                             "vs.1.1", "dcl_position v0", "dcl_normal v1",
                             "m4x4 oPos, v0, c[CV_WORLDVIEWPROJ]", "dp3 r0.x, v1, c[CV_LIGHT]",
                             "max r0.x, r0.x, c[CV_CONST].x", "mov oD0, r0.x"]))
    P.append(("object_regs", ["vs_2_0", "#define POS v0", "#define TMP r0", "#define OUTP oPos", "dcl_position POS",
                              "mov TMP, POS", "add TMP, TMP, TMP", "mov OUTP, TMP"]))
    P.append(("func_mul", ["vs_2_0", "#define MUL(d, a, b) mul d, a, b", "dcl_position v0", "MUL(r0, v0, c0)",
                           "MUL( oPos , r0 , c1 )"]))
    P.append(("func_transform", ["#define TRANSFORM(out, in, m) dp4 out.x, in, c[m]  dp4 out.y, in, c[m+1]",
                                 "vs_1_1", "dcl_position v0", "TRANSFORM(oPos, v0, 4)", "mov oPos.zw, v0"]))
    P.append(("func_nested", ["vs_2_0", "#define ROW(n) c##n", "#define XF(d, s, n) dp4 d, s, ROW(n)",
                              "dcl_position v0", "XF(oPos.x, v0, 0)", "XF(oPos.y, v0, 1)", "XF(oPos.z, v0, 2)",
                              "XF(oPos.w, v0, 3)"]))
    P.append(("func_paste", ["vs_2_0", "#define CAT(a, b) a##b", "dcl_position v0", "mov CAT(r, 0), CAT(v, 0)",
                             "mov oPos, CAT(r,0)"]))
    P.append(("func_noargs", ["vs_2_0", "#define END() mov oPos, r0", "dcl_position v0", "mov r0, v0", "END()"]))
    P.append(("func_empty_arg", ["vs_2_0", "#define M(a, b) mov oPos, a b", "dcl_position v0", "M(v0, )"]))
    P.append(("func_not_called", ["vs_2_0", "#define F(x) x", "dcl_position v0", "#define G F", "mov oPos, v0"]))
    P.append(("func_space_before_paren", ["vs_2_0", "#define F (x)", "dcl_position v0", "mov oPos, v0"]))
    P.append(("continued_define", ["vs_2_0", "#define BODY mov r0, v0 \\", "  mov oPos, r0", "dcl_position v0", "BODY"]))
    P.append(("continued_func", ["vs_2_0", "#define XF(d, s) \\", "   dp4 d.x, s, c0 \\", "   dp4 d.y, s, c1", "dcl_position v0",
                                 "XF(r0, v0)", "mov r0.zw, v0", "mov oPos, r0"]))
    P.append(("if_expr", ["#define LIGHTS 3", "vs_2_0", "dcl_position v0", "mov r0, v0",
                          "#if LIGHTS > 2 && LIGHTS < 8", "add r0, r0, c1", "#endif",
                          "#if (LIGHTS * 2 + 1) == 7", "add r0, r0, c2", "#elif LIGHTS", "add r0, r0, c3", "#endif",
                          "#if LIGHTS % 2 || 0", "mul r0, r0, c4", "#endif", "mov oPos, r0"]))
    P.append(("if_ops", ["vs_2_0", "dcl_position v0", "mov r0, v0",
                         "#if (1 << 3) == 8 && (0x10 >> 2) == 4 && (5 & 3) == 1 && (5 | 2) == 7 && (6 ^ 3) == 5",
                         "add r0, r0, c1", "#endif", "#if -1 < 0 && ~0 == -1 && !0 && 7 / 2 == 3 && 2 - 5 == -3",
                         "add r0, r0, c2", "#endif", "#if 1 ? 0 : 1", "add r0, r0, c3", "#else", "add r0, r0, c4",
                         "#endif", "#if 010 == 8 && 'A' == 65", "add r0, r0, c5", "#endif", "mov oPos, r0"]))
    P.append(("if_defined_forms", ["#define A", "#define B 0", "vs_2_0", "dcl_position v0", "mov r0, v0",
                                   "#if defined(A) && defined B && !defined(C)", "add r0, r0, c1", "#endif",
                                   "#if defined A || B", "add r0, r0, c2", "#endif", "#ifdef B", "add r0, r0, c3",
                                   "#endif", "#if B", "add r0, r0, c4", "#endif", "#ifndef C", "add r0, r0, c5",
                                   "#else", "bogus", "#endif", "mov oPos, r0"]))
    P.append(("if_undefined_name", ["vs_2_0", "dcl_position v0", "#if UNDEFINED_THING", "bogus", "#else",
                                    "mov oPos, v0", "#endif"]))
    P.append(("if_nested_skip", ["vs_2_0", "dcl_position v0", "#if 0", "#if garbage ((", "#error never", "#endif",
                                 "#define X bad", "#else", "mov oPos, v0", "#endif"]))
    P.append(("elif_chain", ["#define Q 2", "vs_2_0", "dcl_position v0", "#if Q == 0", "mov oPos, c0", "#elif Q == 1",
                             "mov oPos, c1", "#elif Q == 2", "mov oPos, v0", "#else", "mov oPos, c3", "#endif"]))
    P.append(("macro_in_def", ["#define ONE 1.0", "#define HALF .5", "vs_2_0", "def c10, ONE, HALF, -ONE, 0",
                               "dcl_position v0", "mul oPos, v0, c10"]))
    P.append(("macro_version", ["#define VER vs_2_0", "VER", "dcl_position v0", "mov oPos, v0"]))
    P.append(("macro_opcode", ["#define MOVE mov", "vs_2_0", "dcl_position v0", "MOVE oPos, v0"]))
    P.append(("macro_swizzle", ["#define XYZ xyz", "vs_2_0", "dcl_position v0", "mov r0, v0", "mov r0.XYZ, v0.XYZ",
                                "mov oPos, r0"]))
    P.append(("macro_undef_redef", ["#define R r0", "vs_2_0", "dcl_position v0", "mov R, v0", "#undef R", "#define R r1",
                                    "mov R, v0", "add oPos, r0, R"]))
    P.append(("macro_self_ref", ["#define r0 r0", "vs_2_0", "dcl_position v0", "mov r0, v0", "mov oPos, r0"]))
    P.append(("macro_semicolon", ["#define SEMI mov oPos, v0 ; a comment in a macro", "vs_2_0", "dcl_position v0", "SEMI"]))
    P.append(("macro_in_comment", ["#define X bogus", "vs_2_0", "dcl_position v0", "mov oPos, v0 // X", "; X"]))
    P.append(("macro_c_offset", ["#define BASE 10", "vs_2_0", "dcl_position v0", "mova a0.x, c0.x",
                                 "add r0, v0, c[BASE + a0.x]", "add r0, r0, c[a0.x + BASE + 1]", "mov oPos, r0"]))
    P.append(("macro_arith_index", ["#define BASE 10", "vs_2_0", "dcl_position v0", "add r0, v0, c[BASE+1]",
                                    "mov oPos, r0"]))
    P.append(("pragma", ["#pragma once", "vs_2_0", "dcl_position v0", "mov oPos, v0"]))
    P.append(("line_dir", ["vs_2_0", "#line 100 \"file.asm\"", "dcl_position v0", "# 7 \"x.asm\"", "mov oPos, v0"]))
    P.append(("error_dir", ["vs_2_0", "#error stop here", "dcl_position v0", "mov oPos, v0"]))
    P.append(("error_skipped", ["vs_2_0", "#if 0", "#error never", "#endif", "dcl_position v0", "mov oPos, v0"]))
    P.append(("include_missing", ["vs_2_0", "#include \"nothere.inc\"", "dcl_position v0", "mov oPos, v0"]))
    P.append(("unknown_dir", ["vs_2_0", "#frobnicate", "dcl_position v0", "mov oPos, v0"]))
    P.append(("if_unterminated", ["vs_2_0", "#if 1", "dcl_position v0", "mov oPos, v0"]))
    P.append(("else_without_if", ["vs_2_0", "dcl_position v0", "#else", "mov oPos, v0"]))
    P.append(("hash_indented", ["vs_2_0", "   #define P v0", "\t#  define Q oPos", "dcl_position P", "mov Q, P"]))
    P.append(("func_wrong_args", ["vs_2_0", "#define M(a, b) mov a, b", "dcl_position v0", "M(oPos)"]))
    P.append(("func_multiline_call", ["vs_2_0", "#define M(a, b) mov a, b", "dcl_position v0", "M(oPos,", "  v0)"]))
    P.append(("stringize", ["vs_2_0", "#define S(x) #x", "dcl_position v0", "mov oPos, v0 // S(hi)"]))
    P.append(("defined_macro_number", ["#define N 4", "vs_2_0", "dcl_position v0", "#if N", "mov oPos, v0", "#endif"]))
    P.append(("if_char_paren", ["vs_2_0", "dcl_position v0", "#if ((2))", "mov oPos, v0", "#endif"]))
    P.append(("if_div_zero", ["vs_2_0", "dcl_position v0", "#if 1 / 0", "mov oPos, v0", "#endif", "mov oPos, v0"]))
    P.append(("if_garbage", ["vs_2_0", "dcl_position v0", "#if 1 +", "mov oPos, v0", "#endif", "mov oPos, v0"]))
    P.append(("define_no_name", ["vs_2_0", "#define", "dcl_position v0", "mov oPos, v0"]))
    P.append(("define_number_name", ["vs_2_0", "#define 3 4", "dcl_position v0", "mov oPos, v0"]))
    P.append(("define_redefine", ["#define A 1", "#define A 2", "vs_2_0", "dcl_position v0", "mov oPos, c[A]"]))
    P.append(("rescan_object_to_function", ["vs_2_0", "dcl_position v0", "#define F(x) x", "#define G F",
                                            "mov oPos, G(v0)"]))
    P.append(("object_args_not_called", ["vs_2_0", "dcl_position v0", "#define F(x) mov oPos, x", "#define ARG (v0)",
                                         "F ARG"]))
    P.append(("nested_calls", ["vs_2_0", "dcl_position v0", "#define ID(x) x", "mov oPos, ID(ID(v0))"]))
    P.append(("paren_arg", ["vs_2_0", "dcl_position v0", "#define ID(x) x", "mov oPos, ID((v0))"]))
    P.append(("comma_in_body", ["vs_2_0", "dcl_position v0", "#define P(x, y) x, y", "mov P(oPos, v0)"]))
    P.append(("paste_modifier", ["vs_2_0", "dcl_position v0", "#define SAT(op) op##_sat", "SAT(mov) r0, v0",
                                 "mov oPos, r0"]))
    P.append(("paste_blanks_arg", ["vs_2_0", "dcl_position v0", "#define R(n) r##n", "mov R(0), v0", "mov oPos, R( 0 )"]))
    P.append(("paste_macro_arg", ["vs_2_0", "dcl_position v0", "#define N 1", "#define R(n) r##n", "mov R(N), v0",
                                  "mov oPos, r1"]))
    P.append(("mutual_macros", ["vs_2_0", "dcl_position v0", "#define A B", "#define B A", "mov oPos, A"]))
    P.append(("undef_twice", ["vs_2_0", "dcl_position v0", "#define A v0", "#undef A", "#undef A", "mov oPos, v0"]))
    P.append(("ifdef_no_name", ["vs_2_0", "dcl_position v0", "#ifdef", "mov oPos, v0", "#endif"]))
    P.append(("if_defined_unclosed", ["vs_2_0", "dcl_position v0", "#if defined(A", "mov oPos, v0", "#endif"]))
    P.append(("if_function_macro", ["vs_2_0", "dcl_position v0", "#define X(a) a", "#if X(1)", "mov oPos, v0", "#endif"]))
    P.append(("register_name_macro", ["vs_2_0", "dcl_position v0", "#define a0 v0", "mov oPos, a0"]))
    P.append(("ps14_macros", ["ps.1.4", "#define BUMP r1", "#define BASE r0", "#define SCALE(x) x##_bx2",
                              "texld BUMP, t1", "texcrd r2.rgb, t0", "dp3_sat r3, SCALE(BUMP), c0", "phase",
                              "texld BASE, t0", "mul BASE, BASE, r3"]))
    return P


# ----------------------------------------------------------------------------------------------------- err

def err_programs():
    E = []
    base = program("vs_2_0", [])
    def at(ver, line):
        return program(ver, [line])
    bad_lines = [
        ("unknown_op", "frob r4, r0"), ("unknown_reg", "mov r4, q0"), ("reg_typo", "mov r4, r9x"),
        ("missing_operand", "add r4, r0"), ("extra_operand", "mov r4, r0, r1"), ("missing_comma", "add r4 r0, r1"),
        ("double_comma", "add r4,, r0, r1"), ("trailing_comma", "add r4, r0, r1,"), ("bad_swizzle", "mov r4, r0.xq"),
        ("long_swizzle", "mov r4, r0.xyzwx"), ("mask_order", "mov r4.yx, r0"), ("mask_repeat", "mov r4.xx, r0"),
        ("bad_mod", "add_foo r4, r0, r1"), ("dst_neg", "mov -r4, r0"), ("src_unknown_mod", "mov r4, r0_foo"),
        ("reg_range_r", "mov r4, r32"), ("reg_range_c", "mov r4, c256"), ("reg_range_c_big", "mov r4, c9000"),
        ("const_dst", "mov c0, r0"), ("input_dst", "mov v0, r0"), ("bad_index", "mov r4, c[r0.x]"),
        ("bad_index2", "mov r4, c[a0.x * 2]"), ("bad_index3", "mov r4, c[a0.x - 1]"), ("unclosed_index", "mov r4, c[a0.x"),
        ("unclosed_paren", "(p0 mov r4, r0"), ("pred_not_p", "(r0) mov r4, r0"), ("number_reg", "mov r4, 5"),
        ("empty_mask", "mov r4., r0"), ("dot_only", "mov r4, r0."), ("version_again", "vs_2_0"),
        ("coissue_vs", "+mov r4, r0"), ("sincos_ops", "sincos r4, r0"), ("def_short", "def c80, 1, 2"),
        ("def_word", "def c80, one, 2, 3, 4"), ("def_reg", "def r0, 1, 2, 3, 4"), ("defi_float", "defi i0, 1.5, 2, 3, 0"),
        ("defb_int", "defb b0, 2"), ("dcl_unknown", "dcl_foo v5"), ("dcl_sampler_vs20", "dcl_2d s0"),
        ("label_no_reg", "label"), ("call_undefined", "call l7"), ("endif_alone", "endif"), ("else_alone", "else"),
        ("endloop_alone", "endloop"), ("if_no_endif", "if b0"), ("rep_no_end", "rep i0"), ("ret_in_main", "ret"),
        ("setp_no_cmp", "setp p0, r0, r1"), ("if_bad_cmp", "if_xx r0.x, r1.x"), ("unicode", "mov r4, r0 \u00e9"),
        ("ctrl_char", "mov r4,\x01 r0"), ("tab_in_name", "mov r\t4, r0"), ("semi_inside", "mov r4; , r0"),
        ("block_unclosed", "mov r4, r0 /* never closed"), ("upper_op", "MOV r4, r0"), ("upper_reg", "mov R4, r0"),
        ("upper_swz", "mov r4, r0.XYZW"), ("mixed_op", "Mov r4, r0"), ("upper_mod", "add_SAT r4, r0, r1"),
        ("abs_vs11", "abs r4, r0"), ("pp_vs", "mov_pp r4, r0"), ("texld_vs20", "texld r4, r0, s0"),
        ("huge_reg", "mov r4, r99999999999"), ("neg_reg_num", "mov r4, c-1"), ("hex_reg", "mov r4, c0x1"),
        ("read_uninit", "add r4, r7, r0"), ("write_v", "mov v1, r0"), ("float_index", "mov r4, c[1.5]"),
        ("oPos_read", "mov r4, oPos"), ("aL_outside", "mov r4, c[aL]"), ("two_preds", "(p0) (p0) mov r4, r0"),
        ("bang_src", "mov r4, !r0"), ("comp_2", "mov r4, 2-r0"), ("comp_vs", "add r4, 1-r0, r1"),
        ("x2_src_vs", "add r4, r0_x2, r1"), ("bias_vs", "add r4, r0_bias, r1"), ("bx2_vs", "add r4, r0_bx2, r1"),
    ]
    for name, line in bad_lines:
        E.append((f"{name}_vs_2_0", at("vs_2_0", line)))
    for name, line in [("ps_tex_ps20", "tex t0"), ("ps_texld_2op", "texld r4, t0"), ("ps_dcl_v_usage", "dcl_position v0"),
                       ("ps_oPos", "mov oPos, r0"), ("ps_sampler_reg_dst", "mov s0, r0"), ("ps_c_range", "mov r4, c32"),
                       ("ps_t_range", "mov r4, t9"), ("ps_rel_c", "mov r4, c[a0.x]"), ("ps_oC4", "mov oC4, r0"),
                       ("ps_texkill_s", "texkill s0"), ("ps_dsx_20", "dsx r4, r0"), ("ps_predicate_20", "setp_gt p0, r0, r1"),
                       ("ps_texld_swz_s", "texld r4, t0, s0.x"), ("ps_texld_mod", "texld_sat r4, t0, s0"),
                       ("ps_bem_20", "bem r4.xy, r0, r1"), ("ps_x2_20", "mul_x2 r4, r0, r1"), ("ps_phase_20", "phase")]:
        E.append((name, at("ps_2_0", line)))
    for name, line in [("ps11_r0_unwritten", None), ("ps11_c8", "mul r0, t0, c8"), ("ps11_texld", "texld r0, t0"),
                       ("ps11_tex_after_alu", "tex t2"), ("ps11_coissue_rgb", "+mov r0.rgb, t0"), ("ps11_mask_xy", "mov r0.xy, t0"),
                       ("ps11_t4", "tex t4"), ("ps11_phase", "phase"), ("ps11_bem", "bem r0.xy, t0, t1"),
                       ("ps11_dz", "mov r0, t0_dz"), ("ps11_x8", "mul_x8 r0, t0, t1"), ("ps11_abs", "mov r0, t0_abs")]:
        if line is None:
            E.append((name, ["ps_1_1", "tex t0", "mov r1, t0"]))
        else:
            E.append((name, program("ps_1_1", [line])))
    for name, line in [("ps14_tex", "tex t0"), ("ps14_2phase", "phase"), ("ps14_texld_after_alu", "texld r4, t2"),
                       ("ps14_r6", "mov r0, r6"), ("ps14_texcrd_w", "texcrd r4, t0"), ("ps14_c8", "mov r0, c8")]:
        E.append((name, program("ps_1_4", [line] + (["phase", "phase"] if name == "ps14_2phase" else []))))
    E.append(("no_version", ["dcl_position v0", "mov oPos, v0"]))
    E.append(("version_bad", ["vs_4_0", "mov oPos, v0"]))
    E.append(("version_vs14", ["vs_1_4", "mov oPos, v0"]))
    E.append(("version_ps15", ["ps_1_5", "mov r0, v0"]))
    E.append(("version_ps_2_1", ["ps_2_1", "mov oC0, v0"]))
    E.append(("version_tx", ["tx_1_0", "mov r0, v0"]))
    E.append(("version_upper", ["VS_2_0", "dcl_position v0", "mov oPos, v0"]))
    E.append(("version_dot_bad", ["vs.1.2", "dcl_position v0", "mov oPos, v0"]))
    E.append(("version_dot_ps15", ["ps.1.5", "mov r0, v0"]))
    E.append(("version_dot_space", ["vs. 1.1", "dcl_position v0", "mov oPos, v0"]))
    E.append(("version_vs_2_sw", ["vs_2_sw", "dcl_position v0", "mov oPos, v0"]))
    E.append(("version_ps_3_sw", ["ps_3_sw", "dcl_texcoord v0", "mov oC0, v0"]))
    E.append(("version_only", ["vs_2_0"]))
    E.append(("empty", [""]))
    E.append(("many_errors", ["vs_2_0"] + [f"frob{i} r0" for i in range(60)]))
    return E


# -------------------------------------------------------------------------------------------------- syntax

def syntax_programs():
    S = []
    vs = ["dcl_position v0", "mov oPos, v0"]
    for v in ["vs_1_0", "vs.1.0", "vs_1_1", "vs.1.1", "vs_2_0", "vs.2.0", "vs_2_x", "vs.2.x", "vs_2_1", "vs.2.1",
              "vs_2_sw", "vs.2.sw", "vs_1_sw", "vs_3_x", "vs_4_0", "vs_2_X", "vs_2_0 dcl_position v0", "vs._1.1"]:
        S.append((f"version_{v.replace(' ', '_')}", [v] + vs))
    for v in ["vs_3_0", "vs.3.0", "vs_3_sw", "vs.3.sw"]:
        S.append((f"version_{v}", [v, "dcl_position v0", "dcl_position o0", "mov o0, v0"]))
    for v in ["ps_1_0", "ps.1.0", "ps_1_1", "ps.1.1", "ps_1_2", "ps.1.2", "ps_1_3", "ps.1.3", "ps_1_5", "ps.1.5"]:
        S.append((f"version_{v}", [v, "tex t0", "mov r0, t0"]))
    for v in ["ps_1_4", "ps.1.4"]:
        S.append((f"version_{v}", [v, "texld r0, t0"]))
    for v in ["ps_2_0", "ps.2.0", "ps_2_x", "ps.2.x", "ps_2_sw", "ps_2_1", "ps_3_0", "ps.3.0", "ps_3_sw", "ps_3_x"]:
        S.append((f"version_{v}", [v, "def c0, 1, 0, 0, 1", "mov oC0, c0"]))
    blanks = ["mov oPos, c [1]", "mov oPos, c\t[1]", "mov oPos, c5 [a0.x]", "mov oPos, c[a0 .x]", "mov oPos, c[a0. x]",
              "mov oPos, v0 .xyzw", "mov oPos, v0. xyzw", "mov oPos .xyzw, v0", "mov oPos, - v0", "mov oPos , v0",
              "mov\toPos,\tv0", "mov oPos,v0", "mov oPos, c[ 1 ]", "mov oPos, c[1+a0.x]", "mov oPos, c[a0.x+1 ]"]
    for i, b in enumerate(blanks):
        S.append((f"blank{i:02d}_vs_2_0", ["vs_2_0", "dcl_position v0", "mova a0.x, v0.x", b.replace("\\t", "\t")]))
    for i, b in enumerate(["mov r0, 1 - t0", "mov r0, 1-t0", "mov r0, 1 -t0", "mov r0, 1- t0", "+ mov r0.a, t0",
                           "mov r0.rgb, t0 + mov r0.a, t0", "mov r0.rgb, t0\n +mov r0.a, t0"]):
        S.append((f"ps11_{i:02d}", ["ps_1_1", "tex t0"] + b.split("\\n")))
    for i, b in enumerate(["( p0 ) mov r4, r0", "(! p0.x) mov r4, r0", "( !p0.x )mov r4, r0", "(p0.x)mov r4, r0",
                           "(p0 .x) mov r4, r0", "(-p0) mov r4, r0"]):
        S.append((f"pred{i:02d}_vs_2_x", program("vs_2_x", ["setp_gt p0, r0, r1", b])))
    tails = ["mov oPos, v0 \xe9 mov r0, c0", "mov oPos, v0 \xe9 /* x\ny */ mov r0, c0", "mov oPos, v0 \x80",
             "mov oPos, v0 \xff", "mov oPos, v0 \x7f", "mov oPos, v0 @", "mov oPos, v0 \\", "mov oPos, v0\\",
             "mov oPos, v0\\ ", "mov oPos, v0 $", "mov oPos, v0\x0cmov r0, c0", "mov oPos, v0\x0bmov r0, c0",
             "mov oPos, v0\rmov r0, c0", "mov oPos, v0\x00mov r0, c0", "mov oPos, v0 // caf\xe9",
             "mov oPos, v0 ; caf\xe9", "mov oPos, v0 /* caf\xe9 */", "mov oPos, v0 ; nul\x00",
             "mov oPos, v0 // a \\", "mov oPos, v0 ; a \\", "mov oPos, v\\\n0", "mov oPos, v0 \\ mov r0, c0",
             "\xe9mov oPos, v0", "mov oPos,\xe9 v0", "mov\xa0oPos, v0"]
    for i, t in enumerate(tails):
        text = "vs_2_0\ndcl_position v0\nmov r0, v0\n" + t + "\nmov oD0, r0\n"
        S.append((f"bytes{i:02d}", text.encode("latin-1").decode("unicode_escape")))
    comments = [
        "/*\n#define X c1\n*/\n#ifdef X\nmov oPos, c0\n#else\nmov oPos, v0\n#endif",
        "/*\n#error inside a comment\n*/\nmov oPos, v0",
        "mov r0, v0 ; see /* here\nmov oD0, r0\n*/ mov oPos, v0",
        "mov r0, v0 // see /* here\nmov oPos, r0",
        "mov r0, v0 ; it's here\nmov oPos, r0",
        "mov r0, v0 ; say \"hi\nmov oPos, r0",
        "#define A 1 ; c\ndef c0, A, 0, 0, 0\nmov oPos, v0",
        "#define A 1 // c\ndef c0, A, 0, 0, 0\nmov oPos, v0",
        "#define A 1 /* c */ + 1\nmov oPos, c[A]",
        "mov r0, v0 /* a\n#define Y 1\n*/ mov oPos, r0",
        "#define X /* multi\nline */ c1\nmov oPos, X",
        "mov oPos, v0 ; #define Z",
        "#if 0\n/*\n#else\n*/\nmov oPos, c0\n#endif\nmov oPos, v0",
        "#define F(a) a /* F(\n*/ mov oPos, F(v0)",
        "mov oPos, v0 /* F(x) */\n#define F(a) a\n/* F( */ mov oD0, F(v0)",
        "#define M mov\n/* M */ M oPos, v0 // M\n; M",
    ]
    for i, c in enumerate(comments):
        S.append((f"comment{i:02d}", "vs_2_0\ndcl_position v0\n" + c + "\n"))
    S.append(("crlf_backslash", "vs_2_0\r\ndcl_position v0\r\nmov r0, v0 ; a \\\r\nmov oPos, v0\r\nmov oD0, r0\r\n"))
    return S


def ppexpr_programs():
    exprs = ["1 + 1 == 2", "3 - 1 == 2", "2 * 3 == 6", "7 / 2 == 3", "7 % 2 == 1", "1 << 2 == 4", "8 >> 1 == 4",
             "5 & 3", "5 | 2", "6 ^ 3", "~0", "!0", "-1 < 0", "1 < 2", "2 > 1", "1 <= 1", "1 >= 2", "1 != 2",
             "1 && 0", "1 || 0", "1 ? 0 : 1", "0 ? 0 : 1", "(1)", "((2))", "010 == 8", "0x10 == 16", "0X10 == 16",
             "'A' == 65", "'\\n' == 10", "TWO == 2", "TWO", "UNDEF", "UNDEF == 0", "defined TWO", "defined(TWO)",
             "defined ( TWO )", "!defined(TWO)", "defined EMPTY", "EMPTY", "EMPTY 1", "1 == 1 == 1",
             "2 + 3 * 4 == 14", "(2 + 3) * 4 == 20", "- 1", "+1", "10 - 2 - 3 == 5", "-2147483648 < 0",
             "4294967295 > 0", "4294967296 > 0", "0xffffffff == -1", "1u", "1L", "1UL", "1.0", "1e3", "1 / 0",
             "1 % 0", "0 && 1 / 0", "1 ||", "TWO TWO", "defined", "2 > 1 > 0", "3 > 2 > 1", "!!5", "!TWO",
             "-TWO == -2", "~1 == -2", "1 +- 1 == 0", "08", "0x", "1 == 1 && 2 == 2 || 0", "0 || 0 && 1",
             "2 - 3 > 0", "3 / 2 * 2 == 2", "1 &&", "( 1", "1 )", "ADD(1, 2) == 3", "ADD(TWO, TWO) == 4",
             "(TWO + 1) * TWO == 6", "1 ? 2 : 3 == 2", "1 == 2 ? 0 : 1", "-1 / 2 > 0", "0 - 1 == 4294967295"]
    P = []
    for i, e in enumerate(exprs):
        P.append((f"e{i:03d}", ["vs_2_0", "#define TWO 2", "#define EMPTY", "#define ADD(a, b) ((a) + (b))",
                                "dcl_position v0", f"#if {e}", "mov oPos, c1", "#else", "mov oPos, c0", "#endif"]))
    return P


# ---------------------------------------------------------------------------------------------------- styles

def style_variants(name, lines):
    """The same program in layouts seen in the wild: (style name, text)."""
    ver = lines[0]
    body = lines[1:]
    out = []
    out.append(("plain", "\n".join(lines) + "\n"))
    out.append(("indent", "\n".join([ver] + ["    " + l for l in body]) + "\n"))
    out.append(("tabs", "\n".join([ver] + ["\t" + l.replace(" ", "\t", 1) for l in body]) + "\n"))
    out.append(("tight", "\n".join([ver] + [l.replace(", ", ",") for l in body]) + "\n"))
    out.append(("loose", "\n".join([ver] + [l.replace(", ", " , ") for l in body]) + "\n"))
    out.append(("semicolon", "; " + name + " written by hand\n" + "\n".join(
        [ver + "   ; version"] + [l + f"   ; step {i}" for i, l in enumerate(body)]) + "\n"))
    out.append(("slashes", "// " + name + "\n//\n" + "\n".join([ver] + [l + " // why" for l in body]) + "\n"))
    out.append(("block", "/*\n * " + name + "\n */\n" + ver + "\n" + "\n".join(
        [l.replace(",", " /* , */ ,", 1) if "," in l else l + " /**/" for l in body]) + "\n"))
    out.append(("crlf", "\r\n".join(lines) + "\r\n"))
    out.append(("noeol", "\n".join(lines)))
    pairs = []
    for i in range(0, len(body), 2):
        pairs.append("  ".join(body[i:i + 2]))
    out.append(("twoaline", "\n".join([ver] + pairs) + "\n"))
    split = []
    for l in body:
        split.extend(l.replace(", ", ",\n    ").split("\n"))
    out.append(("split", "\n".join([ver] + split) + "\n"))
    if ver[:2] in ("vs", "ps") and len(ver) == 6:
        out.append(("dotted", "\n".join([ver.replace("_", ".")] + body) + "\n"))
    out.append(("blanklines", "\n\n" + ver + "\n\n" + "\n\n".join(body) + "\n\n\n"))
    out.append(("trailing", "\n".join(l + "   \t" for l in lines) + "\n"))
    return out


def main():
    root = Path(sys.argv[1])
    progs = {}

    def put(kind, name, text):
        progs[f"{kind}/{name}"] = text if isinstance(text, str) else "\n".join(text) + "\n"

    for name, ver, body in op_bodies():
        put("ops", f"{name}_{ver}", program(ver, body))
    for name, ver, body in op_bodies():
        for style, text in style_variants(name, program(ver, body)):
            if style == "plain":
                continue
            # every layout over a third of the bodies, a fixed pick (FNV-1a of the name, not Python's salted hash)
            if hash_pick(f"{name}{ver}{style}") % 3 == 0:
                put("style", f"{name}_{ver}_{style}", text)
    for name, lines in ps1x_programs():
        put("ps1x", name, lines)
        for style, text in style_variants(name, lines):
            if style in ("dotted", "tabs", "semicolon", "twoaline", "crlf"):
                put("style", f"ps1x_{name}_{style}", text)
    for name, lines in def_programs():
        put("def", name, lines)
    for name, lines in mods_programs():
        put("mods", name, lines)
    for name, lines in swz_programs():
        put("swz", name, lines)
    for name, lines in rel_programs():
        put("rel", name, lines)
    for name, lines in flow_programs():
        put("flow", name, lines)
    for name, lines in dcl_programs():
        put("dcl", name, lines)
    for name, lines in pp_programs():
        put("pp", name, lines)
    for name, lines in err_programs():
        put("err", name, lines)
    for name, lines in syntax_programs():
        put("syntax", name, lines)
    for name, lines in ppexpr_programs():
        put("ppexpr", name, lines)
    counts = {}
    for key, text in sorted(progs.items()):
        p = root / (key + ".asm")
        p.parent.mkdir(parents=True, exist_ok=True)
        p.write_bytes(text.encode("latin-1"))
        counts[key.split("/")[0]] = counts.get(key.split("/")[0], 0) + 1
    for k in sorted(counts):
        print(f"{k}\t{counts[k]}")
    print(f"total\t{sum(counts.values())}")


def hash_pick(s):
    """A fixed pick (not Python's salted hash): FNV-1a of the text."""
    h = 0x811C9DC5
    for ch in s.encode():
        h = ((h ^ ch) * 0x01000193) & 0xFFFFFFFF
    return h


if __name__ == "__main__":
    main()
