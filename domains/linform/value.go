package linform

import (
	"sort"
	"strings"

	"github.com/numpredvet/numpredvet/domains"
)

// maxForms bounds the forms a value keeps (the first ones in key order).
const maxForms = 24

// Domain is a numeric domain extended with intervals of linear forms.
type Domain struct {
	Base domains.NumericDomain
	// Templates, if set, are forms every value tracks (see Templates).
	Templates *Templates
}

// Name names the domain after its base.
func (d Domain) Name() string { return d.Base.Name() + "+forms" }

// WithTemplates returns d with templates t in place of its own.
func (d Domain) WithTemplates(t *Templates) domains.NumericDomain {
	return Domain{Base: d.Base, Templates: t}
}

// Tracked returns n: d tracks every variable.
func (d Domain) Tracked(n int) int { return n }

// Top is the value without constraints.
func (d Domain) Top(n int) domains.Numeric {
	return &Value{base: d.Base.Top(n), tpl: d.Templates, memo: newRefuteMemo()}
}

// Bot is the empty value.
func (d Domain) Bot(n int) domains.Numeric {
	return &Value{base: d.Base.Bot(n), tpl: d.Templates, memo: newRefuteMemo()}
}

// entry is a form and the interval its value lies in.
type entry struct {
	f  form
	iv domains.Interval
}

// Value is a base value and intervals of forms, sorted by key. Values are
// immutable.
type Value struct {
	base    domains.Numeric
	entries []entry
	tpl     *Templates
	// rb caches reducedBase (Leq needs it for every reached state it is
	// compared with). Set on first use; a value belongs to one analysis.
	rb domains.Numeric
	// memo remembers contradicts' eliminations for the analysis.
	memo *refuteMemo
}

var _ domains.Numeric = (*Value)(nil)

func (v *Value) with(base domains.Numeric, es []entry) *Value {
	// A lower bound saturated at +∞ (an upper one at -∞) only says "beyond
	// int64"; shifted by a later assignment it would stay there. Forget it.
	for i := range es {
		if es[i].iv.Lo == domains.Inf {
			es[i].iv.Lo = domains.NegInf
		}
		if es[i].iv.Hi == domains.NegInf {
			es[i].iv.Hi = domains.Inf
		}
	}
	sort.Slice(es, func(i, j int) bool { return es[i].f.key < es[j].f.key })
	if len(es) > maxForms {
		es = es[:maxForms]
	}
	return &Value{base: base, entries: es, tpl: v.tpl, memo: v.memo}
}

func (v *Value) lookup(key string) (domains.Interval, bool) {
	i := sort.Search(len(v.entries), func(i int) bool { return v.entries[i].f.key >= key })
	if i < len(v.entries) && v.entries[i].f.key == key {
		return v.entries[i].iv, true
	}
	return domains.Interval{}, false
}

// formBound bounds f in v: the base's bound, met with a stored interval.
func (v *Value) formBound(f form) domains.Interval {
	iv := v.base.Bound(f.lin)
	if s, ok := v.lookup(f.key); ok {
		iv = iv.Meet(s)
	}
	return iv
}

// moderate reports a constant far from saturation (or an infinite bound
// of an interval, which stays infinite), so that scaling and shifting by it
// are exact.
func moderate(c int64) bool {
	return c == domains.Inf || c == domains.NegInf || c > -1<<40 && c < 1<<40
}

// small reports a constant far from saturation.
func small(c int64) bool { return c > -1<<40 && c < 1<<40 }

func unbounded(iv domains.Interval) bool { return iv.Lo == domains.NegInf && iv.Hi == domains.Inf }

// reducedBase is the base value with every form's bounds assumed into it
// (as far as the base can take them).
func (v *Value) reducedBase() domains.Numeric {
	if v.rb != nil {
		return v.rb
	}
	b := v.base
	for _, c := range v.formConstraints() {
		b = b.Assume(c)
	}
	v.rb = b
	return b
}

// Dims is the number of dimensions.
func (v *Value) Dims() int { return v.base.Dims() }

// IsBot reports an empty value.
func (v *Value) IsBot() bool {
	if v.base.IsBot() {
		return true
	}
	for _, e := range v.entries {
		if e.iv.IsEmpty() {
			return true
		}
	}
	return false
}

// IsTop reports the value without constraints.
func (v *Value) IsTop() bool { return len(v.entries) == 0 && v.base.IsTop() }

// Leq reports γ(v) ⊆ γ(b) as far as the domain can tell.
func (v *Value) Leq(b domains.Numeric) bool {
	w := b.(*Value)
	if v.IsBot() {
		return true
	}
	rb := v.reducedBase()
	if !rb.Leq(w.base) {
		return false
	}
	for _, e := range w.entries {
		iv := rb.Bound(e.f.lin)
		if s, ok := v.lookup(e.f.key); ok {
			iv = iv.Meet(s)
		}
		if iv.Lo < e.iv.Lo || iv.Hi > e.iv.Hi {
			return false
		}
	}
	return true
}

// Join keeps, for every form either side stores, the hull of both sides'
// bounds on it.
func (v *Value) Join(b domains.Numeric) domains.Numeric {
	w := b.(*Value)
	if v.IsBot() {
		return w
	}
	if w.IsBot() {
		return v
	}
	return v.combine(w, v.base.Join(w.base), func(a, b domains.Interval) domains.Interval { return a.Join(b) }, true)
}

// combine builds a value from the forms of v (and of w, if both) with
// intervals op(v's bound, w's bound).
func (v *Value) combine(w *Value, base domains.Numeric, op func(a, b domains.Interval) domains.Interval, both bool) *Value {
	seen := map[string]bool{}
	var es []entry
	add := func(f form) {
		if seen[f.key] {
			return
		}
		seen[f.key] = true
		if iv := op(v.formBound(f), w.formBound(f)); !unbounded(iv) {
			es = append(es, entry{f, iv})
		}
	}
	for _, e := range v.entries {
		add(e.f)
	}
	if both {
		for _, e := range w.entries {
			add(e.f)
		}
	}
	for _, f := range v.tpl.list() {
		add(f)
	}
	return v.with(base, es)
}

// Meet intersects the bounds of every form.
func (v *Value) Meet(b domains.Numeric) domains.Numeric {
	w := b.(*Value)
	return v.combine(w, v.base.Meet(w.base), func(a, b domains.Interval) domains.Interval { return a.Meet(b) }, true)
}

// Widen widens the base and the forms of v (forms of b only are dropped,
// so chains stabilise).
func (v *Value) Widen(b domains.Numeric) domains.Numeric {
	return v.WidenUpTo(b, nil)
}

// WidenUpTo widens the base up to cs and every form of v by the interval
// widening.
func (v *Value) WidenUpTo(b domains.Numeric, cs []domains.Constraint) domains.Numeric {
	w := b.(*Value)
	if v.IsBot() {
		return w
	}
	var base domains.Numeric
	if cs == nil {
		base = v.base.Widen(w.base)
	} else {
		base = v.base.WidenUpTo(w.base, cs)
	}
	return v.combine(w, base, widenInterval, false)
}

func widenInterval(a, b domains.Interval) domains.Interval {
	r := a
	if b.Lo < a.Lo {
		r.Lo = domains.NegInf
	}
	if b.Hi > a.Hi {
		r.Hi = domains.Inf
	}
	return r
}

// Assign sets dims[i] := exprs[i] in parallel. A stored form or a
// template f whose variables the assignment changes is carried over by
// substitution: its new value is f[dims ← exprs] in the old state, bounded
// there. An assignment x := e with e non-octagonal over unassigned
// variables records the form x - e.
func (v *Value) Assign(dims []int, exprs []domains.Lin) domains.Numeric {
	if v.IsBot() {
		return v
	}
	moved := map[int]bool{}
	for _, d := range dims {
		moved[d] = true
	}
	// Assignments that read what they change relate their targets to the
	// forms' other dimensions in the state before them.
	var updated []bounded
	if len(v.entries) > 0 {
		for i, d := range dims {
			if readsAny(exprs[i], moved) {
				updated = append(updated, assignedBounds(v.base, d, exprs[i], v.entries, moved)...)
			}
		}
	}
	base := v.base.Assign(dims, exprs)
	for _, b := range updated {
		base = assumeIn(base, b.lin, b.iv)
	}
	var es []entry
	seen := map[string]bool{}
	follow := func(f form, stored *domains.Interval) {
		if seen[f.key] {
			return
		}
		seen[f.key] = true
		touched := false
		for _, t := range f.lin.Terms {
			touched = touched || moved[t.Dim]
		}
		if !touched {
			if stored != nil {
				es = append(es, entry{f, *stored})
			}
			return
		}
		l, ok := substitute(f.lin, dims, exprs)
		if !ok || !small(l.Const) {
			return
		}
		if iv := v.Bound(l); !unbounded(iv) {
			es = append(es, entry{f, iv})
		}
	}
	for _, e := range v.entries {
		iv := e.iv
		follow(e.f, &iv)
	}
	for _, f := range v.tpl.list() {
		follow(f, nil)
	}
	kept := len(es)
	for i, d := range dims {
		l := exprs[i]
		reads := false
		for _, t := range l.Terms {
			reads = reads || moved[t.Dim]
		}
		if reads {
			continue
		}
		// d - l.Terms == l.Const.
		diff, ok := domains.LinDim(d).Sub(domains.Lin{Terms: l.Terms})
		if !ok {
			continue
		}
		if f, scale, ok := normalise(diff); ok && l.Const%scale == 0 {
			c := l.Const / scale
			es = append(es, entry{f, domains.Interval{Lo: c, Hi: c}})
		}
	}
	base = octagonalSums(base, es[kept:], es[:kept])
	for i, d := range dims {
		if !readsAny(exprs[i], moved) {
			base = relateAssigned(base, d, exprs[i], es)
		}
	}
	return v.with(base, dedupe(es))
}

// dedupe keeps one entry per form, meeting their intervals.
func dedupe(es []entry) []entry {
	byKey := map[string]int{}
	var out []entry
	for _, e := range es {
		if i, ok := byKey[e.f.key]; ok {
			out[i].iv = out[i].iv.Meet(e.iv)
			continue
		}
		byKey[e.f.key] = len(out)
		out = append(out, e)
	}
	return out
}

// AssignInterval sets dim to an arbitrary value in iv.
func (v *Value) AssignInterval(dim int, iv domains.Interval) domains.Numeric {
	return v.with(v.base.AssignInterval(dim, iv), v.without(dim))
}

func (v *Value) without(dims ...int) []entry {
	var es []entry
	for _, e := range v.entries {
		keep := true
		for _, d := range dims {
			keep = keep && !e.f.mentions(d)
		}
		if keep {
			es = append(es, e)
		}
	}
	return es
}

// Assume restricts to the states satisfying c; a non-octagonal c also
// bounds its form.
func (v *Value) Assume(c domains.Constraint) domains.Numeric {
	if v.IsBot() {
		return v
	}
	base := v.base.Assume(c)
	f, scale, ok := normalise(c.Lin)
	if !ok || !small(c.Lin.Const) {
		r := v.with(base, append([]entry(nil), v.entries...))
		if r.clashes() {
			return &Value{base: base.Assume(domains.Constraint{Lin: domains.LinConst(1)}), tpl: v.tpl, memo: v.memo}
		}
		if !ok && len(v.entries) > 0 && small(c.Lin.Const) && !r.IsBot() && r.contradicts(c) {
			// An octagonal guard the forms refute: y < n against
			// n - x - y == 0 and x == 0.
			return &Value{base: base.Assume(domains.Constraint{Lin: domains.LinConst(1)}), tpl: v.tpl, memo: v.memo}
		}
		return r
	}
	// scale·f + Const <= 0 (or == 0).
	iv := domains.Interval{Lo: domains.NegInf, Hi: 0}
	if c.Kind == domains.EqZero {
		iv.Lo = 0
	}
	bound := unscale(iv, scale, c.Lin.Const)
	es := append([]entry(nil), v.entries...)
	fresh := entry{f, bound.Meet(v.Bound(f.lin))}
	es = append(es, fresh)
	base = octagonalSums(base, []entry{fresh}, v.entries)
	r := v.with(base, dedupe(es))
	if r.clashes() || len(v.entries) > 0 && !r.IsBot() && r.contradicts(c) {
		return &Value{base: base.Assume(domains.Constraint{Lin: domains.LinConst(1)}), tpl: v.tpl, memo: v.memo}
	}
	return r
}

// clashes reports a form whose interval the base's own bounds on its
// variables rule out: n - 8·l <= 0 once the base has n >= 1 and l == 0
// (which a guard on a copy of l, or on l alone, may have set).
func (v *Value) clashes() bool {
	for _, e := range v.entries {
		if e.iv.Meet(v.base.Bound(e.f.lin)).IsEmpty() {
			return true
		}
	}
	return false
}

// maxFMRows bounds the constraints handed to Fourier–Motzkin elimination.
const maxFMRows = 32

// contradicts reports that the forms of v related to c (sharing variables
// with it, transitively), with the base's bounds on their variables and
// the equalities it holds between them, have no integer solution: forms
// refute a guard together where none does alone (y > 10w, z == 10w,
// z >= 100x, y <= 100x). Failing that, it tries again with the forms
// related to c through the base's other relations too (i < n links a
// guard on 8i to len(b) >= 8n), and those relations.
func (v *Value) contradicts(c domains.Constraint) bool {
	if cs, ok := v.refutation(c, true); ok && v.memo.infeasible(cs) {
		return true
	}
	cs, ok := v.refutation(c, false)
	return ok && v.memo.infeasible(cs)
}

// refutation gathers the constraints contradicts hands to elimination:
// c, the forms related to it, the bounds of their variables, and the
// base's equalities between them (eq) or all its relations between them
// (!eq, where relations also relate forms). False when there are too few
// or too many.
func (v *Value) refutation(c domains.Constraint, eq bool) ([]domains.Constraint, bool) {
	vars := map[int]bool{}
	for _, t := range c.Lin.Terms {
		vars[t.Dim] = true
	}
	linked := func(d int) bool {
		if vars[d] {
			return true
		}
		if eq {
			return false
		}
		for u := range vars {
			if v.related(d, u) {
				return true
			}
		}
		return false
	}
	fcs := v.formConstraints()
	used := make([]bool, len(fcs))
	cs := []domains.Constraint{c}
	for grown := true; grown; {
		grown = false
		for i, k := range fcs {
			if used[i] {
				continue
			}
			shares := false
			for _, t := range k.Lin.Terms {
				shares = shares || linked(t.Dim)
			}
			if !shares {
				continue
			}
			used[i], grown = true, true
			cs = append(cs, k)
			for _, t := range k.Lin.Terms {
				vars[t.Dim] = true
			}
		}
	}
	if len(cs) < 3 || len(cs) > maxFMRows {
		return nil, false
	}
	dims := make([]int, 0, len(vars))
	for d := range vars {
		dims = append(dims, d)
	}
	sort.Ints(dims)
	bounds := make([]domains.Interval, len(dims))
	for i, d := range dims {
		b := v.base.Bound(domains.LinDim(d))
		bounds[i] = b
		cs = appendBounded(cs, domains.Lin{Terms: []domains.Term{{Dim: d, Coef: 1}}}, b)
	}
	cs = append(cs, v.pairConstraints(dims, bounds, true)...)
	if !eq {
		cs = append(cs, v.pairConstraints(dims, bounds, false)...)
	}
	return cs, true
}

// related reports whether the base bounds x - y or x + y beyond what the
// bounds of x and y imply.
func (v *Value) related(x, y int) bool {
	bx, by := v.base.Bound(domains.LinDim(x)), v.base.Bound(domains.LinDim(y))
	for _, sign := range []int64{-1, 1} {
		l := domains.Lin{Terms: []domains.Term{{Dim: x, Coef: 1}, {Dim: y, Coef: sign}}}
		b, implied := v.base.Bound(l), bx.Add(by.Scale(sign))
		if b.Hi < implied.Hi || b.Lo > implied.Lo {
			return true
		}
	}
	return false
}

// maxPairRows bounds the base's relations between two variables that
// contradicts adds.
const maxPairRows = 16

// pairConstraints returns what the base knows of x - y and x + y for the
// variables dims (whose bounds are bounds) beyond their bounds: with eq,
// the equalities x - y == c and x + y == c (the copy n2 == n of n that a
// form speaks of); without, the other relations (i < n in a loop that
// has len(b) >= 8n). At most maxPairRows rows each: every row can double
// the elimination's work.
func (v *Value) pairConstraints(dims []int, bounds []domains.Interval, eq bool) []domains.Constraint {
	var out []domains.Constraint
	for i := range dims {
		for j := i + 1; j < len(dims); j++ {
			if bounds[i].Lo == bounds[i].Hi || bounds[j].Lo == bounds[j].Hi {
				continue // a constant: its bounds say all
			}
			for _, sign := range []int64{-1, 1} {
				l := domains.Lin{Terms: []domains.Term{{Dim: dims[i], Coef: 1}, {Dim: dims[j], Coef: sign}}}
				b := v.base.Bound(l)
				if (b.Lo == b.Hi) != eq {
					continue
				}
				implied := bounds[i].Add(bounds[j].Scale(sign))
				if b.Hi >= implied.Hi {
					b.Hi = domains.Inf
				}
				if b.Lo <= implied.Lo {
					b.Lo = domains.NegInf
				}
				n := len(out)
				out = appendBounded(out, l, b)
				if len(out) > maxPairRows {
					return out[:n]
				}
			}
		}
	}
	return out
}

// appendBounded appends l <= b.Hi and l >= b.Lo, for the finite, small
// bounds of b.
func appendBounded(cs []domains.Constraint, l domains.Lin, b domains.Interval) []domains.Constraint {
	if b.Hi != domains.Inf && small(b.Hi) {
		cs = append(cs, domains.Constraint{Lin: domains.Lin{Const: -b.Hi, Terms: l.Terms}, Kind: domains.LeZero})
	}
	if b.Lo != domains.NegInf && small(b.Lo) {
		if neg, ok := (domains.Lin{Terms: l.Terms}).Scale(-1); ok {
			neg.Const = b.Lo
			cs = append(cs, domains.Constraint{Lin: neg, Kind: domains.LeZero})
		}
	}
	return cs
}

// Forget makes dims unconstrained.
func (v *Value) Forget(dims ...int) domains.Numeric {
	es := v.without(dims...)
	if len(es) < len(v.entries) {
		es = v.carried(es, dims)
	}
	return v.with(v.base.Forget(dims...), es)
}

// Bound bounds l: the base's bound, met with a stored form's interval, and
// with s·[f] + Bound(l - s·f) for every stored form f that shares a
// variable with l (one step of propagation: y <= 100·x and x <= 1000 bound
// y).
func (v *Value) Bound(l domains.Lin) domains.Interval {
	iv := v.base.Bound(l)
	if len(v.entries) == 0 {
		return iv
	}
	if f, scale, ok := normalise(l); ok && small(l.Const) {
		if s, ok := v.lookup(f.key); ok && moderate(s.Lo) && moderate(s.Hi) {
			iv = iv.Meet(rescale(s, scale, l.Const))
		}
	}
	for _, e := range v.entries {
		if !moderate(e.iv.Lo) || !moderate(e.iv.Hi) {
			continue
		}
		var a, k int64
		for _, t := range l.Terms {
			if c := e.f.coef(t.Dim); c != 0 {
				a, k = t.Coef, c
				break
			}
		}
		if k == 0 || a%k != 0 || a/k > 1<<20 || a/k < -1<<20 || !small(l.Const) {
			continue
		}
		s := a / k
		sf, ok1 := e.f.lin.Scale(s)
		rest, ok2 := l.Sub(sf)
		if !ok1 || !ok2 {
			continue
		}
		p := e.iv.Scale(s).Add(v.base.Bound(rest))
		if p.Lo == domains.Inf { // saturated upwards: no lower bound
			p.Lo = domains.NegInf
		}
		if p.Hi == domains.NegInf {
			p.Hi = domains.Inf
		}
		iv = iv.Meet(p)
	}
	return iv
}

// Constraints returns the base's constraints and one or two per form.
func (v *Value) Constraints() []domains.Constraint {
	return append(v.base.Constraints(), v.formConstraints()...)
}

// formConstraints returns one or two constraints per form.
func (v *Value) formConstraints() []domains.Constraint {
	var out []domains.Constraint
	for _, e := range v.entries {
		if e.iv.Hi != domains.Inf {
			out = append(out, domains.Constraint{Lin: domains.Lin{Const: -e.iv.Hi, Terms: e.f.lin.Terms}, Kind: domains.LeZero})
		}
		if e.iv.Lo != domains.NegInf {
			neg, ok := e.f.lin.Scale(-1)
			if !ok {
				continue
			}
			neg.Const = e.iv.Lo
			out = append(out, domains.Constraint{Lin: neg, Kind: domains.LeZero})
		}
	}
	return out
}

// String prints the base and the forms.
func (v *Value) String() string {
	var b strings.Builder
	b.WriteString(v.base.String())
	for _, e := range v.entries {
		b.WriteString(" ∧ ")
		b.WriteString(e.f.key)
		b.WriteString(" ∈ ")
		b.WriteString(e.iv.String())
	}
	return b.String()
}
