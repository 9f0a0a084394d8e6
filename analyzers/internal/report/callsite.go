package report

import (
	"bytes"
	"fmt"
	"go/ast"
	"go/printer"
	"go/token"
	"go/types"
	"path"
	"path/filepath"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/numpredvet/numpredvet/analyzers/internal/engine"
	"github.com/numpredvet/numpredvet/ssa2cfa"
)

// Call-site checks (a callee's precondition at a call, see
// engine.CallSite) are reported when manifest, in both modes, at the call:
// the call's text, the failure, the callee's check it makes certain, the
// point and the witness, as in
//
//	at(nil, 0): index out of range [0] with length 0 in at (line 10) on every call
//
// An unproven call-site check is not reported, not even in strict mode:
// strict mode reports the callee's own check, which is not proven either,
// and one latent failure is reported once.

// callSiteMessage is the message of a manifest call-site check.
func callSiteMessage(pass *analysis.Pass, c *ssa2cfa.CFA, cr engine.CheckResult) string {
	var what string
	switch cr.Check.Kind {
	case ssa2cfa.CheckIndex:
		what = "index out of range" + indexValues(cr.Failing)
	case ssa2cfa.CheckSlice:
		bound := "capacity"
		if cr.Call.Length {
			bound = "length"
		}
		what = "slice bounds out of range" + boundValues(bound, cr.Failing)
	case ssa2cfa.CheckSliceToArray:
		what = "cannot convert slice" + conversionValues(cr.Failing)
	case ssa2cfa.CheckAssert:
		what = "assertion fails"
	case ssa2cfa.CheckUnreachable:
		what = "panic(\"unreachable\") is reached"
	default:
		what = cr.Check.Kind.String() + " check fails"
	}
	return fmt.Sprintf("%s: %s in %s on %s%s", callText(pass, cr.Check.Pos, cr.Call), what, calleeCheck(pass, cr.Check.Pos, cr.Call), where(pass.Fset, c, cr), witness(cr))
}

// callText is the source text of the call at pos (the position of its
// opening parenthesis), else the callee's name.
func callText(pass *analysis.Pass, pos token.Pos, site *engine.CallSite) string {
	for _, f := range pass.Files {
		if f.Pos() > pos || pos > f.End() {
			continue
		}
		var found *ast.CallExpr
		ast.Inspect(f, func(n ast.Node) bool {
			if found != nil || n == nil || n.Pos() > pos || pos > n.End() {
				return false
			}
			if call, ok := n.(*ast.CallExpr); ok && call.Lparen == pos {
				found = call
				return false
			}
			return true
		})
		if found != nil {
			return exprText(pass.Fset, found)
		}
	}
	return site.Callee.Name() + "(...)"
}

// maxCallText bounds the length of a call's text in a message.
const maxCallText = 80

// exprText is the source text of e on one line, shortened to maxCallText
// characters.
func exprText(fset *token.FileSet, e ast.Expr) string {
	var b bytes.Buffer
	if err := printer.Fprint(&b, fset, e); err != nil {
		return types.ExprString(e)
	}
	lines := strings.Split(b.String(), "\n")
	for i := range lines {
		lines[i] = strings.TrimSpace(lines[i])
	}
	s := strings.Join(lines, " ")
	if r := []rune(s); len(r) > maxCallText {
		s = string(r[:maxCallText-1]) + "…"
	}
	return s
}

// calleeCheck names the failing check of site: its function, qualified
// by its package outside pass's, and its line, with the file's name
// outside the call's file.
func calleeCheck(pass *analysis.Pass, pos token.Pos, site *engine.CallSite) string {
	fn := site.Func
	local := pass.Pkg != nil && site.Pkg == pass.Pkg.Path()
	if !local && site.Pkg != "" {
		fn = path.Base(site.Pkg) + "." + fn
	}
	if site.Line == 0 {
		return fn
	}
	if local && site.File == filepath.Base(pass.Fset.Position(pos).Filename) {
		return fmt.Sprintf("%s (line %d)", fn, site.Line)
	}
	return fmt.Sprintf("%s (%s:%d)", fn, site.File, site.Line)
}
