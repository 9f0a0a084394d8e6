package numpred

import (
	"github.com/numpredvet/numpredvet/domains"
	"github.com/numpredvet/numpredvet/domains/bddpred"
	"github.com/numpredvet/numpredvet/domains/octagon"
)

// DefaultTermCapacity is the number of numeric-term slots of a Space made
// without TermCapacity.
const DefaultTermCapacity = 128

// Option configures a Space.
type Option func(*config)

type config struct {
	terms    int
	maxNodes int
	num      domains.NumericDomain
}

// TermCapacity sets the number of numeric-term variables (MTNDD and NDD).
func TermCapacity(n int) Option { return func(c *config) { c.terms = max(n, 0) } }

// MaxNodes sets the BDD node budget (see bddpred.MaxNodes).
func MaxNodes(n int) Option { return func(c *config) { c.maxNodes = n } }

// Numeric sets the numeric domain (octagons by default).
func Numeric(d domains.NumericDomain) Option { return func(c *config) { c.num = d } }

// Space is the universe of one analysis: a BDD manager whose first slots are
// the predicates (in slot order, nearest the root) and whose next slots are
// numeric terms, the number of numeric dimensions and the numeric domain.
// It is not safe for concurrent use.
type Space struct {
	m     *bddpred.Manager
	preds int
	dims  int
	num   domains.NumericDomain
	terms *terms
}

// NewSpace makes a space with preds predicates (slots 0..preds-1) over dims
// numeric dimensions.
func NewSpace(preds, dims int, opts ...Option) (*Space, error) {
	c := config{terms: DefaultTermCapacity, num: octagon.Domain{}}
	for _, o := range opts {
		o(&c)
	}
	var mo []bddpred.Option
	if c.maxNodes > 0 {
		mo = append(mo, bddpred.MaxNodes(c.maxNodes))
	}
	m, err := bddpred.NewManager(preds+c.terms, mo...)
	if err != nil {
		return nil, err
	}
	if _, err := m.Alloc(preds); err != nil {
		return nil, err
	}
	s := &Space{m: m, preds: preds, dims: dims, num: c.num}
	s.terms = newTerms(s, c.terms)
	return s, nil
}

// Manager returns the BDD manager (for building predicate BDDs).
func (s *Space) Manager() *bddpred.Manager { return s.m }

// Preds is the number of predicates.
func (s *Space) Preds() int { return s.preds }

// Dims is the number of numeric dimensions.
func (s *Space) Dims() int { return s.dims }

// Num is the numeric domain.
func (s *Space) Num() domains.NumericDomain { return s.num }

// Err returns the sticky error of the BDD manager (node budget), or nil.
// After an error, results are not to be trusted: clients must give up.
func (s *Space) Err() error { return s.m.Err() }

// Terms is the number of numeric terms allocated so far.
func (s *Space) Terms() int { return len(s.terms.list) }

// predLevel reports whether b's root is a predicate variable (or b is a
// constant, which is below every variable): the levels of predicates come
// before the levels of terms.
func (s *Space) isPredLevel(l int) bool { return l < 2*s.preds }
