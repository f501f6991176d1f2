#!/usr/bin/env python3
"""Shader Model 4/5/5.1 assembly as a person (or a tool) writes it, not as a disassembler prints it.

The programs are the battery's own (hlsl/*.hlsl, compiled by the oracle for vs/ps/gs 4_0-5_1, hs/ds 5_0-5_1 and
cs 4_0-5_1; `run` does that): gen.py takes Microsoft's flag-0 listing of each (MS_DIR/<stage>_<model>.txt) as the
program a person means, and writes texts that say the same statements laid out by hand. Each text comes with what
the battery expects of it (a JSON line in OUT/manifest.jsonl):

  id, kind, text   the text's name, its kind (below) and file
  expect           "accept" or "refuse"
  want             the statements D3DDisassemble must list for the container dxkit builds from it (the version line
                   and every line after it but the closing comment), as Microsoft's listing spells them; for a text
                   whose statements are the compiled program's in its order, these ARE the compiled program's lines
  header           for a text with a header: the header D3DDisassemble must list (the lines before the version line),
                   Microsoft's own for an unedited one, the edited rows put into its columns for an edited one
  same_as_hlsl     true when `want` is the compiled program's statements unchanged (the oracle's own view)

Kinds:
  header-copy      the listing's header comment copied as it is, statements laid out by hand
  header-sloppy    the header's table rows typed with single blanks or tabs between the columns
  header-rename    a semantic renamed in the signature (the row's columns shifted, as an editor leaves them)
  header-input     an input element added to the input signature (vs, ps) with its dcl_input statement
  header-texture   a texture added to the Resource Bindings with its dcl_resource statement
  header-sigonly   only the signature tables (rows typed with single blanks or tabs) under a title of the writer's
                   own: no creator line, no RDEF tables (checked: the signature rows, not the whole header)
  bare             no header at all: the version line, declarations, instructions, several layouts mixed
  layout-*         no header, one layout feature alone (blank lines, comments, CR LF, tabs, blanks around commas and
                   brackets, no dcl_globalFlags, declarations reordered, hex literals in either case, decimals
                   respelled, no trailing ret)
  probe-*          spellings a person might try whose reading is a question of the grammar (expect per probe)

    gen.py MS_DIR OUT [--seed N]
"""
import json, random, re, struct, sys
from pathlib import Path

SEED = 11


def split_listing(text):
    ls = text.split("\n")
    v = next(k for k, l in enumerate(ls) if re.match(r"(vs|ps|gs|hs|ds|cs)_\d_\d$", l))
    end = max(k for k, l in enumerate(ls) if l.startswith("// Approximately"))
    return ls[:v], ls[v:end], ls[end]


# ---- layout of one statement -----------------------------------------------------------------------------------

def commas(line, rnd):
    style = rnd.choice([",", " , ", " ,", ",  ", ",\t"])
    return re.sub(r", ?", lambda m: style, line)


def brackets(line, rnd):
    out = re.sub(r"\[", lambda m: rnd.choice(["[ ", "[", "[  "]), line)
    out = re.sub(r"\]", lambda m: rnd.choice([" ]", "]"]), out)
    out = re.sub(r" \+ ", lambda m: rnd.choice(["+", " + ", "  +  "]), out)
    out = re.sub(r"l\(", lambda m: rnd.choice(["l( ", "l(", "l(  "]), out)
    out = re.sub(r"(l\([^)]*?)\)", lambda m: m.group(1) + rnd.choice([" )", ")"]), out)
    return out


def f32(s):
    return struct.unpack("<I", struct.pack("<f", float(s)))[0]


def respell_decimal(tok, rnd):
    """The same decimal value spelled as a person writes it: fewer or more digits, an exponent."""
    neg = tok.startswith("-")
    body = tok.lstrip("-")
    ip, fp = body.split(".")
    fp = fp.rstrip("0")
    forms = [ip + "." + (fp or "0"), ip + "." + fp + "000", body + "00"]
    if fp:
        digits = (ip + fp).lstrip("0") or "0"
        exp = len(ip) - len(ip + fp) + (len(ip + fp) - len((ip + fp).lstrip("0")) if ip == "0" else 0)
        # digits * 10^(exp - ...) written with an exponent: exact same decimal value
        mant = int(ip + fp)
        e = -len(fp)
        forms += [f"{mant}e{e}", f"{mant}E{e}", f"{mant}.0e{e:+03d}"]
    else:
        forms += [ip + "e0", ip + ".0E+00"]
    return ("-" if neg else "") + rnd.choice(forms)


FLOAT = re.compile(r"(?<![\w.])-?\d+\.\d{6}(?![\w.])")
INT = re.compile(r"(?<=[(,] )(\d+)(?=[,)])|(?<=\()(\d+)(?=[,)])")


def decimals(line, rnd):
    if "l(" not in line and not line.lstrip().startswith(("{", "dcl_immediateConstantBuffer")):
        return line
    if "#" in line:
        return line
    return FLOAT.sub(lambda m: respell_decimal(m.group(0), rnd), line)


def hexes(line, rnd, upper):
    """Literal values as hex words: an integer's value, a float's bits (both list the same)."""
    if "l(" not in line:
        return line

    def lit(m):
        vals = [v.strip() for v in m.group(1).split(",")]
        out = []
        for v in vals:
            if re.fullmatch(r"\d+", v) and rnd.random() < 0.8:
                w = int(v)
            elif re.fullmatch(r"-?\d+\.\d{6}", v) and "#" not in v and rnd.random() < 0.6:
                w = f32(v)
            else:
                out.append(v)
                continue
            h = f"{w:08x}" if rnd.random() < 0.5 else f"{w:x}"
            out.append("0x" + (h.upper() if upper else h))
        return "l(" + ", ".join(out) + ")"
    return re.sub(r"l\(([^)]*)\)", lit, line)


def indent(line, rnd, depth_style):
    s = line.lstrip(" ")
    return depth_style + s


LAYOUTS = ["blank", "comment", "crlf", "tabs", "commas", "brackets", "noflags", "reorder", "hexlower", "hexupper",
           "decimals", "noret"]

COMMENTS = ["// transform", "// TODO: check this", "//", "// sample the albedo", "//---- main ----", "// r0 = temp",
            "// hand written", "//\tcomment with a tab", "// x, y, z, w"]


def is_decl(l):
    return l.startswith("dcl_")


def reorder(stmts, rnd):
    """Declarations in an unusual but valid order: the block's order-free declarations shuffled, dcl_temps first."""
    out = list(stmts)
    # the declaration run after the version line (before the first instruction or phase line)
    k = 1
    while k < len(out) and is_decl(out[k]) and not out[k].startswith("dcl_immediateConstantBuffer"):
        k += 1
    block = out[1:k]
    if len(block) < 2:
        return None
    fixed = [d for d in block if d.startswith("dcl_globalFlags")]
    rest = [d for d in block if not d.startswith("dcl_globalFlags")]
    # keep the relative order of declarations of one register file (an input's dcl and its siv partner...), move
    # whole groups: resources/samplers/cbuffers, inputs, outputs, temps/tgsm/others
    def group(d):
        if re.match(r"dcl_(constantbuffer|sampler|resource|uav)", d):
            return 0
        if d.startswith("dcl_input"):
            return 1
        if d.startswith("dcl_output"):
            return 2
        return 3
    groups = {}
    for d in rest:
        groups.setdefault(group(d), []).append(d)
    order = list(groups)
    for _ in range(5):
        rnd.shuffle(order)
        new = fixed + [d for g in order for d in groups[g]]
        if new != block:
            break
    if new == block:
        return None
    return out[:1] + new + out[k:]


def lay_out(stmts, rnd, feats, stage):
    """Text lines for the statements, with the layout features asked for; gives (lines, statements wanted)."""
    want = list(stmts)
    if "noflags" in feats:
        want = [s for s in want if not s.startswith("dcl_globalFlags")]
    if "reorder" in feats:
        r = reorder(want, rnd)
        if r is not None:
            want = r
    if "noret" in feats:
        if want[-1].strip() == "ret":
            want = want[:-1]
    lines = []
    tab = "\t" if "tabs" in feats else None
    for k, s in enumerate(want):
        t = s
        if "decimals" in feats:
            t = decimals(t, rnd)
        if "hexlower" in feats or "hexupper" in feats:
            t = hexes(t, rnd, "hexupper" in feats)
        if "commas" in feats and not t.startswith(("dcl_immediateConstantBuffer", "{")):
            t = commas(t, rnd)
        if "brackets" in feats:
            t = brackets(t, rnd)
        if tab is not None:
            depth = len(t) - len(t.lstrip(" "))
            t = (tab * (depth // 2 + (0 if k == 0 or is_decl(s.lstrip()) else 1))) + t.lstrip(" ")
            if rnd.random() < 0.3:
                t = re.sub(r" ", "\t", t, count=1) if not t.lstrip().startswith(("dcl_immediateConstantBuffer", "{")) else t
        if "comment" in feats and rnd.random() < 0.3 and not s.startswith(("dcl_immediateConstantBuffer", "{")):
            t = t.rstrip() + rnd.choice(["  ", " ", "\t"]) + rnd.choice(COMMENTS)
        if "comment" in feats and rnd.random() < 0.2:
            lines.append(rnd.choice(["", "  ", "\t"]) + rnd.choice(COMMENTS))
        if "blank" in feats and rnd.random() < 0.25:
            lines.append(rnd.choice(["", "", " ", "\t", "   "]))
        lines.append(t)
    if "blank" in feats:
        lines.append("")
    return lines, want


def join(lines, feats):
    nl = "\r\n" if "crlf" in feats else "\n"
    return nl.join(lines) + nl


# ---- the header ------------------------------------------------------------------------------------------------

def columns(dash):
    """The [start, end) spans of a table's columns, from its `// ---- ----` line."""
    spans = []
    for m in re.finditer(r"-+", dash):
        spans.append((m.start(), m.end()))
    return spans


def format_row(dash, fields, table):
    """A table row in D3DDisassemble's columns: the name left, mask and used as 4 letters right, the others right."""
    spans = columns(dash)
    out = "//"
    for (a, b), f, k in zip(spans, fields, range(len(fields))):
        out = out.ljust(a - 1) + " "
        w = b - a
        if k == 0:
            out += f.ljust(w)
        elif table == "sig" and k in (2, 6):
            out += f.ljust(4).rjust(w)
        else:
            out += f.rjust(w)
    if table == "sig" and len(fields) == 6:
        out = out.ljust(spans[-1][1]) if True else out
    if table == "res":
        out += " "
    return out


def tables(header):
    """[(title, dash_index, [row indices])] for the header's signature and binding tables."""
    res = []
    for k, l in enumerate(header):
        if l.startswith("// ----") and k > 0:
            title = header[k - 3] if k >= 3 else ""   # `// Title:`, `//`, the names, the dashes
            rows = []
            j = k + 1
            while j < len(header) and header[j].startswith("// ") and header[j].strip() != "//":
                rows.append(j)
                j += 1
            if "signature" in title or "Resource Bindings" in title:
                res.append((title, k, rows))
    return res


def row_fields(line, table):
    f = line[2:].split()
    if table == "sig" and len(f) == 6:
        f.append("")
    return f


def check_formatter(header):
    """The formatter gives back every row Microsoft printed (else the expected headers would be wrong)."""
    for title, d, rows in tables(header):
        kind = "res" if "Resource" in title else "sig"
        for r in rows:
            if header[r].strip() in ("// no Input", "// no Output", "// no Patch Constant"):
                continue
            got = format_row(header[d], row_fields(header[r], kind), kind)
            if got != header[r]:
                raise SystemExit(f"formatter: {header[r]!r} != {got!r}")


def sloppy(header, rnd):
    out = list(header)
    for title, d, rows in tables(header):
        kind = "res" if "Resource" in title else "sig"
        for r in rows:
            f = row_fields(header[r], kind)
            if f[-1] == "":
                f = f[:-1]
            sep = rnd.choice([" ", "\t", "  "])
            out[r] = "// " + sep.join(f)
    return out


# ---- the generator ---------------------------------------------------------------------------------------------

PROBES = [
    # (name, edit of the first float literal statement or a new statement, expect, why)
    ("leading_point", lambda s: s.replace("l(0.", "l(.", 1), "accept", "C's strtof reads .5"),
    ("trailing_point", lambda s: re.sub(r"l\((\d+)\.000000", r"l(\1.", s, count=1), "accept", "C's strtof reads 1."),
    ("plus_sign", lambda s: s.replace("l(0.", "l(+0.", 1), "accept", "C's strtof reads +0.5"),
    ("hex_upper_x", lambda s: re.sub(r"l\((\d+)\)", lambda m: f"l(0X{int(m.group(1)):X})", s, count=1), "accept",
     "C reads 0X as 0x"),
    ("upper_opcode", lambda s: re.sub(r"^(\s*)(mul|add|mov|mad|dp4|dp3) ", lambda m: m.group(1) + m.group(2).upper() + " ", s, count=1),
     "refuse", "D3DDisassemble spells instructions in lower case; fxc's own listing grammar has no upper case"),
    ("space_before_swizzle", lambda s: re.sub(r"(r\d+)\.([xyzw]+)", r"\1 .\2", s, count=1), "refuse",
     "an operand's components follow its register"),
    ("semicolon_comment", lambda s: s + " ; comment", "refuse", "';' is no comment in the listing grammar"),
    ("block_comment", lambda s: "/* a block */ " + s, "refuse", "'/* */' is no comment in the listing grammar"),
    ("two_statements", None, "refuse", "one statement per line"),
    ("trailing_comma", lambda s: re.sub(r"\)", ",)", s, count=1) if "l(" in s else s, "refuse", "a literal's values are comma separated"),
]


def main():
    ms_dir, out = Path(sys.argv[1]), Path(sys.argv[2])
    seed = int(sys.argv[sys.argv.index("--seed") + 1]) if "--seed" in sys.argv else SEED
    out.mkdir(parents=True, exist_ok=True)
    for p in out.glob("*.txt"):
        p.unlink()
    rnd = random.Random(seed)
    manifest = []

    def emit(pid, kind, text, want, header, same, expect="accept", why=""):
        tid = f"{pid}.{kind}" + (f".{sum(1 for m in manifest if m['id'].startswith(pid + '.' + kind + '.'))}" if kind in ("bare",) else "")
        (out / (tid + ".txt")).write_bytes(text.encode("latin-1"))
        manifest.append(dict(id=tid, kind=kind, text=str(out / (tid + ".txt")), expect=expect, why=why, want=want,
                             header=header, same_as_hlsl=same))

    for src in sorted(ms_dir.glob("*_*.txt")):
        pid = src.stem
        stage = pid[:2]
        header, stmts, closing = split_listing(src.read_text(encoding="latin-1"))
        check_formatter(header)
        # (a) headers
        for kind in ("header-copy", "header-sloppy", "header-rename", "header-input", "header-texture", "header-sigonly"):
            h, want_h, st, want_st = list(header), list(header), list(stmts), None
            if kind == "header-sloppy":
                h = sloppy(header, rnd)
            elif kind == "header-rename":
                tb = [t for t in tables(header) if "signature" in t[0] and t[2] and "no " not in header[t[2][0]]]
                cands = [(t, r) for t in tb for r in t[2] if not row_fields(header[r], "sig")[0].startswith("SV_")]
                if not cands:
                    continue
                (title, d, rows), r = rnd.choice(cands)
                f = row_fields(header[r], "sig")
                new = f[0] + rnd.choice(["_WS", "X", "_MY_LONG_NAME"])
                h[r] = header[r].replace(f[0], new, 1)       # the columns shifted: typed over, as an editor leaves it
                want_h[r] = format_row(header[d], [new] + f[1:], "sig")
            elif kind == "header-input":
                if stage not in ("vs", "ps"):
                    continue
                tb = [t for t in tables(header) if t[0].startswith("// Input")][0]
                title, d, rows = tb
                regs = [int(row_fields(header[r], "sig")[3]) for r in rows]
                reg = max(regs) + 1
                f = ["COLOR", "1", "xyzw", str(reg), "NONE", "float", "xyzw"]
                h.insert(rows[-1] + 1, "// COLOR    1   xyzw   %d   NONE   float   xyzw" % reg)
                want_h.insert(rows[-1] + 1, format_row(header[d], f, "sig"))
                decl = f"dcl_input v{reg}.xyzw" if stage == "vs" else f"dcl_input_ps linear v{reg}.xyzw"
                k = max(i for i, s in enumerate(stmts) if s.startswith("dcl_input"))
                st = stmts[:k + 1] + [decl] + stmts[k + 1:]
            elif kind == "header-texture":
                tb = [t for t in tables(header) if "Resource" in t[0]]
                if not tb:
                    continue
                title, d, rows = tb[0]
                slot = 7
                v51 = pid.endswith("5_1")
                f = ["g_extra", "texture", "float4", "2d"] + (["T7"] if v51 else []) + ["t7", "1"]
                typed = "// g_extra   texture  float4  2d  " + ("T7  " if v51 else "") + "t7  1"
                # bindings are listed samplers, textures, UAVs, cbuffers: after the last texture or sampler row
                at = max([r for r in rows if " texture " in header[r] or " sampler " in header[r]] or [rows[0] - 1]) + 1
                h.insert(at, typed)
                want_h.insert(at, format_row(header[d], f, "res"))
                decl = ("dcl_resource_texture2d (float,float,float,float) T7[7:7], space=0" if v51
                        else "dcl_resource_texture2d (float,float,float,float) t7")
                k = max(i for i, s in enumerate(stmts) if s.startswith(("dcl_resource", "dcl_sampler", "dcl_constantbuffer", "dcl_globalFlags")))
                st = stmts[:k + 1] + [decl] + stmts[k + 1:]
            elif kind == "header-sigonly":
                # only the signature tables, typed anew under a title of the writer's own (no creator, no bindings)
                first = next((k for k, l in enumerate(header) if l in ("// Patch Constant signature:",
                                                                       "// Input signature:", "// Output signature:")), None)
                if first is None:
                    continue
                h = ["// " + rnd.choice(["my shader", "hand-written " + stage, "signatures from the listing"]), ""] \
                    + sloppy(header, rnd)[first - 1:]
            feats = rnd.sample(["blank", "comment", "tabs", "commas", "crlf", "decimals"], 2)
            lines, want = lay_out(st, rnd, feats, stage)
            hl = list(h)
            text = join(hl + lines + [closing], feats)
            emit(pid, kind, text, want, want_h, kind in ("header-copy", "header-sloppy", "header-sigonly") and want == stmts)
        # (b) no header
        for n in range(4):
            feats = rnd.sample(LAYOUTS, rnd.randint(3, 6))
            lines, want = lay_out(stmts, rnd, feats, stage)
            emit(pid, "bare", join(lines, feats), want, None, want == stmts)
        # (c) one layout feature alone
        for f in LAYOUTS:
            lines, want = lay_out(stmts, rnd, [f], stage)
            if f == "reorder" and want == stmts:
                continue
            text = join(lines, [f])
            emit(pid, "layout-" + f, text, want, None, want == stmts)
        # probes
        for name, edit, expect, why in PROBES:
            st = list(stmts)
            if name == "two_statements":
                k = next((i for i, s in enumerate(st) if not is_decl(s) and i > 0 and not s.startswith(("hs_", "{"))), None)
                if k is None or k + 1 >= len(st):
                    continue
                lines = st[:k] + [st[k].rstrip() + " " + st[k + 1].lstrip()] + st[k + 2:]
            else:
                cand = [i for i, s in enumerate(st) if i > 0 and edit(s) != s]
                if not cand:
                    continue
                k = cand[0]
                lines = st[:k] + [edit(st[k])] + st[k + 1:]
            emit(pid, "probe-" + name, join(lines, []), stmts, None, True, expect, why)
    (out / "manifest.jsonl").write_text("".join(json.dumps(m) + "\n" for m in manifest))
    kinds = {}
    for m in manifest:
        kinds[m["kind"]] = kinds.get(m["kind"], 0) + 1
    print(f"{len(manifest)} texts: " + ", ".join(f"{k} {v}" for k, v in sorted(kinds.items())))


if __name__ == "__main__":
    main()
