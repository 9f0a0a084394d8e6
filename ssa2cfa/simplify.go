package ssa2cfa

// SubExpr returns x - y, folded to a constant when x and y are one
// expression plus different constant offsets (i+4 - i is 4). The fold is
// exact: Sub wraps, and (e+a) - (e+b) == a-b modulo 2^width for every e.
// It gives a slice s[i:i+4] the length 4 without reasoning about whether
// i+4 wraps (the slice check already excludes it).
func SubExpr(x, y Expr) Expr {
	bx, kx := offset(x)
	by, ky := offset(y)
	t := x.Type()
	if t.Kind == KindInt && y.Type() == t && sameExpr(bx, by) {
		return &Const{T: t, Bits: t.Canon(kx - ky)}
	}
	return &Binary{Op: Sub, X: x, Y: y}
}

// offset splits e into a base and a constant it adds (modulo 2^64; a nil
// base for a constant).
func offset(e Expr) (Expr, uint64) {
	switch e := e.(type) {
	case *Const:
		return nil, e.Bits
	case *Binary:
		if k, ok := e.Y.(*Const); ok && (e.Op == Add || e.Op == Sub) {
			b, kb := offset(e.X)
			if e.Op == Sub {
				return b, kb - k.Bits
			}
			return b, kb + k.Bits
		}
		if k, ok := e.X.(*Const); ok && e.Op == Add {
			b, kb := offset(e.Y)
			return b, kb + k.Bits
		}
	}
	return e, 0
}

// sameExpr reports whether x and y are the same expression (so, evaluated
// in one state, the same value).
func sameExpr(x, y Expr) bool {
	switch x := x.(type) {
	case nil:
		return y == nil
	case *Const:
		y, ok := y.(*Const)
		return ok && x.T == y.T && x.Bits == y.Bits
	case *VarRef:
		y, ok := y.(*VarRef)
		return ok && x.V == y.V
	case *Unary:
		y, ok := y.(*Unary)
		return ok && x.Op == y.Op && sameExpr(x.X, y.X)
	case *Binary:
		y, ok := y.(*Binary)
		return ok && x.Op == y.Op && sameExpr(x.X, y.X) && sameExpr(x.Y, y.Y)
	case *Convert:
		y, ok := y.(*Convert)
		return ok && x.T == y.T && sameExpr(x.X, y.X)
	}
	return false
}
