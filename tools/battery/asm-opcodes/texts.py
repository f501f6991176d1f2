"""Texts with the instructions and forms fxc never writes from HLSL, made by editing Microsoft's flag-0 listings.

Each edit takes a listing (D3DDisassemble's text of one of the battery's programs) and gives back the listing with one
kind of change, or None where the listing has no place for it. The slot count of the closing line is kept (the
assembler takes the text's). The kinds: the unsigned multiplies and the carries (umul, umad, uaddc, usubb in place of
imul, imad, iadd), emit_then_cut and emit_then_cut_stream (in place of an emit/cut), retc_z/retc_nz, callc_z/callc_nz
with a subroutine of their own, debug_break, every sync flag combination in place of a program's barrier, and
resinfo's rcpfloat return type.
"""
import re

# D3DDisassemble's spellings: the _ugroup bit is also the saturate bit [13], printed first (sync_sat_ugroup_t)
SYNCS = ["sync" + u + g + t for u in ("", "_uglobal", "_sat_ugroup") for g in ("", "_g") for t in ("", "_t") if u + g + t]


def lines_of(text):
    return text.split("\n")


def last_ret(ls):
    """The index of the program's last `ret` (the end of the main body or of the last phase), or None."""
    idx = [k for k, l in enumerate(ls) if l.strip() == "ret"]
    return idx[-1] if idx else None


def condition(ls):
    """A condition operand the program already tests (the operand of an if/breakc), or None."""
    for l in ls:
        m = re.match(r"\s*(?:if|breakc|discard|continuec)_n?z (\S+)$", l)
        if m:
            return m.group(1)
    return None


def replace_first(text, pattern, repl):
    ls = lines_of(text)
    for k, l in enumerate(ls):
        m = re.match(pattern, l)
        if m:
            ls[k] = m.expand(repl)
            return "\n".join(ls)
    return None


def insert_before_ret(text, new):
    ls = lines_of(text)
    k = last_ret(ls)
    if k is None:
        return None
    return "\n".join(ls[:k] + new + ls[k:])


def umul(t):
    return replace_first(t, r"^(\s*)imul (.*)$", r"\1umul \2")


def umul_both(t):
    # the high half written too: imul null, rA.m, ... -> umul rB.m, rA.m, ... with the first temporary
    return replace_first(t, r"^(\s*)imul null, r(\d+)\.([xyzw]+), (.*)$", r"\1umul r0.\3, r\2.\3, \4")


def umad(t):
    return replace_first(t, r"^(\s*)imad (.*)$", r"\1umad \2")


def uaddc(t):
    return replace_first(t, r"^(\s*)iadd (r\d+\.[xyzw]+), (.*)$", r"\1uaddc \2, null, \3")


def usubb(t):
    return replace_first(t, r"^(\s*)iadd (r(\d+)\.([xyzw]+)), (.*)$", r"\1usubb \2, r\3.\4, \5")


def emit_then_cut(t):
    return replace_first(t, r"^(\s*)(emit|cut) ?$", r"\1emit_then_cut ")


def emit_then_cut_stream(t):
    return replace_first(t, r"^(\s*)(emit|cut)_stream (\S+)$", r"\1emit_then_cut_stream \3")


def retc(kind):
    def edit(t):
        c = condition(lines_of(t))
        return None if c is None else insert_before_ret(t, [f"retc_{kind} {c}"])
    return edit


def callc(kind):
    def edit(t):
        ls = lines_of(t)
        c = condition(ls)
        k = last_ret(ls)
        if c is None or k is None or any(l.startswith("label ") for l in ls) or any(
                l.startswith(("hs_", "dcl_function", "fcall")) for l in ls):
            return None
        # the subroutine after the main body: a label, one instruction, ret
        return "\n".join(ls[:k] + [f"callc_{kind} {c}, label0"] + ls[k:k + 1] + ["label label0", "nop ", "ret "]
                         + ls[k + 1:])
    return edit


def debug_break(t):
    # the program's flag for it is listed as a note of the header, after the creator's line and a blank comment
    new = insert_before_ret(t, ["debug_break "])
    if new is None:
        return None
    ls = lines_of(new)
    if len(ls) > 4 and ls[0] == "//" and ls[2] == "//" and ls[3] == "//":
        ls[4:4] = ["// Note: SHADER WILL ONLY WORK WITH THE DEBUG SDK LAYER ENABLED.", "//", "//"]
    return "\n".join(ls)


def sync(flags):
    def edit(t):
        out = replace_first(t, r"^(\s*)sync\w*$", r"\1" + flags)
        return out if out != t else None
    return edit


def rcp_float(t):
    return replace_first(t, r"^(\s*)(resinfo(?:_indexable\([^)]*\)\([^)]*\))?)(?:_uint)? (.*)$", r"\1\2_rcpfloat \3")


EDITS = dict([("umul", umul), ("umul_both", umul_both), ("umad", umad), ("uaddc", uaddc), ("usubb", usubb),
              ("emit_then_cut", emit_then_cut), ("emit_then_cut_stream", emit_then_cut_stream),
              ("retc_z", retc("z")), ("retc_nz", retc("nz")), ("callc_z", callc("z")), ("callc_nz", callc("nz")),
              ("debug_break", debug_break), ("resinfo_rcpfloat", rcp_float)]
             + [(s, sync(s)) for s in SYNCS])
