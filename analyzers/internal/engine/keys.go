package engine

import (
	"slices"

	"github.com/numpredvet/numpredvet/ssa2cfa"
	"github.com/numpredvet/numpredvet/ssa2cfa/domtype"
)

// analysisKeys are the key variables of an analysis of c (numeric.Config
// KeyVars), each once: its Bool and IntEq variables, those only compared
// with constants and passed to calls (eqKeys), the flags a loop sets to
// one of a few constants (flagKeys), and the results of calls whose cases
// are about their values (caseKeys).
func analysisKeys(c *ssa2cfa.CFA, t *domtype.Result, sums *summaries) []ssa2cfa.Var {
	var out []ssa2cfa.Var
	seen := map[ssa2cfa.Var]bool{}
	for _, v := range slices.Concat(domtype.KeyVars(c, t), eqKeys(c), flagKeys(c), sums.caseKeys(c)) {
		if !seen[v] {
			seen[v] = true
			out = append(out, v)
		}
	}
	return out
}

// eqKeys returns the integer variables that a loop of the function reads
// from memory or gets from calls, and that the function only compares for
// (in)equality with constants and otherwise only passes, as they are, to
// calls: a byte of a string tested by c == '.' and handed to isSep(c). The
// call makes such a variable IntEqAdd at least (domtype), so it is no key
// variable, yet its value matters to the function only through those
// equalities; as a key it keeps apart the states of an iteration that
// differ in it (where c == '.' and where c != '.'), as keys do for IntEq
// variables. Outside loops, such keys only multiply the states (a
// function's limit on them then joins states that its own keys kept
// apart: crypto/tls's generateServerKeyExchange loses two proofs). Keys
// only choose which states the analysis joins, so any choice is sound.
func eqKeys(c *ssa2cfa.CFA) []ssa2cfa.Var {
	uses := make([]int, len(c.Vars))    // every read of each variable
	eqs := make([]int, len(c.Vars))     // reads in a constant (in)equality
	allowed := make([]int, len(c.Vars)) // those, and reads as a call argument
	bad := make([]bool, len(c.Vars))    // assigned a computed value
	looped := make([]bool, len(c.Vars)) // loaded or returned by a call in a loop
	inLoop := c.InLoop()
	count := func(e ssa2cfa.Expr) {
		if e != nil {
			ssa2cfa.Vars(e, func(v ssa2cfa.Var) { uses[v]++ })
			constEqualities(e, func(v ssa2cfa.Var) { eqs[v]++; allowed[v]++ })
		}
	}
	for _, e := range c.Edges {
		switch op := e.Op.(type) {
		case *ssa2cfa.Assume:
			count(op.Cond)
		case *ssa2cfa.Assign:
			for i, x := range op.Exprs {
				count(x)
				if _, ok := x.(*ssa2cfa.Const); !ok {
					bad[op.Vars[i]] = true
				}
			}
		case *ssa2cfa.Havoc:
			for _, v := range op.Vars {
				looped[v] = looped[v] || inLoop[e.From]
			}
		case *ssa2cfa.Call:
			for _, v := range op.Results {
				if v >= 0 {
					looped[v] = looped[v] || inLoop[e.From]
				}
			}
			for _, a := range op.Args {
				count(a)
				if r, ok := a.(*ssa2cfa.VarRef); ok {
					allowed[r.V]++
				}
			}
			for _, a := range op.ArgLens {
				count(a)
			}
			for _, f := range op.ArgFields {
				count(f.X)
			}
		case *ssa2cfa.Return:
			for _, x := range op.Results {
				count(x)
			}
			for _, x := range op.ResultLens {
				count(x)
			}
		case *ssa2cfa.Fail:
			count(op.Check.Cond)
		}
	}
	var out []ssa2cfa.Var
	for v, info := range c.Vars {
		if info.Type.IsInt() && looped[v] && !bad[v] && eqs[v] > 0 && uses[v] == allowed[v] {
			out = append(out, ssa2cfa.Var(v))
		}
	}
	return out
}

// constEqualities calls f for the variable of each comparison x == k or
// x != k of a variable with a constant in e, a condition or a bool value.
func constEqualities(e ssa2cfa.Expr, f func(ssa2cfa.Var)) {
	switch e := e.(type) {
	case *ssa2cfa.Unary:
		constEqualities(e.X, f)
	case *ssa2cfa.Binary:
		if e.Op == ssa2cfa.Eq || e.Op == ssa2cfa.Ne {
			x, y := e.X, e.Y
			if _, ok := x.(*ssa2cfa.Const); ok {
				x, y = y, x
			}
			if r, ok := x.(*ssa2cfa.VarRef); ok {
				if _, ok := y.(*ssa2cfa.Const); ok {
					f(r.V)
					return
				}
			}
		}
		if e.Op == ssa2cfa.LAnd || e.Op == ssa2cfa.LOr {
			constEqualities(e.X, f)
			constEqualities(e.Y, f)
		}
	}
}

// maxFlagValues bounds the constants a variable of flagKeys is assigned.
const maxFlagValues = 4

// flagKeys returns the integer variables that are only ever assigned
// constants, at least two and at most maxFlagValues of them, one of those
// assignments in a loop: a flag such as nnul in
//
//	for i = 0; i < len(p); i++ { if p[i] == 0 { nnul = 1; break } }
//	p = p[i+nnul:]
//
// whose value tells the loop's exits apart (nnul == 1 and i < len(p), or
// nnul == 0 and i == len(p)), though the function adds it to others. As a
// key it keeps those states apart where a loop around them would join
// them; keys only choose which states are joined, so this is sound.
func flagKeys(c *ssa2cfa.CFA) []ssa2cfa.Var {
	values := make([]map[uint64]bool, len(c.Vars))
	bad := make([]bool, len(c.Vars))
	looped := make([]bool, len(c.Vars))
	inLoop := c.InLoop()
	for _, e := range c.Edges {
		switch op := e.Op.(type) {
		case *ssa2cfa.Assign:
			for i, x := range op.Exprs {
				v := op.Vars[i]
				k, ok := x.(*ssa2cfa.Const)
				if !ok {
					bad[v] = true
					continue
				}
				if values[v] == nil {
					values[v] = map[uint64]bool{}
				}
				values[v][k.Bits] = true
				looped[v] = looped[v] || inLoop[e.From]
			}
		case *ssa2cfa.Havoc:
			for _, v := range op.Vars {
				bad[v] = true
			}
		case *ssa2cfa.Call:
			for _, v := range op.Results {
				if v >= 0 {
					bad[v] = true
				}
			}
		}
	}
	var out []ssa2cfa.Var
	for v, info := range c.Vars {
		if n := len(values[v]); info.Type.IsInt() && !bad[v] && looped[v] && n >= 2 && n <= maxFlagValues {
			out = append(out, ssa2cfa.Var(v))
		}
	}
	return out
}
