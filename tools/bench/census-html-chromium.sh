#!/usr/bin/env bash
# How long headless Chromium takes to open census HTML pages, measured inside the page, as ratios against
# the first page (the baseline), in one run.
#
#   tools/bench/census-html-chromium.sh BASELINE.html OTHER.html... [-- ROUNDS]   (default 5 rounds)
#
# Each page is copied with a few lines of script added at its end that, on the load event, force a layout
# (reading the body's height) and write performance.now() into the DOM; `chromium --headless --dump-dom`
# prints the DOM and the figure is read back. So the time is the page's own (parse, style, layout, script),
# not Chromium's start-up, which on a shared machine costs seconds and varies more than the pages do.
# Rounds alternate the pages, so that other load falls on all alike; the script prints each page's size,
# every round, the medians and each page's median / the baseline's. Needs `chromium` on PATH.
set -euo pipefail
command -v chromium > /dev/null || { echo "no chromium on PATH" >&2; exit 2; }
pages=()
rounds=5
while [ $# -gt 0 ]; do
  if [ "$1" = "--" ]; then rounds="$2"; shift 2; continue; fi
  pages+=("$1"); shift
done
[ "${#pages[@]}" -ge 1 ] || { echo "usage: $0 BASELINE.html OTHER.html... [-- ROUNDS]" >&2; exit 2; }
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
probe='<script>addEventListener("load",function(){var h=document.body.offsetHeight;var p=document.createElement("pre");p.id="dxkit-load-ms";p.textContent=performance.now().toFixed(1)+" "+h;document.body.appendChild(p)})</script>'
for i in "${!pages[@]}"; do
  python3 - "${pages[$i]}" "$tmp/p$i.html" "$probe" <<'PY'
import sys
src, dst, probe = sys.argv[1], sys.argv[2], sys.argv[3]
html = open(src, encoding="utf-8").read()
at = html.rfind("</body>")
open(dst, "w", encoding="utf-8").write(html[:at] + probe + html[at:] if at >= 0 else html + probe)
PY
done
declare -A times
for r in $(seq 1 "$rounds"); do
  for i in "${!pages[@]}"; do
    ms="$(chromium --headless --no-sandbox --disable-gpu --dump-dom "file://$tmp/p$i.html" 2> /dev/null \
          | sed -n 's/.*<pre id="dxkit-load-ms">\([0-9.]*\) .*/\1/p')"
    [ -n "$ms" ] || { echo "no timing from ${pages[$i]}" >&2; exit 1; }
    times[$i]="${times[$i]:-} $ms"
    echo "round $r  ${pages[$i]}  ${ms} ms"
  done
done
median() { tr ' ' '\n' | grep . | sort -g | awk '{a[NR]=$1} END {print (NR%2 ? a[(NR+1)/2] : (a[NR/2]+a[NR/2+1])/2)}'; }
base="$(echo "${times[0]}" | median)"
for i in "${!pages[@]}"; do
  m="$(echo "${times[$i]}" | median)"
  printf '%-40s %10d bytes  median %8.1f ms  ratio %.2f\n' "${pages[$i]}" "$(stat -c %s "${pages[$i]}")" "$m" \
    "$(echo "$m / $base" | bc -l)"
done
