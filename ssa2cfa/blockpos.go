package ssa2cfa

import (
	"go/ast"
	"go/token"

	"golang.org/x/tools/go/ssa"
)

// blockPos returns the source position a block's location stands for: that
// of its first instruction with a position, else (a branch whose statements
// left no instruction, such as `b = 0` that only feeds a φ) the position of
// the first statement of the if/else branch the block begins, else the
// function's position.
func blockPos(b *ssa.BasicBlock) token.Pos {
	for _, instr := range b.Instrs {
		if p := instr.Pos(); p.IsValid() {
			return p
		}
	}
	if p := branchPos(b); p.IsValid() {
		return p
	}
	return b.Parent().Pos()
}

// branchPos returns the position of the first statement of the then- or
// else-branch that b begins, found from the if statement whose header holds
// the condition ending b's predecessor; NoPos when b does not begin such a
// branch.
func branchPos(b *ssa.BasicBlock) token.Pos {
	return branchPosDepth(b, maxBranchDepth)
}

// maxBranchDepth bounds the walk back through blocks without positions.
const maxBranchDepth = 8

func branchPosDepth(b *ssa.BasicBlock, depth int) token.Pos {
	if b.Comment != "if.then" && b.Comment != "if.else" || depth == 0 {
		return token.NoPos
	}
	syntax := b.Parent().Syntax()
	if syntax == nil {
		return token.NoPos
	}
	for _, pred := range b.Preds {
		if _, ok := pred.Instrs[len(pred.Instrs)-1].(*ssa.If); !ok {
			continue
		}
		stmt := enclosingIf(syntax, lastPos(pred, depth-1))
		if stmt == nil {
			continue
		}
		if b.Comment == "if.then" {
			return firstStmtPos(stmt.Body)
		}
		switch e := stmt.Else.(type) {
		case *ast.BlockStmt:
			return firstStmtPos(e)
		case *ast.IfStmt:
			return e.Pos()
		}
	}
	return token.NoPos
}

// lastPos returns the position of the last instruction of b that has one;
// for a block without any, the position of the branch it begins, or that of
// its only predecessor.
func lastPos(b *ssa.BasicBlock, depth int) token.Pos {
	for i := len(b.Instrs) - 1; i >= 0; i-- {
		if p := b.Instrs[i].Pos(); p.IsValid() {
			return p
		}
	}
	if p := branchPosDepth(b, depth); p.IsValid() {
		return p
	}
	if len(b.Preds) == 1 && depth > 0 {
		return lastPos(b.Preds[0], depth-1)
	}
	return token.NoPos
}

// enclosingIf returns the innermost if statement of root whose header (init
// statement and condition) contains pos, or nil.
func enclosingIf(root ast.Node, pos token.Pos) *ast.IfStmt {
	if !pos.IsValid() {
		return nil
	}
	var found *ast.IfStmt
	ast.Inspect(root, func(n ast.Node) bool {
		if n == nil || pos < n.Pos() || pos >= n.End() {
			return false
		}
		if _, lit := n.(*ast.FuncLit); lit && n != root {
			return false // a nested function's blocks are its own
		}
		if s, ok := n.(*ast.IfStmt); ok && pos < s.Cond.End() {
			found = s
		}
		return true
	})
	return found
}

// firstStmtPos returns the position of a block's first statement, or NoPos
// for an empty block.
func firstStmtPos(b *ast.BlockStmt) token.Pos {
	if b == nil || len(b.List) == 0 {
		return token.NoPos
	}
	return b.List[0].Pos()
}
