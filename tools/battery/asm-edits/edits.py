"""The edit generator of tools/battery/asm-edits/run: edited copies of one program's listings, each with the text
`dxkit dis` should print for the container assembled from it (or the line an edit that must be refused names).

make(listings, rnd, per) takes the listings of one container ({"00": flag 0, "ex": --exact-floats, "80", "04",
"20", "24", "10", "40": those flag words}) and returns a list of cases, dicts with:
  edit      the kind of edit
  text      the edited listing (what `dxkit asm` reads)
  disflags  the `dxkit dis` options to list the result with
  expect    the text that listing should be (expect_alone / expect_base where the two modes differ), or None
  refuse    the 1-based line an error must name (the edit must be refused), else absent
"""
import re
import struct

VERSION = re.compile(r"^(vs|ps|gs|hs|ds|cs)_([45])_([01])$")
CLOSING = re.compile(r"^// Approximately (\d+) instruction slots used$")
PHASES = {"hs_decls", "hs_control_point_phase", "hs_fork_phase", "hs_join_phase"}
ALU = {"add", "mul", "mad", "mov", "max", "min", "div", "frc", "exp", "log", "sqrt", "rsq", "dp2", "dp3", "dp4",
       "and", "or", "xor", "iadd", "ishl", "ishr", "ushr", "itof", "ftoi", "utof", "ftou", "movc", "lt", "ge", "eq",
       "ne", "ilt", "ige", "ult", "uge", "round_ne", "round_ni", "round_pi", "round_z", "imad", "umad", "imax", "imin",
       "umax", "umin", "ineg", "not", "rcp", "f32tof16", "f16tof32", "countbits", "firstbit_lo", "bfrev"}
TEMP = re.compile(r"\br(\d+)\b")


class Program:
    """A listing split into the header, the program's statements and the closing line."""

    def __init__(self, text):
        self.lines = text.split("\n")
        self.vi = next((i for i, l in enumerate(self.lines) if VERSION.match(l)), None)
        self.version = VERSION.match(self.lines[self.vi]) if self.vi is not None else None
        self.closing = next((i for i, l in enumerate(self.lines) if CLOSING.match(l)), None)
        self.statements = []   # (line index, mnemonic, segment)
        self.debug = False
        seg = 0
        depth = 0
        if self.vi is None:
            return
        for i in range(self.vi + 1, len(self.lines)):
            l = self.lines[i]
            if depth > 0:
                depth += l.count("{") - l.count("}")
                continue
            if l.startswith("#line") or (l.startswith("//") and i != self.closing):
                self.debug = True
                continue
            if not l.strip() or l.startswith("//"):
                continue
            m = l.split(" ", 1)[0].split("(", 1)[0]
            if m in PHASES:
                seg += 1
            if l.startswith("dcl_immediateConstantBuffer"):
                depth = l.count("{") - l.count("}")
            self.statements.append((i, m, seg))

    def temps(self, seg):
        """(line index of the segment's dcl_temps or None, its count, the largest r used + 1)."""
        at, n, used = None, 0, 0
        for i, m, s in self.statements:
            if s != seg:
                continue
            if m == "dcl_temps":
                at, n = i, int(self.lines[i].split()[1])
            elif not m.startswith("dcl_"):
                for r in TEMP.findall(self.lines[i]):
                    used = max(used, int(r) + 1)
        return at, n, used

    def instructions(self, kinds=None):
        out = [(i, m, s) for i, m, s in self.statements if not m.startswith("dcl_") and m not in PHASES
               and m != "label" and m != "customdata" and not m.startswith("undecipherable")]
        return [x for x in out if kinds is None or x[1] in kinds]


def with_closing(lines, p, delta):
    """The lines with the closing STAT count moved by delta (what --base gives for instructions added/removed)."""
    out = list(lines)
    if p.closing is not None and delta:
        n = int(CLOSING.match(p.lines[p.closing]).group(1))
        if n == 0:
            # no STAT part (a stripped container): nothing is recounted
            return out
        for j, l in enumerate(out):
            if CLOSING.match(l):
                out[j] = f"// Approximately {n + delta} instruction slots used"
                break
    return out


def raise_temps(lines, p):
    """The lines with each segment's dcl_temps raised to the temporaries its statements use (the assembler's rule)."""
    q = Program("\n".join(lines))
    out = list(lines)
    for seg in {s for _, _, s in q.statements}:
        at, n, used = q.temps(seg)
        if at is not None and used > n:
            out[at] = f"dcl_temps {used}"
    return out


def case(edit, p, lines, src, delta=0, disflags=("--flags=0",), temps=False):
    want = raise_temps(lines, p) if temps else list(lines)
    text = "\n".join(lines)
    return {"edit": edit, "text": text, "disflags": list(disflags),
            "expect_alone": "\n".join(want), "expect_base": "\n".join(with_closing(want, p, delta))}


def f32(x):
    return struct.unpack("<I", struct.pack("<f", x))[0]


# spellings of a 32-bit literal and the bits they must give
LITERALS = [("2.500000", 0x40200000), ("-0.125000", 0xbe000000), ("0x3f800000", 0x3f800000), ("-7", 0xfffffff9),
            ("4000000000", 4000000000), ("1.#INF00", 0x7f800000), ("-1.#INF00", 0xff800000),
            ("1.#QNAN0", 0x7fc00000), ("-1.#IND00", 0xffc00000), ("1e-40", f32(1e-40)), ("1.4e-45", 1),
            ("-1.17549435e-38", 0x80800000), ("3.40282347e+38", 0x7f7fffff), ("0.333333343", 0x3eaaaaab),
            ("0.1", 0x3dcccccd), ("16777217.0", 0x4b800000), ("-0.000000", 0x80000000), ("0x00000001", 1),
            ("0.008333334", 0x3c088889), ("123456789", 123456789)]


def templates(level9):
    t = ["mov {a}.x, l(1.500000)", "add {a}.xy, {b}.xyxx, l(0.500000, -2.000000, 0.000000, 0.000000)",
         "mad {a}.xyzw, {b}.xyzw, l(2.000000, 2.000000, 2.000000, 2.000000), "
         "l(-1.000000, -1.000000, -1.000000, -1.000000)",
         "mul {a}.z, {b}.w, l(0.250000)", "dp3 {a}.x, {b}.xyzx, {b}.xyzx", "rsq {a}.x, {b}.x",
         "max {a}.x, {b}.x, l(0.000000)", "movc {a}.x, {b}.x, l(1.000000), l(0)", "mov {a}.xyzw, l(0,0,0,0)"]
    if not level9:
        t += ["iadd {a}.x, {b}.x, l(3)", "iadd {a}.y, {b}.y, l(-1)", "ishl {a}.y, {b}.y, l(2)",
              "and {a}.x, {b}.x, l(255)", "ftoi {a}.x, {b}.x", "itof {a}.xy, {b}.xyxx", "ult {a}.w, {b}.x, l(16)"]
    return t


def make(listings, rnd, per):
    """per edits of one program: each a generator drawn at random (one that applies), on its flag-0 or its
    exact-float listing; and, for one source in three, one of the flag words' texts unedited."""
    gens = [reg_temp, temp_new, reg_output, mask, swizzle, select, add_instr, add_instr_new_temp, remove_instr,
            literal, literal, dcl_new, cosmetic, cosmetic, refuse_edit, refuse_edit]
    out = []
    progs = {fl: Program(listings[fl]) for fl in ("00", "ex")}
    if progs["00"].vi is None:
        return out
    level9 = "Level9 shader bytecode" in listings["00"]
    tries = 0
    while len(out) < per and tries < 10 * per:
        tries += 1
        fl = rnd.choice(("00", "ex"))
        p = progs[fl]
        dis = ["--flags=0"] if fl == "00" else ["--exact-floats"]
        g = rnd.choice(gens)
        if p.debug and g not in (cosmetic, refuse_edit):
            # with --base a /Zi container keeps its debug part, which describes the program before the edit
            continue
        c = g(p, rnd, dis, level9, listings)
        if c is not None:
            out.append(c)
    if rnd.randrange(3) == 0 or per == 0:
        fl = rnd.choice(("04", "20", "24", "80", "10", "40"))
        # (the numbering and offset columns of 0x04 and 0x20 are before the version line: no Program of them)
        if listings[fl].strip():
            if fl == "40":
                out.append({"edit": "flags-40", "text": listings[fl], "disflags": ["--flags=40"],
                            "expect": listings[fl]})
            else:
                # without a base, a text without debug notes (0x10) gives a container without debug information
                out.append({"edit": "flags-" + fl, "text": listings[fl], "disflags": ["--flags=0"],
                            "expect_alone": listings["10" if fl == "10" else "00"], "expect_base": listings["00"]})
    return out


def pick_temp_line(p, rnd, need_temps):
    cands = []
    for i, m, s in p.instructions():
        at, n, used = p.temps(s)
        if at is None or n < need_temps:
            continue
        if TEMP.search(p.lines[i]):
            cands.append((i, s, n))
    return rnd.choice(cands) if cands else None


def sub_nth(pattern, line, rnd, repl):
    ms = list(re.finditer(pattern, line))
    if not ms:
        return None
    m = rnd.choice(ms)
    return line[:m.start()] + repl(m) + line[m.end():]


def reg_temp(p, rnd, dis, level9, L):
    x = pick_temp_line(p, rnd, 2)
    if x is None:
        return None
    i, s, n = x
    lines = list(p.lines)
    new = sub_nth(TEMP, lines[i], rnd, lambda m: "r%d" % rnd.choice([k for k in range(n) if k != int(m.group(1))]))
    lines[i] = new
    return case("reg-temp", p, lines, L, disflags=dis)


def temp_new(p, rnd, dis, level9, L):
    x = pick_temp_line(p, rnd, 1)
    if x is None:
        return None
    i, s, n = x
    lines = list(p.lines)
    lines[i] = sub_nth(TEMP, lines[i], rnd, lambda m: "r%d" % (n + rnd.randrange(4)))
    return case("temp-new", p, lines, L, disflags=dis, temps=True)


def declared(p, letter):
    regs = set()
    for i, m, s in p.statements:
        if m.startswith("dcl_input" if letter == "v" else "dcl_output"):
            regs.update(int(x) for x in re.findall(r"\b%s(\d+)\b(?!\[)" % letter, p.lines[i]))
    return sorted(regs)


def reg_output(p, rnd, dis, level9, L):
    outs = declared(p, "o")
    if len(outs) < 2 or p.version.group(1) in ("hs", "ds", "gs"):
        return None
    cands = [i for i, m, s in p.instructions() if re.search(r"\bo\d+\.", p.lines[i])]
    if not cands:
        return None
    i = rnd.choice(cands)
    lines = list(p.lines)
    lines[i] = sub_nth(r"\bo(\d+)(?=\.)", lines[i], rnd,
                       lambda m: "o%d" % rnd.choice([k for k in outs if k != int(m.group(1))]))
    return case("reg-output", p, lines, L, disflags=dis)


def operands(line):
    """The operand texts after the mnemonic, split at top-level commas, with their start offsets."""
    # the name, with its parenthesised parts: _aoffimmi(1,0,0), (structured_buffer, stride=48), (float,...)
    k = 0
    while k < len(line) and line[k] not in " (":
        k += 1
    while k < len(line) and line[k] == "(":
        k = line.find(")", k) + 1
        if k == 0:
            return []
        while k < len(line) and line[k] not in " (":
            k += 1
    sp = k if k < len(line) and line[k] == " " else -1
    if sp < 0:
        return []
    out, depth, start = [], 0, sp + 1
    for k in range(sp + 1, len(line)):
        c = line[k]
        if c in "([{":
            depth += 1
        elif c in ")]}":
            depth -= 1
        elif c == "," and depth == 0:
            out.append((start, line[start:k]))
            start = k + 1
    out.append((start, line[start:]))
    return out


def mask(p, rnd, dis, level9, L):
    cands = []
    for i, m, s in p.instructions(ALU):
        ops = operands(p.lines[i])
        if ops and re.fullmatch(r" ?[ro]\d+\.[xyzw]+", ops[0][1]) and "{" not in p.lines[i]:
            cands.append((i, ops[0]))
    if not cands:
        return None
    i, (start, op) = rnd.choice(cands)
    dot = op.index(".")
    new = "".join(c for c in "xyzw" if rnd.random() < 0.5) or rnd.choice("xyzw")
    if new == op[dot + 1:]:
        return None
    lines = list(p.lines)
    lines[i] = lines[i][:start] + op[:dot + 1] + new + lines[i][start + len(op):]
    return case("mask", p, lines, L, disflags=dis)


def source_components(p, rnd, n):
    cands = []
    for i, m, s in p.instructions():
        ops = operands(p.lines[i])
        for start, op in ops[1:]:
            for mm in re.finditer(r"(?<=[\w\]])\.([xyzw]{%d})(?![\w(])" % n, op):
                cands.append((i, start + mm.start(1)))
    return rnd.choice(cands) if cands else None


def swizzle(p, rnd, dis, level9, L):
    x = source_components(p, rnd, 4)
    if x is None:
        return None
    i, at = x
    lines = list(p.lines)
    lines[i] = lines[i][:at] + "".join(rnd.choice("xyzw") for _ in range(4)) + lines[i][at + 4:]
    return case("swizzle", p, lines, L, disflags=dis)


def select(p, rnd, dis, level9, L):
    x = source_components(p, rnd, 1)
    if x is None:
        return None
    i, at = x
    lines = list(p.lines)
    lines[i] = lines[i][:at] + rnd.choice([c for c in "xyzw" if c != lines[i][at]]) + lines[i][at + 1:]
    return case("select", p, lines, L, disflags=dis)


def insertion_point(p, rnd, need):
    """An instruction line to insert before, in a segment with dcl_temps of at least need (its line, segment, count)."""
    if p.debug:
        return None
    cands = []
    for i, m, s in p.instructions():
        at, n, used = p.temps(s)
        if m in ("case", "default", "endswitch"):
            continue
        if at is not None and n >= need:
            cands.append((i, s, n))
    return rnd.choice(cands) if cands else None


def add_instr(p, rnd, dis, level9, L, new_temp=False):
    x = insertion_point(p, rnd, 1)
    if x is None:
        return None
    i, s, n = x
    t = rnd.choice(templates(level9))
    a = "r%d" % (n + rnd.randrange(3) if new_temp else rnd.randrange(n))
    b = "r%d" % rnd.randrange(n)
    lines = list(p.lines)
    # the listing indents the body of if, loop and switch by two blanks a level
    ahead = lines[i]
    indent = ahead[:len(ahead) - len(ahead.lstrip(" "))]
    if ahead.split()[0] in ("endif", "endloop", "else"):
        indent += "  "
    lines.insert(i, indent + t.format(a=a, b=b))
    c = case("add-instr-newtemp" if new_temp else "add-instr", p, lines, L, delta=1, disflags=dis, temps=new_temp)
    return c


def add_instr_new_temp(p, rnd, dis, level9, L):
    return add_instr(p, rnd, dis, level9, L, new_temp=True)


def remove_instr(p, rnd, dis, level9, L):
    if p.debug:
        return None
    cands = p.instructions(ALU)
    if not cands:
        return None
    i, m, s = rnd.choice(cands)
    lines = list(p.lines)
    del lines[i]
    return case("remove-instr", p, lines, L, delta=-1, disflags=dis)


def literal(p, rnd, dis, level9, L):
    if dis != ["--exact-floats"]:
        # the other literals of a flag-0 text have lost bits: the expected words come from the exact text
        return None
    hexl = Program(L["80"])
    if hexl.vi is None or len(hexl.lines) != len(p.lines):
        return None
    cands = []
    for i, m, s in p.instructions():
        for mm in re.finditer(r"\bl\(([^()]*)\)", p.lines[i]):
            hm = list(re.finditer(r"\bl\(([^()]*)\)", hexl.lines[i]))
            k = len([x for x in re.finditer(r"\bl\(([^()]*)\)", p.lines[i][:mm.start()])])
            if k < len(hm):
                cands.append((i, mm, hm[k]))
    if not cands:
        return None
    i, mm, hm = rnd.choice(cands)
    parts = mm.group(1).split(", ")
    hparts = hm.group(1).split(", ")
    if len(parts) != len(hparts):
        return None
    j = rnd.randrange(len(parts))
    spelling, bits = rnd.choice(LITERALS)
    parts[j] = spelling
    hparts[j] = "0x%08x" % bits
    lines = list(p.lines)
    lines[i] = lines[i][:mm.start(1)] + ", ".join(parts) + lines[i][mm.end(1):]
    hlines = list(hexl.lines)
    hlines[i] = hlines[i][:hm.start(1)] + ", ".join(hparts) + hlines[i][hm.end(1):]
    return {"edit": "literal", "text": "\n".join(lines), "disflags": ["--flags=80"], "expect": "\n".join(hlines)}


def free(p, regex):
    used = set()
    for i, m, s in p.statements:
        used.update(int(x) for x in re.findall(regex, p.lines[i]))
    return max(used) + 1 if used else 0


def dcl_new(p, rnd, dis, level9, L):
    typ, major, minor = p.version.group(1), int(p.version.group(2)), int(p.version.group(3))
    sm51 = (major, minor) == (5, 1)
    if typ in ("hs",):
        return None
    opts = []
    if sm51:
        t, s, cb = free(p, r"\bT(\d+)\["), free(p, r"\bS(\d+)\["), free(p, r"\bCB(\d+)\[")
        sp = rnd.randrange(4)
        opts += [("dcl_resource", f"dcl_resource_texture2d (float,float,float,float) T{t}[{t + 20}:{t + 20}], space={sp}"),
                 ("dcl_resource", f"dcl_resource_texture3d (uint,uint,uint,uint) T{t}[{t}:{t + 3}], space={sp}"),
                 ("dcl_sampler", f"dcl_sampler S{s}[{s + 7}:{s + 7}], mode_default, space={sp}"),
                 ("dcl_constantbuffer",
                  f"dcl_constantbuffer CB{cb}[{cb + 5}:{cb + 5}][{rnd.choice([1, 7, 64, 4096])}], immediateIndexed, space={sp}")]
    else:
        t, s, cb = free(p, r"\bt(\d+)\b"), free(p, r"\bs(\d+)\b"), free(p, r"\b[cC][bB](\d+)\[")
        if t < 120:
            opts += [("dcl_resource", f"dcl_resource_texture2d (float,float,float,float) t{t}"),
                     ("dcl_resource", f"dcl_resource_buffer (sint,sint,sint,sint) t{t}"),
                     ("dcl_resource", f"dcl_resource_texturecube (float,float,float,float) t{t}")]
            if major == 5:
                opts += [("dcl_resource", f"dcl_resource_structured t{t}, 16"), ("dcl_resource", f"dcl_resource_raw t{t}")]
        if s < 16:
            opts += [("dcl_sampler", f"dcl_sampler s{s}, mode_default"), ("dcl_sampler", f"dcl_sampler s{s}, mode_comparison")]
        if cb < 14:
            # the declaration prints its buffer as CB0 in every model (D3DDisassemble's spelling)
            opts += [("dcl_constantbuffer", f"dcl_constantbuffer CB{cb}[{rnd.choice([1, 7, 64, 4096])}], "
                                            f"{rnd.choice(['immediateIndexed', 'dynamicIndexed'])}")]
    if typ in ("vs",) and not sm51:
        v, o = free(p, r"\bv(\d+)\b"), free(p, r"\bo(\d+)\b")
        if v < 16:
            opts += [("dcl_input", f"dcl_input v{v}.xy"), ("dcl_input", f"dcl_input_sgv v{v}.x, vertex_id")]
        if o < 16:
            opts += [("dcl_output", f"dcl_output o{o}.xyzw"), ("dcl_output", f"dcl_output_siv o{o}.x, clip_distance")]
    if typ == "ps" and not sm51:
        v, o = free(p, r"\bv(\d+)\b"), free(p, r"\bo(\d+)\b")
        if v < 32:
            opts += [("dcl_input", f"dcl_input_ps linear v{v}.xy"), ("dcl_input", f"dcl_input_ps constant v{v}.x")]
        if o < 8:
            opts += [("dcl_output", f"dcl_output o{o}.xyzw")]
    if not opts:
        return None
    family, line = rnd.choice(opts)
    seg0 = [(i, m) for i, m, s in p.statements if s == 0 and m.startswith("dcl_")]
    after = [i for i, m in seg0 if m.startswith(family)]
    if after:
        at = after[-1] + 1
    else:
        first = [i for i, m, s in p.statements if not m.startswith("dcl_") or m in ("dcl_temps",)]
        at = first[0] if first else p.vi + 1
        flags = [i for i, m in seg0 if m == "dcl_globalFlags"]
        at = flags[-1] + 1 if flags and family == "dcl_constantbuffer" else at
    lines = list(p.lines)
    lines.insert(at, line)
    return case("dcl-new", p, lines, L, disflags=dis)


def cosmetic(p, rnd, dis, level9, L):
    kind = rnd.choice(["crlf", "comments", "blank-lines", "blanks", "bom"])
    if kind == "comments" and p.debug:
        # a /Zi listing's comments after instructions are its debug notes, read back without a base
        return None
    src = "\n".join(p.lines)
    lines = list(p.lines)
    ins = p.instructions()
    if kind == "crlf":
        text = src.replace("\n", "\r\n")
    elif kind == "bom":
        text = "\u00ef\u00bb\u00bf" + src
    elif kind == "comments":
        for i, m, s in ins:
            if rnd.random() < 0.3 and '"' not in lines[i]:
                lines[i] = lines[i] + rnd.choice(["  // edited", "// r0 = r1 * 2", "\t//x"])
        for _ in range(3):
            j = rnd.randrange(p.vi + 1, len(lines))
            lines.insert(j, rnd.choice(["// my note", "   // indented note: mov r0.x, l(1)", "//"]))
        text = "\n".join(lines)
    elif kind == "blank-lines":
        for _ in range(4):
            j = rnd.randrange(p.vi + 1, len(lines))
            lines.insert(j, rnd.choice(["", "   ", "\t", " \t "]))
        text = "\n".join(lines)
    else:
        for i, m, s in p.statements:
            l = lines[i]
            if '"' in l or rnd.random() < 0.5:
                continue
            l = rnd.choice(["", " ", "\t", "    "]) + l + rnd.choice(["", " ", "\t", "  "])
            if rnd.random() < 0.5:
                l = l.replace(", ", rnd.choice([",", ",  ", " , ", ",\t"]))
            if rnd.random() < 0.5 and " " in l.strip():
                head, rest = l.split(" ", 1) if not l.startswith((" ", "\t")) else (l, "")
                if rest:
                    l = head + rnd.choice(["  ", "\t", " \t"]) + rest
            lines[i] = l
        text = "\n".join(lines)
    return {"edit": "cosmetic-" + kind, "text": text, "disflags": dis, "expect": src}


def refuse_edit(p, rnd, dis, level9, L):
    typ, major, minor = p.version.group(1), int(p.version.group(2)), int(p.version.group(3))
    ins = p.instructions()
    kinds = ["bad-register", "bad-component", "index-32bit", "bad-opcode", "bad-literal", "range-temp",
             "range-output", "dcl-stage"]
    kind = rnd.choice(kinds)
    lines = list(p.lines)
    if kind == "dcl-stage":
        bad = []
        if typ != "cs":
            bad.append("dcl_thread_group 8, 8, 1")
            bad.append("dcl_tgsm_raw g0, 64")
        if typ != "gs":
            bad.append("dcl_maxout 4")
        if typ not in ("hs", "ds"):
            bad.append("dcl_tessellator_domain domain_tri")
        if major == 4 and typ != "cs":
            bad.append("dcl_uav_raw u0")
        lines.insert(p.vi + 1, rnd.choice(bad))
        return {"edit": "refuse-" + kind, "text": "\n".join(lines), "refuse": p.vi + 2}
    if not ins:
        return None
    i, m, s = rnd.choice(ins)
    full = lines[i]
    cut = full.find("//")
    l, comment = (full, "") if cut < 0 else (full[:cut], full[cut:])
    if kind == "bad-register":
        new = sub_nth(r"\b[rvo](\d+)\b", l, rnd, lambda mm: "q" + mm.group(1))
    elif kind == "bad-component":
        new = sub_nth(r"(?<=[\w\]])\.[xyzw]+\b", l, rnd, lambda mm: mm.group(0) + "q")
    elif kind == "index-32bit":
        new = sub_nth(r"\b([rvo])(\d+)\b", l, rnd, lambda mm: mm.group(1) + "4294967296")
    elif kind == "bad-opcode":
        new = m + "zz" + l[len(m):]
    elif kind == "bad-literal":
        new = sub_nth(r"\bl\(([^()]*)\)", l, rnd, lambda mm: "l(" + rnd.choice(["1.0.0", "4294967296", "0x1g", "--1"]) + ")")
    elif kind == "range-temp":
        new = sub_nth(TEMP, l, rnd, lambda mm: "r4096")
    else:
        new = sub_nth(r"\bo(\d+)\b", l, rnd, lambda mm: "o" + str(rnd.choice([32, 40, 1000])))
    if new is None:
        return None
    lines[i] = new + comment
    return {"edit": "refuse-" + kind, "text": "\n".join(lines), "refuse": i + 1}
