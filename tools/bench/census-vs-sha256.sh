#!/usr/bin/env bash
# Whole-process time of `./dxkit census DIR` beside `sha256sum` over the same files, in one run.
#
#   tools/bench/census-vs-sha256.sh [DIR] [ROUNDS]      (default: ../shared/corpus, 5 rounds)
#
# Both read every file under DIR from the page cache (one untimed warm-up round each first, which also
# builds the jar if needed). Rounds alternate census and sha256sum so that other load on the machine falls
# on both alike; the script prints every round, the median of each, and census / sha256sum. JVM start-up is
# part of the census time: that is the point. Exits 1 when the median ratio is above 2.
set -euo pipefail
. "$(dirname "${BASH_SOURCE[0]}")/common.sh"
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
dir="${1:-$here/../shared/corpus}"
rounds="${2:-5}"
[ -d "$dir" ] || { echo "no folder $dir" >&2; exit 2; }

census() { "$here/dxkit" census --no-progress "$dir" > /dev/null; }
sha() { find "$dir" -type f -print0 | xargs -0 sha256sum > /dev/null; }
now() { date +%s.%N; }

census; sha # warm-up: the jar, the page cache
files=$(find "$dir" -type f | wc -l)
bytes=$(find "$dir" -type f -printf '%s\n' | awk '{s += $1} END {print s}')
echo "folder: $dir ($files files, $bytes bytes), $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg)"

# cpu: user + system seconds of the command and its children (bash's times), to show the load's share
tmp=$(mktemp); trap 'rm -f "$tmp"' EXIT
c_times=(); s_times=()
for ((i = 1; i <= rounds; i++)); do
  times > "$tmp"; k0=$(tail -1 "$tmp" | awk '{split($1, u, /[ms]/); split($2, s, /[ms]/); print u[1] * 60 + u[2] + s[1] * 60 + s[2]}')
  t0=$(now); census; t1=$(now)
  times > "$tmp"; k1=$(tail -1 "$tmp" | awk '{split($1, u, /[ms]/); split($2, s, /[ms]/); print u[1] * 60 + u[2] + s[1] * 60 + s[2]}')
  sha; t2=$(now)
  times > "$tmp"; k2=$(tail -1 "$tmp" | awk '{split($1, u, /[ms]/); split($2, s, /[ms]/); print u[1] * 60 + u[2] + s[1] * 60 + s[2]}')
  c=$(echo "$t1 - $t0" | bc -l); s=$(echo "$t2 - $t1" | bc -l)
  c_times+=("$c"); s_times+=("$s")
  printf 'round %d: census %.3f s (cpu %.2f s)  sha256sum %.3f s (cpu %.2f s)  ratio %.2f\n' "$i" "$c" \
    "$(echo "$k1 - $k0" | bc -l)" "$s" "$(echo "$k2 - $k1" | bc -l)" "$(echo "$c / $s" | bc -l)"
done
cm=$(median "${c_times[@]}"); sm=$(median "${s_times[@]}")
ratio=$(echo "$cm / $sm" | bc -l)
printf 'median: census %.3f s  sha256sum %.3f s  ratio %.2f (limit 2)\n' "$cm" "$sm" "$ratio"
awk -v r="$ratio" 'BEGIN {exit !(r <= 2)}'
