#!/usr/bin/env python3
"""DXIL battery 3: compile hlsl/ beside this script with dxcompiler 1.9, dxc -dumpbin, dxkit dis, cmp byte for byte.
    battery.py compile          compile every job into bin/, Microsoft dumpbin into ms/
    battery.py compare [DXKIT]  dxkit (default the checkout's ./dxkit) into dk/, cmp, table per group
"""
import os, re, subprocess, sys, tempfile, shutil, filecmp
from collections import defaultdict
from pathlib import Path
HERE = Path(__file__).resolve().parent
REPO = HERE.parents[2]
G = Path(os.environ.get("BATTERY_OUT", "/tmp/dxkit-battery/" + HERE.name)); H = HERE / "hlsl"; BIN = G / "bin"; MS = G / "ms"; DK = G / "dk"
ORA = Path(os.environ.get("DXKIT_SHARED", str(REPO.parent / "shared"))) / "oracle"

ALLM = ["6_0", "6_1", "6_2", "6_3", "6_4", "6_5", "6_6", "6_7", "6_8"]
def m_from(a): return ALLM[ALLM.index(a):]
OPTS = {
    "rel": "", "od": "-Od", "o0": "-O0", "o1": "-O1", "o2": "-O2", "zi": "-Zi -Qembed_debug",
    "zio": "-Zi -Qembed_debug -Od", "zss": "-Zi -Zss", "zsb": "-Zi -Qembed_debug -Zsb", "zizss": "-Zi -Qembed_debug -Zss",
    "srefl": "-Qstrip_reflect", "sdbg": "-Zi -Qstrip_debug", "keep": "-Qkeep_reflect_in_dxil",
    "zpr": "-Zpr", "zpc": "-Zpc", "hv16": "-HV 2016", "hv18": "-HV 2018", "hv21": "-HV 2021",
    "arb": "-all-resources-bound", "rma": "-res-may-alias", "nlcb": "-no-legacy-cbuf-layout",
    "pko": "-pack-optimized", "gis": "-Gis", "vd": "-Vd", "abs": "-auto-binding-space 4",
    "dftz": "-denorm ftz", "dpre": "-denorm preserve", "b16": "-enable-16bit-types",
    "srs": "-Qstrip_rootsignature", "pq": "-enable-payload-qualifiers -DPQ", "ges": "-Ges",
    "wx": "-WX", "fl": "-flegacy-macro-expansion", "zir": "-Zi -Qembed_debug -Qstrip_reflect",
    "keepzi": "-Zi -Qembed_debug -Qkeep_reflect_in_dxil",
    "vv10": "-validator-version 1.0", "vv14": "-validator-version 1.4", "vv16": "-validator-version 1.6",
    "vv17": "-validator-version 1.7", "vv18": "-validator-version 1.8", "vv15": "-validator-version 1.5",
    "life": "-enable-lifetime-markers", "nolife": "-disable-lifetime-markers", "gfa": "-Gfa", "gfp": "-Gfp",
    "sret": "-structurize-returns", "rs10": "-force-rootsig-ver rootsig_1_0", "rs11": "-force-rootsig-ver rootsig_1_1",
    "zs": "-Zs", "src": "-Zi -Qembed_debug -Qsource_in_debug_module", "eso": "-export-shaders-only",
    "dlext": "-default-linkage external", "dlint": "-default-linkage internal", "npq": "-disable-payload-qualifiers",
    "fin": "-ffinite-math-only", "nofin": "-fno-finite-math-only", "vdzi": "-Vd -Zi -Qembed_debug",
    "sdr": "-Zi -Qstrip_debug -Qstrip_reflect", "psr": "-pack-prefix-stable", "hv202x": "-HV 202x",
    "ilk": "-Zi -Qembed_debug -Zss -Qstrip_reflect", "exp": "-exports Shade;PS;CS",
}
# (file, entry, stage, models, option keys applied at the first model listed in 'at' (default: first/6_6))
E = [
    ("v_vs", "VSSkin", "vs", ALLM, ["od", "zi", "zio", "zpr", "zpc", "srefl", "keep", "pko", "arb", "o0", "o1", "zss", "hv16", "b16"]),
    ("v_vs", "VSMin", "vs", ALLM, ["zpr", "zsb", "vd"]),
    ("v_vs", "VSLayer", "vs", m_from("6_1"), ["od", "pko", "zi"]),
    ("v_ps", "PSMRT", "ps", ALLM, ["od", "zi", "zio", "srefl", "arb", "rma", "o1", "o2", "gis", "sdbg"]),
    ("v_ps", "PSRov", "ps", ["6_0", "6_6", "6_8"], ["od", "zi"]),
    ("v_ps", "PSDepthGE", "ps", ["6_0", "6_8"], ["zi"]),
    ("v_ps", "PSDepthLE", "ps", ["6_0"], []),
    ("v_ps", "PSStencil", "ps", ["6_0", "6_5"], []),
    ("v_ps", "PSInner", "ps", ["6_0", "6_7"], []),
    ("v_ps", "PSLoop", "ps", ["6_0", "6_3", "6_8"], ["od", "zi", "o0", "o1"]),
    ("v_cs", "CSBlur", "cs", ALLM, ["od", "zi", "zio", "srefl", "keep", "arb"]),
    ("v_cs", "CSHist", "cs", ["6_0", "6_5", "6_8"], ["od", "zi"]),
    ("v_cs", "CSParticles", "cs", ["6_0", "6_2", "6_6"], ["od", "zi", "zpr", "srefl"]),
    ("v_cs", "CSMath", "cs", ["6_0", "6_4", "6_8"], ["od", "zi", "o0", "dftz"]),
    ("v_geo", "GSSprite", "gs", ALLM, ["od", "zi"]),
    ("v_geo", "GSLine", "gs", ["6_0", "6_6"], []),
    ("v_geo", "GSTriInst", "gs", ["6_0", "6_1", "6_8"], ["zi"]),
    ("v_geo", "GSMulti", "gs", ["6_0", "6_7"], ["od"]),
    ("v_geo", "HSTri", "hs", ALLM, ["od", "zi"]),
    ("v_geo", "DSTri", "ds", ALLM, ["od", "zi"]),
    ("v_geo", "HSIso", "hs", ["6_0", "6_6"], ["zi"]),
    ("v_geo", "DSIso", "ds", ["6_0", "6_6"], []),
    ("v_geo", "HSQuad16", "hs", ["6_0", "6_5", "6_8"], ["od"]),
    ("v_geo", "DSQuad16", "ds", ["6_0", "6_5", "6_8"], ["od", "zi"]),
    ("v_geo", "HSQuad1", "hs", ["6_0", "6_8"], []),
    ("v_mesh", "ASCull", "as", m_from("6_5"), ["od", "zi"]),
    ("v_mesh", "MSTri", "ms", m_from("6_5"), ["od", "zi", "zio", "srefl"]),
    ("v_mesh", "MSNoPayload", "ms", m_from("6_5"), []),
    ("v_rt", "", "lib", m_from("6_3"), ["od", "zi", "srefl", "keep", "zpr"]),
    ("v_rt", "", "lib", ["6_6", "6_7", "6_8"], ["pq"], "pq"),
    ("v_rt", "CSRayQuery", "cs", m_from("6_5"), ["zi"]),
    ("v_rt", "PSRayQuery", "ps", ["6_5", "6_8"], []),
    ("v_node", "", "lib", ["6_8"], ["od", "zi", "srefl"]),
    ("v_66", "CS64", "cs", ["6_6", "6_7", "6_8"], ["od", "zi"]),
    ("v_66", "CSHeap", "cs", ["6_6", "6_8"], ["od", "zi", "arb"]),
    ("v_66", "CSPack", "cs", ["6_6", "6_8"], ["b16", "od"]),
    ("v_66", "PS67", "ps", ["6_7", "6_8"], ["od", "zi"]),
    ("v_66", "PS68", "ps", ["6_8"], ["zi", "od"]),
    ("v_66", "VS68", "vs", ["6_8"], ["zi"]),
    ("v_66", "CSRange", "cs", ["6_8"], ["zi"]),
    ("v_wave", "PSWave", "ps", ["6_0", "6_5", "6_8"], ["od", "zi"]),
    ("v_66", "", "lib", ["6_6", "6_8"], []),
    ("v_16", "PSHalf", "ps", m_from("6_2"), ["b16", "od", "zi"], "b16"),
    ("v_16", "PSHalf", "ps", ["6_0", "6_2"], ["dftz"]),
    ("v_16", "CSDenorm", "cs", ["6_2", "6_6"], ["dftz", "dpre", "b16"]),
    ("v_16", "PSMin", "ps", ["6_0", "6_2"], ["b16", "od"]),
    ("v_lang", "PSLang", "ps", ["6_0", "6_2", "6_6"], ["hv16", "hv18", "zpr", "zpc", "od", "zi", "srefl", "nlcb", "keep"], "hv21"),
    ("v_lang", "PSLang", "ps", ["6_0", "6_6"], ["arb", "abs", "zio"], "hv18"),
    ("v_lang", "VSPack", "vs", ["6_0", "6_6"], ["pko", "zi"]),
    ("v_lang", "PSPack", "ps", ["6_0", "6_6"], ["pko", "zi"]),
    ("v_lang", "PSRoot", "ps", ["6_0", "6_6", "6_8"], ["srs", "zi", "srefl"], "hv21"),
    ("v_lang", "", "lib", ["6_3", "6_8"], [], "hv21"),
    ("v_misc", "PSConst", "ps", ["6_0", "6_8"], ["od", "zi", "vd", "zss", "zsb"]),
    ("v_misc", "PSNoOut", "ps", ["6_0", "6_8"], ["zi"]),
    ("v_misc", "CSEmpty", "cs", ["6_0", "6_8"], ["zi"]),
    ("v_misc", "CSBig", "cs", ["6_0"], []),
    ("v_misc", "VSId", "vs", ["6_0", "6_8"], ["zi"]),
    ("v_misc", "CSScan", "cs", ["6_0", "6_8"], ["od", "zi"]),
    ("v_misc", "PSTable", "ps", ["6_0", "6_8"], ["od", "zi", "o0"]),
    ("v_misc", "CSDouble", "cs", ["6_0", "6_8"], ["od", "zi"]),
    ("v_misc", "", "lib", ["6_3", "6_5", "6_8"], ["od"]),
    ("w_rov", "main", "ps", ALLM, ["od", "zi", "rma", "arb"]),
    ("w_rov", "", "lib", ["6_3", "6_6", "6_8"], []),
    ("w_fb", "PSFeedback", "ps", m_from("6_5"), ["od", "zi"]),
    ("w_fb", "PSVrs", "ps", m_from("6_4"), ["zi"]),
    ("w_fb", "VSVrs", "vs", m_from("6_4"), ["od"]),
    ("w_fb", "GSView", "gs", m_from("6_4"), ["zi"]),
    ("w_fb", "HSView", "hs", ["6_1", "6_6", "6_8"], ["od", "zi"]),
    ("w_fb", "DSView", "ds", ["6_1", "6_4", "6_6", "6_8"], ["od", "zi"]),
    ("w_fb", "CSDeriv", "cs", ["6_6", "6_8"], ["zi"]),
    ("w_lib", "", "lib", m_from("6_3"), ["od", "zi", "zio", "eso", "dlext", "dlint", "exp", "life", "srefl", "keep", "vv16", "vv17"]),
    ("w_node2", "", "lib", ["6_8"], ["od", "zi", "zio", "srefl"]),
    ("w_mesh2", "AS", "as", m_from("6_5"), ["zi"]),
    ("w_mesh2", "MS", "ms", m_from("6_5"), ["od", "zi", "vv17"]),
    ("v_vs", "VSSkin", "vs", ["6_0"], ["vv10", "vv14", "vv15", "vv16", "vv17", "vv18", "life", "nolife", "gfa", "gfp", "fin", "vdzi", "sdr", "psr", "hv202x", "src", "ilk"]),
    ("v_ps", "PSMRT", "ps", ["6_6"], ["vv10", "vv14", "vv16", "vv17", "life", "sret", "zs", "src", "ilk", "sdr", "vdzi"]),
    ("v_cs", "CSBlur", "cs", ["6_6"], ["vv14", "vv16", "vv17", "vv18", "life", "gfa", "fin"]),
    ("v_geo", "HSTri", "hs", ["6_0"], ["vv10", "vv14", "vv16", "vv17", "vv18"]),
    ("v_geo", "GSTriInst", "gs", ["6_0"], ["vv10", "vv14", "vv16", "vv17", "vv18"]),
    ("v_geo", "DSQuad16", "ds", ["6_0"], ["vv10", "vv16", "vv17"]),
    ("v_mesh", "MSTri", "ms", ["6_5"], ["vv15", "vv16", "vv17", "vv18"]),
    ("v_rt", "", "lib", ["6_6"], ["vv15", "vv16", "vv17", "vv18", "life", "eso", "dlext"]),
    ("v_rt", "", "lib", ["6_7"], ["npq", "zi"], "npq"),
    ("v_node", "", "lib", ["6_8"], ["vv18", "life"]),
    ("v_lang", "PSRoot", "ps", ["6_0", "6_6"], ["rs10", "rs11", "vv10", "vv17"], "hv21"),
    ("v_16", "PSHalf", "ps", ["6_2"], ["vv14", "vv16", "vv17", "life"], "b16"),
    ("w_dyn", "PSDyn", "ps", ["6_0", "6_6"], ["vv10", "vv14", "vv17", "zi", "od"]),
    ("w_dyn", "VSDyn", "vs", ["6_0", "6_6"], ["vv10", "vv16", "zi"]),
    ("w_dyn", "HSDyn", "hs", ["6_0", "6_6"], ["vv10", "vv16", "zi"]),
    ("w_dyn", "DSDyn", "ds", ["6_0", "6_6"], ["vv10", "vv16", "zi"]),
    ("w_dyn", "CSOld", "cs", ["6_0"], ["vv10", "vv14", "vv16"]),
    ("w_dyn", "PSDyn", "ps", ["6_0"], ["zi", "od", "srefl", "sdr"], "vv10"),
    ("v_ps", "PSMRT", "ps", ["6_0"], ["vv10", "zi"], "vv10"),
    ("v_geo", "GSMulti", "gs", ["6_0"], ["vv10"]),
    ("v_geo", "HSQuad1", "hs", ["6_0"], ["vv10"]),
    ("v_geo", "HSIso", "hs", ["6_0"], ["vv10"]),
    ("v_misc", "PSNoOut", "ps", ["6_0"], ["vv10"]),
    ("v_misc", "CSEmpty", "cs", ["6_0"], ["vv10"]),
    ("v_misc", "VSId", "vs", ["6_0"], ["vv10"]),
    ("w_vec", "", "lib", m_from("6_3"), ["od", "o0", "o1", "zi", "zio", "dlext", "b16", "srefl", "zir", "keepzi", "life", "vv16"]),
    ("w_vec", "", "lib", ["6_6"], ["od", "zi"], "b16"),
    ("v_lang", "PSLang", "ps", ["6_6"], ["zir", "keepzi", "ilk"], "hv21"),
    ("v_rt", "", "lib", ["6_8"], ["zir", "keepzi", "od", "zio"]),
    ("w_node2", "", "lib", ["6_8"], ["keepzi", "life", "o0"]),
    ("v_mesh", "MSTri", "ms", ["6_8"], ["zir", "keepzi", "life"]),
]

def jobs():
    out = []
    for e in E:
        src, entry, st, models, opts = e[:5]
        base = e[5] if len(e) > 5 else ""
        bargs = OPTS[base].split() if base else []
        tag = (entry or "lib").lower() + ("_" + base if base else "")
        for m in models:
            out.append(dict(id="%s_%s_%s_%s" % (st, m, src[2:], tag) + "", src=src + ".hlsl", entry=entry, prof="%s_%s" % (st, m),
                            args=bargs, grp=(st, m, base or "rel")))
        om = "6_6" if "6_6" in models else models[0]
        for o in opts:
            out.append(dict(id="%s_%s_%s_%s_%s" % (st, om, src[2:], tag, o), src=src + ".hlsl", entry=entry, prof="%s_%s" % (st, om),
                            args=bargs + OPTS[o].split(), grp=(st, om, o)))
    return out

def batch(tool, lines, cwd=None):
    with tempfile.NamedTemporaryFile("w", suffix=".lst", delete=False) as t:
        t.write("\n".join(lines) + "\n")
    p = subprocess.run([str(ORA / tool), "batch", t.name], cwd=cwd, capture_output=True, text=True)
    os.unlink(t.name)
    bad = {int(m.group(1)) - 1 for m in re.finditer(r"^FAIL line (\d+):", p.stderr, re.M)}
    return bad, p.stderr

def compile_():
    shutil.rmtree(BIN, ignore_errors=True); shutil.rmtree(MS, ignore_errors=True); BIN.mkdir(parents=True); MS.mkdir(parents=True)
    js = jobs()
    lines = ["\t".join(["compile", j["src"], j["entry"], j["prof"], str(BIN / (j["id"] + ".dxil"))] + j["args"]) for j in js]
    bad, err = batch("dxcc", lines, cwd=str(H))
    (G / "compile.err").write_text(err)
    for k in sorted(bad): print("refused", js[k]["id"], " ".join(js[k]["args"]))
    dump = ["\t".join(["dumpbin", str(BIN / (j["id"] + ".dxil")), str(MS / (j["id"] + ".txt"))]) for k, j in enumerate(js) if k not in bad]
    bad2, err2 = batch("dxcc", dump)
    for k in sorted(bad2): print("dumpbin refused:", dump[k])
    print(len(js) - len(bad), "compiled of", len(js))

def compare(dxkit):
    shutil.rmtree(DK, ignore_errors=True); DK.mkdir(parents=True)
    js = {j["id"]: j for j in jobs()}
    ids = sorted(p.stem for p in MS.iterdir())
    p = subprocess.run([dxkit, "dis", str(BIN), "--out-dir", str(DK)], capture_output=True, text=True)
    if p.returncode or p.stderr.strip(): print("dxkit rc", p.returncode, p.stderr[-3000:])
    stats = defaultdict(lambda: [0, 0]); bad = []
    for i in ids:
        j = js[i]; mine = DK / (i + ".dxil.txt")
        same = mine.exists() and filecmp.cmp(mine, MS / (i + ".txt"), shallow=False)
        for key in (("stage", j["grp"][0]), ("model", j["grp"][1]), ("opt", j["grp"][2])):
            stats[key][0] += 1; stats[key][1] += same
        if not same: bad.append(i)
    for kind in ("stage", "model", "opt"):
        print(kind + ": " + "  ".join("%s %d/%d" % (k[1], v[1], v[0]) for k, v in sorted(stats.items()) if k[0] == kind))
    print("total %d/%d identical" % (len(ids) - len(bad), len(ids)))
    for i in bad: print("DIFF", i)

if __name__ == "__main__":
    if sys.argv[1] == "compile": compile_()
    elif sys.argv[1] == "list": [print(j["id"], j["prof"], j["args"]) for j in jobs()]
    else: compare(sys.argv[2] if len(sys.argv) > 2 else str(REPO / "dxkit"))
