package cfainterp_test

import (
	"fmt"
	"go/constant"
	"go/token"
	"go/types"
	"reflect"
	"unicode/utf8"

	"github.com/numpredvet/numpredvet/ssa2cfa"
	"github.com/numpredvet/numpredvet/ssa2cfa/cfainterp"
	"github.com/numpredvet/numpredvet/ssa2cfa/cfainterp/internal/difffns"
	"golang.org/x/tools/go/ssa"
)

// loadOracle answers the havoc of a lowered difffns function with what the
// compiled function computes: element and field loads of its parameters
// (and of slices, substrings and pointers of them), lengths and capacities,
// and the results
// of builtins the lowering leaves to the oracle (copy). It knows the
// concrete arguments of one root function only; anything else it cannot
// resolve is recorded in Err and answered with 0.
type loadOracle struct {
	root *ssa.Function
	args []reflect.Value
	Err  error
}

func (o *loadOracle) fail(format string, a ...any) uint64 {
	if o.Err == nil {
		o.Err = fmt.Errorf(format, a...)
	}
	return 0
}

// Havoc implements cfainterp.Oracle.
func (o *loadOracle) Havoc(c *ssa2cfa.CFA, v ssa2cfa.Var, env cfainterp.Env) uint64 {
	info := &c.Vars[v]
	if info.Value == nil {
		return o.fail("havoc of v%d (%s) without an SSA value", v, info.Name)
	}
	var x int64
	var ok bool
	switch info.Role {
	case ssa2cfa.RoleLen:
		x, ok = o.length(c, info.Value, env, false)
	case ssa2cfa.RoleCap:
		x, ok = o.length(c, info.Value, env, true)
	default:
		var bits uint64
		bits, ok = o.value(c, info.Value, env)
		x = int64(bits)
	}
	if !ok {
		return o.fail("cannot resolve havoc of v%d (%s = %s, %s) in %s", v, info.Name, info.Value.Name(), info.Value, c.Fn)
	}
	return uint64(x)
}

// Call implements cfainterp.Oracle for the calls Program does not
// interpret (builtins): each tracked result is computed from its SSA value.
func (o *loadOracle) Call(c *ssa2cfa.CFA, call *ssa2cfa.Call, args []uint64, env cfainterp.Env) ([]uint64, bool) {
	res := make([]uint64, len(call.Results))
	for i, r := range call.Results {
		if r < 0 {
			continue
		}
		x, ok := o.value(c, c.Vars[r].Value, env)
		if !ok {
			o.fail("cannot evaluate %s in %s", call, c.Fn)
			return nil, false
		}
		res[i] = x
	}
	return res, true
}

// value computes an integer SSA value from its structure: an element load,
// a builtin call; else, a tracked value's current value (see CFA.ExprOf) or
// a constant.
func (o *loadOracle) value(c *ssa2cfa.CFA, x ssa.Value, env cfainterp.Env) (uint64, bool) {
	switch x := x.(type) {
	case *ssa.Range: // the offset after the rune at the key (see ssa2cfa's rangeIter)
		if s, pos, ok := o.rangeAt(c, x, env); ok {
			_, size := utf8.DecodeRuneInString(s[pos:])
			return uint64(pos + int64(size)), true
		}
		return 0, false
	case *ssa.Extract:
		if next, ok := x.Tuple.(*ssa.Next); ok && next.IsString && x.Index == 2 {
			if rng, ok := next.Iter.(*ssa.Range); ok {
				if s, pos, ok := o.rangeAt(c, rng, env); ok {
					r, _ := utf8.DecodeRuneInString(s[pos:])
					return uint64(r), true
				}
			}
			return 0, false
		}
	case *ssa.UnOp:
		switch a := x.X.(type) {
		case *ssa.IndexAddr:
			return o.elem(c, a.X, a.Index, env)
		case *ssa.FieldAddr:
			return o.field(c, a.X, a.Field, env)
		}
	case *ssa.Field:
		return o.field(c, x.X, x.Field, env)
	case *ssa.BinOp: // string comparisons
		a, ok1 := o.str(c, x.X, env)
		b, ok2 := o.str(c, x.Y, env)
		if ok1 && ok2 {
			return compareStrings(x.Op, a, b)
		}
	case *ssa.Index:
		return o.elem(c, x.X, x.Index, env)
	case *ssa.Call:
		if b, ok := x.Call.Value.(*ssa.Builtin); ok {
			args := x.Call.Args
			switch b.Name() {
			case "len", "cap":
				n, ok := o.length(c, args[0], env, b.Name() == "cap")
				return uint64(n), ok
			case "copy":
				n, ok1 := o.length(c, args[0], env, false)
				m, ok2 := o.length(c, args[1], env, false)
				return uint64(min(n, m)), ok1 && ok2
			}
		}
	}
	if e, ok := c.ExprOf(x); ok {
		defined := true
		ssa2cfa.Vars(e, func(v ssa2cfa.Var) {
			_, ok := env.Get(v)
			defined = defined && ok
		})
		return cfainterp.Eval(e, env), defined
	}
	if k, ok := x.(*ssa.Const); ok && k.Value != nil {
		if u, exact := constant.Uint64Val(constant.ToInt(k.Value)); exact {
			return u, true
		}
		i, exact := constant.Int64Val(constant.ToInt(k.Value))
		return uint64(i), exact
	}
	return 0, false
}

// rangeAt returns the string a range over a string iterates on and the
// current key: the value of the key's variable (that of the Next's key
// Extract, or one standing for the Next itself when the key is unused).
func (o *loadOracle) rangeAt(c *ssa2cfa.CFA, rng *ssa.Range, env cfainterp.Env) (string, int64, bool) {
	s, ok := o.str(c, rng.X, env)
	if !ok {
		return "", 0, false
	}
	isKey := func(v ssa.Value) bool {
		if e, ok := v.(*ssa.Extract); ok && e.Index == 1 {
			v = e.Tuple
		}
		next, ok := v.(*ssa.Next)
		return ok && next.Iter == rng
	}
	for v := range c.Vars {
		if !isKey(c.Vars[v].Value) {
			continue
		}
		if bits, ok := env.Get(ssa2cfa.Var(v)); ok && int64(bits) >= 0 && int64(bits) < int64(len(s)) {
			return s, int64(bits), true
		}
	}
	return "", 0, false
}

// integer returns an integer operand's mathematical value, if it fits an
// int64.
func (o *loadOracle) integer(c *ssa2cfa.CFA, x ssa.Value, env cfainterp.Env) (int64, bool) {
	bits, ok := o.value(c, x, env)
	if !ok {
		return 0, false
	}
	if b, isBasic := x.Type().Underlying().(*types.Basic); isBasic && b.Info()&types.IsUnsigned != 0 && bits > 1<<63-1 {
		return 0, false
	}
	return int64(bits), true
}

// elem reads element index of the sequence seq (slice, string, array or
// pointer to array), as canonical bits.
func (o *loadOracle) elem(c *ssa2cfa.CFA, seq, index ssa.Value, env cfainterp.Env) (uint64, bool) {
	base, off, ok := o.aggregate(c, seq, env)
	i, ok2 := o.integer(c, index, env)
	if !ok || !ok2 {
		return 0, false
	}
	if !base.IsValid() { // a zeroed local array
		return 0, true
	}
	if i < 0 || off+i >= int64(base.Len()) {
		return 0, true // the index check fails first; havoc's value is moot
	}
	return canonBits(base.Index(int(off + i)))
}

// field reads field f of the struct (or pointer to struct) x.
func (o *loadOracle) field(c *ssa2cfa.CFA, x ssa.Value, f int, env cfainterp.Env) (uint64, bool) {
	base, _, ok := o.aggregate(c, x, env)
	if !ok || !base.IsValid() {
		return 0, false
	}
	return canonBits(base.Field(f))
}

// aggregate resolves x, a slice, string, array or struct or a pointer to
// one, to the concrete parameter value it denotes (pointers dereferenced)
// and an element offset into it; an invalid value stands for a local array
// never written (zeros). Memory written by the function is not modelled.
func (o *loadOracle) aggregate(c *ssa2cfa.CFA, x ssa.Value, env cfainterp.Env) (base reflect.Value, off int64, ok bool) {
	switch x := x.(type) {
	case *ssa.Parameter:
		i := paramIndex(o.root, x)
		if i < 0 {
			return base, 0, false
		}
		base, ok = o.args[i], true
	case *ssa.Global: // a read-only table
		t, found := difffns.Tables()[x.Name()]
		if !found {
			return base, 0, false
		}
		base, ok = reflect.ValueOf(t), true
	case *ssa.Slice:
		base, off, ok = o.aggregate(c, x.X, env)
		if x.Low != nil && ok {
			var lo int64
			lo, ok = o.integer(c, x.Low, env)
			off += lo
		}
	case *ssa.Convert: // []byte(s)
		base, off, ok = o.aggregate(c, x.X, env)
	case *ssa.SliceToArrayPointer:
		base, off, ok = o.aggregate(c, x.X, env)
	case *ssa.UnOp: // *p, p a pointer to an aggregate
		if x.Op == token.MUL {
			base, off, ok = o.aggregate(c, x.X, env)
		}
	case *ssa.Field:
		base, _, ok = o.aggregate(c, x.X, env)
		if ok && base.IsValid() {
			base = base.Field(x.Field)
		}
	case *ssa.IndexAddr, *ssa.Index: // an element of an aggregate of aggregates
		seq, index := x.(*ssa.IndexAddr), ssa.Value(nil)
		var of ssa.Value
		if seq != nil {
			of, index = seq.X, seq.Index
		} else {
			of, index = x.(*ssa.Index).X, x.(*ssa.Index).Index
		}
		var i int64
		base, off, ok = o.aggregate(c, of, env)
		if ok {
			i, ok = o.integer(c, index, env)
		}
		if ok && base.IsValid() {
			if i < 0 || off+i >= int64(base.Len()) {
				return base, 0, false
			}
			base, off = base.Index(int(off+i)), 0
		}
	case *ssa.FieldAddr:
		base, _, ok = o.aggregate(c, x.X, env)
		if ok && base.IsValid() {
			base = base.Field(x.Field)
		}
	case *ssa.Alloc: // a parameter spilled to memory, or a local array
		var stored ssa.Value
		for _, ref := range *x.Referrers() {
			switch ref := ref.(type) {
			case *ssa.Store:
				if stored != nil {
					return base, 0, false
				}
				stored = ref.Val
			case *ssa.IndexAddr, *ssa.FieldAddr:
				for _, r := range *ref.(ssa.Value).Referrers() {
					if _, isStore := r.(*ssa.Store); isStore {
						return base, 0, false // element writes
					}
				}
			}
		}
		if stored == nil {
			return base, 0, true
		}
		base, off, ok = o.aggregate(c, stored, env)
	}
	if ok && base.IsValid() && base.Kind() == reflect.Pointer {
		if base.IsNil() {
			return base, 0, false
		}
		base = base.Elem()
	}
	return base, off, ok
}

// length computes len (or cap) of a slice, string, array or pointer to
// array from its structure, else from its len variable.
func (o *loadOracle) length(c *ssa2cfa.CFA, x ssa.Value, env cfainterp.Env, capacity bool) (int64, bool) {
	if p, ok := x.Type().Underlying().(*types.Pointer); ok {
		if a, ok := p.Elem().Underlying().(*types.Array); ok {
			return a.Len(), true
		}
	}
	if a, ok := x.Type().Underlying().(*types.Array); ok {
		return a.Len(), true
	}
	switch x := x.(type) {
	case *ssa.Parameter, *ssa.UnOp, *ssa.Field: // a parameter or a loaded field
		if base, _, ok := o.aggregate(c, x, env); ok && base.IsValid() {
			if capacity {
				return int64(base.Cap()), true
			}
			return int64(base.Len()), true
		}
	case *ssa.Const:
		if x.Value != nil && x.Value.Kind() == constant.String {
			return int64(len(constant.StringVal(x.Value))), true
		}
	case *ssa.Slice:
		lo, hi := int64(0), int64(0)
		ok := true
		if x.Low != nil {
			lo, ok = o.integer(c, x.Low, env)
		}
		bound := x.High
		if capacity {
			bound = x.Max
		}
		var ok2 bool
		if bound != nil {
			hi, ok2 = o.integer(c, bound, env)
		} else {
			hi, ok2 = o.length(c, x.X, env, capacity)
		}
		return hi - lo, ok && ok2
	case *ssa.MakeSlice:
		if capacity {
			return o.integer(c, x.Cap, env)
		}
		return o.integer(c, x.Len, env)
	case *ssa.Convert: // string <-> []byte
		return o.length(c, x.X, env, false)
	case *ssa.BinOp: // string concatenation
		if x.Op == token.ADD {
			n, ok1 := o.length(c, x.X, env, false)
			m, ok2 := o.length(c, x.Y, env, false)
			return n + m, ok1 && ok2
		}
	case *ssa.Call:
		if b, ok := x.Call.Value.(*ssa.Builtin); ok && b.Name() == "append" && !capacity {
			n, ok1 := o.length(c, x.Call.Args[0], env, false)
			m, ok2 := o.length(c, x.Call.Args[1], env, false)
			return n + m, ok1 && ok2
		}
	}
	lenVar := c.LenOf
	if capacity {
		lenVar = c.CapOf
	}
	if v, ok := lenVar(x); ok {
		if bits, ok := env.Get(v); ok {
			return int64(bits), true
		}
	}
	return 0, false
}

// str resolves a string value: a constant, or a parameter or substring of
// one.
func (o *loadOracle) str(c *ssa2cfa.CFA, x ssa.Value, env cfainterp.Env) (string, bool) {
	if !isStringType(x.Type()) {
		return "", false
	}
	if k, ok := x.(*ssa.Const); ok {
		if k.Value == nil {
			return "", true
		}
		return constant.StringVal(k.Value), true
	}
	base, off, ok := o.aggregate(c, x, env)
	n, ok2 := o.length(c, x, env, false)
	if !ok || !ok2 || !base.IsValid() || off < 0 || n < 0 || off+n > int64(base.Len()) {
		return "", false
	}
	return base.String()[off : off+n], true
}

func isStringType(t types.Type) bool {
	b, ok := t.Underlying().(*types.Basic)
	return ok && b.Info()&types.IsString != 0
}

// compareStrings applies a comparison operator to two strings.
func compareStrings(op token.Token, a, b string) (uint64, bool) {
	var r bool
	switch op {
	case token.EQL:
		r = a == b
	case token.NEQ:
		r = a != b
	case token.LSS:
		r = a < b
	case token.LEQ:
		r = a <= b
	case token.GTR:
		r = a > b
	case token.GEQ:
		r = a >= b
	default:
		return 0, false
	}
	if r {
		return 1, true
	}
	return 0, true
}
