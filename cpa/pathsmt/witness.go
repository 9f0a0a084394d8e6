package pathsmt

import (
	"fmt"
	"math/big"

	"github.com/numpredvet/numpredvet/smt"
	"github.com/numpredvet/numpredvet/ssa2cfa"
)

// Binding is the value of one input or havoc'd value in a witness.
type Binding struct {
	Var  ssa2cfa.Var
	Name string // VarInfo.Name, or "v<N>" when it has none
	// Step is -1 for an initial value (an input), else the index of the
	// path edge that havoc'd the value.
	Step  int
	Type  ssa2cfa.Type
	Value *big.Int // the mathematical value; booleans are 0 or 1
}

// String returns "name = value" for inputs and "name@step = value" for
// havoc'd values; booleans print as true and false.
func (b Binding) String() string {
	v := b.Value.String()
	if b.Type.IsBool() {
		v = fmt.Sprint(b.Value.Sign() != 0)
	}
	if b.Step < 0 {
		return b.Name + " = " + v
	}
	return fmt.Sprintf("%s@%d = %s", b.Name, b.Step, v)
}

// Witness returns the values in m of the inputs (in CFA.Inputs order) and
// then of the havoc'd values (in path order): what a concrete execution
// along the path needs. Values the model leaves free are completed
// (arbitrarily, deterministically).
func (p *PathFormula) Witness(m *smt.Model) []Binding {
	var out []Binding
	for _, ver := range p.Versions {
		if ver.Step == -1 && !p.isInput(ver.Var) || ver.Step >= 0 && !ver.Havoc {
			continue
		}
		if b, ok := p.binding(m, ver); ok {
			out = append(out, b)
		}
	}
	return out
}

func (p *PathFormula) isInput(v ssa2cfa.Var) bool {
	vi := &p.enc.cfa.Vars[v]
	if vi.Input {
		return true
	}
	for _, in := range p.enc.cfa.Inputs {
		if in == v {
			return true
		}
	}
	return false
}

// Value returns the mathematical value of version term t of type ty in m.
func Value(m *smt.Model, t smt.Term, ty ssa2cfa.Type) (*big.Int, bool) {
	if ty.IsBool() {
		b, ok := m.EvalBool(t)
		if !ok {
			return nil, false
		}
		if b {
			return big.NewInt(1), true
		}
		return big.NewInt(0), true
	}
	bits, ok := m.EvalBV(t)
	if !ok {
		return nil, false
	}
	return ty.BigValue(ty.Canon(bits)), true
}

func (p *PathFormula) binding(m *smt.Model, ver Version) (Binding, bool) {
	vi := &p.enc.cfa.Vars[ver.Var]
	val, ok := Value(m, ver.Term, vi.Type)
	if !ok {
		return Binding{}, false
	}
	name := vi.Name
	if name == "" {
		name = fmt.Sprintf("v%d", ver.Var)
	}
	return Binding{Var: ver.Var, Name: name, Step: ver.Step, Type: vi.Type, Value: val}, true
}
