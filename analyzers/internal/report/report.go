package report

import (
	"fmt"
	"go/ast"
	"go/token"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ssa"

	"github.com/numpredvet/numpredvet/analyzers/internal/engine"
	"github.com/numpredvet/numpredvet/ssa2cfa"
)

// Categories of diagnostics (stable, for -json consumers).
const (
	CategoryManifest = "manifest"
	CategoryUnproven = "unproven"
	CategoryBudget   = "budget"
)

// Checks reports the verdicts of one function's checks for an analyzer.
func Checks(pass *analysis.Pass, c *ssa2cfa.CFA, res *engine.Result, strict bool) {
	for _, cr := range res.Checks {
		switch {
		case cr.Call != nil:
			if cr.Verdict == engine.Manifest {
				pass.Report(analysis.Diagnostic{
					Pos:      cr.Check.Pos,
					Category: CategoryManifest,
					Message:  callSiteMessage(pass, c, cr),
				})
			}
		case cr.Verdict == engine.Manifest:
			pass.Report(analysis.Diagnostic{
				Pos:      cr.Check.Pos,
				Category: CategoryManifest,
				Message:  manifestMessage(pass.Fset, c, cr),
			})
		case cr.Verdict == engine.Unproven && strict:
			pass.Report(analysis.Diagnostic{
				Pos:      cr.Check.Pos,
				Category: CategoryUnproven,
				Message:  unprovenMessage(cr.Check) + unconfirmed(pass.Fset, c, cr),
			})
		}
	}
}

// Budget reports, in strict mode, that a function was not analysed.
func Budget(pass *analysis.Pass, fn *ssa.Function, strict bool, why string) {
	if !strict || fn == nil {
		return
	}
	pass.Report(analysis.Diagnostic{
		Pos:      fn.Pos(),
		Category: CategoryBudget,
		Message:  fmt.Sprintf("%s not analysed: %s", fn.Name(), why),
	})
}

func subject(chk *ssa2cfa.Check) string {
	if chk.Text != "" {
		return chk.Text
	}
	switch chk.Kind {
	case ssa2cfa.CheckIndex:
		return "index"
	case ssa2cfa.CheckSlice:
		return "slice expression"
	case ssa2cfa.CheckSliceToArray:
		return "conversion"
	case ssa2cfa.CheckAssert:
		return "assertion"
	case ssa2cfa.CheckUnreachable:
		return "unreachable panic"
	}
	return chk.Kind.String()
}

func unprovenMessage(chk *ssa2cfa.Check) string {
	switch chk.Kind {
	case ssa2cfa.CheckIndex:
		return fmt.Sprintf("%s: index not proven in range", subject(chk))
	case ssa2cfa.CheckSlice:
		return fmt.Sprintf("%s: slice bounds not proven in range", subject(chk))
	case ssa2cfa.CheckSliceToArray:
		return fmt.Sprintf("%s: slice length not proven in range for the array", subject(chk))
	case ssa2cfa.CheckAssert:
		return "assertion not proven"
	case ssa2cfa.CheckUnreachable:
		return "panic(\"unreachable\") not proven unreachable"
	}
	return fmt.Sprintf("%s check not proven", chk.Kind)
}

func manifestMessage(fset *token.FileSet, c *ssa2cfa.CFA, cr engine.CheckResult) string {
	var what string
	switch cr.Check.Kind {
	case ssa2cfa.CheckIndex:
		what = fmt.Sprintf("%s: index out of range%s", subject(cr.Check), indexValues(cr.Failing))
	case ssa2cfa.CheckSlice:
		what = fmt.Sprintf("%s: slice bounds out of range%s", subject(cr.Check), sliceValues(c, cr.Check, cr.Failing))
	case ssa2cfa.CheckSliceToArray:
		what = fmt.Sprintf("%s: cannot convert slice%s", subject(cr.Check), conversionValues(cr.Failing))
	case ssa2cfa.CheckAssert:
		what = "assertion fails"
	case ssa2cfa.CheckUnreachable:
		what = "panic(\"unreachable\") is reached"
	default:
		what = fmt.Sprintf("%s check fails", cr.Check.Kind)
	}
	return what + " on " + where(fset, c, cr) + witness(cr)
}

// where names a manifest check's point: "every call" (the entry), "every
// path through line N", or "every path".
func where(fset *token.FileSet, c *ssa2cfa.CFA, cr engine.CheckResult) string {
	if cr.Point == c.Entry {
		return "every call"
	}
	if pos := c.Locs[cr.Point].Pos; pos.IsValid() {
		return fmt.Sprintf("every path through line %d", fset.Position(pos).Line)
	}
	if pos := loopExitOf(c, cr.Point); pos.IsValid() {
		return fmt.Sprintf("every path that leaves the loop at line %d", fset.Position(pos).Line)
	}
	return "every path"
}

// loopExitOf returns the position of the for statement whose loop the
// unpositioned location p leaves (every edge into p an assumption from one
// location in the loop's head block, and p's edges leading out of the
// natural loop), or an invalid position.
func loopExitOf(c *ssa2cfa.CFA, p ssa2cfa.Loc) token.Pos {
	from := ssa2cfa.Loc(-1)
	for _, e := range c.Edges {
		if e.To != p {
			continue
		}
		if _, ok := e.Op.(*ssa2cfa.Assume); !ok || (from >= 0 && e.From != from) {
			return token.NoPos
		}
		from = e.From
	}
	if from < 0 || c.Fn == nil {
		return token.NoPos
	}
	hb := c.Locs[from].Block
	if hb < 0 || hb >= len(c.Fn.Blocks) {
		return token.NoPos
	}
	head := c.Fn.Blocks[hb]
	in, ok := ssa2cfa.NaturalLoop(head)
	var latches []*ssa.BasicBlock
	for _, pred := range head.Preds {
		if in[pred] {
			latches = append(latches, pred)
		}
	}
	if !ok || len(latches) == 0 {
		return token.NoPos
	}
	// p lies in head's block, before the branch's outcome reaches a block
	// of its own: look at the blocks p's edges lead to.
	for _, e := range c.Edges {
		if b := c.Locs[e.To].Block; e.From == p && b >= 0 && b < len(c.Fn.Blocks) && in[c.Fn.Blocks[b]] && b != hb {
			return token.NoPos
		}
	}
	return loopStmt(c.Fn, append([]*ssa.BasicBlock{head}, latches...))
}

// loopStmt returns the position of the innermost for statement of fn
// around the first positioned instruction of the loop head and latches
// blocks (in that order).
func loopStmt(fn *ssa.Function, blocks []*ssa.BasicBlock) token.Pos {
	var at token.Pos
	for _, b := range blocks {
		for _, in := range b.Instrs {
			if pos := in.Pos(); pos.IsValid() && (!at.IsValid() || pos < at) {
				at = pos
			}
		}
		if at.IsValid() {
			break
		}
	}
	syntax := fn.Syntax()
	if !at.IsValid() || syntax == nil {
		return token.NoPos
	}
	var found token.Pos
	ast.Inspect(syntax, func(n ast.Node) bool {
		if n == nil || at < n.Pos() || at >= n.End() {
			return false
		}
		switch n.(type) {
		case *ast.ForStmt, *ast.RangeStmt:
			found = n.Pos()
		}
		return true
	})
	return found
}

// witness formats a manifest check's witness, if it has inputs.
func witness(cr engine.CheckResult) string {
	if len(cr.Witness) == 0 {
		return ""
	}
	parts := make([]string, len(cr.Witness))
	for i, b := range cr.Witness {
		parts[i] = b.Name + "=" + b.Value
	}
	return " (witness: " + strings.Join(parts, ", ") + ")"
}

// Run reports, for every function of the package, the verdicts on the checks
// an analyzer wants.
func Run(pass *analysis.Pass, pr *engine.PackageResult, wanted func(*ssa2cfa.Check) bool, strict bool) {
	for _, nl := range pr.NotLowered {
		// Which checks it has is unknown: it may have some.
		Budget(pass, nl.Fn, strict, nl.Why)
	}
	for _, f := range pr.Funcs() {
		if f.Result == nil {
			continue
		}
		if f.Result.Budget {
			if hasWanted(f.CFA, wanted) {
				Budget(pass, f.CFA.Fn, strict, "budget")
			}
			continue
		}
		filtered := &engine.Result{}
		for _, cr := range f.Result.Checks {
			if wanted(cr.Check) {
				filtered.Checks = append(filtered.Checks, cr)
			}
		}
		Checks(pass, f.CFA, filtered, strict)
	}
}

func hasWanted(c *ssa2cfa.CFA, wanted func(*ssa2cfa.Check) bool) bool {
	for _, chk := range c.Checks {
		if wanted(chk) {
			return true
		}
	}
	return false
}

// unconfirmed explains, for a build without the SMT solver, a check that
// looks manifest but has no witness.
func unconfirmed(fset *token.FileSet, c *ssa2cfa.CFA, cr engine.CheckResult) string {
	if !cr.Unconfirmed {
		return ""
	}
	where := "on every call"
	if pos := c.Locs[cr.Point].Pos; cr.Point != c.Entry && pos.IsValid() {
		where = fmt.Sprintf("on every path through line %d", fset.Position(pos).Line)
	}
	return " (seems to fail " + where + "; no witness: this build has no SMT solver, rebuild with cgo and libz3)"
}
