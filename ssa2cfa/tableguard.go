package ssa2cfa

import (
	"go/token"
	"math"

	"golang.org/x/tools/go/ssa"
)

// tableIndexRead is a read of a table (an element of a ConstTables table,
// or a field of a ConstElemTables element) with its index.
type tableIndexRead struct {
	v, index ssa.Value
	tab      Table
}

// indexReads returns the function's table reads whose elements are known,
// in block and instruction order (computed once).
func (l *lowerer) indexReads() []tableIndexRead {
	if l.guardedReads != nil {
		return *l.guardedReads
	}
	var out []tableIndexRead
	for _, b := range l.fn.Blocks {
		for _, instr := range b.Instrs {
			v, ok := instr.(ssa.Value)
			if !ok {
				continue
			}
			if _, tab, index, ok := l.tableRead(v); ok && tab.contents != nil {
				out = append(out, tableIndexRead{v, index, tab})
			} else if tab, index, ok := l.elemFieldRead(v); ok {
				out = append(out, tableIndexRead{v, index, tab})
			}
		}
	}
	l.guardedReads = &out
	return out
}

// tableGuard returns what outcome k of a branch on a comparison of a
// table read's index with a constant (x op c, as in a switch on the index)
// tells of the reads that come before it on every path: the index is in a
// segment [a, b] of the table, so each read is in the segment's range.
// Nil if the branch tells nothing.
//
// The read's variable holds the value read at the index's current value:
// the index is defined before the read, and the read before the branch,
// on every path, so no path redefines the index after its last read.
func (l *lowerer) tableGuard(in *ssa.If, k int) Expr {
	cmp, ok := in.Cond.(*ssa.BinOp)
	if !ok {
		return nil
	}
	u, op := cmp.X, cmp.Op
	c, isConst := intConst(cmp.Y)
	if !isConst {
		u, op = cmp.Y, flipCompare(cmp.Op)
		if c, isConst = intConst(cmp.X); !isConst {
			return nil
		}
	}
	if k == 1 {
		op = negateCompare(op)
	}
	a, b := int64(math.MinInt64), int64(math.MaxInt64)
	switch op {
	case token.EQL:
		a, b = c, c
	case token.LSS:
		if c == math.MinInt64 {
			return nil
		}
		b = c - 1
	case token.LEQ:
		b = c
	case token.GTR:
		if c == math.MaxInt64 {
			return nil
		}
		a = c + 1
	case token.GEQ:
		a = c
	default:
		return nil
	}
	var out Expr
	for _, r := range l.indexReads() {
		if !l.indexOf(u, r.index) || !dominates(r.v.(ssa.Instruction), in) {
			continue
		}
		n := int64(len(r.tab.contents.elems))
		lo, hi := max(a, 0), min(b, n-1)
		if lo > hi {
			continue
		}
		x := l.expr(r.v)
		if x == nil || !x.Type().IsInt() {
			continue
		}
		vlo, vhi := segmentRange(r.tab, lo, hi)
		if vlo <= r.tab.Lo && vhi >= r.tab.Hi {
			continue
		}
		t := x.Type()
		in := AndExpr(&Binary{Op: Le, X: IntConst(t, vlo), Y: x}, &Binary{Op: Le, X: x, Y: IntConst(t, vhi)})
		if out == nil {
			out = in
		} else {
			out = AndExpr(out, in)
		}
	}
	return out
}

// indexOf reports whether u holds the value of index wherever both are
// defined: a load that reads the same value (see sameLoads), or the
// operand of a conversion to index's type that keeps every value in the
// table's index range (not narrower, same signedness or widening).
func (l *lowerer) indexOf(u, index ssa.Value) bool {
	if conv, ok := index.(*ssa.Convert); ok && keepsSmallInts(conv) {
		index = conv.X
	}
	for _, w := range l.sameLoads(index) {
		if w == u {
			return true
		}
	}
	return false
}

// keepsSmallInts reports a conversion between integer types that maps
// every value its result may take as a table index (0 to n-1, n an int)
// back from the same operand value: the operand's type is no wider.
func keepsSmallInts(conv *ssa.Convert) bool {
	from, ok1 := TypeOf(conv.X.Type())
	to, ok2 := TypeOf(conv.Type())
	return ok1 && ok2 && from.IsInt() && to.IsInt() && from.Width <= to.Width
}
