#!/usr/bin/env bash
# Whole-process time of `dxkit diff --json A B` over two builds of N programs each, beside `sha256sum` over
# the same files, and every file's class checked against what was done to it (tools/bench/DiffBuilds.java:
# of each 50 programs one moved, one stripped, one edited in a literal and re-signed, one deleted, one added).
#
#   tools/bench/diff-builds.sh [N] [CORPUS]      (default: the corpus's 6,446 programs, ../shared/corpus)
#
# Past the corpus's size the programs are copied round by round (copyK/ folders). Prints the counts of each
# class, the files classed otherwise than expected, and the times. Exits 1 when any file is misclassed.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
corpus="${2:-$here/../shared/corpus}"
n="${1:-$(($(wc -l < "$corpus/MANIFEST.tsv") - 1))}"
work=$(mktemp -d); trap 'rm -rf "$work"' EXIT
"$here/dxkit" --version > /dev/null # builds the jar if needed
(cd "$here" && mvn -B -ntp -q -pl dxkit-core compile)
java -cp "$here/dxkit-core/target/classes" "$here/tools/bench/DiffBuilds.java" "$corpus" "$n" "$work"
files_a=$(find "$work/A" -type f | wc -l); files_b=$(find "$work/B" -type f | wc -l)
bytes=$(find "$work/A" "$work/B" -type f -printf '%s\n' | awk '{s += $1} END {print s}')
echo "A: $files_a files, B: $files_b files, $bytes bytes; $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg)"
find "$work/A" "$work/B" -type f -print0 | xargs -0 cat > /dev/null # page cache, for both alike
now() { date +%s.%N; }
t0=$(now); "$here/dxkit" diff --json "$work/A" "$work/B" > "$work/diff.json"; t1=$(now)
find "$work/A" "$work/B" -type f -print0 | xargs -0 sha256sum > /dev/null; t2=$(now)
status=0
python3 - "$work/diff.json" "$work/expected.tsv" <<'PY' || status=1
import json, sys
doc = json.load(open(sys.argv[1]))
exp = dict(l.rstrip("\n").split("\t") for l in open(sys.argv[2]))
got = {}
for f in doc["files"]:
    got[f["old"] if f["old"] is not None else f["new"]] = f["class"]
wrong = [(p, c, got.get(p)) for p, c in exp.items() if got.get(p) != c]
print("summary", json.dumps(doc["summary"]))
print(f"{len(exp) - len(wrong)} of {len(exp)} files classed as expected")
for w in wrong[:20]:
    print("  misclassed", *w)
sys.exit(1 if wrong else 0)
PY
awk -v d="$(echo "$t1 - $t0" | bc)" -v s="$(echo "$t2 - $t1" | bc)" \
  'BEGIN {printf "dxkit diff %.2f s, sha256sum %.2f s, ratio %.2f\n", d, s, d / s}'
exit $status
