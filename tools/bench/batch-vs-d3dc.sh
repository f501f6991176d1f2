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
# leaves d3dc out: dxkit's rows alone, the first the base. FLOOR=1 adds the file system's floor for this shape of
# work (fs-floor.c, compiled here with cc: one C thread that reads every file and writes one file per input into
# a mirrored tree, every call relative to an open folder; "atomic" with a temporary name and a rename per file, as
# dxkit into an existing OUT, "direct" creating each file under its name, as dxkit's staged OUT) and prints dxkit's
# CPU as a multiple of each.
# TMPDIR=/dev/shm writes both trees to memory: on ext4, after many files were deleted, making an inode costs
# the kernel a scan for recently deleted ones (1.5 ms of system time a file over the 41,220 set, against 0.04 ms
# in memory), a cost of the disk that neither tool controls.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
set_dir="$(realpath "${1:-/tmp/dxkit-sm45x10}")"
rounds="${2:-3}"
d3dc="${ORACLE:-$here/../shared/oracle}/d3dc"
[ -d "$set_dir" ] || { echo "no set $set_dir (tools/bench/make-sm45-set.sh makes it)" >&2; exit 2; }
[ -n "${NO_D3DC:-}" ] || [ -x "$d3dc" ] || { echo "no oracle at $d3dc" >&2; exit 2; }
work=$(mktemp -d); trap 'rm -rf "$work"' EXIT
# d3dc's listings go into a tree like dxkit's (its folders made here, untimed): one flat folder of 41,220 files
# costs Wine a scan of the folder for every file it creates (its names are case-insensitive), minutes that
# are no part of D3DDisassemble.
(cd "$set_dir" && find . -type f | sort | sed 's|^\./||') \
  | awk -v s="$set_dir" -v o="$work/ms" '{ printf "%s/%s 0 %s/%s.txt\n", s, $0, o, $0 }' > "$work/jobs.txt"
n=$(wc -l < "$work/jobs.txt")
(cd "$set_dir" && find . -type d) | (cd "$work" && mkdir -p ms && cd ms && xargs -r mkdir -p)
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
if [ -n "${FLOOR:-}" ]; then
  cc -O2 -o "$work/fs-floor" "$here/tools/bench/fs-floor.c"
  rows+=("floor: C, atomic" "$work/fs-floor atomic $set_dir $work/fl" "floor: C, direct" "$work/fs-floor direct $set_dir $work/fl")
fi
echo "set: $set_dir ($n files)"
# before each command: count what the one before it wrote (both tools must write every listing), then clear
count="echo \$(find $work/ms -type f | wc -l) \$(find $work/dx -type f 2>/dev/null | wc -l) >> $work/counts"
python3 "$here/tools/bench/timed.py" "$rounds" --before "$count; rm -rf $work/dx $work/fl; find $work/ms -type f -delete" "${rows[@]}" \
  | tee "$work/result.txt"
awk -v n="$n" '$1 == "dxkit" && $2 == "dis" && $3 == "--out-dir" { cpu = $7; sub(/ms/, "", cpu);
  printf "dxkit CPU per listing: %.1f us (%d files)\n", cpu * 1000 / n, n }
  $1 == "before:" && $4 == "--out-dir" { cpu = $8; sub(/ms/, "", cpu); printf "before: CPU per listing: %.1f us\n", cpu * 1000 / n }
  $1 == "floor:" && $0 !~ /wall ms/ { cpu = $7; sub(/ms/, "", cpu); floor[$3] = cpu
    printf "floor (%s) CPU per file: %.1f us\n", $3, cpu * 1000 / n }
  END { for (f in floor) if (dx != "") printf "dxkit CPU / floor (%s): %.2f\n", f, dx / floor[f] }
  $1 == "dxkit" && $2 == "dis" && $3 == "--out-dir" { dx = $7; sub(/ms/, "", dx) }' "$work/result.txt"
eval "$count"
awk -v n="$n" -v nod3dc="${NO_D3DC:-}" '$1 > ms { ms = $1 } $2 > dx { dx = $2 }
  END { if (dx != n) print "warning: dxkit wrote " dx " listings of " n > "/dev/stderr"
        if (nod3dc == "" && ms != n) print "warning: d3dc wrote " ms " listings of " n > "/dev/stderr" }' "$work/counts"
