package bddpred

import (
	"reflect"
	"strconv"
	"strings"

	"github.com/dalzilio/rudd"
)

// tableSize reads the size of a rudd node table. The budget check runs after
// every BDD operation, and rudd only reports the size inside its Stats text,
// whose formatting costs more than most operations. So the size is read
// directly from the node slice of rudd's (unexported) table through reflect,
// a read-only access to the pinned rudd version; if that layout is not found
// (another rudd version), it falls back to parsing Stats.
type tableSize struct {
	b     *rudd.BDD
	nodes reflect.Value // rudd's tables struct, or invalid
	idx   []int         // index path of its nodes slice
}

func newTableSize(b *rudd.BDD) tableSize {
	ts := tableSize{b: b}
	v := reflect.ValueOf(b).Elem()
	t, ok := v.Type().FieldByName("tables")
	if !ok || t.Type.Kind() != reflect.Pointer {
		return ts
	}
	tv := v.FieldByIndex(t.Index)
	if tv.IsNil() {
		return ts
	}
	tv = tv.Elem()
	f, ok := tv.Type().FieldByName("nodes")
	if !ok || f.Type.Kind() != reflect.Slice {
		return ts
	}
	ts.nodes, ts.idx = tv, f.Index
	return ts
}

// get returns the number of entries of the node table.
func (ts tableSize) get() int {
	if ts.nodes.IsValid() {
		return ts.nodes.FieldByIndex(ts.idx).Len()
	}
	return statsAllocated(ts.b)
}

// statsAllocated parses the node table size out of rudd's Stats text.
func statsAllocated(b *rudd.BDD) int {
	s := b.Stats()
	i := strings.Index(s, "Allocated:")
	if i < 0 {
		return 0
	}
	s = strings.TrimLeft(s[i+len("Allocated:"):], " ")
	j := strings.IndexAny(s, " \n")
	if j < 0 {
		return 0
	}
	v, _ := strconv.Atoi(s[:j])
	return v
}
