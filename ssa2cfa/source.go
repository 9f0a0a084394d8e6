package ssa2cfa

import (
	"go/ast"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/ssa"
)

// sourceText finds the source text of checked expressions by the position
// go/ssa gives their instructions (Lbrack of index and slice expressions,
// OpPos of binary expressions, Lparen of calls).
type sourceText map[token.Pos]ast.Expr

func newSourceText(fn *ssa.Function) sourceText {
	st := sourceText{}
	syntax := fn.Syntax()
	if syntax == nil {
		return st
	}
	ast.Inspect(syntax, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.IndexExpr:
			st[n.Lbrack] = n
		case *ast.SliceExpr:
			st[n.Lbrack] = n
		case *ast.BinaryExpr:
			st[n.OpPos] = n
		case *ast.CallExpr:
			st[n.Lparen] = n
		}
		return true
	})
	return st
}

// at returns the text of the expression checked at pos ("a[i]", "x / y",
// "assert(i < n)"), or "".
func (st sourceText) at(pos token.Pos) string {
	e, ok := st[pos]
	if !ok {
		return ""
	}
	s := types.ExprString(e)
	const max = 60
	if len(s) > max {
		s = s[:max-3] + "..."
	}
	return s
}
