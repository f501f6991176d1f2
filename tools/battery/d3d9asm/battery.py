#!/usr/bin/env python3
r"""dxkit's Direct3D 9 assembler against D3DAssemble over hand-written assembly in many styles (gen.py).

    battery.py run [--classes DIR] [--keep]   generate into $BATTERY_OUT (default /tmp/dxkit-battery/d3d9asm),
                                              assemble each text with D3DAssemble (../shared/oracle/d3dc, one
                                              batch) and with dxkit (Assemble.java over DIR, default
                                              dxkit-core/target/classes: run `mvn -q -pl dxkit-core compile`),
                                              compare whole outputs byte for byte, print a table per kind
                                              and write the differences to $BATTERY_OUT/report.tsv
    battery.py strict [--classes DIR]        after `run` (its texts, D3DAssemble's outputs and report.tsv are
                                              reused, no Wine): assemble each text with dxkit's --strict rules
                                              and count, per class of D3DAssemble's answer, the texts --strict
                                              refuses; lists any text D3DAssemble assembles that --strict refuses
                                              (there must be none) into $BATTERY_OUT/strict.tsv

A row of the table: programs; D3DAssemble accepted (ok) or refused, the refusals split by the first error's
class (X2xxx and preprocessor: the text; X5xxx and later: the validator); then
  equal        both assembled and the bytes are the same
  differ       both assembled, different bytes
  dk-refused   D3DAssemble assembled, dxkit refused
  both-refused both refused
  dk-accepted  D3DAssemble refused, dxkit assembled (by text errors / by validation errors)
"""
import os
import re
import subprocess
import sys
from collections import defaultdict
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO = HERE.parents[2]
SHARED = Path(os.environ.get("DXKIT_SHARED", str(REPO.parent / "shared")))
D3DC = str(SHARED / "oracle" / "d3dc")
OUT = Path(os.environ.get("BATTERY_OUT", "/tmp/dxkit-battery/d3d9asm"))


def run(classes):
    src = OUT / "src"
    if src.exists():
        subprocess.run(["rm", "-rf", str(src)], check=True)
    src.mkdir(parents=True)
    subprocess.run([sys.executable, str(HERE / "gen.py"), str(src)], check=True, stdout=subprocess.DEVNULL)
    texts = sorted(src.rglob("*.asm"))
    ms, dk = OUT / "ms", OUT / "dk"
    for d in (ms, dk):
        subprocess.run(["rm", "-rf", str(d)], check=True)
        d.mkdir()
    jobs, mine = [], []
    for i, t in enumerate(texts):
        key = str(t.relative_to(src))[:-4].replace("/", "__")
        jobs.append(f"assemble\t{t}\t0\t{ms / (key + '.bin')}")
        mine.append(f"{t}\t{dk / (key + '.bin')}")
    (OUT / "ms.txt").write_text("\n".join(jobs) + "\n", encoding="utf-8")
    (OUT / "dk.txt").write_text("\n".join(mine) + "\n", encoding="utf-8")
    p = subprocess.run(["nice", D3DC, "batch", str(OUT / "ms.txt")], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                       text=True, errors="replace")
    first = {}
    pending = None
    for line in p.stderr.splitlines():
        m = re.match(r"^(.*?)\((\d+),([\d-]+)\): error ?(X\d+)?: ?(.*)$", line)
        if m and pending is None:
            pending = (m.group(2), m.group(3), m.group(4) or "pp", m.group(5).strip())
        f = re.match(r"^d3dc: D3DAssemble\((.*)\) failed", line)
        if f:
            first[f.group(1)] = pending or ("?", "?", "?", "no error text")
            pending = None
    d = subprocess.run(["java", "-cp", str(classes), str(HERE / "Assemble.java"), str(OUT / "dk.txt")],
                       stdout=subprocess.PIPE, text=True, check=True)
    dk_err = {}
    for line in d.stdout.splitlines():
        a, b = line.split("\t", 1)
        dk_err[a] = b
    table = defaultdict(lambda: defaultdict(int))
    report = []
    for t in texts:
        kind = t.parent.name
        key = str(t.relative_to(src))[:-4].replace("/", "__")
        m, k = ms / (key + ".bin"), dk / (key + ".bin")
        row = table[kind]
        row["programs"] += 1
        if m.exists():
            row["ok"] += 1
            if not k.exists():
                row["dk-refused"] += 1
                report.append((kind, key, "dk-refused", dk_err.get(str(t), "")))
            elif m.read_bytes() == k.read_bytes():
                row["equal"] += 1
            else:
                row["differ"] += 1
                report.append((kind, key, "differ", ""))
        else:
            e = first.get(str(t), ("?", "?", "?", "?"))
            cls = "validation" if e[2].startswith("X") and int(e[2][1:]) >= 3000 else "text"
            row["refused"] += 1
            row["refused-" + cls] += 1
            if k.exists():
                row["dk-accepted-" + cls] += 1
                report.append((kind, key, "dk-accepted-" + cls, f"{e[0]},{e[1]}: {e[2]}: {e[3]}"))
            else:
                row["both-refused"] += 1
                report.append((kind, key, "both-refused", f"ms {e[0]},{e[1]}: {e[2]}: {e[3]} | dk {dk_err.get(str(t), '')}"))
    cols = ["programs", "ok", "refused", "refused-text", "refused-validation", "equal", "differ", "dk-refused",
            "both-refused", "dk-accepted-text", "dk-accepted-validation"]
    total = defaultdict(int)
    print("| kind | " + " | ".join(cols) + " |")
    print("|---" * (len(cols) + 1) + "|")
    for kind in sorted(table):
        print(f"| {kind} | " + " | ".join(str(table[kind][c]) for c in cols) + " |")
        for c in cols:
            total[c] += table[kind][c]
    print("| all | " + " | ".join(str(total[c]) for c in cols) + " |")
    (OUT / "report.tsv").write_text("".join("\t".join(r) + "\n" for r in report), encoding="utf-8")
    print(f"details: {OUT / 'report.tsv'}", file=sys.stderr)


def strict(classes):
    src, ms = OUT / "src", OUT / "ms"
    report = OUT / "report.tsv"
    if not report.exists():
        print(f"no {report}: run `battery.py run` first", file=sys.stderr)
        sys.exit(2)
    cls = {}
    for line in report.read_text(encoding="utf-8").splitlines():
        kind, key, c, _ = line.split("\t", 3)
        cls[key] = c
    dks = OUT / "dk-strict"
    subprocess.run(["rm", "-rf", str(dks)], check=True)
    dks.mkdir()
    texts = sorted(src.rglob("*.asm"))
    keys = {str(t): str(t.relative_to(src))[:-4].replace("/", "__") for t in texts}
    (OUT / "dk-strict.txt").write_text("".join(f"{t}\t{dks / (k + '.bin')}\n" for t, k in keys.items()),
                                       encoding="utf-8")
    d = subprocess.run(["java", "-cp", str(classes), str(HERE / "Assemble.java"), str(OUT / "dk-strict.txt"),
                        "--strict"], stdout=subprocess.PIPE, text=True, check=True)
    err = dict(line.split("\t", 1) for line in d.stdout.splitlines())
    table = defaultdict(lambda: [0, 0])
    wrong = []
    for t, key in keys.items():
        c = "D3DAssemble ok" if (ms / (key + ".bin")).exists() else cls.get(key, "?")
        if c == "D3DAssemble ok" and t not in err and (ms / (key + ".bin")).read_bytes() != (dks / (key + ".bin")).read_bytes():
            c = "D3DAssemble ok, bytes differ"
        row = table[c]
        row[0] += 1
        if t in err:
            row[1] += 1
            if c.startswith("D3DAssemble ok"):
                wrong.append(f"{key}\t{err[t]}\n")
    print("| D3DAssemble's answer (dxkit's default) | texts | --strict refuses |")
    print("|---|---|---|")
    for c in sorted(table):
        print(f"| {c} | {table[c][0]} | {table[c][1]} |")
    (OUT / "strict.tsv").write_text("".join(wrong), encoding="utf-8")
    print(f"refused by --strict though D3DAssemble assembles them: {len(wrong)} ({OUT / 'strict.tsv'})",
          file=sys.stderr)
    if wrong:
        sys.exit(1)


def main():
    args = sys.argv[1:]
    if not args or args[0] not in ("run", "strict"):
        print(__doc__, file=sys.stderr)
        sys.exit(2)
    classes = REPO / "dxkit-core" / "target" / "classes"
    if "--classes" in args:
        classes = Path(args[args.index("--classes") + 1])
    OUT.mkdir(parents=True, exist_ok=True)
    if args[0] == "strict":
        strict(classes)
    else:
        run(classes)


if __name__ == "__main__":
    main()
