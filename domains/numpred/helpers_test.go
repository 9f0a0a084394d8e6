package numpred_test

import (
	"testing"

	"github.com/numpredvet/numpredvet/domains"
	"github.com/numpredvet/numpredvet/domains/numpred"
)

// lin returns c + Σ coef·x from pairs (dim, coef).
func lin(c int64, dc ...int64) domains.Lin {
	var ts []domains.Term
	for i := 0; i+1 < len(dc); i += 2 {
		ts = append(ts, domains.Term{Dim: int(dc[i]), Coef: dc[i+1]})
	}
	l, ok := domains.NewLin(c, ts...)
	if !ok {
		panic("overflow")
	}
	return l
}

func le(c int64, dc ...int64) domains.Constraint { return domains.Constraint{Lin: lin(c, dc...)} }
func eq(c int64, dc ...int64) domains.Constraint {
	return domains.Constraint{Lin: lin(c, dc...), Kind: domains.EqZero}
}

// maker builds one domain; opts configure its space.
type maker struct {
	name string
	make func(*numpred.Space) numpred.Domain
	opts []numpred.Option
}

// byDim interleaves the terms over dimension i with predicate i.
var byDim = numpred.Interleave(4, func(dims []int) int { return dims[0] })

// makers are the four domains, and NDD over an interleaved space, in a
// stable order.
var makers = []maker{
	{"NEXPOINT", func(s *numpred.Space) numpred.Domain { return numpred.NewNEXPOINT(s) }, nil},
	{"NEX", func(s *numpred.Space) numpred.Domain { return numpred.NewNEX(s) }, nil},
	{"MTNDD", func(s *numpred.Space) numpred.Domain { return numpred.NewMTNDD(s) }, nil},
	{"NDD", func(s *numpred.Space) numpred.Domain { return numpred.NewNDD(s) }, nil},
	{"NDD-interleaved", func(s *numpred.Space) numpred.Domain { return numpred.NewNDD(s) }, []numpred.Option{byDim}},
}

// newDomain makes mk's domain over a fresh space.
func (mk maker) newDomain(t testing.TB, preds, dims int, opts ...numpred.Option) numpred.Domain {
	t.Helper()
	return mk.make(space(t, preds, dims, append(append([]numpred.Option(nil), mk.opts...), opts...)...))
}

func space(t testing.TB, preds, dims int, opts ...numpred.Option) *numpred.Space {
	t.Helper()
	s, err := numpred.NewSpace(preds, dims, opts...)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func numTop(s *numpred.Space) domains.Numeric { return s.Num().Top(s.Dims()) }
