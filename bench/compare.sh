#!/usr/bin/env bash
# compare.sh: wall time, peak memory and report count of two numpredvet
# binaries on the same packages, default and strict mode, each run with its
# own GOCACHE warmed first (so compilation is not timed and neither binary
# profits from the other's cached results).
#
#   bench/compare.sh OLD_BIN NEW_BIN PKG...
#
# Run it from anywhere; packages are resolved in GOROOT/src (std). Keep the
# machine otherwise idle: the figures are wall-clock.
set -euo pipefail
[ $# -ge 3 ] || { echo "usage: $0 OLD_BIN NEW_BIN PKG..." >&2; exit 2; }
old=$(realpath "$1") new=$(realpath "$2"); shift 2
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$(go env GOROOT)/src"
printf '%-8s %-4s %8s %10s %8s\n' mode bin wall_s peak_kib reports
for mode in default strict; do
  flags=()
  [ "$mode" = strict ] && flags=(-bounds.strict -assert.strict)
  for name in old new; do
    bin=$old; [ "$name" = new ] && bin=$new
    cache="$work/cache-$name-$mode"
    GOCACHE=$cache go list -deps -test -export "$@" >/dev/null 2>&1 || true
    GOCACHE=$cache /usr/bin/time -o "$work/time" -f "%e %M" \
      go vet -vettool="$bin" "${flags[@]}" "$@" >"$work/out" 2>&1 || true
    read -r wall peak < <(tail -n 1 "$work/time")
    printf '%-8s %-4s %8s %10s %8s\n' "$mode" "$name" "$wall" "$peak" "$(grep -c ': ' "$work/out" || true)"
  done
done
