package main

import "fmt"

// seq is a slice, string or array in scope of a slice function.
type seq struct {
	name  string
	elem  typ  // element type (uint8 for strings)
	str   bool // a string: no three-index slicing
	array bool // an array of length 5
}

// sliceState is the scope of the slice function being written.
type sliceState struct {
	seqs []seq
	acc  *variable
}

// index returns a non-constant index expression of some integer type for
// sq: an integer variable, or one shifted by ±1, or counted from len(sq).
func (g *gen) index(sq seq) string {
	v := g.vars[g.r.IntN(len(g.vars))]
	v.used = true
	switch g.r.IntN(6) {
	case 0, 1:
		return v.name
	case 2:
		return fmt.Sprintf("int(%s)+1", v.name)
	case 3:
		return fmt.Sprintf("len(%s)-1-int(%s)", sq.name, v.name)
	case 4:
		return fmt.Sprintf("int(%s)&7", v.name)
	}
	return fmt.Sprintf("int(%s)-1", v.name)
}

// bound returns a slice bound for sq: an index expression, a small constant
// or len(sq); at most one constant per slice expression (else constant
// bounds might be out of order, a compile error).
func (g *gen) bound(sq seq, constOK bool) (string, bool) {
	switch g.r.IntN(5) {
	case 0:
		if constOK {
			return fmt.Sprint(g.r.IntN(3)), true
		}
	case 1:
		if !sq.array {
			return fmt.Sprintf("len(%s)", sq.name), false
		}
	}
	return g.index(sq), false
}

// sliceExpr returns a two- or three-index slice expression of sq.
func (g *gen) sliceExpr(sq seq) string {
	lo, c := g.bound(sq, true)
	hi, c2 := g.bound(sq, !c)
	if g.r.IntN(5) == 0 {
		lo = ""
	}
	if g.r.IntN(5) == 0 && lo != "" {
		return fmt.Sprintf("%s[%s:]", sq.name, lo)
	}
	if !sq.str && g.r.IntN(2) == 0 {
		m, _ := g.bound(sq, !c && !c2)
		return fmt.Sprintf("%s[%s:%s:%s]", sq.name, lo, hi, m)
	}
	return fmt.Sprintf("%s[%s:%s]", sq.name, lo, hi)
}

// load returns an element read of a sequence in scope, converted to t.
func (g *gen) load(st *sliceState, t typ) string {
	sq := st.seqs[g.r.IntN(len(st.seqs))]
	return fmt.Sprintf("%s(%s[%s])", t.name, sq.name, g.index(sq))
}

func (g *gen) sliceStmt(st *sliceState) {
	acc := st.acc
	k := g.r.IntN(12)
	if k < 8 {
		acc.used = true // these cases read acc
	}
	switch {
	case k < 3:
		op := []string{"+=", "^=", "-=", "|="}[g.r.IntN(4)]
		g.pf("\t%s %s %s\n", acc.name, op, g.load(st, acc.t))
	case k < 5: // a subslice or substring, its len and cap, maybe an element
		sq := st.seqs[g.r.IntN(len(st.seqs))]
		name := fmt.Sprintf("t%d", g.n)
		g.n++
		g.pf("\t%s := %s\n", name, g.sliceExpr(sq))
		g.pf("\t%s += %s(len(%s))\n", acc.name, acc.t.name, name)
		if !sq.str {
			g.pf("\t%s = %s*3 + %s(cap(%s))\n", acc.name, acc.name, acc.t.name, name)
		}
		sub := seq{name: name, elem: sq.elem, str: sq.str}
		if g.r.IntN(2) == 0 {
			g.pf("\t%s ^= %s(%s[%s])\n", acc.name, acc.t.name, name, g.index(sub))
		}
		st.seqs = append(st.seqs, sub)
	case k < 7: // a loop over a sequence
		sq := st.seqs[g.r.IntN(len(st.seqs))]
		i := fmt.Sprintf("k%d", g.n)
		g.n++
		if !sq.str && g.r.IntN(2) == 0 { // (range over a string decodes runes)
			g.pf("\tfor %s := range %s {\n", i, sq.name)
		} else {
			g.pf("\tfor %s := 0; %s < len(%s); %s += 2 {\n", i, i, sq.name, i)
		}
		g.pf("\t\t%s = %s*5 + %s(%s[%s])\n", acc.name, acc.name, acc.t.name, sq.name, i)
		if g.r.IntN(2) == 0 {
			g.pf("\t\tif %s(%s[%s]) == %s {\n\t\t\tbreak\n\t\t}\n", sq.elem.name, sq.name, i, g.constant(sq.elem, false))
		}
		g.pf("\t}\n")
	case k < 8:
		g.pf("\tif %s > %s {\n", g.load(st, acc.t), acc.name)
		g.pf("\t\t%s = %s\n", acc.name, g.rhs(acc, 1))
		g.pf("\t}\n")
	default: // integer code on the index variables and the accumulator
		g.assign("\t")
	}
}

// sliceFunction writes a function of a slice, a string, maybe an array, and
// two or three integers, returning an accumulator.
func (g *gen) sliceFunction(name string) {
	g.vars, g.bools, g.ro, g.n = nil, nil, nil, 0
	elem := g.typ()
	st := &sliceState{seqs: []seq{{name: "s", elem: elem}, {name: "str", elem: typUint8, str: true}}}
	params := fmt.Sprintf("s []%s, str string", elem.name)
	if g.r.IntN(3) == 0 {
		at := g.typ()
		st.seqs = append(st.seqs, seq{name: "a", elem: at, array: true})
		params += fmt.Sprintf(", a [5]%s", at.name)
	}
	for i := range 2 + g.r.IntN(2) {
		t := g.typ()
		if g.r.IntN(2) == 0 {
			t = typInt
		}
		p := fmt.Sprintf("p%d", i)
		g.vars = append(g.vars, &variable{name: p, t: t, used: true})
		params += fmt.Sprintf(", %s %s", p, t.name)
	}
	rt := g.typ()
	g.pf("func %s(%s) %s {\n", name, params, rt.name)
	st.acc = &variable{name: "acc", t: rt}
	g.pf("\tvar acc %s\n", rt.name)
	g.vars = append(g.vars, st.acc)
	for range 3 + g.r.IntN(5) {
		g.sliceStmt(st)
	}
	g.finish([]typ{rt})
}
