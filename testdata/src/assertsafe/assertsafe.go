// Package assertsafe holds assertions the assert analyzer proves: silent in
// default and in strict mode.
package assertsafe

func assert(b bool) {
	if !b {
		panic("assertion failed")
	}
}

// withdrawChecked: amount in [0, balance], so balance - amount cannot wrap.
func withdrawChecked(balance, amount int) int {
	if amount < 0 || amount > balance {
		return balance
	}
	rest := balance - amount
	assert(rest >= 0)
	return rest
}

// clamp: the result lies in [lo, hi] (relations between three inputs).
func clamp(x, lo, hi int) int {
	if lo > hi {
		return lo
	}
	r := x
	if r < lo {
		r = lo
	}
	if r > hi {
		r = hi
	}
	assert(lo <= r && r <= hi)
	return r
}

// quadrant: b&3 is one of 0..3, so the panic is unreachable.
func quadrant(b byte) int {
	switch b & 3 {
	case 0:
		return 1
	case 1:
		return 2
	case 2:
		return 3
	case 3:
		return 4
	}
	panic("unreachable: b&3 < 4")
}

// count is Fig. 8(a) of Gurfinkel & Chaki: x == 5000 after the loop needs
// the loop bound kept through widening (thresholds or narrowing).
func count() {
	x := 0
	for x < 5000 {
		x++
	}
	assert(x == 5000)
}

// mid: the midpoint of two values in [0, 2^20] cannot wrap.
func mid(a, b int) int {
	if a < 0 || b < 0 || a > 1<<20 || b > 1<<20 {
		return 0
	}
	m := (a + b) / 2
	assert(m >= 0 && m <= 1<<20)
	return m
}

// inRange: range indices stay below len(xs).
func inRange(xs []int) {
	for i := range xs {
		assert(0 <= i && i < len(xs))
	}
}

// flagMerge: pos moves up or down according to a Bool flag; the states of
// the two flag values must not be joined (predicated merge).
func flagMerge(flag bool, n int) int {
	if n < 0 || n > 1000 {
		return 0
	}
	pos := 0
	for i := 0; i < n; i++ {
		if flag {
			pos++
		} else {
			pos--
		}
	}
	if flag {
		assert(pos >= 0)
	} else {
		assert(pos <= 0)
	}
	return pos
}

// correlated: a1 is 3 whenever i == 1 holds at the second test; the state
// of the else path must keep i != 1 through the join.
func correlated(i int) {
	a1 := 0
	if i == 1 {
		a1 = 3
	}
	if i == 1 {
		assert(a1 > 0)
	}
}

// notSet: safe, x is set only when i != 3, so x == 0 under i == 3 (the
// mirror image of correlated). Proven by counterexample refinement: the
// unsat core of the spurious path makes i a key variable.
func notSet(i int) {
	x := 0
	if i != 3 {
		x = 1
	}
	if i == 3 {
		assert(x == 0)
	}
	if i < 3 || i > 3 {
		assert(x == 1)
	}
}

// twoHoles: safe, i is neither 3 nor 4 and yet in [3, 4]: unreachable
// (proven by counterexample refinement, as notSet).
func twoHoles(i int) {
	if i != 3 && i != 4 {
		if i >= 3 && i <= 4 {
			panic("unreachable: i is not 3 or 4")
		}
	}
}

// bit: 1 << k for k < 64 is a power of two, at most 1<<63: never 0.
func bit(k uint) uint64 {
	if k >= 64 {
		return 0
	}
	v := uint64(1) << k
	assert(v != 0)
	return v
}

// countdown: i + j == n across the loop, so j == n once i reaches 0.
func countdown(n int) int {
	if n < 0 || n > 1000 {
		return 0
	}
	i, j := n, 0
	for i > 0 {
		i--
		j++
	}
	assert(j == n)
	return j
}

// downEven reads no input: its one execution ends at x == 0, and the
// uint8 counter wraps from 250 to 4 in ten steps.
func downEven(unused int) int {
	x := 1000
	for x > 0 {
		x -= 2
	}
	assert(x == 0)
	var w uint8 = 250
	for i := 0; i < 10; i++ {
		w++
	}
	assert(w == 4)
	return x
}

// doubled: 2·x is even, wrapped or not.
func doubled(x int) int {
	y := x * 2
	assert(y%2 == 0)
	return y
}

// Span steps j until it is 10 past i: the loop's guard bounds the
// difference j-i, which the loop keeps below 11 (a widening threshold
// carried from j-i < 10 over to j and i).
func Span(i int) int {
	if i < 0 || i > 1000 {
		return 0
	}
	j := i
	for j-i < 10 {
		j++
	}
	assert(j-i == 10)
	return j
}

// runLength measures a run of at most 255 bytes: the guard bounds j-i
// before the increment, the loop keeps j-i <= 255 (a threshold one step
// past the guard's).
func runLength(s []byte, i int) int {
	if i < 0 || i >= len(s) {
		return 0
	}
	j := i + 1
	for j < len(s) && s[j] == s[i] && j-i < 255 {
		j++
	}
	assert(j-i >= 1 && j-i <= 255)
	return j - i
}

// scanKind returns one of six token kinds with the index past the token.
func scanKind(s string, i int) (int, int) {
	if i < 0 || i >= len(s) {
		return 0, i
	}
	switch s[i] {
	case '?':
		return 5, i
	case 'a':
		return 2, i + 2
	case 'b':
		return 3, i + 3
	case 'c':
		return 4, i + 4
	}
	return 1, i + 1
}

// countTokens is proven: the states of scanKind's six kinds stay apart in
// the loop, each with its own end.
func countTokens(s string) int {
	n, i := 0, 0
	for i < len(s) {
		k, j := scanKind(s, i)
		if k == 0 || k == 5 {
			break
		}
		assert(j > i)
		n++
		i = j
	}
	return n
}
