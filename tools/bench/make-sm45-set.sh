#!/usr/bin/env bash
# The batch set of issue 24: the corpus's Shader Model 4.0/4.1/5.0/5.1 containers (not level 9: MANIFEST
# kinds DXBC-SM4.0, DXBC-SM4.1, DXBC-SM5.0, DXBC-SM5.1; 4,122 of them) copied COPIES times into OUT/r0 … OUT/rN,
# each copy keeping the corpus's folders. Also OUT.dxil: the corpus's DXIL containers (883), once.
#
#   tools/bench/make-sm45-set.sh [CORPUS] [OUT] [COPIES]   (default ../shared/corpus, /tmp/dxkit-sm45x10, 10)
#
# Does nothing for a set that is already there with the right number of files.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
corpus="${1:-$here/../shared/corpus}"
out="${2:-/tmp/dxkit-sm45x10}"
copies="${3:-10}"
[ -f "$corpus/MANIFEST.tsv" ] || { echo "no $corpus/MANIFEST.tsv" >&2; exit 2; }
list=$(awk -F'\t' '$4 == "DXBC-SM4.0" || $4 == "DXBC-SM4.1" || $4 == "DXBC-SM5.0" || $4 == "DXBC-SM5.1" {print $1}' "$corpus/MANIFEST.tsv")
n=$(printf '%s\n' "$list" | wc -l)
if [ "$(find "$out" -type f 2>/dev/null | wc -l)" != $((n * copies)) ]; then
  rm -rf "$out"
  for ((r = 0; r < copies; r++)); do
    printf '%s\n' "$list" | while read -r p; do
      mkdir -p "$out/r$r/$(dirname "$p")"
      cp "$corpus/$p" "$out/r$r/$p"
    done
  done
fi
dxil=$(awk -F'\t' '$4 ~ /^DXIL-/ {print $1}' "$corpus/MANIFEST.tsv")
nd=$(printf '%s\n' "$dxil" | wc -l)
if [ "$(find "$out.dxil" -type f 2>/dev/null | wc -l)" != "$nd" ]; then
  rm -rf "$out.dxil"
  printf '%s\n' "$dxil" | while read -r p; do
    mkdir -p "$out.dxil/$(dirname "$p")"
    cp "$corpus/$p" "$out.dxil/$p"
  done
fi
echo "$out: $((n * copies)) containers ($n × $copies); $out.dxil: $nd DXIL containers"
