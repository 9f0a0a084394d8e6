package numpred_test

import (
	"fmt"
	"math/rand"
	"testing"

	"github.com/numpredvet/numpredvet/domains"
	"github.com/numpredvet/numpredvet/domains/bddpred"
	"github.com/numpredvet/numpredvet/domains/numpred"
)

// A domain with one deliberately broken operation, to check that the
// soundness harness catches it.

type brokenDomain struct {
	numpred.Domain
	mode string
}

type brokenVal struct {
	numpred.Value
	mode string
}

func (d brokenDomain) wrap(v numpred.Value) numpred.Value      { return brokenVal{v, d.mode} }
func (d brokenDomain) Top() numpred.Value                      { return d.wrap(d.Domain.Top()) }
func (d brokenDomain) Bot() numpred.Value                      { return d.wrap(d.Domain.Bot()) }
func (d brokenDomain) AlphaP(b bddpred.BDD) numpred.Value      { return d.wrap(d.Domain.AlphaP(b)) }
func (d brokenDomain) AlphaN(n domains.Numeric) numpred.Value  { return d.wrap(d.Domain.AlphaN(n)) }
func (a brokenVal) wrap(v numpred.Value) numpred.Value         { return brokenVal{v, a.mode} }
func un(v numpred.Value) numpred.Value                         { return v.(brokenVal).Value }
func (a brokenVal) Leq(b numpred.Value) bool                   { return a.Value.Leq(un(b)) }
func (a brokenVal) Meet(b numpred.Value) numpred.Value         { return a.wrap(a.Value.Meet(un(b))) }
func (a brokenVal) Widen(b numpred.Value) numpred.Value        { return a.wrap(a.Value.Widen(un(b))) }
func (a brokenVal) Exists(ps ...bddpred.Pred) numpred.Value    { return a.wrap(a.Value.Exists(ps...)) }
func (a brokenVal) Unprime() numpred.Value                     { return a.wrap(a.Value.Unprime()) }
func (a brokenVal) Reduce() numpred.Value                      { return a.wrap(a.Value.Reduce()) }
func (a brokenVal) AssumeN(c domains.Constraint) numpred.Value { return a.wrap(a.Value.AssumeN(c)) }
func (a brokenVal) WidenUpTo(b numpred.Value, cs []domains.Constraint) numpred.Value {
	return a.wrap(a.Value.WidenUpTo(un(b), cs))
}

func (a brokenVal) Join(b numpred.Value) numpred.Value {
	if a.mode == "join-left" {
		return a
	}
	return a.wrap(a.Value.Join(un(b)))
}

func (a brokenVal) MapN(f func(domains.Numeric) domains.Numeric) numpred.Value {
	if a.mode == "mapn-noop" {
		return a
	}
	return a.wrap(a.Value.MapN(f))
}

func (a brokenVal) MapDims(dims []int, f func(domains.Numeric) domains.Numeric) numpred.Value {
	if a.mode == "mapn-noop" {
		return a
	}
	return a.wrap(a.Value.MapDims(dims, f))
}

// recorder stops the harness at its first failure.
type recorder struct{ msg string }

type stop struct{}

func (r *recorder) Helper() {}
func (r *recorder) Fatalf(format string, args ...any) {
	r.msg = fmt.Sprintf(format, args...)
	panic(stop{})
}

func runHarness(f func(fataler)) (msg string) {
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

// TestHarnessCatchesBrokenDomains: the soundness harness fails on each
// broken operation and passes on the intact wrapper.
func TestHarnessCatchesBrokenDomains(t *testing.T) {
	for _, mode := range []string{"join-left", "mapn-noop", "none"} {
		for _, mk := range makers {
			msg := runHarness(func(tb fataler) {
				soundness(tb, mk.name, func() numpred.Domain {
					return brokenDomain{mk.newDomain(t, 3, 2), mode}
				}, rand.New(rand.NewSource(1)), 30)
			})
			if (msg == "") != (mode == "none") {
				t.Errorf("%s with %s: harness message %q", mk.name, mode, msg)
			}
		}
	}
}
