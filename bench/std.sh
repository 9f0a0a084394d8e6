#!/usr/bin/env bash
# std.sh: time numpredvet against go vet and staticcheck on the same standard
# library packages, in one run, and print wall time and peak memory of each.
#   bench/std.sh [PKGS...]     (default: std)
# Results go to BENCHMARKS.md by hand, with this command line.
set -euo pipefail
cd "$(dirname "$0")/.."
pkgs=("${@:-std}")
bin=$(mktemp -d)
go build -o "$bin/numpredvet" ./cmd/numpredvet
GOBIN="$bin" go install honnef.co/go/tools/cmd/staticcheck@latest >/dev/null 2>&1 || echo "staticcheck: not installed (module proxy unreachable?)"
export GOFLAGS=-buildvcs=false CGO_ENABLED=0
cache=$(mktemp -d)
measure() { # name, command...
  local name=$1; shift
  /usr/bin/time -f "$name: %e s wall, %M KiB peak RSS" env GOCACHE="$cache/$name" "$@" >/dev/null 2>"$bin/$name.err" || true
  tail -n 1 "$bin/$name.err"
}
# Warm the build cache of each tool's own GOCACHE with compiled dependencies.
for t in govet numpredvet strict staticcheck; do GOCACHE="$cache/$t" go list -deps -export "${pkgs[@]}" >/dev/null 2>&1 || true; done
cd "$(go env GOROOT)/src"
measure govet go vet "${pkgs[@]}"
measure numpredvet go vet -vettool="$bin/numpredvet" "${pkgs[@]}"
measure strict go vet -vettool="$bin/numpredvet" -bounds.strict -assert.strict "${pkgs[@]}"
[ -x "$bin/staticcheck" ] && measure staticcheck "$bin/staticcheck" "${pkgs[@]}"
grep -c 'not proven in range' "$bin/strict.err" | sed 's/^/unproven bounds checks (strict): /' || true
