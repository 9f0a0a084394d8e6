package boundsstd

// A call of a function that only computes its result from its integer
// parameters is that computation: the runtime's spanClass(i).sizeclass()
// indexes an array of size classes by i>>1 for i below twice its length.
type spanClass uint8

func (sc spanClass) sizeclass() int8 { return int8(sc >> 1) }

func (sc spanClass) noscan() bool { return sc&1 != 0 }

type classStats struct{ count [68]uint64 }

func countClasses(st *classStats, used [136]int) {
	for i := range used {
		st.count[spanClass(i).sizeclass()] += uint64(used[i])
	}
}

// Twice the length is not covered.
func countClassesWide(st *classStats, used [272]int) {
	for i := range used {
		st.count[spanClass(i).sizeclass()] += uint64(used[i]) // want `^st\.count\[spanClass\(i\)\.sizeclass\(\)\]: index not proven in range$`
	}
}

var lastClass int8

// A callee with an effect is a call like any other: its summary relates
// its result to its argument (2·r <= sc <= 2·r + 1), which proves the
// index all the same.
func (sc spanClass) sizeclassNoted() int8 {
	lastClass = int8(sc >> 1)
	return int8(sc >> 1)
}

func countClassesNoted(st *classStats, used [136]int) {
	for i := range used {
		st.count[spanClass(i).sizeclassNoted()] += uint64(used[i])
	}
}

func countClassesNotedWide(st *classStats, used [272]int) {
	for i := range used {
		st.count[spanClass(i).sizeclassNoted()] += uint64(used[i]) // want `^st\.count\[spanClass\(i\)\.sizeclassNoted\(\)\]: index not proven in range$`
	}
}

// A length that may wrap around is related to its operands again where
// the make that takes it passed: k + 2 did not wrap, so seq[k+1] is its
// last element (internal/diff.tgs).
func sentinel(lens []int) []int {
	k := 0
	for _, v := range lens {
		if k < v {
			k = v
		}
	}
	seq := make([]int, 2+k)
	seq[1+k] = -1
	return seq
}

// Without k >= 0, k + 1 may be negative.
func sentinelAnyK(k int) []int {
	seq := make([]int, 2+k)
	seq[1+k] = -1 // want `^seq\[1 \+ k\]: index not proven in range$`
	return seq
}

// The same after a branch: n <= 0 rules out k + 1 wrapping around, so k
// is n - 1.
func lastOfCount(s []int, k int) int {
	if k < 0 {
		return 0
	}
	n := k + 1
	if n <= 0 || n > len(s) {
		return 0
	}
	return s[k]
}

// Without it, k == MaxInt passes the guard.
func lastOfCountWrapping(s []int, k int) int {
	if k < 0 {
		return 0
	}
	n := k + 1
	if n > len(s) {
		return 0
	}
	return s[k] // want `^s\[k\]: index not proven in range$`
}

// A boolean helper is the condition it computes, branches included.
func isDigit(c byte) bool { return '0' <= c && c <= '9' }

var digitValue = [10]int{0, 1, 2, 3, 4, 5, 6, 7, 8, 9}

func valueOf(c byte) int {
	if isDigit(c) {
		return digitValue[c-'0']
	}
	return -1
}

func isLetterOrDigit(c byte) bool {
	if 'a' <= c && c <= 'z' {
		return true
	}
	return isDigit(c)
}

// isLetterOrDigit's call of isDigit is followed too.
func valueOfAlnum(c byte) int {
	if isLetterOrDigit(c) && c <= '9' {
		return digitValue[c-'0']
	}
	return -1
}

func valueOfAlnumWide(c byte) int {
	if isLetterOrDigit(c) && c <= 'b' {
		return digitValue[c-'0'] // want `^digitValue\[c - '0'\]: index not proven in range$`
	}
	return -1
}

var digitsSeen int

func isDigitCounted(c byte) bool {
	digitsSeen++
	return isDigit(c)
}

func isDigitNoted(c byte) bool {
	isDigitCounted(c)
	return isDigit(c)
}

// A helper that calls one with an effect, even ignoring its result, is a
// call like any other: its postcondition (true only for a digit, one of
// the cases of its result) proves the index. isDigitCounted returns the
// condition isDigit(c) stands for (its pure definition, inlined at the
// return), whose two outcomes its return keeps apart.
func valueOfNoted(c byte) int {
	if isDigitNoted(c) {
		return digitValue[c-'0']
	}
	return -1
}

func isSmall(c byte) bool {
	switch c {
	case 0, 1:
		return true
	}
	return c < 10
}

func smallValue(c byte) int {
	if !isSmall(c) {
		return -1
	}
	return digitValue[c]
}

func smallValueWide(c byte) int {
	if !isSmall(c) && c > 11 {
		return -1
	}
	return digitValue[c] // want `^digitValue\[c\]: index not proven in range$`
}
