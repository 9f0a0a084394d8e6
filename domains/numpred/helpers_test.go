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

// constructors of the four domains, in a stable order.
var makers = []struct {
	name string
	make func(*numpred.Space) numpred.Domain
}{
	{"NEXPOINT", func(s *numpred.Space) numpred.Domain { return numpred.NewNEXPOINT(s) }},
	{"NEX", func(s *numpred.Space) numpred.Domain { return numpred.NewNEX(s) }},
	{"MTNDD", func(s *numpred.Space) numpred.Domain { return numpred.NewMTNDD(s) }},
	{"NDD", func(s *numpred.Space) numpred.Domain { return numpred.NewNDD(s) }},
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
