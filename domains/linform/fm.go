package linform

import "github.com/numpredvet/numpredvet/domains"

// maxRows bounds the constraints Fourier–Motzkin elimination may create.
const maxRows = 96

// infeasible reports that no integer point satisfies every constraint of cs,
// by Fourier–Motzkin elimination with integer tightening of each derived
// constraint (divide by the gcd of its coefficients, round the constant).
// It is sound (true only for an empty set) and incomplete: false when the
// set is satisfiable, when elimination exceeds maxRows, or on overflow.
func infeasible(cs []domains.Constraint) bool {
	var rows []domains.Lin
	for _, c := range cs {
		rows = append(rows, c.Lin)
		if c.Kind == domains.EqZero {
			n, ok := c.Lin.Scale(-1)
			if !ok {
				return false
			}
			rows = append(rows, n)
		}
	}
	for {
		// Tighten, drop constant rows, keep the strongest row per left side.
		live := make([]domains.Lin, 0, len(rows))
		at := map[string]int{}
		for _, r := range rows {
			r, ok := tighten(r)
			if !ok {
				return false
			}
			if len(r.Terms) == 0 {
				if r.Const > 0 {
					return true
				}
				continue
			}
			k := domains.Lin{Terms: r.Terms}.String()
			if i, dup := at[k]; dup {
				if r.Const > live[i].Const {
					live[i].Const = r.Const
				}
				continue
			}
			at[k] = len(live)
			live = append(live, r)
		}
		rows = live
		d, ok := pivot(rows)
		if !ok {
			return false
		}
		var pos, neg, rest []domains.Lin
		for _, r := range rows {
			switch k := r.Coef(d); {
			case k > 0:
				pos = append(pos, r)
			case k < 0:
				neg = append(neg, r)
			default:
				rest = append(rest, r)
			}
		}
		if len(rest)+len(pos)*len(neg) > maxRows {
			return false
		}
		for _, p := range pos {
			for _, q := range neg {
				a, b := p.Coef(d), -q.Coef(d)
				ps, ok1 := p.Scale(b)
				qs, ok2 := q.Scale(a)
				if !ok1 || !ok2 {
					return false
				}
				s, ok := ps.Add(qs)
				if !ok {
					return false
				}
				rest = append(rest, s)
			}
		}
		rows = rest
	}
}

// pivot picks the dimension whose elimination creates the fewest rows
// (the smallest on ties); false when no row has a term.
func pivot(rows []domains.Lin) (int, bool) {
	type count struct{ pos, neg int }
	counts := map[int]*count{}
	for _, r := range rows {
		for _, t := range r.Terms {
			c := counts[t.Dim]
			if c == nil {
				c = &count{}
				counts[t.Dim] = c
			}
			if t.Coef > 0 {
				c.pos++
			} else {
				c.neg++
			}
		}
	}
	best, bestCost, found := 0, 0, false
	for d, c := range counts {
		cost := c.pos*c.neg - c.pos - c.neg
		if !found || cost < bestCost || cost == bestCost && d < best {
			best, bestCost, found = d, cost, true
		}
	}
	return best, found
}

// tighten divides r (r <= 0) by the gcd g of its coefficients, rounding the
// constant up: over the integers Σ aᵢxᵢ + c <= 0 iff Σ (aᵢ/g)xᵢ + ⌈c/g⌉ <= 0.
func tighten(r domains.Lin) (domains.Lin, bool) {
	g := int64(0)
	for _, t := range r.Terms {
		g = gcd(g, abs(t.Coef))
	}
	if g < 0 {
		return r, false // a coefficient of -2⁶³
	}
	if g <= 1 {
		return r, true
	}
	ts := make([]domains.Term, len(r.Terms))
	for i, t := range r.Terms {
		ts[i] = domains.Term{Dim: t.Dim, Coef: t.Coef / g}
	}
	return domains.Lin{Const: ceilDiv(r.Const, g), Terms: ts}, true
}
