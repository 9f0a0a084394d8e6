package ssa2cfa

import (
	"go/constant"
	"unicode/utf8"

	"golang.org/x/tools/go/ssa"
)

// maxRune is the greatest rune a range over a string yields
// (unicode.MaxRune; invalid UTF-8 yields utf8.RuneError).
const maxRune = 0x10FFFF

// A range over a string s (it = range s; okv = next it) is lowered with a
// variable for the iterator's byte offset p, 0 at the range: each next
// either finds p == len(s) (ok false) or yields key := p and rune r in
// [0, MaxRune], and advances p by the rune's encoded size, 1 to 4 bytes,
// without passing len(s) (exactly 1 for a constant of one-byte runes).
// So in the body 0 <= key < len(s), and the key increases. The new offset is havoc (the lowering does not decode UTF-8);
// its variable stands for the Range value.

// stringRange returns the Next of a range over a string, or nil.
func stringRange(rng *ssa.Range) *ssa.Next {
	if !isString(rng.X.Type()) {
		return nil
	}
	for _, r := range *rng.Referrers() {
		if next, ok := r.(*ssa.Next); ok && next.IsString {
			return next
		}
	}
	return nil
}

// rangeIter starts the offset of a range over a string.
func (l *lowerer) rangeIter(in *ssa.Range) {
	if stringRange(in) == nil || l.lenExpr(in.X) == nil {
		return
	}
	p := l.c.NewVar(VarInfo{Name: "offset(" + valueName(in.X) + ")", Type: Int, Role: RoleValue, Value: in, Max: MaxLen})
	l.c.valueVar[in] = p
	l.emit(&Assign{Vars: []Var{p}, Exprs: []Expr{IntConst(Int, 0)}}, in.Pos())
}

// next lowers the step of a range over a string started by rangeIter; other
// iterators are left to their Extracts, havoc.
func (l *lowerer) next(in *ssa.Next) {
	rng, ok := in.Iter.(*ssa.Range)
	if !ok {
		return
	}
	p, ok := l.c.valueVar[rng]
	if !ok {
		return
	}
	n := l.lenExpr(rng.X)
	okVar, _ := l.tupleResult(in, 0)
	key, _ := l.tupleResult(in, 1)
	r, _ := l.tupleResult(in, 2)
	if key < 0 {
		// The key is not used: a variable of its own (whose value is the
		// Next) still says where the next rune starts.
		key = l.c.NewVar(VarInfo{Name: "key", Type: Int, Role: RoleValue, Value: in})
	}
	if okVar < 0 || l.c.Vars[key].Type != Int {
		return // not a string range
	}
	pos := rng.Pos()
	ref := l.c.Ref
	from := l.cur
	join := l.c.NewLoc(LocInfo{Pos: pos, Block: l.block})
	// Exhausted: the offset never passes len(s), so it is len(s) (which
	// a domain that widened its bound away still learns here).
	l.emit(&Assume{Cond: &Binary{Op: Eq, X: ref(p), Y: n}}, pos)
	l.c.AddEdge(l.cur, join, &Assign{Vars: []Var{okVar}, Exprs: []Expr{False}}, pos)
	// The next rune.
	l.cur = from
	l.emit(&Assume{Cond: &Binary{Op: Lt, X: ref(p), Y: n}}, pos)
	l.emit(&Assign{Vars: []Var{key}, Exprs: []Expr{ref(p)}}, pos)
	lo, hi, ascii := runeRange(rng.X)
	if r >= 0 {
		rt := l.c.Vars[r].Type
		l.emit(&Havoc{Vars: []Var{r}, Reason: "range"}, pos)
		l.emit(&Assume{Cond: AndExpr(&Binary{Op: Le, X: IntConst(rt, lo), Y: ref(r)},
			&Binary{Op: Le, X: ref(r), Y: IntConst(rt, hi)})}, pos)
	}
	if ascii {
		// Every rune of the constant is one byte long.
		l.emit(&Assign{Vars: []Var{p}, Exprs: []Expr{&Binary{Op: Add, X: ref(key), Y: IntConst(Int, 1)}}}, pos)
		l.c.AddEdge(l.cur, join, &Assign{Vars: []Var{okVar}, Exprs: []Expr{True}}, pos)
		l.cur = join
		return
	}
	l.emit(&Havoc{Vars: []Var{p}, Reason: "range"}, pos)
	// key < len(s) <= MaxLen: key+4 cannot wrap.
	adv := AndExpr(&Binary{Op: Lt, X: ref(key), Y: ref(p)},
		AndExpr(&Binary{Op: Le, X: ref(p), Y: &Binary{Op: Add, X: ref(key), Y: IntConst(Int, 4)}},
			&Binary{Op: Le, X: ref(p), Y: n}))
	l.emit(&Assume{Cond: adv}, pos)
	l.c.AddEdge(l.cur, join, &Assign{Vars: []Var{okVar}, Exprs: []Expr{True}}, pos)
	l.cur = join
}

// runeRange returns the least and greatest rune a range over s yields:
// those of its runes if s is a constant (ascii if each is one byte long),
// else 0 and MaxRune.
func runeRange(s ssa.Value) (lo, hi int64, ascii bool) {
	k, ok := s.(*ssa.Const)
	if !ok || k.Value == nil || k.Value.Kind() != constant.String {
		return 0, maxRune, false
	}
	str := constant.StringVal(k.Value)
	if str == "" {
		return 0, maxRune, false
	}
	lo, hi, ascii = maxRune, 0, true
	for _, r := range str { // invalid UTF-8 yields utf8.RuneError, as the range does
		lo, hi = min(lo, int64(r)), max(hi, int64(r))
		ascii = ascii && r < utf8.RuneSelf
	}
	return lo, hi, ascii
}

// runeOfString bounds the rune of a range over a string that rangeIter
// does not model (its length is not known): 0 <= r <= MaxRune.
func (l *lowerer) runeOfString(in *ssa.Extract) {
	next, ok := in.Tuple.(*ssa.Next)
	if !ok || !next.IsString || in.Index != 2 {
		return
	}
	x, ok := l.c.valueVar[in]
	if !ok {
		return
	}
	t := l.c.Vars[x].Type
	l.emit(&Assume{Cond: AndExpr(&Binary{Op: Le, X: &Const{T: t}, Y: l.c.Ref(x)},
		&Binary{Op: Le, X: l.c.Ref(x), Y: IntConst(t, maxRune)})}, in.Pos())
}
