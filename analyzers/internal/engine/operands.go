package engine

import (
	"strconv"

	"github.com/numpredvet/numpredvet/cpa/pathsmt"
	"github.com/numpredvet/numpredvet/smt"
	"github.com/numpredvet/numpredvet/ssa2cfa"
)

// operandValues evaluates chk's operands in model m of path formula f at
// the path's step end (the failing check): the concrete index and length,
// or slice bounds, that make the check fail. An operand reading a variable
// the (sliced) path does not constrain has no value.
func operandValues(enc *pathsmt.Encoder, f *pathsmt.PathFormula, m *smt.Model, chk *ssa2cfa.Check, end int) []string {
	out := make([]string, len(chk.Operands))
	for i, x := range chk.Operands {
		if x == nil || !x.Type().IsInt() {
			continue
		}
		known := true
		ssa2cfa.Vars(x, func(v ssa2cfa.Var) {
			_, ok := f.Var(v, end)
			known = known && ok
		})
		if !known {
			continue
		}
		t, err := enc.Expr(x, func(v ssa2cfa.Var) smt.Term {
			t, _ := f.Var(v, end)
			return t
		})
		if err != nil {
			continue
		}
		val, ok := m.Eval(t)
		if !ok {
			continue
		}
		bits, ok := m.EvalBV(val)
		if !ok {
			continue
		}
		out[i] = formatValue(x.Type(), bits)
	}
	return out
}

// formatValue prints the canonical bits of an integer of type ty.
func formatValue(ty ssa2cfa.Type, bits uint64) string {
	if ty.Signed {
		return strconv.FormatInt(int64(ty.Canon(bits)), 10)
	}
	return strconv.FormatUint(ty.Canon(bits), 10)
}
