#!/usr/bin/env bash
# std.sh: time numpredvet against go vet and staticcheck on the same standard
# library packages, in one run, and print wall time and peak memory of each,
# with the ratios against go vet and staticcheck.
#   bench/std.sh [-bin BIN] [-keep DIR] [PKGS...]     (default: std)
# -bin: a prebuilt numpredvet (otherwise built from this checkout, with cgo so
# that default mode can confirm witnesses); -keep: keep every tool's output.
# Each tool gets its own fresh GOCACHE (and staticcheck its own
# STATICCHECK_CACHE), warmed with the compiled dependencies and test variants
# first, so what is timed is the analysis, not compilation, and no tool
# profits from another's cached results. Peak memory is GNU time's %M: the
# largest resident set of one process of the tree (go vet runs up to GOMAXPROCS
# tool processes at once, so the machine-wide peak can be higher).
# Results go to BENCHMARKS.md by hand, with this command line.
set -euo pipefail
repo=$(cd "$(dirname "$0")/.." && pwd)
bin= keep=
while [ $# -gt 0 ]; do
  case $1 in
  -bin) bin=$2; shift 2 ;;
  -keep) keep=$2; shift 2 ;;
  *) break ;;
  esac
done
pkgs=("${@:-std}")
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
if [ -z "$bin" ]; then
  (cd "$repo" && go build -o "$work/numpredvet" ./cmd/numpredvet)
  bin=$work/numpredvet
fi
sc=$(command -v staticcheck || true)
[ -z "$sc" ] && [ -x "$(go env GOPATH)/bin/staticcheck" ] && sc=$(go env GOPATH)/bin/staticcheck
if [ -z "$sc" ]; then
  GOBIN="$work" go install honnef.co/go/tools/cmd/staticcheck@latest >/dev/null 2>&1 && sc=$work/staticcheck ||
    echo "staticcheck: not installed (module proxy unreachable?)"
fi
export GOFLAGS=-buildvcs=false CGO_ENABLED=0
echo "date: $(date -u '+%Y-%m-%d %H:%M UTC'); $(go version); cores: $(nproc); load: $(cut -d' ' -f1-3 /proc/loadavg)"
echo "numpredvet: $bin${sc:+; staticcheck: $sc ($("$sc" -version 2>/dev/null | head -n 1))}"
echo "packages: ${pkgs[*]}"
cache=$work/cache
declare -A wall peak
measure() { # name, command...
  local name=$1; shift
  env GOCACHE="$cache/$name" STATICCHECK_CACHE="$cache/$name-sc" /usr/bin/time -o "$work/$name.time" -f "%e %M" \
    "$@" >"$work/$name.out" 2>"$work/$name.err" || true
  # time -o writes "Command exited with non-zero status N" first when the
  # tool reports something: the figures are on the last line.
  read -r wall[$name] peak[$name] < <(tail -n 1 "$work/$name.time") || { wall[$name]=NaN peak[$name]=0; }
  printf '%-12s %8s s wall  %8s KiB peak RSS  (load %s)\n' "$name:" "${wall[$name]}" "${peak[$name]}" "$(cut -d' ' -f1 /proc/loadavg)"
}
tools=(govet numpredvet strict)
[ -n "$sc" ] && tools+=(staticcheck)
# Warm each tool's own GOCACHE with compiled dependencies and test variants.
cd "$(go env GOROOT)/src"
# Compile once, then copy: the copies hold the same compiled packages and no
# analysis results yet.
GOCACHE="$cache/warm" go list -deps -test -export "${pkgs[@]}" >/dev/null 2>&1 || true
for t in "${tools[@]}"; do cp -a "$cache/warm" "$cache/$t"; done
measure govet go vet "${pkgs[@]}"
measure numpredvet go vet -vettool="$bin" "${pkgs[@]}"
measure strict go vet -vettool="$bin" -bounds.strict -assert.strict "${pkgs[@]}"
[ -n "$sc" ] && measure staticcheck "$sc" "${pkgs[@]}"
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { if (b > 0) printf "%.2f", a / b; else printf "-" }'; }
for t in numpredvet strict; do
  line="$t: wall $(ratio "${wall[$t]}" "${wall[govet]}")x go vet, peak $(ratio "${peak[$t]}" "${peak[govet]}")x go vet"
  [ -n "$sc" ] && line+="; wall $(ratio "${wall[$t]}" "${wall[staticcheck]}")x staticcheck, peak $(ratio "${peak[$t]}" "${peak[staticcheck]}")x staticcheck"
  echo "$line"
done
echo "default-mode reports: $(grep -c '^[^#].*:[0-9]*:[0-9]*: ' "$work/numpredvet.err" || true)"
echo "strict: unproven bounds checks reported: $(grep -c 'not proven in range' "$work/strict.err" || true)," \
  "functions not analysed: $(grep -c 'not analysed' "$work/strict.err" || true), unproven assertions: $(grep -c 'assertion not proven\|not proven unreachable' "$work/strict.err" || true)"
if grep -q 'panic:\|fatal error:\|signal SIG' "$work"/*.err; then echo "CRASH: see the tool outputs"; grep -m 5 'panic:\|fatal error:\|signal SIG' "$work"/*.err; fi
if [ -n "$keep" ]; then mkdir -p "$keep" && cp "$work"/*.out "$work"/*.err "$work"/*.time "$keep"/; fi
