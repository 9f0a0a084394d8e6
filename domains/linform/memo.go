package linform

import (
	"encoding/binary"
	"sync"

	"github.com/numpredvet/numpredvet/domains"
)

// maxMemo bounds the answers a refuteMemo keeps; past it, it starts over.
const maxMemo = 1 << 12

// refuteMemo remembers the answers of infeasible for the values of one
// analysis (those that descend from one Top or Bot). Until a loop's
// states settle, contradicts asks the same question of every state the
// loop's guards are assumed in: the same forms, bounds and relations.
type refuteMemo struct {
	mu   sync.Mutex
	seen map[string]bool
}

func newRefuteMemo() *refuteMemo { return &refuteMemo{} }

// infeasible is infeasible(cs), remembered.
func (m *refuteMemo) infeasible(cs []domains.Constraint) bool {
	if m == nil {
		return infeasible(cs)
	}
	key := constraintsKey(cs)
	m.mu.Lock()
	r, ok := m.seen[key]
	m.mu.Unlock()
	if ok {
		return r
	}
	r = infeasible(cs)
	m.mu.Lock()
	if m.seen == nil {
		m.seen = map[string]bool{}
	} else if len(m.seen) >= maxMemo {
		clear(m.seen)
	}
	m.seen[key] = r
	m.mu.Unlock()
	return r
}

// constraintsKey encodes cs, in order, as a string: equal only for equal
// constraint lists.
func constraintsKey(cs []domains.Constraint) string {
	var b []byte
	b = binary.AppendUvarint(b, uint64(len(cs)))
	for _, c := range cs {
		b = binary.AppendVarint(b, int64(c.Kind))
		b = binary.AppendVarint(b, c.Lin.Const)
		b = binary.AppendUvarint(b, uint64(len(c.Lin.Terms)))
		for _, t := range c.Lin.Terms {
			b = binary.AppendVarint(b, int64(t.Dim))
			b = binary.AppendVarint(b, t.Coef)
		}
	}
	return string(b)
}
