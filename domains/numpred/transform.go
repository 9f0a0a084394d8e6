package numpred

import (
	"github.com/numpredvet/numpredvet/domains"
	"github.com/numpredvet/numpredvet/domains/bddpred"
)

// The statements of the paper's grammar (Fig. 5) over any Domain: the
// conditional transformer Assume, the Boolean transformer
// p1 := choice(t1, f1) ∧ … ∧ pn := choice(tn, fn), and the parallel numeric
// + predicate transformer. Formulas may mention numeric constraints of the
// pre-state; a domain that cannot represent them natively splits the value
// by their truth values (each concrete state lies in the case of its own
// truth values, so the split is sound), a domain that can (NDD) conjoins
// them.

// Choice is p := choice(T, F): the post-state p' is true where T holds,
// false where F holds, and either where neither holds (T ∧ F must be
// unsatisfiable for the statement to be enabled everywhere).
type Choice struct {
	P    bddpred.Pred
	T, F Formula
}

// Relation returns the formula of the choices over the pre-state and the
// primed predicates: ∧_i (p_i' ∧ ¬f_i) ∨ (¬p_i' ∧ ¬t_i).
func Relation(cs []Choice) Formula {
	r := make(And, len(cs))
	for i, c := range cs {
		p := PredAtom{P: c.P, Primed: true}
		r[i] = Or{And{p, Not{c.F}}, And{Not{p}, Not{c.T}}}
	}
	return r
}

// Stmt is a parallel statement: the numeric assignment Dims[i] := Exprs[i]
// (or the numeric transformer Num when set, which changes only the
// dimensions Dims, or any when Dims is empty) together with the choices,
// all reading the pre-state.
type Stmt struct {
	Dims    []int
	Exprs   []domains.Lin
	Num     func(domains.Numeric) domains.Numeric
	Choices []Choice
}

func (st Stmt) numeric() func(domains.Numeric) domains.Numeric {
	switch {
	case st.Num != nil:
		return st.Num
	case len(st.Dims) > 0:
		return func(n domains.Numeric) domains.Numeric { return n.Assign(st.Dims, st.Exprs) }
	}
	return nil
}

// Assume is the conditional transformer: the states of u satisfying f.
func Assume(d Domain, u Value, f Formula) Value {
	if fd, ok := d.(formulaDomain); ok {
		if a, ok := fd.alphaF(f); ok {
			return u.Meet(a)
		}
	}
	return split(d, u, []Formula{f}, func(part Value, bdd func(Formula) bddpred.BDD) Value {
		return part.Meet(d.AlphaP(bdd(f)))
	})
}

// Post applies the parallel statement st to u: predicates by the relation
// of the choices (meet, quantify the assigned predicates, unprime), the
// numeric part by αPost_N.
func Post(d Domain, u Value, st Stmt) Value {
	assigned := make([]bddpred.Pred, len(st.Choices))
	var fs []Formula
	for i, c := range st.Choices {
		assigned[i] = c.P
		fs = append(fs, c.T, c.F)
	}
	num := st.numeric()
	finish := func(v Value) Value {
		if len(st.Choices) > 0 {
			v = v.Exists(assigned...).Unprime()
		}
		switch {
		case num != nil && len(st.Dims) > 0:
			v = v.MapDims(st.Dims, num)
		case num != nil:
			v = v.MapN(num)
		}
		return v
	}
	if len(st.Choices) == 0 {
		return finish(u)
	}
	rel := Relation(st.Choices)
	if fd, ok := d.(formulaDomain); ok {
		if a, ok := fd.alphaF(rel); ok {
			return finish(u.Meet(a))
		}
	}
	return split(d, u, fs, func(part Value, bdd func(Formula) bddpred.BDD) Value {
		return finish(part.Meet(d.AlphaP(bdd(rel))))
	})
}

// Choose is the Boolean transformer: Post with choices only.
func Choose(d Domain, u Value, cs ...Choice) Value { return Post(d, u, Stmt{Choices: cs}) }

// AssignN is the numeric assignment dims[i] := exprs[i].
func AssignN(u Value, dims []int, exprs []domains.Lin) Value {
	return u.MapDims(dims, func(n domains.Numeric) domains.Numeric { return n.Assign(dims, exprs) })
}

// split runs body on the parts of u where the numeric atoms of fs have each
// combination of truth values, and joins the results. body gets the BDD
// compiler of formulas under that combination.
func split(d Domain, u Value, fs []Formula, body func(part Value, bdd func(Formula) bddpred.BDD) Value) Value {
	s := d.Space()
	atoms := numAtoms(fs...)
	res := d.Bot()
	val := map[string]bool{}
	var rec func(i int, part Value)
	rec = func(i int, part Value) {
		if part.IsBot() {
			return
		}
		if i == len(atoms) {
			bdd := func(f Formula) bddpred.BDD {
				return toBDD(s.m, f, func(c domains.Constraint) bddpred.BDD { return s.m.Const(val[c.String()]) })
			}
			res = res.Join(body(part, bdd))
			return
		}
		c := atoms[i]
		k := c.String()
		val[k] = true
		rec(i+1, part.AssumeN(c))
		val[k] = false
		for _, n := range negate(c) {
			rec(i+1, part.AssumeN(n))
		}
		if len(negate(c)) == 0 {
			rec(i+1, part) // cannot restrict: the case holds more states (sound)
		}
		delete(val, k)
	}
	rec(0, u)
	return res
}

// negate returns constraints whose disjunction is ¬c over the integers
// (none when a constant overflows).
func negate(c domains.Constraint) []domains.Constraint {
	one := domains.LinConst(1)
	neg := func(l domains.Lin) (domains.Constraint, bool) { // -l + 1 <= 0
		n, ok := l.Scale(-1)
		if ok {
			n, ok = n.Add(one)
		}
		return domains.Constraint{Lin: n}, ok
	}
	if c.Kind == domains.LeZero {
		if n, ok := neg(c.Lin); ok {
			return []domains.Constraint{n}
		}
		return nil
	}
	lo, ok1 := c.Lin.Add(one) // l + 1 <= 0
	hi, ok2 := neg(c.Lin)     // -l + 1 <= 0
	if !ok1 || !ok2 {
		return nil
	}
	return []domains.Constraint{{Lin: lo}, hi}
}
