#!/usr/bin/env bash
# Shader Model 4/5/5.1 listings: dxkit's JMH figure (Sm4DisasmBench.listing) beside Microsoft's
# D3DDisassemble over the same containers, in one run.
#
#   tools/bench/listing-vs-d3ddisassemble.sh [SHARED] [ROUNDS]    (default: ../shared, 3 rounds)
#
# The containers are the corpus's SM 4/5/5.1 ones that Sm4DisasmBench lists (level 9 aside, each with its
# Microsoft listing in the MANIFEST). The baseline is the oracle's `d3dc batch` over them: one Wine process
# calling D3DDisassemble (flag 0) on each, its loop timed by the oracle itself (it reads each container and
# writes each listing, as the issue's baseline of about 790 listings/s did; Wine's start is not counted).
# dxkit's figure is JMH's average time per listing of a container read beforehand (10 warm-up and 5
# measured iterations of 2 s). Rounds alternate the two so that other load on the machine falls on both
# alike, and each runs alone (no Wine session is left beside dxkit's run); each dxkit run's ratio is taken
# against the mean of the baseline runs just before and after it. The script prints every round, the medians
# and the median of the rounds' ratios. Needs the oracle installed
# (SHARED/oracle/install.sh). Exits 1 when the median of the rounds' ratios is below 50.
set -euo pipefail
. "$(dirname "${BASH_SOURCE[0]}")/common.sh"
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
shared="$(cd "${1:-$here/../shared}" && pwd)"
rounds="${2:-3}"
corpus="$shared/corpus"
d3dc="$shared/oracle/d3dc"
[ -f "$corpus/MANIFEST.tsv" ] || { echo "no corpus MANIFEST in $corpus" >&2; exit 2; }
[ -x "$d3dc" ] || { echo "no oracle at $d3dc" >&2; exit 2; }

jar="$here/dxkit-bench/target/benchmarks.jar"
if [ ! -f "$jar" ]; then
  (cd "$here" && mvn -B -q package -DskipTests -pl dxkit-core,dxkit-bench)
fi

work=$(mktemp -d); trap 'rm -rf "$work"' EXIT
# the MANIFEST's columns: 1 path, 4 magic kind, 6 parts, 9 listing (as CorpusFiles and Sm4DisasmBench read them)
awk -F'\t' -v c="$corpus" -v o="$work/out" 'NR > 1 && ($4 ~ /^DXBC-SM4/ || $4 ~ /^DXBC-SM5/) && $6 !~ /Aon9/ && $9 != "" {
  print c "/" $1 "\t0\t" o "/" NR ".txt" }' "$corpus/MANIFEST.tsv" > "$work/jobs.tsv"
mkdir -p "$work/out"
jobs=$(wc -l < "$work/jobs.tsv")
echo "containers: $jobs SM 4/5/5.1 from $corpus, $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg)"

# Each batch starts its own Wine session (the oracle times its loop, not Wine's start), and the session is
# over before dxkit's run: Wine's service processes stay for the session and wake every few milliseconds
# (about 2 % of a core): left running, they would load the machine during dxkit's runs only.
prefix="${D3DC_WINEPREFIX:-${DXKIT_ORACLE_HOME:-${XDG_CACHE_HOME:-$HOME/.cache}/dxkit-oracle}/wine}"
unset D3DC_PERSIST
d3d() {
  # "batch: N jobs, F failed, T ms" on stderr
  local line
  line=$("$d3dc" batch "$work/jobs.tsv" 2>&1 >/dev/null | grep '^batch:' | tail -1)
  # wait for the session to end (Wine lingers about 3 s after its last program; its processes take a moment
  # more to leave once the server has)
  if command -v wineserver > /dev/null; then WINEPREFIX="$prefix" wineserver -w || true; sleep 2; else sleep 7; fi
  echo "$line" | awk '{ if ($4 != 0) exit 1; printf "%.1f\n", $6 * 1000 / $2 }'
}
dxkit() {
  java -jar "$jar" 'Sm4DisasmBench.listing$' -jvmArgs "-Ddxkit.shared=$shared" -rf csv -rff "$work/jmh.csv" > "$work/jmh.log"
  # "Benchmark","Mode","Threads","Samples","Score","Score Error (99.9%)","Unit"
  awk -F',' 'NR == 2 { gsub(/"/, "", $5); printf "%.2f\n", $5 }' "$work/jmh.csv"
}

d3d > /dev/null   # warm-up: Wine, the page cache
# Each dxkit run is paired with the baseline runs just before and after it, and its ratio taken against
# their mean: the machine's speed drifts by a quarter within minutes, and the pair brackets the run in time.
d_times=(); x_times=(); ratios=()
before=$(d3d); d_times+=("$before")
for ((i = 1; i <= rounds; i++)); do
  x=$(dxkit); after=$(d3d)
  x_times+=("$x"); d_times+=("$after")
  r=$(echo "($before + $after) / 2 / $x" | bc -l)
  ratios+=("$r")
  printf 'round %d: D3DDisassemble %.1f and %.1f us/listing around dxkit %.2f us/listing  ratio %.1f\n' "$i" \
    "$before" "$after" "$x" "$r"
  before=$after
done
dm=$(median "${d_times[@]}"); xm=$(median "${x_times[@]}"); ratio=$(median "${ratios[@]}")
printf 'median: D3DDisassemble %.1f us  dxkit %.2f us  round ratio %.1f (goal 50)\n' "$dm" "$xm" "$ratio"
awk -v r="$ratio" 'BEGIN {exit !(r >= 50)}'
