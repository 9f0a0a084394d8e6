package ssa2cfa

import (
	"go/constant"
	"go/token"
	"go/types"
	"math"

	"golang.org/x/tools/go/ssa"
)

// instr lowers one SSA instruction at the current location.
func (l *lowerer) instr(instr ssa.Instruction) {
	if p := instr.Pos(); p.IsValid() {
		defer func() { l.lastPos = p }()
	}
	l.curInstr = instr
	l.settleFields(instr)
	l.settleRelations(instr)
	defer l.defineBase(instr)
	switch in := instr.(type) {
	case *ssa.Phi:
		// Assigned on the incoming edges.
	case *ssa.BinOp:
		l.binOp(in)
	case *ssa.UnOp:
		l.unOp(in)
	case *ssa.Convert:
		l.convert(in)
	case *ssa.ChangeType:
		l.copyValue(in, in.X)
	case *ssa.Index:
		l.indexCheck(in.X, in.Index, in.Pos())
		if first, ok := l.same[in]; !ok || !l.shareLoad(in, first) {
			l.havocValue(in, "load")
		}
		l.readTable(in)
	case *ssa.Field:
		if first, ok := l.same[in]; !ok || !l.shareLoad(in, first) {
			l.havocValue(in, "unknown")
		}
		l.readField(in)
		l.readElemField(in)
	case *ssa.IndexAddr:
		l.indexCheck(in.X, in.Index, in.Pos())
	case *ssa.Slice:
		l.slice(in)
	case *ssa.SliceToArrayPointer:
		l.sliceToArray(in)
	case *ssa.MakeSlice:
		l.makeSlice(in)
	case *ssa.Call:
		l.call(in)
	case *ssa.Extract:
		if _, ok := l.c.valueVar[in]; !ok && !l.callResults[in] {
			l.havocValue(in, "load")
			l.runeOfString(in)
		}
	case *ssa.Range:
		l.rangeIter(in)
		l.mapRange(in)
	case *ssa.Next:
		if rng, ok := in.Iter.(*ssa.Range); ok && !in.IsString {
			l.mapNext(in, rng)
		} else {
			l.next(in)
		}
	case *ssa.If:
		l.branch(in)
	case *ssa.Jump:
		l.jump(in.Block(), 0)
	case *ssa.Return:
		l.ret(in)
	case *ssa.Panic:
		l.panic(in)
	case *ssa.Go:
		l.unmod["goroutine"] = true
	case *ssa.Defer:
		l.unmod["defer"] = true
	case *ssa.Select:
		l.unmod["select"] = true
	case *ssa.Store:
		l.storeField(in)
		l.storeRelation(in)
	case *ssa.Alloc, *ssa.MapUpdate, *ssa.Send, *ssa.DebugRef, *ssa.RunDefers,
		*ssa.FieldAddr, *ssa.MakeInterface, *ssa.MakeClosure, *ssa.MakeMap, *ssa.MakeChan,
		*ssa.ChangeInterface:
		// No tracked effect: heap writes are forgotten by the loads that follow.
	default:
		if v, ok := instr.(ssa.Value); ok {
			l.havocValue(v, "unknown")
		}
	}
}

// expr returns the expression of a tracked value, or nil.
func (l *lowerer) expr(v ssa.Value) Expr {
	if e, ok := l.alias[v]; ok {
		return e
	}
	if x, ok := l.c.valueVar[v]; ok {
		return l.c.Ref(x)
	}
	if k, ok := v.(*ssa.Const); ok {
		return constExpr(k)
	}
	return nil
}

// constExpr returns an integer or boolean constant, or nil.
func constExpr(k *ssa.Const) Expr {
	t, ok := TypeOf(k.Type())
	if !ok {
		return nil
	}
	if t.IsBool() {
		return BoolConst(k.Value != nil && constant.BoolVal(k.Value))
	}
	if k.Value == nil {
		return &Const{T: t}
	}
	x := constant.ToInt(k.Value)
	if x.Kind() != constant.Int {
		return nil
	}
	if t.Signed {
		v, _ := constant.Int64Val(x)
		return &Const{T: t, Bits: t.Canon(uint64(v))}
	}
	v, _ := constant.Uint64Val(x)
	return &Const{T: t, Bits: t.Canon(v)}
}

// assign defines the tracked value v as e (havoc if e is nil).
func (l *lowerer) assign(v ssa.Value, e Expr, reason string) {
	x := l.declareValue(v)
	if x < 0 {
		return
	}
	if e == nil {
		l.emit(&Havoc{Vars: []Var{x}, Reason: reason}, v.Pos())
		return
	}
	l.emit(&Assign{Vars: []Var{x}, Exprs: []Expr{e}}, v.Pos())
}

// havocValue gives v (and its lengths) arbitrary values.
func (l *lowerer) havocValue(v ssa.Value, reason string) {
	l.assign(v, nil, reason)
	if l.need.len[v] || l.need.cap[v] {
		l.defineLens(v, nil, nil, reason)
	}
}

// copyValue makes v an alias of x (a copy that changes no value).
func (l *lowerer) copyValue(v, x ssa.Value) {
	if _, ok := TypeOf(v.Type()); ok {
		if e := l.expr(x); e != nil && e.Type() == mustType(v.Type()) {
			l.alias[v] = e
		} else {
			l.assign(v, l.convertExpr(e, v.Type()), "conversion")
		}
	}
	if l.need.len[v] || l.need.cap[v] {
		l.defineLens(v, l.lenExpr(x), l.capExpr(x), "conversion")
	}
}

func mustType(t types.Type) Type {
	tt, _ := TypeOf(t)
	return tt
}

// convertExpr converts e to the tracked type t (nil if either is untracked).
func (l *lowerer) convertExpr(e Expr, t types.Type) Expr {
	tt, ok := TypeOf(t)
	if e == nil || !ok || tt.IsBool() != e.Type().IsBool() {
		return nil
	}
	if e.Type() == tt {
		return e
	}
	return toType(e, tt)
}

// toType converts an integer expression, folding constants.
func toType(e Expr, t Type) Expr {
	if e.Type() == t {
		return e
	}
	if k, ok := e.(*Const); ok {
		return &Const{T: t, Bits: t.Canon(k.Bits)}
	}
	return &Convert{X: e, T: t}
}

// toInt converts an integer expression to int (int64) for a check.
func toInt(e Expr) Expr { return toType(e, Int) }

// constComparison returns the value of a comparison of two constants that
// are not integers (strings, floats; integers fold in the domains).
func constComparison(in *ssa.BinOp) (bool, bool) {
	x, ok1 := in.X.(*ssa.Const)
	y, ok2 := in.Y.(*ssa.Const)
	if !ok1 || !ok2 || x.Value == nil || y.Value == nil || isIntType(x.Type()) {
		return false, false
	}
	switch in.Op {
	case token.EQL, token.NEQ, token.LSS, token.LEQ, token.GTR, token.GEQ:
	default:
		return false, false
	}
	if x.Value.Kind() != y.Value.Kind() || x.Value.Kind() == constant.Unknown {
		return false, false
	}
	return constant.Compare(x.Value, in.Op, y.Value), true
}

var binOps = map[token.Token]BinOp{
	token.ADD: Add, token.SUB: Sub, token.MUL: Mul, token.QUO: Div, token.REM: Rem,
	token.AND: And, token.OR: Or, token.XOR: Xor, token.AND_NOT: AndNot,
	token.SHL: Shl, token.SHR: Shr,
	token.EQL: Eq, token.NEQ: Ne, token.LSS: Lt, token.LEQ: Le, token.GTR: Gt, token.GEQ: Ge,
}

func (l *lowerer) binOp(in *ssa.BinOp) {
	if b, ok := constComparison(in); ok {
		l.alias[in] = BoolConst(b) // switch runtime.GOOS { case "aix": ... }
		return
	}
	if in.Op == token.EQL || in.Op == token.NEQ {
		var s ssa.Value
		if isEmptyString(in.Y) {
			s = in.X
		} else if isEmptyString(in.X) {
			s = in.Y
		}
		if s != nil {
			if n := l.lenExpr(s); n != nil {
				op := Eq
				if in.Op == token.NEQ {
					op = Ne
				}
				l.alias[in] = &Binary{Op: op, X: n, Y: IntConst(Int, 0)}
				return
			}
		}
	}
	op, known := binOps[in.Op]
	x, y := l.expr(in.X), l.expr(in.Y)
	if _, tracked := TypeOf(in.Type()); !tracked {
		if in.Op == token.ADD && l.need.len[in] {
			// String concatenation.
			lx, ly := l.lenExpr(in.X), l.lenExpr(in.Y)
			var sum Expr
			if lx != nil && ly != nil {
				sum = &Binary{Op: Add, X: lx, Y: ly}
			}
			l.defineLens(in, sum, nil, "concatenation")
		}
		return
	}
	if !known || x == nil || y == nil {
		if l.nilComparisonFlag(in) || l.nilComparison(in) {
			return
		}
		reason := "operation"
		if fromMemory(in.X) || fromMemory(in.Y) {
			reason = "load" // e.g. p != nil for a pointer read from the heap
		}
		l.assign(in, nil, reason)
		return
	}
	if op.IsComparison() {
		l.alias[in] = &Binary{Op: op, X: x, Y: y}
		return
	}
	if b := remainderDivisor(in); b != nil {
		if yb := l.expr(b); yb != nil && yb.Type() == x.Type() {
			l.define(in, &Binary{Op: Rem, X: x, Y: yb}) // x/b already checked b
			return
		}
	}
	switch op {
	case Div, Rem:
		if !isNonZeroConst(y) {
			l.check(CheckDivZero, &Binary{Op: Ne, X: y, Y: &Const{T: y.Type()}}, in.Pos(), []Expr{y})
		}
	case Shl, Shr:
		if y.Type().Signed {
			if k, ok := y.(*Const); !ok || int64(k.Bits) < 0 {
				l.check(CheckShift, &Binary{Op: Ge, X: y, Y: &Const{T: y.Type()}}, in.Pos(), []Expr{y})
			}
		}
	}
	l.define(in, &Binary{Op: op, X: x, Y: y})
}

// remainderDivisor returns b when in is x - x/b*b (or x - b*(x/b)), the
// remainder x % b: Go's division truncates, and x == x/b*b + x%b holds
// in every width, wrap-around included. Nil otherwise.
func remainderDivisor(in *ssa.BinOp) ssa.Value {
	mul, ok := in.Y.(*ssa.BinOp)
	if in.Op != token.SUB || !ok || mul.Op != token.MUL {
		return nil
	}
	for _, f := range [2][2]ssa.Value{{mul.X, mul.Y}, {mul.Y, mul.X}} {
		quo, ok := f[0].(*ssa.BinOp)
		if ok && quo.Op == token.QUO && sameOperand(quo.X, in.X) && sameOperand(quo.Y, f[1]) {
			return quo.Y
		}
	}
	return nil
}

// sameOperand reports whether a and b are the same value: one SSA value,
// or equal constants of one type (see sameConst).
func sameOperand(a, b ssa.Value) bool {
	return a == b || sameConst(a, b) && types.Identical(a.Type(), b.Type())
}

// nilComparison lowers s == nil and s != nil for a slice s whose length
// is tracked: s == nil reads as c && len(s) == 0, with c a condition of
// its own (a nil slice is empty; an empty one need not be nil).
func (l *lowerer) nilComparison(in *ssa.BinOp) bool {
	if in.Op != token.EQL && in.Op != token.NEQ {
		return false
	}
	s := in.X
	if isNilConst(s) {
		s = in.Y
	} else if !isNilConst(in.Y) {
		return false
	}
	n := l.lenExpr(s)
	if n == nil {
		return false
	}
	c := l.c.NewVar(VarInfo{Name: valueName(in), Type: Bool, Role: RoleValue, Value: in})
	l.emit(&Havoc{Vars: []Var{c}, Reason: "nil comparison"}, in.Pos())
	cond := AndExpr(l.c.Ref(c), &Binary{Op: Eq, X: n, Y: IntConst(Int, 0)})
	if in.Op == token.NEQ {
		cond = NotExpr(cond)
	}
	l.alias[in] = cond
	return true
}

// isNilConst reports whether v is a nil slice constant.
func isNilConst(v ssa.Value) bool {
	k, ok := v.(*ssa.Const)
	return ok && k.Value == nil && isSlice(k.Type())
}

// boundDiff returns hi - lo for two slice bounds (SSA values hv and lv,
// nil for a default bound, with expressions hi and lo), folded where it
// is a constant. It folds through the definitions of values numbered too,
// so that s[n:n+6] has length 6 even when n+6 has a variable of its own;
// fact then states hi - lo == 6 for after the check: the bounds' own
// relation, which a join of the cases where n+6 wraps around or not has
// lost, and which the passed check (0 <= lo <= hi) restores exactly.
func (l *lowerer) boundDiff(hv ssa.Value, hi Expr, lv ssa.Value, lo Expr) (diff, fact Expr) {
	d := SubExpr(hi, lo)
	if _, ok := d.(*Const); ok {
		return d, nil
	}
	h, ok1 := l.definition(hv, hi)
	w, ok2 := l.definition(lv, lo)
	if !ok1 && !ok2 {
		return d, nil
	}
	if f, ok := SubExpr(h, w).(*Const); ok {
		return f, &Binary{Op: Eq, X: &Binary{Op: Sub, X: hi, Y: lo}, Y: f}
	}
	return d, nil
}

// definition returns the expression a numbered value v (or its
// duplicate) was defined as; e and false for others.
func (l *lowerer) definition(v ssa.Value, e Expr) (Expr, bool) {
	if v == nil {
		return e, false
	}
	if r, ok := l.dup[v]; ok {
		v = r
	}
	if d, ok := l.numberedDef[v]; ok && d.Type() == e.Type() {
		return d, true
	}
	return e, false
}

// maxInlineSize bounds the size of an inlined expression tree.
const maxInlineSize = 12

// define defines the tracked value v as e. A value used once is inlined into
// its use rather than given a variable: the domains then see whole affine
// forms such as lo + (hi-lo)/2. This is exact: in SSA the operands of e
// keep their values from v's definition to its use, which v dominates.
func (l *lowerer) define(v ssa.Value, e Expr) {
	if r, ok := l.dup[v]; ok {
		if x, ok := l.c.ExprOf(r); ok && x.Type() == e.Type() {
			l.alias[v] = x // the same value (see valueNumbers)
			if d, ok := l.numberedDef[r]; ok {
				// The variable still equals its definition (SSA operands
				// keep their values); stated again here, where guards may
				// have shown that the definition does not wrap around, it
				// relates the variable to the operands the join of the
				// wrapping and non-wrapping cases had lost.
				l.emit(&Assume{Cond: &Binary{Op: Eq, X: x, Y: d}}, v.Pos())
			}
			return
		}
	}
	if l.numbered[v] {
		l.numberedDef[v] = e
	}
	if refs := v.Referrers(); refs != nil && len(*refs) == 1 && !l.numbered[v] && affine(e) && exprSize(e) <= maxInlineSize {
		l.alias[v] = e
		return
	}
	if mayWrap(e) {
		l.wrapDef[v] = e
	}
	l.assign(v, e, "")
}

// affine reports whether e's top operation keeps an affine form (+, -,
// negation, conversion, * and / by anything): the domains relate such a
// value to its operands wherever it is used. Other operations (%, bitwise,
// shifts) get a variable, whose assignment records their relations.
func affine(e Expr) bool {
	switch e := e.(type) {
	case *Unary:
		return e.Op == Neg
	case *Binary:
		if e.Op == Shl || e.Op == Shr {
			_, ok := e.Y.(*Const) // x << k and x >> k scale x by 2^k
			return ok
		}
		return e.Op == Add || e.Op == Sub || e.Op == Mul || e.Op == Div
	case *Convert:
		return true
	}
	return false
}

func exprSize(e Expr) int {
	switch e := e.(type) {
	case *Unary:
		return 1 + exprSize(e.X)
	case *Binary:
		return 1 + exprSize(e.X) + exprSize(e.Y)
	case *Convert:
		return 1 + exprSize(e.X)
	}
	return 1
}

func isNonZeroConst(e Expr) bool {
	k, ok := e.(*Const)
	return ok && k.Bits != 0
}

func (l *lowerer) unOp(in *ssa.UnOp) {
	switch in.Op {
	case token.NOT:
		if x := l.expr(in.X); x != nil {
			l.alias[in] = NotExpr(x)
			return
		}
	case token.SUB, token.XOR:
		if x := l.expr(in.X); x != nil {
			op := Neg
			if in.Op == token.XOR {
				op = Compl
			}
			l.define(in, &Unary{Op: op, X: x})
			return
		}
	case token.MUL:
		if first, ok := l.same[in]; !ok || !l.shareLoad(in, first) {
			if !l.readPseudo(in) {
				l.havocValue(in, "load")
			}
		}
		l.loadedStable(in)
		l.loadedFrozen(in)
		l.loadedRow(in)
		l.loadedGlobal(in)
		l.readTable(in)
		l.readField(in)
		l.readElemField(in)
		l.readRelation(in)
		return
	case token.ARROW:
		l.havocValue(in, "receive")
		return
	}
	l.havocValue(in, "operation")
}

func (l *lowerer) convert(in *ssa.Convert) {
	if to, ok := TypeOf(in.Type()); ok {
		if from, ok := TypeOf(in.X.Type()); ok {
			if e := l.convertExpr(l.expr(in.X), in.Type()); e != nil {
				if max, ok := l.signedRange(in, from, to); ok {
					// A variable of its own carries the range, which the
					// domains cannot state of the unsigned operand.
					l.assign(in, e, "")
					if v, ok := l.c.valueVar[in]; ok {
						y := l.c.Ref(v)
						l.emit(&Assume{Cond: AndExpr(&Binary{Op: Le, X: IntConst(to, 0), Y: y}, &Binary{Op: Le, X: y, Y: IntConst(to, max)})}, in.Pos())
					}
				} else if reinterpretsCompared(in, from, to) {
					// A variable of its own, which the branches on it
					// bound; restateOperand carries the bounds back to
					// the operand. The same conversion done before
					// (each int(e) of a condition is one) is that one.
					if v, ok := l.c.valueVar[earlierConversion(in)]; ok {
						l.define(in, l.c.Ref(v))
					} else {
						l.assign(in, e, "")
					}
				} else {
					l.define(in, e)
				}
			} else {
				l.assign(in, nil, "conversion")
			}
		} else {
			l.assign(in, nil, "conversion") // from float, pointer, ...
		}
	}
	if l.need.len[in] || l.need.cap[in] {
		var n Expr
		if sameLenConversion(in) {
			n = l.lenExpr(in.X)
		}
		l.defineLens(in, n, nil, "conversion")
		if isIntType(in.X.Type()) && isString(in.Type()) {
			// string(r): r's UTF-8 encoding, or U+FFFD's (3 bytes).
			if x := l.lenExpr(in); x != nil {
				l.emit(&Assume{Cond: &Binary{Op: Le, X: IntConst(Int, 1), Y: x}}, in.Pos())
				l.emit(&Assume{Cond: &Binary{Op: Le, X: x, Y: IntConst(Int, 4)}}, in.Pos())
			}
		}
	}
}

// signedRange returns the greatest value of in, a conversion of an
// unsigned 64-bit value to a signed one, when a branch leading to it
// bounds the operand below 2^63 (n := int(lo) after if lo > maxInt {
// panic(...) }): in is then the operand itself, in [0, max]. The domains,
// whose greatest 64-bit bound stands for +∞, cannot hold that bound of
// the operand; they can hold that of the signed result.
func (l *lowerer) signedRange(in *ssa.Convert, from, to Type) (int64, bool) {
	if !reinterprets64(from, to) {
		return 0, false
	}
	max, ok := guardedUnsigned(in, in.X)
	if !ok || max > math.MaxInt64 {
		return 0, false
	}
	return int64(max), true
}

// reinterprets64 reports a conversion of a 64-bit unsigned type to the
// 64-bit signed one.
func reinterprets64(from, to Type) bool {
	return from.IsInt() && to.IsInt() && !from.Signed && to.Signed && from.Width == 64 && to.Width == 64
}

// reinterpretsCompared reports whether in converts an unsigned 64-bit
// value to the signed type of its width and a comparison reads the result
// (0 <= int(e) && int(e) < len(s)). The domains cannot hold what the
// first comparison says of the operand (that it is at most MaxInt64,
// their +∞), so each branch bounds the result instead.
func reinterpretsCompared(in *ssa.Convert, from, to Type) bool {
	if !reinterprets64(from, to) {
		return false
	}
	for _, r := range *in.Referrers() {
		if b, ok := r.(*ssa.BinOp); ok && (b.Op == token.LSS || b.Op == token.LEQ || b.Op == token.GTR || b.Op == token.GEQ) {
			return true
		}
	}
	return false
}

// earlierConversion returns a conversion of in's operand to in's type
// that dominates in, or nil.
func earlierConversion(in *ssa.Convert) ssa.Value {
	for _, r := range *in.X.Referrers() {
		c, ok := r.(*ssa.Convert)
		if !ok || c == in || !types.Identical(c.Type(), in.Type()) {
			continue
		}
		if c.Block() == in.Block() && indexIn(c) < indexIn(in) || c.Block() != in.Block() && c.Block().Dominates(in.Block()) {
			return c
		}
	}
	return nil
}

// indexIn returns in's index in its block's instructions.
func indexIn(in ssa.Instruction) int {
	for i, x := range in.Block().Instrs {
		if x == in {
			return i
		}
	}
	return -1
}

// indexCheck checks 0 <= index < len(x).
func (l *lowerer) indexCheck(x, index ssa.Value, pos token.Pos) {
	i := l.expr(index)
	if i == nil {
		return // an untracked (type-parameter) index: nothing to check against
	}
	n := l.lenOrFresh(x)
	if t := i.Type(); !t.Signed && t.Width == 64 {
		// An unsigned index is in range iff i < uint64(len(x)), len
		// being at most MaxInt64: the comparison the program's own guards
		// make, where 0 <= int64(i) < len would hide it behind a
		// conversion that wraps.
		l.check(CheckIndex, &Binary{Op: Lt, X: i, Y: toType(n, t)}, pos, []Expr{i, n})
		return
	}
	i = toInt(i)
	cond := AndExpr(&Binary{Op: Le, X: IntConst(Int, 0), Y: i}, &Binary{Op: Lt, X: i, Y: n})
	l.check(CheckIndex, cond, pos, []Expr{i, n})
}

// lenOrFresh returns len(x), or a fresh variable for a length the lowering
// does not know (a type-parameter collection).
func (l *lowerer) lenOrFresh(x ssa.Value) Expr {
	if n := l.lenExpr(x); n != nil {
		return n
	}
	v := l.c.NewVar(VarInfo{Name: "len(" + valueName(x) + ")", Type: Int, Role: RoleLen, Value: x})
	l.emit(&Havoc{Vars: []Var{v}, Reason: "generic"}, x.Pos())
	return l.c.Ref(v)
}

func (l *lowerer) capOrFresh(x ssa.Value) Expr {
	if n := l.capExpr(x); n != nil {
		return n
	}
	v := l.c.NewVar(VarInfo{Name: "cap(" + valueName(x) + ")", Type: Int, Role: RoleCap, Value: x})
	l.emit(&Havoc{Vars: []Var{v}, Reason: "generic"}, x.Pos())
	return l.c.Ref(v)
}

// bound returns the int expression of an optional slice bound, or def.
func (l *lowerer) bound(v ssa.Value, def Expr) (Expr, bool) {
	if v == nil {
		return def, true
	}
	e := l.expr(v)
	if e == nil {
		return nil, false
	}
	return toInt(e), true
}

func (l *lowerer) slice(in *ssa.Slice) {
	zero := IntConst(Int, 0)
	str := isString(in.X.Type())
	var capX Expr
	if str {
		capX = l.lenOrFresh(in.X)
	} else {
		capX = l.capOrFresh(in.X)
	}
	var lenX Expr
	if in.High == nil {
		if str {
			lenX = capX
		} else {
			lenX = l.lenOrFresh(in.X)
		}
	}
	lo, ok1 := l.bound(in.Low, zero)
	hi, ok2 := l.bound(in.High, lenX)
	mx, ok3 := l.bound(in.Max, capX)
	if !ok1 || !ok2 || !ok3 {
		l.havocValue(in, "slice")
		return
	}
	// The new length and capacity, folded before the bounds get variables
	// of their own: s[i:i+4] has length 4.
	newLen, lenFact := l.boundDiff(in.High, hi, in.Low, lo)
	newCap, capFact := l.boundDiff(in.Max, mx, in.Low, lo)
	if l.need.cap[in] {
		lo, hi, mx = l.bindBound(lo, "low"), l.bindBound(hi, "high"), l.bindBound(mx, "max")
		if _, ok := newLen.(*Const); !ok {
			newLen = &Binary{Op: Sub, X: hi, Y: lo}
		}
		if _, ok := newCap.(*Const); !ok {
			newCap = &Binary{Op: Sub, X: mx, Y: lo}
		}
	}
	// 0 <= lo <= hi <= max <= cap (for strings, max is absent: hi <= len).
	cond := &Binary{Op: Le, X: zero, Y: lo}
	var c Expr = AndExpr(cond, &Binary{Op: Le, X: lo, Y: hi})
	if str {
		c = AndExpr(c, &Binary{Op: Le, X: hi, Y: capX})
	} else {
		c = AndExpr(c, AndExpr(&Binary{Op: Le, X: hi, Y: mx}, &Binary{Op: Le, X: mx, Y: capX}))
	}
	var maxOp Expr
	if in.Max != nil {
		maxOp = mx
	}
	var hiOp Expr
	if in.High != nil {
		hiOp = hi
	}
	var loOp Expr
	if in.Low != nil {
		loOp = lo
	}
	if madeSlice(in) {
		// make([]T, n, m) with a constant m, which go/ssa builds as
		// new([m]T)[:n]: a make check (0 <= n <= m), not a slice check.
		l.check(CheckMake, c, in.Pos(), []Expr{hi, capX})
	} else {
		l.check(CheckSlice, c, in.Pos(), []Expr{loOp, hiOp, maxOp, capX})
	}
	for _, f := range []Expr{lenFact, capFact} {
		if f != nil {
			l.emit(&Assume{Cond: f}, in.Pos())
		}
	}
	if l.need.len[in] || l.need.cap[in] {
		if str {
			newCap = nil
		}
		l.defineLens(in, newLen, newCap, "slice")
	}
}

// bindBound gives a slice bound computed by arithmetic or a conversion
// (s[:i+k], or int(k+n) for unsigned k and n) a variable of its own, assigned before the check, so that the check and the
// new slice's length read one value: evaluated twice, a sum of two
// variables that may wrap is split into cases each time, and the relation
// the passed check gives between the new length and capacity is lost. Only
// for slices whose capacity is read: the extra variables cost precision
// elsewhere (bytes.Index's s[i:i+n] lost proofs when every bound had one).
func (l *lowerer) bindBound(e Expr, name string) Expr {
	switch e.(type) {
	case *Binary, *Convert:
	default:
		return e
	}
	v := l.c.NewVar(VarInfo{Name: name, Type: e.Type(), Role: RoleValue})
	l.emit(&Assign{Vars: []Var{v}, Exprs: []Expr{e}}, token.NoPos)
	return l.c.Ref(v)
}

// madeSlice reports a slice that go/ssa builds for make([]T, n, m) with a
// constant m: new([m]T)[:n], the array allocated for the make.
func madeSlice(in *ssa.Slice) bool {
	a, ok := in.X.(*ssa.Alloc)
	return ok && a.Comment == "makeslice" && in.Low == nil && in.Max == nil && in.High != nil
}

func (l *lowerer) sliceToArray(in *ssa.SliceToArrayPointer) {
	n, ok := arrayLen(in.Type())
	if !ok {
		return
	}
	ln := l.lenOrFresh(in.X)
	pos := in.Pos()
	if !pos.IsValid() {
		pos = l.lastPos // go/ssa gives conversions to arrays no position
		for _, r := range *in.Referrers() {
			if p := r.Pos(); p.IsValid() {
				pos = p
				break
			}
		}
	}
	l.check(CheckSliceToArray, &Binary{Op: Ge, X: ln, Y: IntConst(Int, n)}, pos, []Expr{ln, IntConst(Int, n)})
}

func (l *lowerer) makeSlice(in *ssa.MakeSlice) {
	n, m := l.expr(in.Len), l.expr(in.Cap)
	if n == nil || m == nil {
		l.havocValue(in, "make")
		return
	}
	n, m = toInt(n), toInt(m)
	cond := AndExpr(&Binary{Op: Le, X: IntConst(Int, 0), Y: n}, &Binary{Op: Le, X: n, Y: m})
	if max := lenLimit(in.Type()); max != 0 {
		// The runtime refuses a capacity whose elements could not fit in
		// memory (makeslice: cap out of range), far below MaxLen: the check
		// says so, and the new len and cap stay within their variables' range.
		cond = AndExpr(cond, &Binary{Op: Le, X: m, Y: IntConst(Int, max)})
	}
	l.check(CheckMake, cond, in.Pos(), []Expr{n, m})
	if l.need.len[in] || l.need.cap[in] {
		l.defineLens(in, n, m, "make")
	}
}

// check adds a check of cond at the current location: a Fail edge to the
// check's error location, and an Assume edge to the continuation.
func (l *lowerer) check(kind CheckKind, cond Expr, pos token.Pos, operands []Expr) *Check {
	if kind != CheckFieldLow && kind != CheckFieldHigh && kind != CheckFieldRelation {
		l.checkPending(l.flow.dirtyAt(l.curInstr), pos) // a recovered panic may read them
		if l.rel != nil {
			l.checkRelations(l.rel.dirty[l.curInstr], pos)
		}
	}
	err := l.c.NewLoc(LocInfo{Pos: pos, Block: l.block})
	chk := &Check{ID: len(l.c.Checks), Kind: kind, Pos: pos, Cond: cond, Err: err, Operands: operands, Text: l.text.at(pos)}
	l.c.Locs[err].Check = chk
	l.c.Checks = append(l.c.Checks, chk)
	l.c.AddEdge(l.cur, err, &Fail{Check: chk}, pos)
	if k, ok := cond.(*Const); ok && k.Bits == 0 {
		// Always fails: nothing follows.
		l.cur = l.c.NewLoc(LocInfo{Pos: pos, Block: l.block})
		return chk
	}
	if defs := l.definitionsRead(cond); defs != nil {
		l.emit(&Assume{Cond: AndExpr(cond, defs)}, pos)
	} else {
		l.emit(&Assume{Cond: cond}, pos)
	}
	l.restateDiseqs(cond, pos)
	return chk
}

// shareLoad makes a repeated load v an alias of the first load of the same
// location (see sameLoads), lengths included; false if the first load has
// nothing v needs.
func (l *lowerer) shareLoad(v, first ssa.Value) bool {
	e, ok := l.c.ExprOf(first)
	if _, tracked := TypeOf(v.Type()); tracked && !ok {
		return false
	}
	if l.need.len[v] {
		if _, ok := l.c.lenVar[first]; !ok {
			return false
		}
	}
	if l.need.cap[v] {
		if _, ok := l.c.capVar[first]; !ok {
			return false
		}
	}
	if ok {
		l.alias[v] = e
	}
	if x, ok := l.c.lenVar[first]; ok {
		l.c.lenVar[v] = x
	}
	if x, ok := l.c.capVar[first]; ok {
		l.c.capVar[v] = x
	}
	return true
}

// fromMemory reports a value read from memory: a load, a field or element
// of a loaded value, a map entry.
func fromMemory(v ssa.Value) bool {
	switch v := v.(type) {
	case *ssa.UnOp:
		return v.Op == token.MUL
	case *ssa.Field:
		return fromMemory(v.X)
	case *ssa.Index:
		return fromMemory(v.X)
	case *ssa.Lookup:
		return true
	}
	return false
}
