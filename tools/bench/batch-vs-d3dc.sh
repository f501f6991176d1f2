#!/usr/bin/env bash
# A batch of listings as whole processes: `dxkit dis SET --out-dir OUT` beside the oracle's `d3dc batch` (one
# Wine process calling D3DDisassemble, flag 0, on each container and writing each listing) over the same
# files, in alternating rounds; medians of wall and CPU time, peak resident memory, and the ratio.
#
#   tools/bench/batch-vs-d3dc.sh [SET] [ROUNDS]   (default /tmp/dxkit-sm45x10 from make-sm45-set.sh, 3 rounds)
#
# dxkit's time includes the JVM's start and writing every listing into a fresh folder tree; d3dc's includes
# Wine's start when no other Wine program is running (the session is shared with any other; it lingers a
# few seconds after the last). d3dc's CPU time leaves out the Wine
# server, which is no child of the script: compare the wall times. ORACLE=DIR: the oracle elsewhere. Also prints dxkit's CPU per listing, to
# set beside JMH's Sm4DisasmBench.listing. BEFORE=DIR adds a row for DIR/dxkit (another checkout). NO_D3DC=1
# leaves d3dc out (the 41,220-file set takes it most of an hour under Wine): dxkit's rows alone, the first the base.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
set_dir="$(realpath "${1:-/tmp/dxkit-sm45x10}")"
rounds="${2:-3}"
d3dc="${ORACLE:-$here/../shared/oracle}/d3dc"
[ -d "$set_dir" ] || { echo "no set $set_dir (tools/bench/make-sm45-set.sh makes it)" >&2; exit 2; }
[ -n "${NO_D3DC:-}" ] || [ -x "$d3dc" ] || { echo "no oracle at $d3dc" >&2; exit 2; }
work=$(mktemp -d); trap 'rm -rf "$work"' EXIT
find "$set_dir" -type f | sort | awk -v o="$work/ms" '{ printf "%s 0 %s/%d.txt\n", $0, o, NR }' > "$work/jobs.txt"
n=$(wc -l < "$work/jobs.txt")
mkdir -p "$work/ms"
unset D3DC_PERSIST
cat > "$work/d3dc.sh" <<EOS
#!/bin/sh
"$d3dc" batch "$work/jobs.txt" > /dev/null 2>&1
EOS
chmod +x "$work/d3dc.sh"
"$here/dxkit" dis "$set_dir" --out-dir "$work/dx" > /dev/null 2>&1 || true # warm-up: the jar, the archive, the page cache
rows=("d3dc batch" "$work/d3dc.sh" "dxkit dis --out-dir" "$here/dxkit dis $set_dir --out-dir $work/dx")
[ -z "${NO_D3DC:-}" ] || rows=("${rows[@]:2}")
if [ -n "${BEFORE:-}" ]; then
  "$BEFORE/dxkit" dis "$set_dir" --out-dir "$work/dx" > /dev/null 2>&1 || true
  rows+=("before: dxkit dis --out-dir" "$BEFORE/dxkit dis $set_dir --out-dir $work/dx")
fi
echo "set: $set_dir ($n files)"
python3 "$here/tools/bench/timed.py" "$rounds" --before "rm -rf $work/dx; find $work/ms -type f -delete" "${rows[@]}" \
  | tee "$work/result.txt"
awk -v n="$n" '$1 == "dxkit" && $2 == "dis" && $3 == "--out-dir" { cpu = $7; sub(/ms/, "", cpu);
  printf "dxkit CPU per listing: %.1f us (%d files)\n", cpu * 1000 / n, n }' "$work/result.txt"
