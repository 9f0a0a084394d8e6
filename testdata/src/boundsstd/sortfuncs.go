package boundsstd

import (
	"math/rand"
	randv2 "math/rand/v2"
	"sort"
)

type entry struct {
	name string
	n    int
}

// searchInts (sort.SearchInts): sort.Search calls the function only with
// indexes below its first argument, len(a).
func searchInts(a []int, x int) int {
	return sort.Search(len(a), func(i int) bool { return a[i] >= x })
}

// searchOneMore: one index too many.
func searchOneMore(a []int, x int) int {
	return sort.Search(len(a)+1, func(i int) bool { return a[i] >= x }) // want `^a\[i\]: index not proven in range$`
}

// searchTable: a constant bound.
func searchTable(x int) int {
	tab := [4]int{1, 2, 4, 8}
	i, _ := sort.Find(4, func(i int) int { return x - tab[i] })
	return i
}

// sortEntries: sort.Slice calls less with indexes of the slice it sorts.
func sortEntries(es []entry) {
	sort.Slice(es, func(i, j int) bool { return es[i].name < es[j].name })
}

// sortByOther: the indexes are those of es, not of keys.
func sortByOther(es []entry, keys []int) {
	sort.SliceStable(es, func(i, j int) bool { return keys[i] < es[j].n }) // want `^keys\[i\]: index not proven in range$`
}

// sortReassigned: es is assigned again after the closure is made, so
// the closure may index a different slice.
func sortReassigned(es, more []entry) {
	less := func(i, j int) bool { return es[i].n < es[j].n } // want `^es\[i\]: index not proven in range$` `^es\[j\]: index not proven in range$`
	es = more
	sort.Slice(es, less)
}

// sortCollected: the slice is built by appends, all before the closure
// is made; the load sort.Slice gets is the value the closure sees.
func sortCollected(m map[string]int) []entry {
	var list []entry
	for k, v := range m {
		list = append(list, entry{k, v})
	}
	sort.Slice(list, func(i, j int) bool { return list[i].n < list[j].n })
	return list
}

// sortEitherSlice: two stores, one value when sorting.
func sortEitherSlice(es []entry, skip bool) {
	sorted := es
	if skip && len(es) > 0 {
		sorted = sorted[1:]
	}
	sort.SliceStable(sorted, func(i, j int) bool { return sorted[i].n < sorted[j].n })
}

// sortStale: list is loaded for sort.Slice before its last append.
func sortStale(m map[string]int, extra entry) []entry {
	var list []entry
	for k, v := range m {
		list = append(list, entry{k, v})
	}
	old := list
	list = append(list, extra)
	sort.Slice(old, func(i, j int) bool { return list[i].n < list[j].n }) // want `^list\[i\]: index not proven in range$` `^list\[j\]: index not proven in range$`
	return list
}

// findPair (regexp/syntax's inCharClass): sort.Find over len(class)/2
// pairs indexes class[2*i] and class[2*i+1].
func findPair(class []rune, r rune) bool {
	_, ok := sort.Find(len(class)/2, func(i int) int {
		lo, hi := class[2*i], class[2*i+1]
		if r > hi {
			return 1
		}
		if r < lo {
			return -1
		}
		return 0
	})
	return ok
}

// findPairPastEnd: len(class)/2 pairs, but three runes each.
func findPairPastEnd(class []rune, r rune) bool {
	_, ok := sort.Find(len(class)/2, func(i int) int {
		return int(r - class[3*i+2]) // want `^class\[3 \* i \+ 2\]: index not proven in range$`
	})
	return ok
}

// shuffle: Shuffle calls swap with indexes in [0, n).
func shuffle(p []int, r *randv2.Rand) {
	rand.Shuffle(len(p), func(i, j int) { p[i], p[j] = p[j], p[i] })
	randv2.Shuffle(len(p), func(i, j int) { p[i], p[j] = p[j], p[i] })
	r.Shuffle(len(p), func(i, j int) { p[i], p[j] = p[j], p[i] })
}

// shuffleOwnSource: (*math/rand.Rand).Shuffle trusts its Source's Int63
// to be non-negative (for n >= 2^31), which a caller's Source need not be.
func shuffleOwnSource(p []int, r *rand.Rand) {
	r.Shuffle(len(p), func(i, j int) { p[i], p[j] = p[j], p[i] }) // want `^p\[j\]: index not proven in range$` `^p\[i\]: index not proven in range$`
}

// sortedTable holds entries sorted by n.
type sortedTable struct {
	entries []entry
	name    string
}

// find (debug/dwarf's offsetToUnit): the closure reads t.entries, which
// nothing changes between the read of its length and the end of the
// search.
func (t *sortedTable) find(n int) int {
	return sort.Search(len(t.entries), func(i int) bool { return t.entries[i].n >= n })
}

// sortEntries: sort.Slice swaps entries, which hold no slice of entries.
func (t *sortedTable) sortEntries() {
	sort.Slice(t.entries, func(i, j int) bool { return t.entries[i].n < t.entries[j].n })
}

// findName: a string field bounds the search.
func (t *sortedTable) findName(c byte) int {
	return sort.Search(len(t.name), func(i int) bool { return t.name[i] >= c })
}

// findAfterReset: a store between the read and the call may change the
// field (t.entries = t.entries[:0] would be in range; this is not).
func (t *sortedTable) findAfterReset(n int, more []entry) int {
	k := len(t.entries)
	t.entries = more
	return sort.Search(k, func(i int) bool { return t.entries[i].n >= n }) // want `^t\.entries\[i\]: index not proven in range$`
}

// findWriting: the closure itself changes the field.
func (t *sortedTable) findWriting(n int) int {
	return sort.Search(len(t.entries), func(i int) bool {
		ok := t.entries[i].n >= n // want `^t\.entries\[i\]: index not proven in range$`
		t.entries = t.entries[:i]
		return ok
	})
}

// findCalling: the closure calls code that may change the field.
func (t *sortedTable) findCalling(n int, f func()) int {
	return sort.Search(len(t.entries), func(i int) bool {
		f()
		return t.entries[i].n >= n // want `^t\.entries\[i\]: index not proven in range$`
	})
}

// tree holds its children: sorting them swaps trees, which may be where
// n itself is, so n.kids may change during the sort.
type tree struct {
	key  int
	kids []tree
}

func (n *tree) sortKids() {
	sort.Slice(n.kids, func(i, j int) bool { return n.kids[i].key < n.kids[j].key }) // want `^n\.kids\[i\]: index not proven in range$` `^n\.kids\[j\]: index not proven in range$`
}

// searchEscaping: the function is also returned; its callers may pass
// any index.
func searchEscaping(a []int) func(int) bool {
	f := func(i int) bool { return a[i] > 0 } // want `^a\[i\]: index not proven in range$`
	sort.Search(len(a), f)
	return f
}

// fieldsSeq (bytes.FieldsSeq): the captured s keeps its length and
// capacity across the calls of yield, which may write anything.
func fieldsSeq(s []byte) func(func([]byte) bool) {
	return func(yield func([]byte) bool) {
		for i := 0; i < len(s); i++ {
			if s[i] == ' ' {
				yield(nil)
				if !yield(s[:i:i]) {
					return
				}
			}
		}
	}
}

// fieldsSeqPastCap: i+2 may be beyond the capacity.
func fieldsSeqPastCap(s []byte) func(func([]byte) bool) {
	return func(yield func([]byte) bool) {
		for i := 0; i < len(s); i++ {
			if s[i] == ' ' {
				yield(nil)
				if !yield(s[: i : i+2]) { // want `^s\[:i:i \+ 2\]: slice bounds not proven in range$`
					return
				}
			}
		}
	}
}
