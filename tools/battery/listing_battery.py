"""Shared by the DXBC and Direct3D 9 batteries (unseen/, compile-flags/, corners/): each folder's battery.py names
its listing flag words and calls main(). Compiles the folder's hlsl/ (jobs.tsv) with Microsoft's compilers, lists
with D3DDisassemble / dxc -dumpbin, lists again with dxkit, compares byte for byte.
A job whose profile is "asm" assembles Direct3D 9 assembly text (its file under asm/) with D3DAssemble, the
flags column being D3DAssemble's; a job whose profile is fx_2_0 compiles a d3dx9 effect and lists each Direct3D 9
program the effect holds (carved out where a program's size word precedes its version token), named
<id>_<byte offset in hex>.
    battery.py compile          (re)compile every job into $BATTERY_OUT/bin, Microsoft listings into $BATTERY_OUT/ms
    battery.py compare [DXKIT]  run dxkit (default the checkout's ./dxkit) into $BATTERY_OUT/dk, compare, report
"""
import os, re, subprocess, sys, tempfile, shutil, filecmp
from collections import defaultdict
from pathlib import Path

HERE = REPO = G = H = BIN = MS = DK = ORA = None
FLAGS = []
ZI_FLAGS = []
SOURCE_DIR = ""
SUF = {1: "_zi", 4: "_od", 5: "_zi_od"}

def jobs():
    out = []
    for line in (HERE / "jobs.tsv").read_text().splitlines():
        if not line.strip() or line.startswith("#"): continue
        f = line.split("\t")
        id, src, entry, prof, flags = f[:5]
        args = f[5].split() if len(f) > 5 else []
        entry = "" if entry == "-" else entry
        if flags == "-":
            out.append(dict(id=id, src=src, entry=entry, prof=prof, flags=None, args=args))
            continue
        for w in [int(x, 16) for x in flags.split(",")]:
            jid = id + ("" if not w else SUF.get(w, "_f%04x" % w))
            out.append(dict(id=jid, src=src, entry=entry, prof=prof, flags=w, args=args))
    return out

def d3d9(p): return re.fullmatch(r"(vs|ps)_[1-3]_(0|1|2|3|4|a|b|sw)|tx_1_0|asm|fx_2_0", p) is not None
def kind(j):
    p = j["prof"]
    if j["flags"] is None: return "dxil"
    if p == "tx_1_0": return "tx"
    if p == "asm": return "asm9"
    if p.startswith("fx_"): return "fx9"
    if d3d9(p): return "d3d9"
    if "level_9" in p: return "level9"
    if p.endswith("_5_1"): return "sm51"
    if p.endswith("_5_0"): return "sm5"
    return "sm4"
def ext(j): return ".d3d9" if j["flags"] is not None and d3d9(j["prof"]) else ".dxbc"

def batch(tool, lines, cwd=None, env=None):
    with tempfile.NamedTemporaryFile("w", suffix=".lst", delete=False) as t:
        t.write("\n".join(lines) + "\n")
    e = dict(os.environ); e.update(env or {})
    p = subprocess.run([str(ORA / tool), "batch", t.name], cwd=cwd, env=e, capture_output=True, text=True)
    os.unlink(t.name)
    bad = {int(m.group(1)) - 1 for m in re.finditer(r"^FAIL line (\d+):", p.stderr, re.M)}
    return bad, p.stderr

def compile_():
    shutil.rmtree(BIN, ignore_errors=True); shutil.rmtree(MS, ignore_errors=True)
    BIN.mkdir(parents=True); MS.mkdir(parents=True)
    js = jobs()
    bysrc = defaultdict(list)
    for j in js:
        if j["flags"] is not None: bysrc[j["src"]].append(j)
    made = []
    for src, group in sorted(bysrc.items()):
        lines = []
        for j in group:
            if j["prof"] == "asm":
                lines.append("\t".join(["assemble", str(HERE / "asm" / src), "%x" % j["flags"], str(BIN / (j["id"] + ".d3d9"))]))
            else:
                out = BIN / (j["id"] + (".fxo" if j["prof"].startswith("fx_") else ext(j)))
                lines.append("\t".join(["compile", str(H / src), j["entry"], j["prof"], "%x" % j["flags"], str(out)] + j["args"]))
        bad, err = batch("d3dc", lines, env={"D3DC_SOURCE_NAME": "D:\\" + SOURCE_DIR + "\\" + src})
        for k, j in enumerate(group):
            if k in bad: print("refused", j["id"], file=sys.stderr)
            elif j["prof"].startswith("fx_"): made += carve(j)
            else: made.append(j)
        if bad: print(err[-3000:], file=sys.stderr)
    dx = [j for j in js if j["flags"] is None]
    lines = ["\t".join(["compile", j["src"], j["entry"], j["prof"], str(BIN / (j["id"] + ".dxbc"))] + j["args"]) for j in dx]
    bad, err = batch("dxcc", lines, cwd=str(H)) if lines else (set(), "")
    for k, j in enumerate(dx):
        if k in bad: print("refused", j["id"], file=sys.stderr)
        else: made.append(j)
    if bad: print(err[-3000:], file=sys.stderr)
    lst = []
    for j in made:
        if j["flags"] is None: continue
        fl = FLAGS + (ZI_FLAGS if j["flags"] & 1 else [])
        for w in fl:
            d = MS / ("%02x" % w); d.mkdir(exist_ok=True)
            lst.append("\t".join(["disasm", str(BIN / (j["id"] + ext(j))), "%x" % w, str(d / (j["id"] + ".txt"))]))
    bad, err = batch("d3dc", lst)
    for k in sorted(bad): print("disasm refused:", lst[k], file=sys.stderr)
    d = MS / "dxil"; d.mkdir(exist_ok=True)
    dump = ["\t".join(["dumpbin", str(BIN / (j["id"] + ".dxbc")), str(d / (j["id"] + ".txt"))]) for j in made if j["flags"] is None]
    bad, err = batch("dxcc", dump) if dump else (set(), "")
    for k in sorted(bad): print("dumpbin refused:", dump[k], file=sys.stderr)

def carve(j):
    """The Direct3D 9 programs of effect job j (BIN/<id>.fxo), each written to BIN/<id>_<offset>.d3d9: a version
    token at a 4-byte boundary, preceded by a size word, whose last word within that size is the end token."""
    import struct
    b = (BIN / (j["id"] + ".fxo")).read_bytes()
    out = []
    for at in range(4, len(b) - 8, 4):
        v, size = struct.unpack_from("<I", b, at)[0], struct.unpack_from("<I", b, at - 4)[0]
        if v >> 16 not in (0xFFFE, 0xFFFF) or (v >> 8) & 0xFF not in (1, 2, 3):
            continue
        if 8 <= size <= len(b) - at and size % 4 == 0 and struct.unpack_from("<I", b, at + size - 4)[0] == 0xFFFF:
            c = dict(j, id="%s_%x" % (j["id"], at))
            (BIN / (c["id"] + ".d3d9")).write_bytes(b[at:at + size])
            out.append(c)
    return out

def compare(dxkit):
    shutil.rmtree(DK, ignore_errors=True); DK.mkdir(parents=True)
    js = {j["id"]: j for j in jobs()}
    for i in [p.stem for p in BIN.glob("*.d3d9")]:  # programs carved from an effect: <effect id>_<offset>
        if i not in js and i.rsplit("_", 1)[0] in js:
            js[i] = dict(js[i.rsplit("_", 1)[0]], id=i)
    # one dxkit run per flag word over a folder of links
    stats = defaultdict(lambda: [0, 0]); bad = []
    for fd in sorted(MS.iterdir()):
        ids = [p.stem for p in fd.iterdir()]
        src = DK / ("in_" + fd.name); src.mkdir()
        for i in ids:
            j = js[i]; os.symlink(BIN / (i + (".dxbc" if j["flags"] is None else ext(j))), src / (i + (".dxbc" if j["flags"] is None else ext(j))))
        out = DK / fd.name
        cmd = [dxkit, "dis", str(src), "--out-dir", str(out)]
        if fd.name != "dxil": cmd += ["--flags", fd.name]
        p = subprocess.run(cmd, capture_output=True, text=True)
        if p.returncode or p.stderr.strip():
            print("dxkit rc", p.returncode, fd.name, p.stderr[-2000:])
        for i in sorted(ids):
            j = js[i]; k = kind(j)
            mine = out / (i + (".dxbc" if j["flags"] is None else ext(j)) + ".txt")
            same = mine.exists() and filecmp.cmp(mine, fd / (i + ".txt"), shallow=False)
            stats[(k, fd.name)][0] += 1; stats[(k, fd.name)][1] += same
            if not same: bad.append((fd.name, i))
    tot = [0, 0]
    kinds = sorted({k for k, _ in stats})
    for k in kinds:
        row = {f: stats[(k, f)] for (kk, f) in stats if kk == k}
        n = sum(v[0] for v in row.values()); s = sum(v[1] for v in row.values())
        tot[0] += n; tot[1] += s
        print("%-7s %5d/%-5d  " % (k, s, n) + " ".join("%s:%d/%d" % (f, v[1], v[0]) for f, v in sorted(row.items())))
    print("total   %d/%d identical" % (tot[1], tot[0]))
    for f, i in bad: print("DIFF", f, i)

def main(here, flags, zi_flags=(), source_dir="gen"):
    """Runs the battery of folder here: listing flag words flags for every program, zi_flags
    besides for /Zi builds; source_dir is the folder name the /Zi builds record their source under."""
    global HERE, REPO, G, H, BIN, MS, DK, ORA, FLAGS, ZI_FLAGS, SOURCE_DIR
    HERE = Path(here).resolve(); REPO = HERE.parents[2]
    G = Path(os.environ.get("BATTERY_OUT", "/tmp/dxkit-battery/" + HERE.name))
    H = HERE / "hlsl"; BIN = G / "bin"; MS = G / "ms"; DK = G / "dk"
    ORA = Path(os.environ.get("DXKIT_SHARED", str(REPO.parent / "shared"))) / "oracle"
    FLAGS = list(flags); ZI_FLAGS = list(zi_flags); SOURCE_DIR = source_dir
    if sys.argv[1] == "compile": compile_()
    else: compare(sys.argv[2] if len(sys.argv) > 2 else str(REPO / "dxkit"))
