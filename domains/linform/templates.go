package linform

import (
	"sort"

	"github.com/numpredvet/numpredvet/domains"
)

// maxTemplates bounds the templates a domain tracks.
const maxTemplates = 24

// Templates is a fixed set of linear forms that every value of a domain
// tracks, whether or not a guard or assignment stated them: joins and
// widenings bound them on both sides (so a relation that only holds at a
// loop head after the first iteration survives), and assignments carry
// them over by substitution. Refinement supplies them. Immutable.
type Templates struct {
	forms []form
}

// NewTemplates returns the templates of the non-octagonal forms among ls,
// normalised and deduplicated, at most maxTemplates of them (in the order
// given: callers put the most wanted first).
func NewTemplates(ls []domains.Lin) *Templates {
	seen := map[string]bool{}
	t := &Templates{}
	for _, l := range ls {
		l.Const = 0
		f, _, ok := normalise(l)
		if !ok || seen[f.key] || len(t.forms) >= maxTemplates {
			continue
		}
		seen[f.key] = true
		t.forms = append(t.forms, f)
	}
	sort.Slice(t.forms, func(i, j int) bool { return t.forms[i].key < t.forms[j].key })
	return t
}

// Len is the number of templates.
func (t *Templates) Len() int {
	if t == nil {
		return 0
	}
	return len(t.forms)
}

// Forms returns the templates as linear forms (constant 0), in key order.
func (t *Templates) Forms() []domains.Lin {
	if t == nil {
		return nil
	}
	out := make([]domains.Lin, len(t.forms))
	for i, f := range t.forms {
		out[i] = f.lin
	}
	return out
}

func (t *Templates) list() []form {
	if t == nil {
		return nil
	}
	return t.forms
}

// substitute returns l with dims[i] replaced by exprs[i] (simultaneously);
// ok is false on overflow.
func substitute(l domains.Lin, dims []int, exprs []domains.Lin) (domains.Lin, bool) {
	out := domains.Lin{Const: l.Const}
	for _, t := range l.Terms {
		repl := domains.Lin{Terms: []domains.Term{{Dim: t.Dim, Coef: 1}}}
		for i, d := range dims {
			if d == t.Dim {
				repl = exprs[i]
			}
		}
		s, ok := repl.Scale(t.Coef)
		if !ok {
			return domains.Lin{}, false
		}
		if out, ok = out.Add(s); !ok {
			return domains.Lin{}, false
		}
	}
	return out, true
}
