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
	perPred  int
	block    func(dims []int) int
}

// TermCapacity sets the number of numeric-term variables (MTNDD and NDD).
func TermCapacity(n int) Option { return func(c *config) { c.terms = max(n, 0) } }

// MaxNodes sets the BDD node budget (see bddpred.MaxNodes).
func MaxNodes(n int) Option { return func(c *config) { c.maxNodes = n } }

// Interleave places perPred term slots right after each predicate's slot,
// and a term over the dimensions dims in the block of predicate
// block(dims) (the shared pool of TermCapacity slots after the last
// predicate when block returns -1 or that block is full). Variable order
// decides BDD sizes: a predicate correlated with a dimension should sit
// next to its terms (for instance p_i ⇔ x_i = 1 is linear interleaved and
// exponential with every predicate first). MTNDD needs the predicates
// first and must not be used with an interleaved space.
func Interleave(perPred int, block func(dims []int) int) Option {
	return func(c *config) { c.perPred, c.block = max(perPred, 0), block }
}

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
	// layout: the slot of each predicate, whether a slot is a predicate,
	// and whether every predicate comes before every term
	predSlot   []bddpred.Pred
	isPred     []bool
	predsFirst bool
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
	if c.block == nil {
		c.perPred = 0
	}
	total := preds*(1+c.perPred) + c.terms
	m, err := bddpred.NewManager(total, mo...)
	if err != nil {
		return nil, err
	}
	if _, err := m.Alloc(total); err != nil {
		return nil, err
	}
	s := &Space{m: m, preds: preds, dims: dims, num: c.num, isPred: make([]bool, total), predsFirst: c.perPred == 0}
	blocks := make([][]bddpred.Pred, preds)
	for i := range preds {
		slot := bddpred.Pred(i * (1 + c.perPred))
		s.predSlot = append(s.predSlot, slot)
		s.isPred[slot] = true
		for k := 1; k <= c.perPred; k++ {
			blocks[i] = append(blocks[i], slot+bddpred.Pred(k))
		}
	}
	var pool []bddpred.Pred
	for k := preds * (1 + c.perPred); k < total; k++ {
		pool = append(pool, bddpred.Pred(k))
	}
	s.terms = newTerms(s, blocks, pool, c.block)
	return s, nil
}

// Pred returns the slot of predicate i (i itself unless interleaved).
func (s *Space) Pred(i int) bddpred.Pred { return s.predSlot[i] }

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
func (s *Space) Terms() int { return len(s.terms.byKey) }

// isPredLevel reports whether level l is a Boolean variable's (primed or
// not): a predicate's, or any slot that holds no term (a client may use
// such a slot as a predicate). Constants are below every variable and are
// not.
func (s *Space) isPredLevel(l int) bool {
	return l/2 < len(s.isPred) && !s.terms.isTerm(bddpred.Pred(l/2))
}
