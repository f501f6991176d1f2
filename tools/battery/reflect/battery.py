#!/usr/bin/env python3
"""Reflection and root-signature battery: programs written for dxkit, reflected by Microsoft and by dxkit.

    battery.py compile              compile jobs.tsv into $BATTERY_OUT/bin (d3dcompiler_47 for DXBC, dxcompiler 1.9
                                    for DXIL), and the root-signature texts of rootsig_cases.py into $BATTERY_OUT/rs
    battery.py reflect [DXKIT]      d3dc reflect / dxcc reflect (kept in $BATTERY_OUT/cache) against
                                    `dxkit reflect --facts`: each fact text compared whole, byte for byte, as
                                    ReflectFixtureTest compares the fixtures, and field by field as
                                    tools/reflect/compare counts them
    battery.py rootsig [DXKIT]      every root-signature text: dxkit's container against DXC's byte for byte, or
                                    dxkit's message against DXC's; every program carrying an RTS0 part: printed by
                                    `dxkit rootsig`, compiled back by dxkit (part byte for byte) and by DXC
                                    (container byte for byte); hostile texts through the CLI: one line, exit 1

$BATTERY_OUT defaults to /tmp/dxkit-battery/reflect; $DXKIT_SHARED to ../shared beside the checkout.
"""
import hashlib
import importlib.machinery
import importlib.util
import os
import re
import shutil
import subprocess
import sys
import tempfile
from collections import defaultdict
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO = HERE.parents[2]
G = Path(os.environ.get("BATTERY_OUT", "/tmp/dxkit-battery/" + HERE.name))
H = HERE / "hlsl"
BIN = G / "bin"
RS = G / "rs"
CACHE = G / "cache"
ORA = Path(os.environ.get("DXKIT_SHARED", str(REPO.parent / "shared"))) / "oracle"
SUF = {1: "_zi", 4: "_od", 5: "_zi_od"}

sys.path.insert(0, str(HERE))
import rootsig_cases  # noqa: E402


def compare_module():
    """tools/reflect/compare, the project's field-by-field comparison, loaded as a module."""
    path = str(REPO / "tools" / "reflect" / "compare")
    spec = importlib.util.spec_from_loader("reflect_compare", importlib.machinery.SourceFileLoader("reflect_compare", path))
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    mod.ORACLE = ORA
    return mod


def jobs():
    out = []
    for line in (HERE / "jobs.tsv").read_text().splitlines():
        if not line.strip() or line.startswith("#"):
            continue
        f = line.split("\t")
        id, src, entry, prof, flags = f[:5]
        args = f[5].split() if len(f) > 5 else []
        if flags == "-":
            out.append(dict(id=id, src=src, entry=entry, prof=prof, flags=None, args=args))
            continue
        for w in [int(x, 16) for x in flags.split(",")]:
            out.append(dict(id=id + ("" if not w else SUF.get(w, "_f%04x" % w)), src=src, entry=entry, prof=prof, flags=w, args=args))
    return out


def batch(tool, lines, cwd=None):
    """Runs one oracle batch; returns (0-based failed job numbers, {job: its stderr lines}, stdout)."""
    with tempfile.NamedTemporaryFile("w", suffix=".lst", delete=False, newline="\n") as t:
        t.write("\n".join(lines) + "\n")
    p = subprocess.run(["nice", str(ORA / tool), "batch", t.name], cwd=cwd, capture_output=True)
    os.unlink(t.name)
    err = p.stderr.decode("utf-8", "replace")
    messages, block = {}, []
    for line in err.split("\n"):
        m = re.match(r"FAIL line (\d+):", line)
        if m:
            messages[int(m.group(1)) - 1] = block
            block = []
        else:
            block.append(line)
    return set(messages), messages, p.stdout


def compile_():
    shutil.rmtree(BIN, ignore_errors=True)
    shutil.rmtree(RS, ignore_errors=True)
    BIN.mkdir(parents=True)
    js = jobs()
    fx = [j for j in js if j["flags"] is not None]
    dx = [j for j in js if j["flags"] is None]
    lines = ["\t".join(["compile", str(H / j["src"]), j["entry"], j["prof"], "%x" % j["flags"], str(BIN / (j["id"] + ".dxbc"))] + j["args"]) for j in fx]
    bad, msg, _ = batch("d3dc", lines)
    for k in sorted(bad):
        print("d3dc refused", fx[k]["id"], "|", " ".join(msg[k])[-600:], file=sys.stderr)
    lines = ["\t".join(["compile", j["src"], j["entry"], j["prof"], str(BIN / (j["id"] + ".dxbc"))] + j["args"]) for j in dx]
    bad2, msg, _ = batch("dxcc", lines, cwd=str(H))
    for k in sorted(bad2):
        print("dxcc refused", dx[k]["id"], "|", " ".join(msg[k])[-600:], file=sys.stderr)
    print("%d of %d programs compiled" % (len(js) - len(bad) - len(bad2), len(js)))
    n = rootsig_cases.build(RS, ORA, batch)
    print("%d root-signature texts written and compiled by DXC" % n)


def dxkit_cmd(argv):
    return (argv[2] if len(argv) > 2 else str(REPO / "dxkit")).split()


def reflect(dxkit):
    cmp = compare_module()
    CACHE.mkdir(parents=True, exist_ok=True)
    bins = sorted(BIN.glob("*.dxbc"))
    jobs_by_tool = defaultdict(list)
    for f in bins:
        data = f.read_bytes()
        jobs_by_tool[cmp.tool_for(cmp.parts_of(data))].append((hashlib.sha256(data).hexdigest(), str(f)))
    for tool in ("d3dc", "dxcc"):
        cmp.run_oracle(tool, jobs_by_tool[tool], CACHE)
    mine = cmp.dxkit_facts(dxkit, [str(f) for f in bins])
    stats = defaultdict(lambda: [0, 0])
    equal, differ = defaultdict(int), defaultdict(int)
    bad = []
    for tool in ("d3dc", "dxcc"):
        for sha, path in jobs_by_tool[tool]:
            name = Path(path).stem
            kind = "dxil-lib" if name.startswith("lib_") else "dxil" if tool == "dxcc" else "level9" if "level_9" in name else "dxbc"
            refused = (CACHE / f"{sha}.{tool}.refused").exists()
            got = mine.get(path)
            if refused:
                same = got is None
                stats[kind + " (oracle refused)"][0] += 1
                stats[kind + " (oracle refused)"][1] += same
                if not same:
                    bad.append(f"{name}: {tool} refused it, dxkit reflected it")
                continue
            theirs = (CACHE / f"{sha}.{tool}.txt").read_text(encoding="latin-1")
            stats[kind][0] += 1
            same = got == theirs
            stats[kind][1] += same
            if not same:
                bad.append(f"{name}: {first_difference(theirs, got)}")
            a, b = cmp.fields(theirs), cmp.fields(got or "")
            for k, v in a.items():
                field = tool + " " + re.sub(r"\[\d+\]", "[]", k)
                if b.get(k) == v:
                    equal[field] += 1
                else:
                    differ[field] += 1
            for k in b.keys() - a.keys():
                differ[tool + " " + re.sub(r"\[\d+\]", "[]", k)] += 1
    total = [0, 0]
    for k in sorted(stats):
        print("%-24s %4d of %4d reflections identical" % (k, stats[k][1], stats[k][0]))
        total[0] += stats[k][0]
        total[1] += stats[k][1]
    print("total %d of %d reflections identical byte for byte; fields %d equal, %d not (%d field kinds)"
          % (total[1], total[0], sum(equal.values()), sum(differ.values()), len(set(equal) | set(differ))))
    for f in sorted(differ):
        print("  field differs: %-60s %d" % (f, differ[f]))
    for b in bad:
        print("DIFF " + b)
    return 1 if bad else 0


def first_difference(expected, actual):
    if actual is None:
        return "dxkit refused it"
    e, a = expected.split("\n"), actual.split("\n")
    for n, (x, y) in enumerate(zip(e, a), 1):
        if x != y:
            return f"line {n}: oracle {x!r}, dxkit {y!r}"
    return f"line {min(len(e), len(a)) + 1}: oracle has {len(e)} lines, dxkit {len(a)}"


def main():
    if len(sys.argv) < 2 or sys.argv[1] not in ("compile", "reflect", "rootsig"):
        sys.exit(__doc__)
    if sys.argv[1] == "compile":
        compile_()
        return 0
    if sys.argv[1] == "reflect":
        return reflect(dxkit_cmd(sys.argv))
    return rootsig_cases.compare(RS, BIN, ORA, batch, dxkit_cmd(sys.argv), REPO)


if __name__ == "__main__":
    sys.exit(main())
