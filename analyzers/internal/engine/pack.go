package engine

import (
	"fmt"
	"slices"

	"github.com/numpredvet/numpredvet/cpa/refine"
	"github.com/numpredvet/numpredvet/domains"
	"github.com/numpredvet/numpredvet/domains/linform"
)

// packDomain is a numeric domain over n dimensions that tracks only a pack
// of them (a variable pack, as in Astrée's octagon packing), with a base
// domain over the pack alone; every other dimension is unconstrained. It
// is sound: a value's γ is every point whose projection on the pack lies in
// the base value's γ, and each operation over-approximates its concrete
// effect — a constraint or an assigned expression that reads a dimension
// outside the pack is dropped (the assigned dimension forgotten), and a
// bound over such a dimension is unbounded. A step costs what the base
// domain's step costs over len(pack) dimensions, not n.
//
// A pack may also share one of base's dimensions between dimensions that
// are never live together (see coalesce): a shared dimension holds the
// value of whichever is live, so a form that reads one is still sound
// where the transfer functions evaluate it (they read only live
// variables), but what the value says of a shared dimension is no
// constraint on any one of them at every location, and Constraints leaves
// it out.
type packDomain struct {
	base    domains.NumericDomain
	n       int
	pack    []int // tracked dimensions, ascending
	at      []int // at[d]: the base dimension d is tracked in, or -1
	owner   []int // owner[k]: the dimension base dimension k tracks, -1 if shared
	tracked int   // base's dimensions
}

// newPackDomain returns the domain over n dimensions that tracks pack (a
// sorted list of distinct dimensions below n) with base.
func newPackDomain(base domains.NumericDomain, n int, pack []int) *packDomain {
	at := make([]int, n)
	for i := range at {
		at[i] = -1
	}
	for i, d := range pack {
		at[d] = i
	}
	return &packDomain{base: base, n: n, pack: pack, at: at, owner: pack, tracked: len(pack)}
}

// newSharedPackDomain returns the domain over n dimensions that tracks
// dimension d in base's dimension at[d] (-1: untracked), dims of them;
// dimensions that share one must never be live together (see coalesce).
func newSharedPackDomain(base domains.NumericDomain, at []int, dims int) *packDomain {
	owner := make([]int, dims)
	for k := range owner {
		owner[k] = -2 // none yet
	}
	var pack []int
	for d, k := range at {
		if k < 0 {
			continue
		}
		pack = append(pack, d)
		if owner[k] == -2 {
			owner[k] = d
		} else {
			owner[k] = -1
		}
	}
	return &packDomain{base: base, n: len(at), pack: pack, at: at, owner: owner, tracked: dims}
}

// WithTemplates returns the pack's domain with templates t, those of its
// forms that read only the pack's dimensions (see cpa/refine), when its
// base takes templates; d itself otherwise.
func (d *packDomain) WithTemplates(t *linform.Templates) domains.NumericDomain {
	rt, ok := d.base.(refine.Templated)
	if !ok {
		return d
	}
	var forms []domains.Lin
	for _, f := range t.Forms() {
		if l, ok := d.lin(f); ok {
			forms = append(forms, l)
		}
	}
	out := *d
	out.base = rt.WithTemplates(linform.NewTemplates(forms))
	return &out
}

// Tracked returns the number of base dimensions.
func (d *packDomain) Tracked(int) int { return d.tracked }

func (d *packDomain) Name() string {
	if d.tracked != len(d.pack) {
		return fmt.Sprintf("pack%d/%d(%s)", len(d.pack), d.tracked, d.base.Name())
	}
	return fmt.Sprintf("pack%d(%s)", len(d.pack), d.base.Name())
}

func (d *packDomain) Top(n int) domains.Numeric {
	return &packValue{d: d, v: d.base.Top(d.tracked)}
}

func (d *packDomain) Bot(n int) domains.Numeric {
	return &packValue{d: d, v: d.base.Bot(d.tracked)}
}

// lin translates l to the pack's dimensions; ok is false if l reads a
// dimension outside the pack, or two that share one.
func (d *packDomain) lin(l domains.Lin) (domains.Lin, bool) {
	out := domains.Lin{Const: l.Const}
	if len(l.Terms) > 0 {
		out.Terms = make([]domains.Term, len(l.Terms))
	}
	sorted := true
	for i, t := range l.Terms {
		if t.Dim < 0 || t.Dim >= d.n || d.at[t.Dim] < 0 {
			return domains.Lin{}, false
		}
		out.Terms[i] = domains.Term{Dim: d.at[t.Dim], Coef: t.Coef}
		if i > 0 && out.Terms[i-1].Dim >= out.Terms[i].Dim {
			sorted = false
		}
	}
	if !sorted { // shared dimensions need not follow the order of theirs
		slices.SortFunc(out.Terms, func(a, b domains.Term) int { return a.Dim - b.Dim })
		for i := 1; i < len(out.Terms); i++ {
			if out.Terms[i-1].Dim == out.Terms[i].Dim {
				return domains.Lin{}, false
			}
		}
	}
	return out, true
}

// unpack translates a form over the pack back to the n dimensions; ok is
// false if it reads a shared dimension.
func (d *packDomain) unpack(l domains.Lin) (domains.Lin, bool) {
	out := domains.Lin{Const: l.Const}
	for _, t := range l.Terms {
		o := d.owner[t.Dim]
		if o < 0 {
			return domains.Lin{}, false
		}
		out.Terms = append(out.Terms, domains.Term{Dim: o, Coef: t.Coef})
	}
	if !slices.IsSortedFunc(out.Terms, func(a, b domains.Term) int { return a.Dim - b.Dim }) {
		slices.SortFunc(out.Terms, func(a, b domains.Term) int { return a.Dim - b.Dim })
	}
	return out, true
}

// packValue is a value of a packDomain: v over the pack's dimensions.
type packValue struct {
	d *packDomain
	v domains.Numeric
}

func (a *packValue) wrap(v domains.Numeric) domains.Numeric {
	if v == a.v {
		return a
	}
	return &packValue{d: a.d, v: v}
}

func inner(b domains.Numeric) domains.Numeric { return b.(*packValue).v }

func (a *packValue) Dims() int                               { return a.d.n }
func (a *packValue) TrackedDims() []int                      { return a.d.pack }
func (a *packValue) IsBot() bool                             { return a.v.IsBot() }
func (a *packValue) IsTop() bool                             { return a.v.IsTop() }
func (a *packValue) Leq(b domains.Numeric) bool              { return a.v.Leq(inner(b)) }
func (a *packValue) Join(b domains.Numeric) domains.Numeric  { return a.wrap(a.v.Join(inner(b))) }
func (a *packValue) Meet(b domains.Numeric) domains.Numeric  { return a.wrap(a.v.Meet(inner(b))) }
func (a *packValue) Widen(b domains.Numeric) domains.Numeric { return a.wrap(a.v.Widen(inner(b))) }
func (a *packValue) String() string                          { return a.v.String() }

// WidenUpTo keeps the thresholds over the pack.
func (a *packValue) WidenUpTo(b domains.Numeric, cs []domains.Constraint) domains.Numeric {
	var in []domains.Constraint
	for _, c := range cs {
		if l, ok := a.d.lin(c.Lin); ok {
			in = append(in, domains.Constraint{Lin: l, Kind: c.Kind})
		}
	}
	return a.wrap(a.v.WidenUpTo(inner(b), in))
}

// Assign assigns the packed dimensions; one whose expression reads a
// dimension outside the pack is forgotten.
func (a *packValue) Assign(dims []int, exprs []domains.Lin) domains.Numeric {
	var ds []int
	var ls []domains.Lin
	var lost []int
	for i, d := range dims {
		k := a.d.at[d]
		if k < 0 {
			continue
		}
		if l, ok := a.d.lin(exprs[i]); ok && !slices.Contains(ds, k) {
			ds, ls = append(ds, k), append(ls, l)
		} else {
			lost = append(lost, k)
		}
	}
	v := a.v
	if len(ds) > 0 {
		v = v.Assign(ds, ls)
	}
	if len(lost) > 0 {
		v = v.Forget(lost...)
	}
	return a.wrap(v)
}

func (a *packValue) AssignInterval(dim int, iv domains.Interval) domains.Numeric {
	if k := a.d.at[dim]; k >= 0 {
		return a.wrap(a.v.AssignInterval(k, iv))
	}
	return a
}

// Assume restricts the pack by c when c reads the pack alone (a constraint
// over an unconstrained dimension says nothing about the others).
func (a *packValue) Assume(c domains.Constraint) domains.Numeric {
	l, ok := a.d.lin(c.Lin)
	if !ok {
		return a
	}
	return a.wrap(a.v.Assume(domains.Constraint{Lin: l, Kind: c.Kind}))
}

func (a *packValue) Forget(dims ...int) domains.Numeric {
	var ks []int
	for _, d := range dims {
		if k := a.d.at[d]; k >= 0 && !slices.Contains(ks, k) {
			ks = append(ks, k)
		}
	}
	if len(ks) == 0 {
		return a
	}
	return a.wrap(a.v.Forget(ks...))
}

// Bound bounds l in the pack; a form over a dimension outside it is
// unbounded (unless the value is empty).
func (a *packValue) Bound(l domains.Lin) domains.Interval {
	if pl, ok := a.d.lin(l); ok {
		return a.v.Bound(pl)
	}
	if a.v.IsBot() {
		return a.v.Bound(domains.LinConst(0)) // the base's empty interval
	}
	return domains.Top
}

func (a *packValue) Constraints() []domains.Constraint {
	cs := a.v.Constraints()
	out := make([]domains.Constraint, 0, len(cs))
	for _, c := range cs {
		if l, ok := a.d.unpack(c.Lin); ok {
			out = append(out, domains.Constraint{Lin: l, Kind: c.Kind})
		}
	}
	return out
}
