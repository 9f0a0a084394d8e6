// Package boundstables holds read-only tables of structs: each integer
// field's value is known for each element, so a check that depends on the
// element a comparison of the index selects is proven.
package boundstables

type op int

const (
	opNeg op = iota
	opAdd
	opSub
	opMul
	opMulAdd
	opNone
)

// ops gives each operation its name and arity. Only the initializer sets
// it, before any of the package's code can run.
var ops = [...]struct {
	name  string
	arity int
}{
	opNeg:    {"neg", 1},
	opAdd:    {"add", 2},
	opSub:    {"sub", 2},
	opMul:    {"mul", 2},
	opMulAdd: {"muladd", 3},
	opNone:   {"none", 0},
}

// apply checks the arity first, from a copy of the operation's entry;
// the cases then read as many operands as their arity.
func apply(o op, args []int) int {
	if o < 0 || o >= op(len(ops)) {
		return 0
	}
	d := ops[o]
	if len(args) < d.arity {
		return 0
	}
	switch o {
	case opNeg:
		return -args[0]
	case opAdd:
		return args[0] + args[1]
	case opMulAdd:
		return args[0]*args[1] + args[2]
	}
	return 0
}

// applyWrong reads a third operand for an operation of arity 2.
func applyWrong(o op, args []int) int {
	if o < 0 || o >= op(len(ops)) {
		return 0
	}
	if len(args) < ops[o].arity {
		return 0
	}
	switch o {
	case opSub:
		return args[0] - args[1] + args[2] // want `^args\[2\]: index not proven in range$`
	case opNone:
		return args[0] // want `^args\[0\]: index not proven in range$`
	}
	return 0
}

// weights is changed after initialization, so its elements are unknown.
var weights = [...]struct{ n int }{{1}, {2}}

func setWeight(i, n int) { weights[i&1].n = n }

func weighted(i int, args []int) int {
	if len(args) < weights[i&1].n {
		return 0
	}
	if i&1 == 1 {
		return args[1] // want `^args\[1\]: index not proven in range$`
	}
	return 0
}
