package bddpred

import (
	"errors"
	"fmt"
	"runtime"
	"sync"

	"github.com/dalzilio/rudd"
)

// Pred is a predicate slot of a Manager, in [0, Manager.Slots()).
type Pred int

// ErrNodeBudget is the error a Manager reports when an operation would exceed
// its node budget.
var ErrNodeBudget = errors.New("bddpred: BDD node budget exhausted")

// DefaultMaxNodes is the node budget of a Manager created without MaxNodes.
const DefaultMaxNodes = 1 << 21

// Option configures a Manager.
type Option func(*config)

type config struct {
	maxNodes  int
	cacheSize int
}

// MaxNodes sets the node budget: an operation that grows the node table to
// n nodes fails with ErrNodeBudget. Values below 1024 are raised to 1024.
func MaxNodes(n int) Option { return func(c *config) { c.maxNodes = max(n, 1024) } }

// CacheSize sets the number of entries of each operation cache (default
// 10000).
func CacheSize(n int) Option { return func(c *config) { c.cacheSize = max(n, 16) } }

// Manager owns the BDD nodes of one analysis pass. It is not safe for
// concurrent use.
type Manager struct {
	b        *rudd.BDD
	slots    int
	next     int // first slot not handed out by Alloc
	maxNodes int
	err      error

	prime, unprime rudd.Replacer // p -> p', p' -> p over all slots
	size           tableSize     // reads the size of rudd's node table
}

// replacerMu serialises rudd.NewReplacer, which increments a package-level
// counter of rudd without synchronisation.
var replacerMu sync.Mutex

// NewManager returns a manager with the given number of predicate slots.
func NewManager(slots int, opts ...Option) (*Manager, error) {
	if slots < 1 {
		slots = 1
	}
	c := config{maxNodes: DefaultMaxNodes, cacheSize: 10000}
	for _, o := range opts {
		o(&c)
	}
	nv := 2 * slots
	if c.maxNodes < 4*nv+16 {
		c.maxNodes = 4*nv + 16
	}
	initial := min(c.maxNodes/4, 1<<14)
	b, err := rudd.New(nv,
		rudd.Nodesize(max(initial, 2*nv+2)),
		rudd.Maxnodesize(c.maxNodes),
		rudd.Maxnodeincrease(max(c.maxNodes/8, 1024)),
		rudd.Cachesize(c.cacheSize))
	if err != nil {
		return nil, fmt.Errorf("bddpred: %v", err)
	}
	m := &Manager{b: b, slots: slots, maxNodes: c.maxNodes, size: newTableSize(b)}
	un, pr := make([]int, slots), make([]int, slots)
	for i := range slots {
		un[i], pr[i] = 2*i, 2*i+1
	}
	replacerMu.Lock()
	m.prime, err = b.NewReplacer(un, pr)
	if err == nil {
		m.unprime, err = b.NewReplacer(pr, un)
	}
	replacerMu.Unlock()
	if err != nil {
		return nil, fmt.Errorf("bddpred: %v", err)
	}
	return m, nil
}

// Slots is the number of predicate slots.
func (m *Manager) Slots() int { return m.slots }

// Err returns the first error met by an operation of m, or nil. Once set it
// stays set and every later operation returns the invalid BDD.
func (m *Manager) Err() error { return m.err }

// Alloc hands out the next k unused slots, in increasing order.
func (m *Manager) Alloc(k int) ([]Pred, error) {
	if k < 0 || m.next+k > m.slots {
		return nil, fmt.Errorf("bddpred: cannot allocate %d slots: %d of %d in use", k, m.next, m.slots)
	}
	ps := make([]Pred, k)
	for i := range ps {
		ps[i] = Pred(m.next + i)
	}
	m.next += k
	return ps, nil
}

// Used is the number of slots handed out by Alloc.
func (m *Manager) Used() int { return m.next }

func (m *Manager) fail(err error) {
	if m.err == nil {
		m.err = err
	}
}

// do runs one rudd operation and turns every way it can fail (sticky rudd
// error, nil node, panic, node table at the budget) into m's sticky error.
//
// Reaching the budget is checked on the table size because rudd's
// out-of-memory path does not always set its error flag and may leave
// corrupted nodes behind; it can only happen once the table has grown to
// Maxnodesize, which we treat as exhaustion.
func (m *Manager) do(f func() rudd.Node) (n rudd.Node) {
	if m.err != nil {
		return nil
	}
	defer func() {
		if r := recover(); r != nil {
			m.fail(fmt.Errorf("bddpred: internal BDD failure: %v", r))
			n = nil
		}
	}()
	n = f()
	switch {
	case m.b.Errored():
		m.fail(fmt.Errorf("bddpred: %s", m.b.Error()))
		return nil
	case m.size.get() >= m.maxNodes:
		m.fail(ErrNodeBudget)
		return nil
	case n == nil:
		m.fail(ErrNodeBudget)
		return nil
	}
	if *n >= 2 {
		// Pin: drop rudd's finalizer, which would decrement the reference
		// count from the finalizer goroutine.
		runtime.SetFinalizer(n, nil)
	}
	return n
}

// Nodes returns the size of the node table (for budgets and statistics).
func (m *Manager) Nodes() int { return m.size.get() }

func (m *Manager) wrap(n rudd.Node) BDD { return BDD{m: m, n: n} }

// True returns the constant true.
func (m *Manager) True() BDD { return m.wrap(m.b.True()) }

// False returns the constant false.
func (m *Manager) False() BDD { return m.wrap(m.b.False()) }

// Const returns True or False.
func (m *Manager) Const(v bool) BDD { return m.wrap(m.b.From(v)) }

func (m *Manager) level(p Pred, primed bool) (int, bool) {
	if p < 0 || int(p) >= m.slots {
		m.fail(fmt.Errorf("bddpred: predicate slot %d out of range [0, %d)", p, m.slots))
		return 0, false
	}
	l := 2 * int(p)
	if primed {
		l++
	}
	return l, true
}

// Var returns the BDD of the unprimed variable of slot p.
func (m *Manager) Var(p Pred) BDD { return m.Lit(p, false, true) }

// Primed returns the BDD of the primed variable of slot p.
func (m *Manager) Primed(p Pred) BDD { return m.Lit(p, true, true) }

// Lit returns the literal of slot p (primed or not) with polarity v.
func (m *Manager) Lit(p Pred, primed, v bool) BDD {
	l, ok := m.level(p, primed)
	if !ok || m.err != nil {
		return BDD{m: m}
	}
	if v {
		return m.wrap(m.b.Ithvar(l))
	}
	return m.wrap(m.b.NIthvar(l))
}

// varset returns the cube of the given levels (built without rudd.Makeset,
// whose intermediate nodes carry finalizers).
func (m *Manager) varset(levels []int) rudd.Node {
	res := m.b.True()
	for i := len(levels) - 1; i >= 0; i-- {
		v := m.b.Ithvar(levels[i])
		res = m.do(func() rudd.Node { return m.b.Apply(res, v, rudd.OPand) })
		if res == nil {
			return nil
		}
	}
	return res
}

func (m *Manager) levels(ps []Pred, primed bool) ([]int, bool) {
	ls := make([]int, 0, len(ps))
	for _, p := range ps {
		l, ok := m.level(p, primed)
		if !ok {
			return nil, false
		}
		ls = append(ls, l)
	}
	return ls, true
}

// AllPreds returns the slots 0..Slots()-1.
func (m *Manager) AllPreds() []Pred {
	ps := make([]Pred, m.slots)
	for i := range ps {
		ps[i] = Pred(i)
	}
	return ps
}
