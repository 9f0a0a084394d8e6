package engine

import (
	"fmt"
	"strings"

	"github.com/numpredvet/numpredvet/cpa/summary"
	"github.com/numpredvet/numpredvet/ssa2cfa"
)

// Preconditions is the fact of numpredengine that lists a function's
// must-fail preconditions: conditions on its parameters (values, lengths)
// under which every call fails one of its checks (see precond.go). Small,
// gob-encodable and deterministic: slices only, in derivation order.
type Preconditions struct {
	List []Precondition
}

// AFact marks Preconditions as an analysis fact.
func (*Preconditions) AFact() {}

func (p *Preconditions) String() string {
	parts := make([]string, len(p.List))
	for i, pre := range p.List {
		parts[i] = pre.String()
	}
	return "preconditions{" + strings.Join(parts, "; ") + "}"
}

// Precondition says: every call whose arguments satisfy Fail fails the
// check it describes (calls inside the function assumed to return, as for
// every manifest verdict).
type Precondition struct {
	// Kind is the failing check's ssa2cfa.CheckKind.
	Kind uint8
	// CheckOrigin describes the failing check, for messages. A
	// precondition inherited through a call keeps the description of the
	// check that fails in the end.
	CheckOrigin
	// Fail is the failing condition, a boolean expression over the slots of
	// the function (summary.Slot), encoded in prefix order (Node).
	Fail []Node
	// Operands are the failing check's operands (ssa2cfa.Check.Operands)
	// over the same slots, for the failing values a report names; an empty
	// one is unknown.
	Operands [][]Node
}

func (p Precondition) String() string {
	e, err := decodeExpr(p.Fail, slotRef)
	s := "?"
	if err == nil {
		s = e.String()
	}
	return fmt.Sprintf("%s %s:%d fails if %s", ssa2cfa.CheckKind(p.Kind), p.File, p.Line, s)
}

// Node is one node of an expression in prefix order: an operator followed
// by its operands.
type Node struct {
	Op   NodeOp
	Type uint8  // the node's type (packType), for constants, slots and conversions
	Arg  uint64 // the constant's bits, the slot, or the operator (ssa2cfa.UnOp, BinOp)
}

// NodeOp is the kind of a Node.
type NodeOp uint8

// The kinds of Node.
const (
	NodeConst   NodeOp = iota // a constant: Type, Arg = bits
	NodeSlot                  // the value of a slot: Type, Arg = summary.Slot
	NodeUnary                 // Arg = ssa2cfa.UnOp; one operand
	NodeBinary                // Arg = ssa2cfa.BinOp; two operands
	NodeConvert               // to Type; one operand
)

// packType packs an ssa2cfa.Type in a byte: the width (0 for bool) and the
// sign bit.
func packType(t ssa2cfa.Type) uint8 {
	if t.IsBool() {
		return 0
	}
	b := t.Width
	if t.Signed {
		b |= 1
	}
	return b
}

func unpackType(b uint8) (ssa2cfa.Type, bool) {
	if b == 0 {
		return ssa2cfa.Bool, true
	}
	t := ssa2cfa.Type{Kind: ssa2cfa.KindInt, Width: b &^ 1, Signed: b&1 != 0}
	switch t.Width {
	case 8, 16, 32, 64:
		return t, true
	}
	return ssa2cfa.Type{}, false
}

// encodeExpr encodes e, whose variables slotOf maps to slots, in at most
// max nodes; false when a variable has no slot or e is larger. (e may be a
// DAG whose tree is exponentially larger: the limit also bounds the walk.)
func encodeExpr(e ssa2cfa.Expr, slotOf func(ssa2cfa.Var) (summary.Slot, bool), max int) ([]Node, bool) {
	var out []Node
	var enc func(ssa2cfa.Expr) bool
	enc = func(e ssa2cfa.Expr) bool {
		if len(out) >= max {
			return false
		}
		switch e := e.(type) {
		case *ssa2cfa.Const:
			out = append(out, Node{Op: NodeConst, Type: packType(e.T), Arg: e.Bits})
		case *ssa2cfa.VarRef:
			s, ok := slotOf(e.V)
			if !ok {
				return false
			}
			out = append(out, Node{Op: NodeSlot, Type: packType(e.T), Arg: uint64(s)})
		case *ssa2cfa.Unary:
			out = append(out, Node{Op: NodeUnary, Arg: uint64(e.Op)})
			return enc(e.X)
		case *ssa2cfa.Binary:
			out = append(out, Node{Op: NodeBinary, Arg: uint64(e.Op)})
			return enc(e.X) && enc(e.Y)
		case *ssa2cfa.Convert:
			out = append(out, Node{Op: NodeConvert, Type: packType(e.T)})
			return enc(e.X)
		default:
			return false
		}
		return true
	}
	if e == nil || !enc(e) {
		return nil, false
	}
	return out, true
}

// decodeExpr decodes an expression, replacing each slot by slot(s, t) (an
// error when that is nil: a slot the caller cannot express).
func decodeExpr(nodes []Node, slot func(summary.Slot, ssa2cfa.Type) ssa2cfa.Expr) (ssa2cfa.Expr, error) {
	i := 0
	var dec func() (ssa2cfa.Expr, error)
	dec = func() (ssa2cfa.Expr, error) {
		if i >= len(nodes) {
			return nil, fmt.Errorf("truncated expression")
		}
		n := nodes[i]
		i++
		switch n.Op {
		case NodeConst, NodeSlot, NodeConvert:
			t, ok := unpackType(n.Type)
			if !ok {
				return nil, fmt.Errorf("bad type %d", n.Type)
			}
			switch n.Op {
			case NodeConst:
				return &ssa2cfa.Const{T: t, Bits: t.Canon(n.Arg)}, nil
			case NodeSlot:
				x := slot(summary.Slot(n.Arg), t)
				if x == nil {
					return nil, fmt.Errorf("slot %v unknown", summary.Slot(n.Arg))
				}
				if x.Type() != t {
					return nil, fmt.Errorf("slot %v has type %v, want %v", summary.Slot(n.Arg), x.Type(), t)
				}
				return x, nil
			}
			x, err := dec()
			if err != nil {
				return nil, err
			}
			if !x.Type().IsInt() || !t.IsInt() {
				return nil, fmt.Errorf("conversion of %v to %v", x.Type(), t)
			}
			return &ssa2cfa.Convert{X: x, T: t}, nil
		case NodeUnary:
			if n.Arg > uint64(ssa2cfa.Not) {
				return nil, fmt.Errorf("bad unary operator %d", n.Arg)
			}
			x, err := dec()
			if err != nil {
				return nil, err
			}
			op := ssa2cfa.UnOp(n.Arg)
			if (op == ssa2cfa.Not) != x.Type().IsBool() {
				return nil, fmt.Errorf("%v on %v", op, x.Type())
			}
			return &ssa2cfa.Unary{Op: op, X: x}, nil
		case NodeBinary:
			if n.Arg > uint64(ssa2cfa.LOr) {
				return nil, fmt.Errorf("bad binary operator %d", n.Arg)
			}
			x, err := dec()
			if err != nil {
				return nil, err
			}
			y, err := dec()
			if err != nil {
				return nil, err
			}
			op := ssa2cfa.BinOp(n.Arg)
			if err := checkBinary(op, x, y); err != nil {
				return nil, err
			}
			return &ssa2cfa.Binary{Op: op, X: x, Y: y}, nil
		}
		return nil, fmt.Errorf("bad node %d", n.Op)
	}
	e, err := dec()
	if err == nil && i != len(nodes) {
		err = fmt.Errorf("%d trailing nodes", len(nodes)-i)
	}
	return e, err
}

// checkBinary checks the operand types of a decoded binary expression: a
// fact from another build must not yield an ill-typed expression.
func checkBinary(op ssa2cfa.BinOp, x, y ssa2cfa.Expr) error {
	tx, ty := x.Type(), y.Type()
	switch {
	case op == ssa2cfa.LAnd || op == ssa2cfa.LOr:
		if tx.IsBool() && ty.IsBool() {
			return nil
		}
	case op == ssa2cfa.Shl || op == ssa2cfa.Shr:
		if tx.IsInt() && ty.IsInt() {
			return nil
		}
	case op == ssa2cfa.Eq || op == ssa2cfa.Ne:
		if tx == ty {
			return nil
		}
	case tx == ty && tx.IsInt():
		return nil
	}
	return fmt.Errorf("%v on %v and %v", op, tx, ty)
}

// slotRef renders slots as variables named by the slot, for String.
func slotRef(s summary.Slot, t ssa2cfa.Type) ssa2cfa.Expr {
	return &slotExpr{VarRef: ssa2cfa.VarRef{T: t}, s: s}
}

// slotExpr is a slot in a printed precondition: an expression whose String
// is the slot's.
type slotExpr struct {
	ssa2cfa.VarRef
	s summary.Slot
}

func (e *slotExpr) String() string { return e.s.String() }
