package boundsstd

import "sort"

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
