// Package nontermstrict holds divergence for the nonterm analyzer in strict
// mode: what default mode reports, and recursion and loops that diverge for
// some inputs only, reported with an input that diverges.
package nontermstrict

// Grow never returns for n > 0 (manifest: reported in both modes).
func Grow(n int) int { // want Grow:"diverges when n > 0"
	if n > 0 {
		return Grow(n + 1) // want `Grow never terminates when n > 0: every call recurses with a larger n`
	}
	return 0
}

// SumTo forgot to advance i (manifest).
func SumTo(n int) int { // want SumTo:"diverges when n > 0"
	s := 0
	for i := 0; i < n; { // want `SumTo never terminates when n > 0: the loop at line 17 never exits`
		s += i
	}
	return s
}

// Log2 diverges for n <= 0.
func Log2(n int) int { // want Log2:"diverges when n <= 0"
	if n == 1 {
		return 0
	}
	return 1 + Log2(n/2) // want `Log2 does not terminate when n <= 0: every call recurses \(e.g. n = 0\)`
}

// Down2 misses its base case for odd n: f(n-2) with base case n == 0.
func Down2(n int) int { // want Down2:"diverges when n < 0"
	if n == 0 {
		return 0
	}
	return Down2(n-2) + 1 // want `Down2 does not terminate when n < 0: every call recurses with a smaller n \(e.g. n = -1\)`
}

// Shift is Yasm's Shift: the loop diverges for x in {1, 2} only.
func Shift(x int) int {
	steps := 0
	for x != 0 { // want `Shift does not terminate for some inputs: with x = 1, the loop at line 42 comes back to the same state, forever`
		if x < 0 {
			x = -x + 2
		} else {
			x = -x + 3
		}
		steps++
	}
	return steps
}

// QuickSort is Yasm's buggy quicksort: the first recursive call repeats
// itself when partition returns hi.
func QuickSort(a []int, lo, hi int, partition func(a []int, lo, hi int) int) {
	if lo >= hi || partition == nil {
		return
	}
	p := partition(a, lo, hi)
	if p < lo || p > hi {
		return
	}
	QuickSort(a, lo, p, partition) // want `QuickSort does not terminate for some inputs: with len\(a\) = 0, lo = 0, hi = 1, the call at line 59 returning 1 and one unknown value chosen, it calls QuickSort again with the same arguments, forever`
	QuickSort(a, p+1, hi, partition)
}

// Even and Odd recurse into each other with a smaller n: for n < 0 neither
// reaches 0.
func Even(n int) bool { // want Even:"diverges when n < 0"
	if n == 0 {
		return true
	}
	return Odd(n - 1) // want `Even does not terminate when n < 0: every call recurses through Odd \(e.g. n = -1\)`
}

func Odd(n int) bool { // want Odd:"diverges when n < 0"
	if n == 0 {
		return false
	}
	return Even(n - 1) // want `Odd does not terminate when n < 0: every call recurses through Even \(e.g. n = -1\)`
}

// The functions below terminate for every input: strict mode reports none.

// Gcd is Euclid's algorithm.
func Gcd(a, b int) int {
	if b == 0 {
		return a
	}
	return Gcd(b, a%b)
}

// Fact is n! for 0 <= n <= 20.
func Fact(n int) int {
	if n > 20 {
		return 0
	}
	if n <= 0 {
		return 1
	}
	return n * Fact(n-1)
}

// Power computes b**e by squaring.
func Power(b, e int) int {
	if e <= 0 {
		return 1
	}
	h := Power(b, e/2)
	if e%2 == 1 {
		return h * h * b
	}
	return h * h
}

// SumDigits divides by 10 until 0.
func SumDigits(n int) int {
	s := 0
	for n != 0 {
		s += n % 10
		n /= 10
	}
	return s
}

// Lomuto partitions a[lo..hi] around a[hi].
func Lomuto(a []int, lo, hi int) int {
	if lo < 0 || hi >= len(a) || lo > hi {
		return lo
	}
	pivot := a[hi]
	i := lo
	for j := lo; j < hi; j++ {
		if a[j] < pivot {
			a[i], a[j] = a[j], a[i]
			i++
		}
	}
	a[i], a[hi] = a[hi], a[i]
	return i
}

// The loops below end on values the analysis does not track: a run that
// keeps choosing "go on" for them repeats its tracked state, but that is
// no input on which Go code diverges. Strict mode stays silent.

type node struct {
	next *node
	val  int
}

// Length follows a list to its end.
func Length(p *node) int {
	n := 0
	for p != nil {
		n++
		p = p.next
	}
	return n
}

// Keys ranges over a map.
func Keys(m map[string]int) int {
	n := 0
	for k := range m {
		if k != "" {
			n++
		}
	}
	return n
}

// Halve halves a float until it is small.
func Halve(x float64) int {
	n := 0
	for x > 1 {
		x /= 2
		n = 1
	}
	return n
}

// scanner is an iterator with a pointer receiver.
type scanner struct{ pos, end int }

func (s *scanner) more() bool { s.pos++; return s.pos < s.end }

// Drain calls the iterator until it says stop.
func Drain(s *scanner) int {
	c := 0
	for s.more() {
		c = 1
	}
	return c
}

// Lookup chases pointers while a field test holds.
func Lookup(p *node, v int) *node {
	for p != nil && p.val != v {
		p = p.next
	}
	return p
}

type source interface{ intn(n int) int }

// Pick: the source's state may change between calls (a random source,
// internal/fuzz's mutator), so that it returns v forever is no witness of
// divergence: silent.
func Pick(r source, v, n int) int {
	for {
		x := r.intn(n)
		if x != v {
			return x
		}
	}
}

var ticks int

// now reads (and advances) a global clock, like runtime.nanotime.
func now() int {
	ticks++
	return ticks
}

// Spin waits until the clock has advanced by d: now need not return the
// same value every time, so a run where it does is no witness: silent.
func Spin(d int) {
	for start := now(); now()-start < d; {
	}
}

// StepTwo misses 10 from every n above it (and from every odd n): the
// loop's condition on its copy of n, stated of the input, is the entry set.
func StepTwo(n int) int { // want StepTwo:"diverges when n >= 11"
	for n != 10 { // want `StepTwo does not terminate when n >= 11: the loop at line 237 never exits \(e.g. n = 11\)`
		n += 2
	}
	return n
}

// LowerStall stalls when hi-lo == 1 and a[lo] < x: lo = m does not move.
// The loop writes no memory, so the element it reads again is the same.
func LowerStall(a []int, x int) int {
	lo, hi := 0, len(a)
	for lo < hi { // want `LowerStall does not terminate for some inputs: with len\(a\) = 1, x = 0 and the read at line 249 returning -1, the loop at line 247 comes back to the same state, forever`
		m := lo + (hi-lo)/2
		if a[m] < x {
			lo = m
		} else {
			hi = m
		}
	}
	return lo
}

// LowerStore may not come back to the same state: it stores into a, so
// the element it reads next time round may differ. Silent.
func LowerStore(a []int, x int) int {
	lo, hi := 0, len(a)
	for lo < hi {
		m := lo + (hi-lo)/2
		if a[m] < x {
			lo = m
			a[m] = x
		} else {
			hi = m
		}
	}
	return lo
}

// UntilEqual counts up from 1 to n: from n <= 0 it never gets there.
func UntilEqual(n int) int { // want UntilEqual:"diverges when n <= 0"
	i, done := 0, false
	for !done { // want `UntilEqual does not terminate when n <= 0: the loop at line 277 never exits \(e.g. n = 0\)`
		i++
		if i == n {
			done = true
		}
	}
	return i
}

// Words reads s[i] at two places: a run that gives one byte two values
// (a blank at one read, a letter at the other) is no witness. Silent.
func Words(s string) int {
	n, i := 0, 0
	for i < len(s) {
		if s[i] == ' ' {
			i++
			continue
		}
		n++
		for i < len(s) && s[i] != ' ' {
			i++
		}
	}
	return n
}

// binom stops at k == 0 or k == n: below both (k < 0, k < n) the first
// call keeps it so, forever; no single condition of the function states
// that set, the meet of two does.
func binom(n, k int) int { // want binom:"diverges when -n . k <= -1 && k < 0"
	if k == 0 || k == n {
		return 1
	}
	return binom(n-1, k-1) + binom(n-1, k) // want `binom does not terminate when k < 0 && k < n: every call recurses with a smaller n and k`
}

// EvenCount steps i by 2 until it meets n: from i = 0 it never does for a
// negative n (nor an odd one). n <= 0 is no such set (n == 0 stops at
// once); n < 0, the sign moved by one, is.
func EvenCount(n int) int { // want EvenCount:"diverges when n < 0"
	i := 0
	for i != n { // want `EvenCount does not terminate when n < 0: the loop at line \d+ never exits \(e.g. n = -1\)`
		i += 2
	}
	return i / 2
}
