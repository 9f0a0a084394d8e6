package domains

// Numeric is an abstract value of a numeric domain over a fixed number of
// integer dimensions (Dims). Values are immutable: every operation returns a
// new value (or the receiver when nothing changed). Arguments of binary
// operations have the same domain and dimension count.
//
// Bounds are int64 saturated to ±∞ (see Inf). Every operation is sound over
// the mathematical integers; exactness is per domain and documented there.
type Numeric interface {
	// Dims is the number of dimensions.
	Dims() int
	IsBot() bool
	IsTop() bool
	// Leq reports γ(a) ⊆ γ(b) as far as the domain can tell (sound: true
	// only if it holds).
	Leq(b Numeric) bool
	Join(b Numeric) Numeric
	Meet(b Numeric) Numeric
	// Widen returns a ∇ b for a ⊑ b; chains a0, a0∇a1, ... stabilise.
	Widen(b Numeric) Numeric
	// WidenUpTo widens but keeps every constraint of cs that holds on both
	// a and b (bounded widening; cs are thresholds or interpolants).
	WidenUpTo(b Numeric, cs []Constraint) Numeric
	// Assign sets dims[i] := exprs[i] simultaneously.
	Assign(dims []int, exprs []Lin) Numeric
	// AssignInterval sets dim to an arbitrary value in iv.
	AssignInterval(dim int, iv Interval) Numeric
	// Assume restricts to the states satisfying c.
	Assume(c Constraint) Numeric
	// Forget makes the given dimensions unconstrained.
	Forget(dims ...int) Numeric
	// Bound returns an interval containing every value of l.
	Bound(l Lin) Interval
	// Constraints returns a conjunction of constraints whose γ equals the
	// value's γ (or contains it, for domains that are not conjunctive).
	Constraints() []Constraint
	String() string
}

// NumericDomain makes values of one numeric domain over n dimensions.
type NumericDomain interface {
	Name() string
	Top(n int) Numeric
	Bot(n int) Numeric
}

// Partial is a Numeric that constrains only some of its dimensions (a
// variable pack): a form over any other dimension is unbounded in it.
type Partial interface {
	Numeric
	// TrackedDims returns the dimensions it may constrain, ascending.
	TrackedDims() []int
}
