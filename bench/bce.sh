#!/usr/bin/env bash
# bce.sh: compare, position by position, the bounds checks the Go compiler
# keeps with the index/slice checks numpredvet's strict mode cannot prove.
#
#   bench/bce.sh [-bin BIN] [-keep DIR] [-from DIR] [-vetflag FLAG]... [PKGS...]   (default PKGS: std)
#
# Run it from a checkout of the module (it lowers the packages with this
# checkout's ssa2cfa to list every index/slice check). With -bin it uses a
# prebuilt numpredvet, otherwise it builds one from the checkout. -keep DIR
# keeps the raw outputs (compiler log, vet JSON, check list, position sets,
# among them kept_unproven.txt: the kept checks numpredvet does not prove);
# -from DIR reuses the compiler log and vet JSON kept by an earlier run on the
# same packages (only the check list is recomputed). Each -vetflag FLAG is
# passed to the numpredvet run too (e.g. -vetflag -nonterm.strict, whose
# reports then appear in the kept vet.json; the bounds count ignores them).
#
# Three sides, all with CGO_ENABLED=0 and from GOROOT/src:
#  compiler:   go build -a -gcflags='-l -d=ssa/check_bce/debug=1' PKGS
#              "file:line:col: Found IsInBounds|IsSliceInBounds" for each
#              check it keeps (inlining off: each at its own position).
#  numpredvet: go vet -vettool=BIN -bounds.strict -json PKGS
#              "not proven in range" at each unproven index/slice; "F not
#              analysed: budget" at a function means all of F's checks are
#              unproven.
#  all checks: a small program (written to a temporary directory under the
#              checkout, removed afterwards) lowers every source function of
#              PKGS (no tests) with ssa2cfa and prints the position of each
#              index/slice check; a function the lowering rejects (too large,
#              internal error) is not analysed by numpredvet either, and its
#              SSA index/slice instructions count as unproven.
# Both the compiler and numpredvet put an index or slice check at the column
# of its '[' (tabs count one column), so positions are compared as
# file:line:col. Excluded on both sides: _test.go files (go vet analyses
# tests, go build does not), files outside PKGS (the compiler also reports
# instantiations of other packages' generic code), and generic functions and
# their closures (the compiler checks them once per shape, numpredvet on the
# generic body; the two do not compare).
set -euo pipefail
repo=$(cd "$(dirname "$0")/.." && pwd)
bin= keep= from= vetflags=()
while [ $# -gt 0 ]; do
  case $1 in
  -bin) bin=$2; shift 2 ;;
  -keep) keep=$2; shift 2 ;;
  -from) from=$(cd "$2" && pwd); shift 2 ;;
  -vetflag) vetflags+=("$2"); shift 2 ;;
  *) break ;;
  esac
done
pkgs=("${@:-std}")
export CGO_ENABLED=0 GOFLAGS=-buildvcs=false
work=$(mktemp -d)
helper=$(mktemp -d "$repo/bench/.bcepos.XXXXXX")
trap 'rm -rf "$work" "$helper"' EXIT
if [ -z "$bin" ] && [ -z "$from" ]; then
  (cd "$repo" && CGO_ENABLED=1 go build -o "$work/numpredvet" ./cmd/numpredvet)
  bin=$work/numpredvet
fi

cat >"$helper/main.go" <<'EOF'
// Command bcepos prints every index and slice check ssa2cfa finds in the
// source functions of the packages:
//
//	FILE abs-path                                  a non-test file of PKGS
//	GEN abs-path startline endline                 a generic function's body
//	FN abs-path:line:col status                    a function (status ok or lowerfail)
//	CHK abs-path:line:col kind fnpos               a check (kind index or slice;
//	                                               a conversion to an array is a slice)
//	ALIAS abs-path:line:col abs-path:line:col      a conversion's operand, where the
//	                                               compiler places its check, and the check
package main

import (
	"fmt"
	"go/ast"
	"go/token"
	"go/types"
	"os"
	"sort"

	"golang.org/x/tools/go/packages"
	"golang.org/x/tools/go/ssa"
	"golang.org/x/tools/go/ssa/ssautil"

	"github.com/numpredvet/numpredvet/ssa2cfa"
)

func main() {
	cfg := &packages.Config{Mode: packages.LoadAllSyntax}
	pkgs, err := packages.Load(cfg, os.Args[1:]...)
	if err != nil {
		fmt.Fprintln(os.Stderr, "bcepos:", err)
		os.Exit(1)
	}
	if packages.PrintErrors(pkgs) > 0 {
		os.Exit(1)
	}
	prog, _ := ssautil.Packages(pkgs, ssa.BuilderMode(0))
	prog.Build()
	for _, p := range pkgs {
		for _, f := range p.CompiledGoFiles {
			fmt.Println("FILE", f)
		}
	}
	fset := prog.Fset
	pos := func(p token.Pos) string {
		q := fset.Position(p)
		return fmt.Sprintf("%s:%d:%d", q.Filename, q.Line, q.Column)
	}
	// The functions the analyzers see (domtypes' SSA): every function
	// declaration of the package's files and, recursively, its literals,
	var fns []*ssa.Function
	var addAnons func(f *ssa.Function)
	addAnons = func(f *ssa.Function) {
		fns = append(fns, f)
		for _, anon := range f.AnonFuncs {
			addAnons(anon)
		}
	}
	for _, p := range pkgs {
		for _, f := range p.Syntax {
			for _, decl := range f.Decls {
				if fdecl, ok := decl.(*ast.FuncDecl); ok {
					if obj, ok := p.TypesInfo.Defs[fdecl.Name].(*types.Func); ok {
						if fn := prog.FuncValue(obj); fn != nil && len(fn.Blocks) > 0 {
							addAnons(fn)
						}
					}
				}
			}
		}
		// and the literals of package-level variables' initializers.
		if sp := prog.Package(p.Types); sp != nil {
			if init := sp.Func("init"); init != nil {
				for _, anon := range init.AnonFuncs {
					addAnons(anon)
				}
			}
		}
	}
	sort.Slice(fns, func(i, j int) bool { return fns[i].Pos() < fns[j].Pos() })
	// The operand of each call-shaped expression (T(x)) by its parenthesis.
	convArg := map[token.Pos]token.Pos{}
	for _, p := range pkgs {
		for _, f := range p.Syntax {
			ast.Inspect(f, func(n ast.Node) bool {
				if call, ok := n.(*ast.CallExpr); ok && len(call.Args) == 1 {
					convArg[call.Lparen] = call.Args[0].Pos()
				}
				return true
			})
		}
	}
	for _, fn := range fns {
		top := fn
		for top.Parent() != nil {
			top = top.Parent()
		}
		if top.TypeParams().Len() > 0 || top.Origin() != nil {
			if syn := top.Syntax(); syn != nil && fn == top {
				fmt.Printf("GEN %s %d %d\n", fset.Position(syn.Pos()).Filename, fset.Position(syn.Pos()).Line, fset.Position(syn.End()).Line)
			}
			continue
		}
		c, err := lower(fn)
		if err != nil {
			fmt.Printf("FN %s lowerfail %s\n", pos(fn.Pos()), fn)
			for _, b := range fn.Blocks {
				for _, in := range b.Instrs {
					var p token.Pos
					kind := "index"
					switch in := in.(type) {
					case *ssa.IndexAddr:
						p = in.Pos()
					case *ssa.Index:
						p = in.Pos()
					case *ssa.Lookup:
						if _, ok := in.X.Type().Underlying().(*types.Map); !ok {
							p = in.Pos()
						}
					case *ssa.Slice:
						p, kind = in.Pos(), "slice"
					}
					if p.IsValid() {
						fmt.Printf("CHK %s %s %s\n", pos(p), kind, pos(fn.Pos()))
					}
				}
			}
			continue
		}
		fmt.Printf("FN %s ok %s\n", pos(fn.Pos()), fn)
		for _, chk := range c.Checks {
			var kind string
			switch chk.Kind {
			case ssa2cfa.CheckIndex:
				kind = "index"
			case ssa2cfa.CheckSlice, ssa2cfa.CheckSliceToArray:
				kind = "slice"
			default:
				continue
			}
			if !chk.Pos.IsValid() {
				continue
			}
			fmt.Printf("CHK %s %s %s\n", pos(chk.Pos), kind, pos(fn.Pos()))
			// The compiler places a conversion's check at its operand,
			// numpredvet at its parenthesis.
			if arg, ok := convArg[chk.Pos]; ok && chk.Kind == ssa2cfa.CheckSliceToArray {
				fmt.Printf("ALIAS %s %s\n", pos(arg), pos(chk.Pos))
			}
		}
	}
}

func lower(fn *ssa.Function) (c *ssa2cfa.CFA, err error) {
	defer func() {
		if p := recover(); p != nil {
			c, err = nil, fmt.Errorf("panic: %v", p)
		}
	}()
	return ssa2cfa.Lower(fn)
}
EOF

goroot=$(go env GOROOT)
echo "numpredvet: $bin; go: $(go version); packages: ${pkgs[*]}" >&2
(cd "$repo" && go run "./bench/$(basename "$helper")" "${pkgs[@]}") >"$work/checks.txt" 2>"$work/checks.err" || {
  # go/packages resolves std patterns from any directory.
  cat "$work/checks.err" >&2; exit 1; }
cd "$goroot/src"
if [ -n "$from" ]; then cp "$from/compiler.txt" "$from/vet.json" "$work/"; else
# The compiler side. -a: rebuild so that every package prints its checks.
go build -a -gcflags='-l -d=ssa/check_bce/debug=1' "${pkgs[@]}" >"$work/compiler.txt" 2>&1 || true
# numpredvet strict; vet exits non-zero when it reports. A fresh GOCACHE:
# go vet does not print the -json output of a run it finds in its cache (a
# second run of the same binary on the same packages printed nothing for
# path and unicode/utf8, whose checks then all counted as proven).
GOCACHE="$work/vetcache" go vet -vettool="$bin" -bounds.strict "${vetflags[@]}" -json "${pkgs[@]}" >"$work/vet.json" 2>&1 || true
fi

python3 - "$work" "$goroot/src" <<'EOF'
import json, os, re, sys
work, src = sys.argv[1], sys.argv[2]
files, gen, fnstatus, checks = set(), {}, {}, {}  # checks: pos -> (kind, fnpos)
alias = {}  # the compiler's position of a conversion's check -> numpredvet's
for line in open(f"{work}/checks.txt"):
    f = line.split()
    if not f: continue
    if f[0] == "FILE": files.add(f[1])
    elif f[0] == "GEN": gen.setdefault(f[1], []).append((int(f[2]), int(f[3])))
    elif f[0] == "FN": fnstatus[f[1]] = f[2]
    elif f[0] == "CHK": checks.setdefault(f[1], (f[2], f[3]))
    elif f[0] == "ALIAS": alias[f[1]] = f[2]
def norm(p):
    # absolute file:line:col
    m = re.match(r"^(.*?):(\d+):(\d+)", p)
    if not m: return None
    fn = m.group(1)
    if not os.path.isabs(fn): fn = os.path.join(src, fn)
    return f"{os.path.normpath(fn)}:{m.group(2)}:{m.group(3)}"
def inscope(p):
    fn, line, _ = p.rsplit(":", 2)
    if fn not in files or fn.endswith("_test.go"): return False
    return not any(a <= int(line) <= b for a, b in gen.get(fn, ()))
# compiler
kept = set()
for line in open(f"{work}/compiler.txt"):
    if "Found IsInBounds" in line or "Found IsSliceInBounds" in line:
        p = norm(line)
        p = alias.get(p, p)
        if p and inscope(p): kept.add(p)
# numpredvet strict
text = open(f"{work}/vet.json").read()
dec, i, objs = json.JSONDecoder(), 0, []
other = []
while i < len(text):
    if text[i] == "{":
        o, j = dec.raw_decode(text, i); objs.append(o); i = j
    else:
        j = text.find("\n", i); j = len(text) if j < 0 else j + 1
        ln = text[i:j].strip()
        if ln and not ln.startswith("#"): other.append(ln)
        i = j
unproven, budget = set(), set()
for o in objs:
    for pkg, an in o.items():
        for d in an.get("bounds", []) if isinstance(an, dict) else []:
            p = norm(d["posn"])
            if d.get("category") == "budget": budget.add(p)
            elif "not proven in range" in d["message"] and p and inscope(p): unproven.add(p)
        if isinstance(an, dict) and "error" in an: other.append(f"{pkg}: {an['error']}")
allchk = {p for p in checks if inscope(p)}
why = {}
for p in allchk:
    kind, fnpos = checks[p]
    if fnstatus.get(fnpos) == "lowerfail": unproven.add(p); why[p] = "lowerfail"
    elif fnpos in budget: unproven.add(p); why[p] = "budget"
unproven_nochk = unproven - allchk
unproven &= allchk
km = kept & allchk
proven_kept = km - unproven
elim_unproven = sorted(unproven - kept)
nk = len(kept)
print(f"index/slice checks (numpredvet, non-generic, non-test): {len(allchk)}"
      f"  (index {sum(1 for p in allchk if checks[p][0]=='index')}, slice {sum(1 for p in allchk if checks[p][0]=='slice')})")
print(f"  in functions not lowered: {sum(1 for p in allchk if fnstatus.get(checks[p][1])=='lowerfail')}"
      f"; in functions over budget: {sum(1 for p in allchk if why.get(p)=='budget')} ({len(budget)} functions)")
print(f"compiler keeps: {nk} positions; {len(km)} of them at a numpredvet check, {nk-len(km)} elsewhere")
print(f"numpredvet unproven (strict): {len(unproven)}  (+{len(unproven_nochk)} reports at no listed check)")
print(f"  of the {len(km)} kept by the compiler, numpredvet proves {len(proven_kept)}"
      f" ({100*len(proven_kept)/max(1,len(km)):.1f}%)")
print(f"  eliminated by the compiler but not proven by numpredvet: {len(elim_unproven)}"
      f" ({sum(1 for p in elim_unproven if p in why)} of them by budget/lowering)")
print(f"  proven by numpredvet overall: {len(allchk)-len(unproven)} of {len(allchk)}"
      f" ({100*(len(allchk)-len(unproven))/max(1,len(allchk)):.1f}%)")
if other:
    print(f"other vet output ({len(other)} lines), first: {other[0][:200]}")
with open(f"{work}/elim_unproven.txt", "w") as f:
    for p in elim_unproven:
        fn, line, col = p.rsplit(":", 2)
        try: srcline = open(fn).read().split("\n")[int(line)-1].strip()
        except Exception: srcline = "?"
        f.write(f"{os.path.relpath(p, src)}\t{why.get(p, 'unproven')}\t{srcline}\n")
with open(f"{work}/kept_unproven.txt", "w") as f:
    for p in sorted(km & unproven):
        fn, line, col = p.rsplit(":", 2)
        try: srcline = open(fn).read().split("\n")[int(line)-1].strip()
        except Exception: srcline = "?"
        f.write(f"{os.path.relpath(p, src)}\t{why.get(p, 'unproven')}\t{srcline}\n")
with open(f"{work}/kept_nocheck.txt", "w") as f:
    for p in sorted(kept - allchk): f.write(os.path.relpath(p, src) + "\n")
with open(f"{work}/unproven_nocheck.txt", "w") as f:
    for p in sorted(unproven_nochk): f.write(os.path.relpath(p, src) + "\n")
EOF
echo "eliminated by the compiler, not proven by numpredvet (first 40; all in elim_unproven.txt with -keep):"
head -n 40 "$work/elim_unproven.txt"
if [ -n "$keep" ]; then mkdir -p "$keep" && cp "$work"/*.txt "$work"/vet.json "$keep"/; fi
