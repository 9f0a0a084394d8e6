package domaintest_test

import (
	"fmt"
	"math/rand"
	"testing"

	"github.com/numpredvet/numpredvet/domains"
	"github.com/numpredvet/numpredvet/domains/domaintest"
	"github.com/numpredvet/numpredvet/domains/interval"
)

// recorder is a TB that stops the check at the first failure.
type recorder struct{ msg string }

type stop struct{}

func (r *recorder) Helper() {}
func (r *recorder) Fatalf(format string, args ...any) {
	r.msg = fmt.Sprintf(format, args...)
	panic(stop{})
}

func run(f func(domaintest.TB)) (msg string) {
	r := &recorder{}
	defer func() {
		if e := recover(); e != nil {
			if _, ok := e.(stop); !ok {
				panic(e)
			}
			msg = r.msg
		}
	}()
	f(r)
	return ""
}

// broken wraps interval values with one operation replaced.
type broken struct {
	domains.Numeric
	mode string
}

type brokenDomain struct{ mode string }

func (d brokenDomain) Name() string { return "broken-" + d.mode }
func (d brokenDomain) Top(n int) domains.Numeric {
	return broken{interval.Domain{}.Top(n), d.mode}
}
func (d brokenDomain) Bot(n int) domains.Numeric {
	return broken{interval.Domain{}.Bot(n), d.mode}
}

func un(b domains.Numeric) domains.Numeric {
	if x, ok := b.(broken); ok {
		return x.Numeric
	}
	return b
}

func (a broken) wrap(v domains.Numeric) domains.Numeric { return broken{v, a.mode} }
func (a broken) Leq(b domains.Numeric) bool             { return a.Numeric.Leq(un(b)) }
func (a broken) Join(b domains.Numeric) domains.Numeric {
	if a.mode == "join-left" {
		return a
	}
	return a.wrap(a.Numeric.Join(un(b)))
}
func (a broken) Meet(b domains.Numeric) domains.Numeric { return a.wrap(a.Numeric.Meet(un(b))) }
func (a broken) Widen(b domains.Numeric) domains.Numeric {
	if a.mode == "widen-join" {
		return a.wrap(a.Numeric.Join(un(b)))
	}
	return a.wrap(a.Numeric.Widen(un(b)))
}
func (a broken) WidenUpTo(b domains.Numeric, cs []domains.Constraint) domains.Numeric {
	if a.mode == "widen-join" {
		return a.wrap(a.Numeric.Join(un(b)))
	}
	return a.wrap(a.Numeric.WidenUpTo(un(b), cs))
}
func (a broken) Assign(d []int, e []domains.Lin) domains.Numeric {
	if a.mode == "assign-noop" {
		return a
	}
	return a.wrap(a.Numeric.Assign(d, e))
}
func (a broken) AssignInterval(d int, iv domains.Interval) domains.Numeric {
	return a.wrap(a.Numeric.AssignInterval(d, iv))
}
func (a broken) Assume(c domains.Constraint) domains.Numeric {
	if a.mode == "assume-strict" && c.Kind == domains.LeZero {
		c.Lin.Const++ // l + 1 <= 0: drops the points with l == 0
	}
	return a.wrap(a.Numeric.Assume(c))
}
func (a broken) Forget(d ...int) domains.Numeric { return a.wrap(a.Numeric.Forget(d...)) }

// TestHarnessCatchesBrokenDomains: each broken operation must make some
// check of the harness fail.
func TestHarnessCatchesBrokenDomains(t *testing.T) {
	checks := map[string]func(domaintest.TB, domains.NumericDomain, *rand.Rand){
		"soundness": func(tb domaintest.TB, d domains.NumericDomain, r *rand.Rand) { domaintest.Soundness(tb, d, 2, r, 300) },
		"lattice":   func(tb domaintest.TB, d domains.NumericDomain, r *rand.Rand) { domaintest.Lattice(tb, d, 2, r, 300) },
		"widening":  func(tb domaintest.TB, d domains.NumericDomain, r *rand.Rand) { domaintest.Widening(tb, d, 2, r, 100) },
	}
	tests := []struct {
		mode string
		by   string // the check that must fail
	}{
		{"join-left", "lattice"},
		{"join-left", "soundness"},
		{"widen-join", "widening"},
		{"assign-noop", "soundness"},
		{"assume-strict", "soundness"},
	}
	for _, tc := range tests {
		msg := run(func(tb domaintest.TB) { checks[tc.by](tb, brokenDomain{tc.mode}, rand.New(rand.NewSource(1))) })
		if msg == "" {
			t.Errorf("%s: %s check passed on a broken domain", tc.mode, tc.by)
		}
	}
	// The intact wrapper passes.
	for by, f := range checks {
		if msg := run(func(tb domaintest.TB) { f(tb, brokenDomain{"none"}, rand.New(rand.NewSource(1))) }); msg != "" {
			t.Errorf("intact domain fails %s: %s", by, msg)
		}
	}
}
