#!/usr/bin/env bash
# The Spark job beside the CLI over the same files, at growing sizes: DIR, then DIR copied x10 and x50
# (hard links in a scratch folder: no extra disk but inodes; the copies are duplicates, so the distinct
# counts stay DIR's). For each size: `./dxkit census` (its threads on every core), `./dxkit-spark census
# --master local[1]` and `local[2]`, each's whole-process wall time and CPU time (user + system, the
# process and its children: on a shared machine the wall time is mostly other people's load), programs read
# (containers and Direct3D 9 programs) per wall second and per CPU second, and whether the job's JSON equals
# the CLI's byte for byte.
#
#   tools/bench/spark-census-scaling.sh [DIR] [COPIES...]     (default: ../shared/corpus 1 10 50)
#
# SCRATCH (default: a folder under /tmp) is where the copies are made; it is removed at the end.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
dir="$(cd "${1:-$here/../shared/corpus}" && pwd)"
shift || true
copies=("$@")
[ ${#copies[@]} -gt 0 ] || copies=(1 10 50)
scratch="${SCRATCH:-$(mktemp -d /tmp/dxkit-scaling.XXXXXX)}"
now() { date +%s.%N; }
cpu() { awk '{print $14 + $15 + $16 + $17}' /proc/$$/stat; } # utime stime cutime cstime, in clock ticks
hz=$(getconf CLK_TCK)

"$here/dxkit" census --no-progress "$here/samples" > /dev/null          # builds, and warms the page cache
"$here/dxkit-spark" census --master 'local[1]' "$here/samples" > /dev/null
echo "$(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg); DIR $dir"
trap 'echo "load at the end $(cut -d" " -f1-3 /proc/loadavg)"; rm -rf "$scratch"' EXIT
printf '%-6s %9s %9s  %-14s %8s %8s %10s %10s  %s\n' copies files programs run wall-s cpu-s prog/wall-s prog/cpu-s \
  "JSON = CLI's"
row() { # copies files programs run wall cpu same
  printf '%-6s %9s %9s  %-14s %8.2f %8.2f %10.0f %10.0f  %s\n' "$1" "$2" "$3" "$4" "$5" "$6" \
    "$(echo "$3 / $5" | bc -l)" "$(echo "$3 / $6" | bc -l)" "$7"
}
for k in "${copies[@]}"; do
  if [ "$k" = 1 ]; then
    root="$dir"
  else
    root="$scratch/x$k"
    mkdir -p "$root"
    for ((i = 1; i <= k; i++)); do cp -al "$dir" "$root/c$(printf %02d "$i")"; done
  fi
  k0=$(cpu); t0=$(now); "$here/dxkit" census --no-progress --group-by top --format json "$root" > "$scratch/cli.json"; t1=$(now); k1=$(cpu)
  files=$(grep -m1 -o '"files": [0-9]*' <(sed -n '/"total"/,$p' "$scratch/cli.json") | grep -o '[0-9]*$')
  programs=$(grep -m1 -o '"programs": [0-9]*' <(sed -n '/"total"/,$p' "$scratch/cli.json") | grep -o '[0-9]*$')
  row "x$k" "$files" "$programs" "dxkit census" "$(echo "$t1 - $t0" | bc -l)" "$(echo "($k1 - $k0) / $hz" | bc -l)" -
  for m in 'local[1]' 'local[2]'; do
    k0=$(cpu); t0=$(now)
    "$here/dxkit-spark" census --master "$m" --group-by top --format json "$root" > "$scratch/job.json"
    t1=$(now); k1=$(cpu)
    same=no; cmp -s "$scratch/cli.json" "$scratch/job.json" && same=yes
    row "x$k" "$files" "$programs" "spark $m" "$(echo "$t1 - $t0" | bc -l)" "$(echo "($k1 - $k0) / $hz" | bc -l)" "$same"
  done
  [ "$k" = 1 ] || rm -rf "$root"
done
