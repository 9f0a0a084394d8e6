package boundsstd

import "sort"

// byLen is sorted by package sort only: its Less and Swap get indexes in
// range.
type byLen []string

func (s byLen) Len() int           { return len(s) }
func (s byLen) Less(i, j int) bool { return len(s[i]) < len(s[j]) }
func (s byLen) Swap(i, j int)      { s[i], s[j] = s[j], s[i] }

func SortByLen(list []string) bool {
	sort.Sort(byLen(list))
	sort.Stable(byLen(list))
	return sort.IsSorted(byLen(list))
}

// byFirst is also given to sort.Reverse, which package sort does not
// vouch for here: not proven.
type byFirst [][]int

func (s byFirst) Len() int           { return len(s) }
func (s byFirst) Less(i, j int) bool { return s[i][0] < s[j][0] } // want `^s\[i\]: index not proven in range$` `^s\[i\]\[0\]: index not proven in range$` `^s\[j\]: index not proven in range$` `^s\[j\]\[0\]: index not proven in range$`
func (s byFirst) Swap(i, j int)      { s[i], s[j] = s[j], s[i] }  // want `^s\[j\]: index not proven in range$` `^s\[i\]: index not proven in range$`

func SortByFirst(list [][]int) {
	sort.Sort(sort.Reverse(byFirst(list)))
}

// byValue's Less is called by the package itself: not proven.
type byValue []int

func (s byValue) Len() int           { return len(s) }
func (s byValue) Less(i, j int) bool { return s[i] < s[j] }      // want `^s\[i\]: index not proven in range$` `^s\[j\]: index not proven in range$`
func (s byValue) Swap(i, j int)      { s[i], s[j] = s[j], s[i] } // want `^s\[j\]: index not proven in range$` `^s\[i\]: index not proven in range$`

func SortByValue(list []int) bool {
	sort.Sort(byValue(list))
	return byValue(list).Less(0, 1)
}

// byCount leaks to other packages through Escaped, which may call its
// methods: not proven.
type byCount []int

func (s byCount) Len() int           { return len(s) }
func (s byCount) Less(i, j int) bool { return s[i] < s[j] }      // want `^s\[i\]: index not proven in range$` `^s\[j\]: index not proven in range$`
func (s byCount) Swap(i, j int)      { s[i], s[j] = s[j], s[i] } // want `^s\[j\]: index not proven in range$` `^s\[i\]: index not proven in range$`

func Escaped(list []int) byCount {
	sort.Sort(byCount(list))
	return byCount(list)
}

// halfLen's Len is not len(receiver): not proven.
type halfLen []int

func (s halfLen) Len() int           { return len(s) + 1 }
func (s halfLen) Less(i, j int) bool { return s[i] < s[j] }      // want `^s\[i\]: index not proven in range$` `^s\[j\]: index not proven in range$`
func (s halfLen) Swap(i, j int)      { s[i], s[j] = s[j], s[i] } // want `^s\[j\]: index not proven in range$` `^s\[i\]: index not proven in range$`

func SortHalf(list []int) { sort.Sort(halfLen(list)) }

// byKey is embedded in a struct, whose values have its methods too: not
// proven.
type byKey []int

func (s byKey) Len() int           { return len(s) }
func (s byKey) Less(i, j int) bool { return s[i] < s[j] }      // want `^s\[i\]: index not proven in range$` `^s\[j\]: index not proven in range$`
func (s byKey) Swap(i, j int)      { s[i], s[j] = s[j], s[i] } // want `^s\[j\]: index not proven in range$` `^s\[i\]: index not proven in range$`

type keyed struct{ byKey }

func SortKeyed(list []int) {
	sort.Sort(byKey(list))
	var k keyed
	_ = k
}

// byRank is a type argument, whose generic function may call its methods
// as it likes: not proven.
type byRank []int

func (s byRank) Len() int           { return len(s) }
func (s byRank) Less(i, j int) bool { return s[i] < s[j] }      // want `^s\[i\]: index not proven in range$` `^s\[j\]: index not proven in range$`
func (s byRank) Swap(i, j int)      { s[i], s[j] = s[j], s[i] } // want `^s\[j\]: index not proven in range$` `^s\[i\]: index not proven in range$`

func sortAny[T sort.Interface](x T) { sort.Sort(x) }

func SortRank(list []int) { sortAny(byRank(list)) }
