package ssa2cfa

import (
	"go/constant"
	"go/token"
	"go/types"
	"slices"

	"golang.org/x/tools/go/ssa"
)

// maxTablePairs bounds the earlier reads of a sorted table each read is
// ordered against.
const maxTablePairs = 4

// tableRead returns the table an element read v reads from (see
// ConstTables), with the index it reads: a load of an element's address
// (an array variable's, or a loaded slice variable's), or an element of a
// loaded array or string variable, or of a constant string. g is nil for a
// constant string.
func (l *lowerer) tableRead(v ssa.Value) (g *ssa.Global, tab Table, index ssa.Value, ok bool) {
	var base ssa.Value
	switch v := v.(type) {
	case *ssa.UnOp:
		addr, isAddr := v.X.(*ssa.IndexAddr)
		if v.Op != token.MUL || !isAddr {
			return nil, Table{}, nil, false
		}
		base, index = addr.X, addr.Index
		if gl, ok := base.(*ssa.Global); ok {
			tab, ok := l.tables[gl]
			return gl, tab, index, ok
		}
	case *ssa.Index:
		base, index = v.X, v.Index
		if k, isConst := base.(*ssa.Const); isConst && k.Value != nil && k.Value.Kind() == constant.String {
			s := constant.StringVal(k.Value)
			return nil, StringTable(s), index, len(s) > 0
		}
	default:
		return nil, Table{}, nil, false
	}
	load, isLoad := base.(*ssa.UnOp)
	if !isLoad || load.Op != token.MUL {
		return nil, Table{}, nil, false
	}
	gl, isGlobal := load.X.(*ssa.Global)
	if !isGlobal {
		return nil, Table{}, nil, false
	}
	tab, ok = l.tables[gl]
	return gl, tab, index, ok
}

// readTable assumes what the table an element read v reads from says of
// it: its range, and for a sorted table its order against the reads of the
// same table that dominate it (t[i] <= t[j] where i <= j).
func (l *lowerer) readTable(v ssa.Value) {
	g, tab, index, ok := l.tableRead(v)
	if !ok {
		return
	}
	x := l.expr(v)
	if x == nil || !x.Type().IsInt() {
		return
	}
	t := x.Type()
	l.assumeRange(x, tab, v.Pos())
	l.assumeSegments(x, tab, index, v.Pos())
	if g == nil || tab.Ascending == tab.Descending {
		return // unsorted, or constant (its range says all)
	}
	i := l.expr(index)
	if i == nil {
		return
	}
	for _, u := range l.dominatingReads(g, v) {
		_, _, uindex, _ := l.tableRead(u)
		ui, ux := l.expr(uindex), l.expr(u)
		if ui == nil || ux == nil || ui.Type() != i.Type() || ux.Type() != t {
			continue
		}
		lo, hi := ux, Expr(x) // t[ui] <= t[i] when ui <= i, if ascending
		if tab.Descending {
			lo, hi = x, ux
		}
		l.emit(&Assume{Cond: &Binary{Op: LOr, X: &Binary{Op: Gt, X: ui, Y: i}, Y: &Binary{Op: Le, X: lo, Y: hi}}}, v.Pos())
		l.emit(&Assume{Cond: &Binary{Op: LOr, X: &Binary{Op: Gt, X: i, Y: ui}, Y: &Binary{Op: Le, X: hi, Y: lo}}}, v.Pos())
	}
}

// maxSegments bounds the segments a table read is split into.
const maxSegments = 16

// assumeSegments assumes, for each segment of tab that the function's
// guards on the index mark out (see guardCuts), that x read at an index in
// it is in the segment's range, where that is narrower than the table's:
// i < a || i > b || lo <= x && x <= hi. A lookup whose index a guard
// confines to one segment (a trie's first byte, c0 in [0xE0, 0xEF]) thus
// gets that segment's range.
func (l *lowerer) assumeSegments(x Expr, tab Table, index ssa.Value, pos token.Pos) {
	i := l.expr(index)
	if i == nil || !i.Type().IsInt() {
		return
	}
	it, t := i.Type(), x.Type()
	for _, sg := range segmentsOf(tab, l.sameLoads(index), it) {
		if sg.lo <= tab.Lo && sg.hi >= tab.Hi {
			continue
		}
		outside := &Binary{Op: LOr, X: &Binary{Op: Lt, X: i, Y: IntConst(it, sg.a)}, Y: &Binary{Op: Gt, X: i, Y: IntConst(it, sg.b)}}
		within := &Binary{Op: LAnd, X: &Binary{Op: Le, X: IntConst(t, sg.lo), Y: x}, Y: &Binary{Op: Le, X: x, Y: IntConst(t, sg.hi)}}
		l.emit(&Assume{Cond: &Binary{Op: LOr, X: outside, Y: within}}, pos)
	}
}

// segment is a run [a, b] of a table's indexes whose elements are in
// [lo, hi].
type segment struct{ a, b, lo, hi int64 }

// segmentsOf returns the segments of tab's elements that the function's
// comparisons with constants of index (the values that hold it) cut (see
// guardCuts), clipped to what the index's type it can hold, neighbours of
// the same range merged; nil if there are none to tell apart, or more
// than maxSegments.
func segmentsOf(tab Table, index []ssa.Value, it Type) []segment {
	if tab.contents == nil {
		return nil
	}
	n := int64(len(tab.contents.elems))
	if n < 2 {
		return nil
	}
	cuts := guardCuts(index, n)
	if len(cuts) == 0 {
		return nil
	}
	starts := append([]int64{0}, cuts...)
	var out []segment
	for k, a := range starts {
		b := n - 1
		if k+1 < len(starts) {
			b = starts[k+1] - 1
		}
		if a > it.MaxInt64() || it.MinInt64() > b {
			continue // the index's type cannot reach the segment
		}
		lo, hi := segmentRange(tab, a, b)
		a, b = max(a, it.MinInt64()), min(b, it.MaxInt64())
		if last := len(out) - 1; last >= 0 && out[last].b+1 == a && out[last].lo == lo && out[last].hi == hi {
			out[last].b = b
			continue
		}
		out = append(out, segment{a, b, lo, hi})
	}
	if len(out) < 2 || len(out) > maxSegments {
		return nil
	}
	return out
}

// sameLoads returns v with the loads that read the same value (see
// lowerer.same): those of a variable a closure captures, for one.
func (l *lowerer) sameLoads(v ssa.Value) []ssa.Value {
	root, ok := l.same[v]
	if !ok {
		root = v
	}
	if l.sameOf == nil {
		l.sameOf = map[ssa.Value][]ssa.Value{}
		for u, r := range l.same {
			l.sameOf[r] = append(l.sameOf[r], u)
		}
	}
	return append([]ssa.Value{root}, l.sameOf[root]...)
}

// segmentRange is the range of tab's elements a through b (with 0 when
// every element may be 0).
func segmentRange(tab Table, a, b int64) (lo, hi int64) {
	elems := tab.contents.elems
	lo, hi = elems[a], elems[a]
	for _, v := range elems[a : b+1] {
		lo, hi = min(lo, v), max(hi, v)
	}
	if tab.contents.zero {
		lo, hi = min(lo, 0), max(hi, 0)
	}
	return lo, hi
}

// guardCuts returns, ascending, the indexes in (0, n) at which a
// comparison of the index (one of the values index, or of a value one
// converts) with a constant changes its outcome: x < k and x >= k cut at
// k, x <= k and x > k at k+1, x == k and x != k at both.
func guardCuts(index []ssa.Value, n int64) []int64 {
	var vals []ssa.Value
	for _, v := range index {
		vals = append(vals, v)
		if conv, ok := v.(*ssa.Convert); ok {
			vals = append(vals, conv.X)
		}
	}
	seen := map[int64]bool{}
	var out []int64
	cut := func(k int64) {
		if k > 0 && k < n && !seen[k] {
			seen[k] = true
			out = append(out, k)
		}
	}
	for _, x := range vals {
		constComparisons(x, func(op token.Token, k int64) {
			switch op {
			case token.LSS, token.GEQ:
				cut(k)
			case token.LEQ, token.GTR:
				cut(k + 1)
			case token.EQL, token.NEQ:
				cut(k)
				cut(k + 1)
			}
		})
	}
	slices.Sort(out)
	return out
}

// constComparisons calls f for each comparison of x with a constant k, as
// x op k.
func constComparisons(x ssa.Value, f func(op token.Token, k int64)) {
	refs := x.Referrers()
	if refs == nil {
		return
	}
	for _, r := range *refs {
		b, ok := r.(*ssa.BinOp)
		if !ok {
			continue
		}
		op, other := b.Op, b.Y
		if b.Y == x {
			op, other = flipCompare(b.Op), b.X
		}
		if k, ok := intConst(other); ok {
			f(op, k)
		}
	}
}

// flipCompare returns the comparison with its operands swapped.
func flipCompare(op token.Token) token.Token {
	switch op {
	case token.LSS:
		return token.GTR
	case token.GTR:
		return token.LSS
	case token.LEQ:
		return token.GEQ
	case token.GEQ:
		return token.LEQ
	}
	return op
}

// negateCompare returns the comparison that holds when op does not.
func negateCompare(op token.Token) token.Token {
	switch op {
	case token.LSS:
		return token.GEQ
	case token.LEQ:
		return token.GTR
	case token.GTR:
		return token.LEQ
	case token.GEQ:
		return token.LSS
	case token.EQL:
		return token.NEQ
	case token.NEQ:
		return token.EQL
	}
	return op
}

// assumeRange assumes that x is in tab's range.
func (l *lowerer) assumeRange(x Expr, tab Table, pos token.Pos) {
	t := x.Type()
	l.emit(&Assume{Cond: &Binary{Op: Le, X: IntConst(t, tab.Lo), Y: x}}, pos)
	l.emit(&Assume{Cond: &Binary{Op: Le, X: x, Y: IntConst(t, tab.Hi)}}, pos)
}

// readField assumes what FieldRanges says of the field a read v reads: a
// load through a field's address, or a field of a struct value.
func (l *lowerer) readField(v ssa.Value) {
	if len(l.fields) == 0 && len(l.fieldInv) == 0 {
		return
	}
	var xt types.Type
	var index int
	switch v := v.(type) {
	case *ssa.UnOp:
		fa, ok := v.X.(*ssa.FieldAddr)
		if !ok || v.Op != token.MUL {
			return
		}
		xt, index = fa.X.Type(), fa.Field
	case *ssa.Field:
		xt, index = v.X.Type(), v.Field
	default:
		return
	}
	st := StructOf(xt)
	if st == nil {
		return
	}
	tab, ok := l.fields[st.Field(index)]
	if !ok {
		fv := st.Field(index)
		if _, ok = l.fieldInv[fv]; !ok {
			return
		}
		if u, ok := v.(*ssa.UnOp); ok && l.cellRead(v, u.X.(*ssa.FieldAddr).X, fv) {
			return
		}
		if !l.settledRead(v, fv) {
			return
		}
		tab = l.fieldInv[fv]
	}
	if x := l.expr(v); x != nil && x.Type().IsInt() {
		l.assumeRange(x, tab, v.Pos())
	}
}

// dominatingReads returns up to maxTablePairs reads of g in the function
// that dominate v, the last in block order first: wherever v runs, their
// variables hold the values of their latest run, as those of their indexes
// do.
func (l *lowerer) dominatingReads(g *ssa.Global, v ssa.Value) []ssa.Value {
	if l.tableReads == nil {
		l.tableReads = map[*ssa.Global][]ssa.Value{}
		l.readIndex = map[ssa.Value]int{}
		for _, b := range l.fn.Blocks {
			for i, instr := range b.Instrs {
				if u, ok := instr.(ssa.Value); ok {
					if ug, _, _, ok := l.tableRead(u); ok && ug != nil {
						l.tableReads[ug] = append(l.tableReads[ug], u)
						l.readIndex[u] = i
					}
				}
			}
		}
	}
	vb, vi := v.(ssa.Instruction).Block(), l.readIndex[v]
	reads := l.tableReads[g]
	var out []ssa.Value
	for k := len(reads) - 1; k >= 0 && len(out) < maxTablePairs; k-- {
		u := reads[k]
		ub := u.(ssa.Instruction).Block()
		if ub == vb && l.readIndex[u] < vi || ub != vb && ub.Dominates(vb) {
			out = append(out, u)
		}
	}
	return out
}
