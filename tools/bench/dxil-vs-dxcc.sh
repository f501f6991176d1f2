#!/usr/bin/env bash
# DXIL listings as whole processes: `dxkit dis SET --out-dir OUT` (dxc -dumpbin's text) beside the oracle's
# `dxcc batch` (one Wine process running dxc's dumpbin on each container) over the same files, in
# alternating rounds; medians of wall and CPU time, peak memory, and the ratio.
#
#   tools/bench/dxil-vs-dxcc.sh [SET] [ROUNDS]   (default /tmp/dxkit-sm45x10.dxil from make-sm45-set.sh, 3 rounds)
#
# As in batch-vs-d3dc.sh, the Wine server's CPU is not counted: compare the wall times.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
set_dir="$(realpath "${1:-/tmp/dxkit-sm45x10.dxil}")"
rounds="${2:-3}"
dxcc="${ORACLE:-$here/../shared/oracle}/dxcc"
[ -d "$set_dir" ] || { echo "no set $set_dir (tools/bench/make-sm45-set.sh makes it)" >&2; exit 2; }
[ -x "$dxcc" ] || { echo "no oracle at $dxcc" >&2; exit 2; }
work=$(mktemp -d); trap 'rm -rf "$work"' EXIT
find "$set_dir" -type f | sort | awk -v o="$work/ms" '{ printf "%s %s/%d.txt\n", $0, o, NR }' > "$work/jobs.txt"
n=$(wc -l < "$work/jobs.txt")
mkdir -p "$work/ms"
cat > "$work/dxcc.sh" <<EOS
#!/bin/sh
"$dxcc" batch "$work/jobs.txt" > /dev/null 2>&1
EOS
chmod +x "$work/dxcc.sh"
"$here/dxkit" dis "$set_dir" --out-dir "$work/dx" > /dev/null 2>&1 || true # warm-up
rows=("dxcc batch (dumpbin)" "$work/dxcc.sh" "dxkit dis --out-dir" "$here/dxkit dis $set_dir --out-dir $work/dx")
if [ -n "${BEFORE:-}" ]; then
  "$BEFORE/dxkit" dis "$set_dir" --out-dir "$work/dx" > /dev/null 2>&1 || true
  rows+=("before: dxkit dis --out-dir" "$BEFORE/dxkit dis $set_dir --out-dir $work/dx")
fi
echo "set: $set_dir ($n files)"
python3 "$here/tools/bench/timed.py" "$rounds" --before "rm -rf $work/dx; find $work/ms -type f -delete" "${rows[@]}"
