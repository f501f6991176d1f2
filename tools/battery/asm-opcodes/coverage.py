#!/usr/bin/env python3
"""Which Shader Model 4/5/5.1 opcodes and instruction forms appear in listings: a count for each, the gaps marked.

Reads Microsoft's flag-0 listings (D3DDisassemble's text) of

  corpus     ../shared/corpus: the .d3d.txt of every DXBC-SM4.0/4.1/5.0/5.1 and level-9 program (MANIFEST.tsv)
  fixtures   fixtures/listings/<id>.00.txt of the sm4, sm5, sm51 and level9 rows of fixtures/MANIFEST.tsv
  battery    $BATTERY_OUT/ms/00/*.txt (default /tmp/dxkit-battery/asm-opcodes: this battery's programs, once `run`
             has listed them)
  texts      $BATTERY_OUT/texts-now/*.txt: the battery's hand-written texts (run texts; what fxc never writes), as
             D3DDisassemble lists the containers dxkit assembles from them (equal to the texts: run's "oracle")

and prints, for each source asked for (all three by default), how many instructions use each opcode of
dev.dxkit.sm4.Opcode (read from its source: mnemonic and code) and how many use each form: suffixes (_sat, _z/_nz,
_indexable(...)(...), _aoffimmi(...), the resinfo/sampleinfo return types, feedback samples with and without
offsets), the sync flag combinations, [precise(...)], precision marks ({min16f} ...), {nonuniform}, relative
indices, 64-bit literals d(...), this[]/fcall, hull phases, streams, and every dcl_* word (its first word, with
the resource dimension and return types). A row whose count is 0 in every source is a gap.

    tools/battery/asm-opcodes/coverage.py [corpus] [fixtures] [battery] [texts]

The opcode of an instruction is the longest mnemonic its first word starts with, ending there or before '_' or '(':
`sample_indexable(texture2d)(float,float,float,float)` is sample, `ld_uav_typed_indexable(...)` ld_uav_typed,
`dcl_resource_texture2d` dcl_resource; dcl_immediateConstantBuffer is customdata, as the format has it.
"""
import collections, os, re, sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[3]
SHARED = Path(os.environ.get("DXKIT_SHARED", REPO.parent / "shared"))
BATTERY = Path(os.environ.get("BATTERY_OUT", "/tmp/dxkit-battery/asm-opcodes"))
OPCODE = REPO / "dxkit-core/src/main/java/dev/dxkit/sm4/Opcode.java"
# forms the format has that no listing may show: printed with their count, 0 included, so that a gap is a row
# (D3DDisassemble's spellings: sync's _ugroup bit is the saturate bit, sync_sat_ugroup; resinfo_rcpfloat)
EXPECTED = (["sync: sync" + u + g + t for u in ("", "_uglobal", "_sat_ugroup") for g in ("", "_g") for t in ("", "_t")
             if u + g + t] + ["return type: " + r for r in ("resinfo", "resinfo_uint", "resinfo_rcpfloat", "sampleinfo",
                                                          "sampleinfo_uint")]
            + ["operand mark {" + m + "}" for m in ("min16f", "min16i", "min16u", "min2_8f", "nonuniform", "fbN")]
            + ["feedback with offsets", "feedback without offsets", "64-bit literal d(...)", "[precise]",
               "[precise(mask)]", "relative index", "fcall", "interface this[]", "suffix _sat", "suffix _indexable(...)",
               "suffix _aoffimmi(...)"] + ["suffix _" + z + " (" + o + ")" for z in ("z", "nz")
                                           for o in ("if", "breakc", "continuec", "retc", "discard", "callc")]
            + ["flow: " + f for f in ("emit", "cut", "emit_stream", "cut_stream", "emit_then_cut", "emit_then_cut_stream",
                                      "hs_decls", "hs_control_point_phase", "hs_fork_phase", "hs_join_phase")])
VERSION = re.compile(r"(vs|ps|gs|hs|ds|cs)_[45]_[01]$")


def opcodes():
    return [(int(c), m) for c, m in re.findall(r"^\s+[A-Z0-9_]+\((\d+), \"([A-Za-z0-9_]+)\"", OPCODE.read_text(), re.M)]


def listings(source):
    if source == "corpus":
        for line in (SHARED / "corpus/MANIFEST.tsv").read_text().splitlines()[1:]:
            f = line.split("\t")
            if f[3] in ("DXBC-SM4.0", "DXBC-SM4.1", "DXBC-SM5.0", "DXBC-SM5.1", "DXBC-SM4.0+Aon9-level9"):
                p = SHARED / "corpus" / (f[0].rsplit(".", 1)[0] + ".d3d.txt")
                if p.exists():
                    yield p
    elif source == "fixtures":
        rows = (REPO / "fixtures/MANIFEST.tsv").read_text().splitlines()
        head = rows[0].lstrip("# ").split("\t")
        for line in rows[1:]:
            r = dict(zip(head, line.split("\t")))
            if r.get("kind") in ("sm4", "sm5", "sm51", "level9"):
                p = REPO / "fixtures/listings" / (r["id"] + ".00.txt")
                if p.exists():
                    yield p
    elif source == "battery":
        yield from sorted((BATTERY / "ms/00").glob("*.txt"))
    else:
        # D3DDisassemble's listings of the containers assembled from the texts without a base
        yield from sorted(p for p in (BATTERY / "texts-now").glob("*.ms.txt") if not p.name.endswith(".base.ms.txt"))


def instructions(text):
    """The SM 4/5 instruction lines of a listing (a level-9 listing's Direct3D 9 part and comments left out)."""
    started = False
    for line in text.splitlines():
        s = line.strip()
        if not started:
            started = bool(VERSION.match(s))
            continue
        if not s or s.startswith(("//", "#line")) or s[0] in "{}" or s[0].isdigit() or s[0] == "-":
            continue
        yield s


def forms(word, line):
    """The form rows an instruction counts in."""
    out = []
    base = re.sub(r"\(.*", "", word)
    if word.startswith("dcl_"):
        out.append("dcl: " + re.sub(r"\((\w+)(,\w+)*\)$", lambda m: "(" + ",".join(
            sorted(set(m.group(0)[1:-1].split(",")))) + ")", word))
        if word == "dcl_globalFlags":
            for flag in line.split()[1:]:
                if flag != "|":
                    out.append("dcl_globalFlags: " + flag)
    else:
        for suf, what in (("_sat", "_sat"), ("_indexable(", "_indexable(...)"), ("_aoffimmi(", "_aoffimmi(...)")):
            if suf in word and not base.startswith("sync"):
                out.append("suffix " + what)
        if re.search(r"_(z|nz)$", base) and base != "round_z":
            out.append("suffix _" + base.rsplit("_", 1)[1] + " (" + base.rsplit("_", 1)[0] + ")")
        if base.startswith("sync"):
            out.append("sync: " + base)
        if base.startswith(("resinfo", "sampleinfo")):
            # the return type follows the name, or (with _indexable) the parenthesised types
            rt = re.search(r"_(uint|rcpfloat|rcpFloat)$", word)
            out.append("return type: " + base.split("_")[0] + ("_" + rt.group(1) if rt else ""))
        if re.search(r"_s$|_s_|_cl_s", base) or re.match(r"(sample|ld|gather4)\w*_s\b", base):
            out.append("feedback " + ("with" if "_aoffimmi(" in word else "without") + " offsets")
        if base.startswith(("hs_", "emit", "cut")):
            out.append("flow: " + base)
    if "[precise" in line:
        out.append("[precise" + ("(mask)]" if "[precise(" in line else "]"))
    for mark in re.findall(r"\{\s*(\w+)\s*\}", line):
        out.append("operand mark {" + ("fbN" if mark.startswith("fb") else mark) + "}")
    if re.search(r"\[[^\]]*\b[rx]\d+(\[\d+\])?\.[xyzw]", line):
        out.append("relative index")
    if " d(" in line or ",d(" in line:
        out.append("64-bit literal d(...)")
    if "this[" in line:
        out.append("interface this[]")
    if word == "fcall":
        out.append("fcall")
    return out


def main():
    every = ["corpus", "fixtures", "battery", "texts"]
    sources = [a for a in sys.argv[1:] if a in every] or every
    ops = opcodes()
    names = sorted((m for _, m in ops), key=len, reverse=True)
    count = {s: collections.Counter() for s in sources}
    form = {s: collections.Counter() for s in sources}
    files = collections.Counter()
    for s in sources:
        for p in listings(s):
            files[s] += 1
            for line in instructions(p.read_text(encoding="latin-1")):
                word = line.split()[0]
                if word == "dcl_immediateConstantBuffer":
                    count[s]["customdata"] += 1
                else:
                    op = next((m for m in names if word.startswith(m) and word[len(m):len(m) + 1] in ("", "_", "(")),
                              None)
                    if op is None:
                        count[s]["? " + word] += 1
                    else:
                        count[s][op] += 1
                for f in forms(word, line):
                    form[s][f] += 1
    w = max(12, *(len(s) for s in sources))
    print(f"listings: " + ", ".join(f"{s} {files[s]}" for s in sources))
    print(f"\n{'code':>4}  {'opcode':<34}" + "".join(f"{s:>{w}}" for s in sources))
    for code, m in ops:
        n = [count[s][m] for s in sources]
        print(f"{code:>4}  {m:<34}" + "".join(f"{v:>{w}}" for v in n) + ("   <- gap" if not any(n) else ""))
    unknown = sorted({k for s in sources for k in count[s] if k.startswith("? ")})
    for k in unknown:
        print(f"{'':>4}  {k:<34}" + "".join(f"{count[s][k]:>{w}}" for s in sources))
    print(f"\n{'form':<56}" + "".join(f"{s:>{w}}" for s in sources))
    for f in sorted({f for s in sources for f in form[s]} | set(EXPECTED)):
        n = [form[s][f] for s in sources]
        print(f"{f:<56}" + "".join(f"{v:>{w}}" for v in n) + ("   <- gap" if not any(n) else ""))
    for s in sources:
        seen = sum(1 for _, m in ops if count[s][m])
        print(f"opcodes reached, {s}: {seen} of {len(ops)}")
    for k in range(2, len(sources) + 1):
        seen = sum(1 for _, m in ops if any(count[s][m] for s in sources[:k]))
        print(f"opcodes reached, {' + '.join(sources[:k])}: {seen} of {len(ops)}")


if __name__ == "__main__":
    main()
