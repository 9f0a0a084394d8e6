package ssa2cfa

import "go/types"

// collectionParam reports a type parameter whose type set holds only
// slices and strings ([S ~[]E], [B []byte | string]). Its values have a
// length, and are lowered as slices: for an instance of string type, the
// capacity is an input no smaller than the length, which the string's
// length satisfies, so a bound proven against the length holds in every
// instance and a bound against the capacity fails in none for sure.
func collectionParam(t types.Type) bool {
	tp, ok := types.Unalias(t).(*types.TypeParam)
	if !ok {
		return false
	}
	iface, ok := tp.Constraint().Underlying().(*types.Interface)
	return ok && collectionSet(iface, 0)
}

// collectionSet reports whether some element of iface's type set
// restricts it to slices and strings (the type set is the intersection of
// its elements' sets, so one such element suffices).
func collectionSet(iface *types.Interface, depth int) bool {
	if depth > 8 {
		return false
	}
	for i := 0; i < iface.NumEmbeddeds(); i++ {
		if collectionTerms(iface.EmbeddedType(i), depth+1) {
			return true
		}
	}
	return false
}

// collectionTerms reports whether every type of the set embedded element
// t stands for is a slice or a string.
func collectionTerms(t types.Type, depth int) bool {
	if depth > 8 {
		return false
	}
	switch e := types.Unalias(t).(type) {
	case *types.Union:
		if e.Len() == 0 {
			return false
		}
		for i := 0; i < e.Len(); i++ {
			if !collectionTerms(e.Term(i).Type(), depth+1) {
				return false
			}
		}
		return true
	case *types.TypeParam:
		return false
	}
	switch u := t.Underlying().(type) {
	case *types.Interface:
		return collectionSet(u, depth+1)
	case *types.Slice:
		return true
	case *types.Basic:
		return u.Info()&types.IsString != 0
	}
	return false
}
