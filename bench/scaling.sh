#!/usr/bin/env bash
# scaling.sh: time numpredvet on Yasm's T1(n) and T2(n) (written by the shared
# generator, ../shared/bench/gen) for n = 20, 50, 100, 200, 500 (or the sizes
# given), and print one line per program: the median wall time of 5 runs of
# the tool on the package alone (numpredvet -assert.strict -nonterm.strict,
# run directly: its type-checking and SSA building included), the time per
# level, and the reports.
#   bench/scaling.sh [-bin BIN] [N...]
# T1's assertion fails for some inputs (one strict report), T2's hold (none).
set -euo pipefail
repo=$(cd "$(dirname "$0")/.." && pwd)
bin=
if [ "${1:-}" = -bin ]; then
  bin=$2
  shift 2
fi
sizes=("${@:-20 50 100 200 500}")
sizes=(${sizes[*]})
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
if [ -z "$bin" ]; then
  (cd "$repo" && go build -o "$work/numpredvet" ./cmd/numpredvet)
  bin=$work/numpredvet
fi
gen="$repo/../shared/bench"
for n in "${sizes[@]}"; do
  for k in T1 T2; do
    (cd "$gen" && go run ./gen -kind "$k" -n "$n" -o "$work/corpus" >/dev/null)
  done
done
printf '%-8s %8s %12s  %s\n' case "wall (s)" "per level" reports
for k in t1 t2; do
  for n in "${sizes[@]}"; do
    d="$work/corpus/${k}_n$n"
    times=()
    for _ in 1 2 3 4 5; do
      s=$(date +%s.%N)
      out=$(cd "$work/corpus" && "$bin" -assert.strict -nonterm.strict "./${k}_n$n/" 2>&1 || true)
      e=$(date +%s.%N)
      times+=("$(echo "$e - $s" | bc)")
    done
    med=$(printf '%s\n' "${times[@]}" | sort -n | sed -n 3p)
    reports=$(printf '%s' "$out" | grep -c . || true)
    printf '%-8s %8.3f %12.5f  %s\n' "${k}_n$n" "$med" "$(echo "$med / $n" | bc -l)" "$reports"
  done
done
