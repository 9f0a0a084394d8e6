package bddpred

import (
	"reflect"
	"strconv"
	"strings"

	"github.com/dalzilio/rudd"
)

// tableSize reads the size of a rudd node table, and its nodes. The budget check runs after
// every BDD operation, and rudd only reports the size inside its Stats text,
// whose formatting costs more than most operations. So the size is read
// directly from the node slice of rudd's (unexported) table through reflect,
// a read-only access to the pinned rudd version; if that layout is not found
// (another rudd version), it falls back to parsing Stats. Traversals read
// nodes the same way (rudd's Allnodes walks the whole table, not only the
// nodes reachable from its argument).
type tableSize struct {
	b     *rudd.BDD
	nodes reflect.Value // rudd's tables struct, or invalid
	idx   []int         // index path of its nodes slice
	// field indices of level, low and high in a node, or nil
	level, low, high []int
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
	et := f.Type.Elem()
	lv, ok1 := et.FieldByName("level")
	lo, ok2 := et.FieldByName("low")
	hi, ok3 := et.FieldByName("high")
	if ok1 && ok2 && ok3 && isInt(lv.Type.Kind()) && isInt(lo.Type.Kind()) && isInt(hi.Type.Kind()) {
		ts.level, ts.low, ts.high = lv.Index, lo.Index, hi.Index
	}
	return ts
}

func isInt(k reflect.Kind) bool { return k == reflect.Int || k == reflect.Int32 || k == reflect.Int64 }

// canRead reports whether node reads the table directly.
func (ts tableSize) canRead() bool { return ts.level != nil }

// node returns the level and children of node id (canRead must hold).
func (ts tableSize) node(id int) (level, low, high int) {
	n := ts.nodes.FieldByIndex(ts.idx).Index(id)
	return int(n.FieldByIndex(ts.level).Int()), int(n.FieldByIndex(ts.low).Int()), int(n.FieldByIndex(ts.high).Int())
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
