#!/usr/bin/env bash
# DXIL listings as whole processes: `dxkit dis SET --out-dir OUT` (dxc -dumpbin's text) beside the oracle's
# `dxcc batch` (one Wine process running dxc's dumpbin on each container) over the same files, in
# alternating rounds; medians of wall and CPU time, peak memory, and the ratio.
#
#   tools/bench/dxil-vs-dxcc.sh [SET] [ROUNDS]   (default /tmp/dxkit-sm45x10.dxil from make-sm45-set.sh, 3 rounds)
#   BEFORE=TREE   also runs TREE/dxkit (another build of dxkit) in the same rounds
#   BOUNDS=1      also runs a Java hello world and dxkit over an empty folder (below; with BEFORE=, TREE's too)
#
# As in batch-vs-d3dc.sh, the Wine server's CPU is not counted: compare the wall times.
#
# Each run writes into a folder of its own, made just before it (untimed), and nothing is deleted until the end:
# on an ext4 volume without a journal (this machine's /tmp) the kernel passes over every inode freed in the
# last few seconds when it allocates one (ext4's recently_deleted check), so a run started just after the
# previous run's outputs were deleted paid for that delete, a cost that grew round by round (dxkit's CPU
# 1.4 -> 2.6 s over five rounds, nearly all of it system time). KEEP_DELETING=1 brings the old way back.
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
mkdir -p "$work/ms" "$work/runs"
cat > "$work/dxcc.sh" <<EOS
#!/bin/sh
"$dxcc" batch "\$(cat "$work/cur")/jobs.txt" > /dev/null 2>&1
EOS
chmod +x "$work/dxcc.sh"
"$here/dxkit" dis "$set_dir" --out-dir "$work/dx" > /dev/null 2>&1 || true # warm-up
rows=("dxcc batch (dumpbin)" "$work/dxcc.sh" "dxkit dis --out-dir" "$here/dxkit dis $set_dir --out-dir \$(cat $work/cur)/dx")
if [ -n "${BEFORE:-}" ]; then
  "$BEFORE/dxkit" dis "$set_dir" --out-dir "$work/dx" > /dev/null 2>&1 || true
  rows+=("before: dxkit dis --out-dir" "$BEFORE/dxkit dis $set_dir --out-dir \$(cat $work/cur)/dx")
fi
# BOUNDS=1: what no batch run of dxkit can go below on this machine, in the same rounds: a Java "hello world"
# with the batch's JVM options (and the JDK's own class-data archive), and dxkit over an empty folder
if [ "${BOUNDS:-}" = 1 ]; then
  printf 'public class Hello { public static void main(String[] a) { System.out.println("hello world"); } }\n' > "$work/Hello.java"
  javac --release 17 -d "$work" "$work/Hello.java"
  mkdir -p "$work/empty"
  rows+=("java hello world (batch options)" "java -Xss8m -XX:+UseSerialGC -Xmn16m -XX:TieredStopAtLevel=1 -XX:-UsePerfData -cp $work Hello"
         "dxkit dis EMPTY --out-dir" "$here/dxkit dis $work/empty --out-dir \$(cat $work/cur)/dx")
  if [ -n "${BEFORE:-}" ]; then
    rows+=("before: dxkit dis EMPTY --out-dir" "$BEFORE/dxkit dis $work/empty --out-dir \$(cat $work/cur)/dx")
  fi
fi
# before each run: a fresh folder, its dxcc job list pointing into it
fresh="d=\$(mktemp -d -p $work/runs) && mkdir \$d/ms && sed \"s| $work/ms/| \$d/ms/|\" $work/jobs.txt > \$d/jobs.txt && echo \$d > $work/cur"
if [ "${KEEP_DELETING:-}" = 1 ]; then
  fresh="$fresh && rm -rf $work/dx && find $work/runs -mindepth 1 -maxdepth 1 ! -path \$d -exec rm -rf {} +"
fi
echo "set: $set_dir ($n files)"
python3 "$here/tools/bench/timed.py" "$rounds" --before "$fresh" "${rows[@]}"
