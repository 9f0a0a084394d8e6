// Package nonterm holds divergence for the nonterm analyzer in default mode:
// recursion and loops from which every execution through some reachable
// point runs forever, and terminating code that must stay silent.
package nonterm

// Forever calls itself on every path.
func Forever(n int) int { // want Forever:"diverges"
	return Forever(n) + 1 // want `Forever never terminates: every call recurses with the same n`
}

// Ping and Pong call each other on every path.
func Ping(n int) int { // want Ping:"diverges"
	return Pong(n+1) * 2 // want `Ping never terminates: every call recurses through Pong`
}

func Pong(n int) int { // want Pong:"diverges"
	return Ping(n-1) + 1 // want `Pong never terminates: every call recurses through Ping`
}

// Grow never returns for n > 0.
func Grow(n int) int { // want Grow:"diverges when n > 0"
	if n > 0 {
		return Grow(n + 1) // want `Grow never terminates when n > 0: every call recurses with a larger n`
	}
	return 0
}

// Ack is the Ack program of Gurfinkel, Wei & Chechik (Yasm): every call with
// x > 0 calls Ack(x, .) again.
func Ack(x, y int) int { // want Ack:"diverges when x > 0"
	if x > 0 {
		n := 1
		if y > 0 {
			y--
			n = Ack(x, y) // want `Ack never terminates when x > 0: every call recurses with the same x`
		}
		return Ack(x, n)
	}
	return y + 1
}

// T is a receiver for method recursion.
type T struct{ depth int }

// Walk recurses through its receiver whenever n != 0, with a smaller n: for
// n < 0 it never reaches 0.
func (t *T) Walk(n int) int { // want Walk:"diverges when n < 0"
	if n < 0 {
		return t.Walk(n-1) + 1 // want `Walk never terminates when n < 0: every call recurses with a smaller n`
	}
	return 0
}

// SumTo forgot to advance i.
func SumTo(n int) int { // want SumTo:"diverges when n > 0"
	s := 0
	for i := 0; i < n; { // want `SumTo never terminates when n > 0: the loop at line 57 never exits`
		s += i
	}
	return s
}

// Spin waits for a flag nothing in the loop sets.
func Spin(ready bool) int { // want Spin:"diverges when !ready"
	count := 0
	for !ready { // want `Spin never terminates when !ready: the loop at line 66 never exits`
		count++
	}
	return count
}

// Stuck loops when it meets a zero step.
func Stuck(a []int, step int) int { // want Stuck:"diverges when len\\(a\\) > 0 && step == 0"
	i := 0
	if step == 0 {
		for i < len(a) { // want `Stuck never terminates when len\(a\) > 0 && step == 0: the loop at line 76 never exits`
			i += step
		}
	}
	return i
}

// The functions below terminate, or diverge only for some inputs, or run
// forever by design: default mode reports none of them.

// SumToOK adds 0..n-1.
func SumToOK(n int) int {
	s := 0
	for i := 0; i < n; i++ {
		s += i
	}
	return s
}

// Shrink halves n until it reaches 0.
func Shrink(n int) int {
	if n > 0 {
		return Shrink(n/2) + 1
	}
	return 0
}

// Log2 diverges for n <= 0 only (latent).
func Log2(n int) int { // want Log2:"diverges when n <= 0"
	if n == 1 {
		return 0
	}
	return 1 + Log2(n/2)
}

// Shift is Yasm's Shift: it diverges for x in {1, 2} only (latent).
func Shift(x int) int {
	steps := 0
	for x != 0 {
		if x < 0 {
			x = -x + 2
		} else {
			x = -x + 3
		}
		steps++
	}
	return steps
}

// QuickSort is Yasm's buggy quicksort: it diverges when partition returns hi
// (latent: it depends on the unknown function).
func QuickSort(a []int, lo, hi int, partition func(a []int, lo, hi int) int) {
	if lo >= hi || partition == nil {
		return
	}
	p := partition(a, lo, hi)
	if p < lo || p > hi {
		return
	}
	QuickSort(a, lo, p, partition)
	QuickSort(a, p+1, hi, partition)
}

// Gcd is Euclid's algorithm.
func Gcd(a, b int) int {
	if b == 0 {
		return a
	}
	return Gcd(b, a%b)
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

// Bits stops when the shifted bit wraps around to 0 (Go's exact arithmetic).
func Bits() int {
	k := 0
	for b := uint(1); b != 0; b <<= 1 {
		k++
	}
	return k
}

// Serve runs forever by design: its loop has no way out.
func Serve(handle func(int)) {
	for i := 0; ; i++ {
		handle(i)
	}
}

// Poll waits for a value that unknown code provides.
func Poll(next func() int) int {
	n := 0
	for next() != 0 {
		n++
	}
	return n
}

// Drain reads t.depth each time round, as it found it: nothing writes.
func Drain(t *T) int {
	n := 0
	for t.depth > 0 { // want `Drain never terminates when t.depth > 0: the loop at line 185 never exits`
		n++
	}
	return n
}

// Even and Odd terminate for n >= 0 only: nothing is manifest.
func Even(n int) bool { // want Even:"diverges when n < 0"
	if n == 0 {
		return true
	}
	return Odd(n - 1)
}

func Odd(n int) bool { // want Odd:"diverges when n < 0"
	if n == 0 {
		return false
	}
	return Even(n - 1)
}

// Climb counts up while x is positive: for x > 0 it never stops.
func Climb(x int) int {
	steps := 0
	for x > 0 { // want `Climb never terminates once x > 0: the loop at line 209 never exits`
		x++
		steps++
	}
	return steps
}

// Rows forgot to advance the inner index.
func Rows(n, m int) int { // want Rows:"diverges when m > 0 && n > 0"
	s := 0
	for i := 0; i < n; i++ {
		for j := 0; j < m; { // want `Rows never terminates when m > 0 && n > 0: the loop at line 220 never exits`
			s += j
		}
	}
	return s
}

// PollNext diverges once the value it got is negative: every execution through
// the branch runs forever, whatever next returned to get there.
func PollNext(next func() int) int {
	k := next()
	if k < 0 {
		for k < 0 { // want `PollNext never terminates once k < 0: the loop at line 232 never exits`
			k--
		}
	}
	return k
}

// PollNextOK leaves the loop: k grows back to 0.
func PollNextOK(next func() int) int {
	k := next()
	for k < 0 {
		k++
	}
	return k
}

// Inner forgets the inner increment: every execution that gets into the
// inner loop's body (i >= 1, so len(s) >= 2) runs forever, but len(s) = 1
// returns: the inputs bound who gets there, not who diverges.
func Inner(s []int) int {
	t := 0
	for i := 0; i < len(s); i++ {
		for j := 0; j < i; { // want `Inner never terminates once it gets to line 255 \(possible only when len\(s\) > 0\): the loop at line 254 never exits`
			t += s[j]
		}
	}
	return t
}

// Rotate leaves state 2 for 3 only when x > 0, and x never changes: every
// execution through the other outcome comes back to it forever.
func Rotate(x int) int { // want Rotate:"diverges when x <= 0"
	state, steps := 0, 0
	for state != 3 { // want `Rotate never terminates when x <= 0: the loop at line 265 never exits`
		switch state {
		case 0, 1:
			state++
		case 2:
			if x > 0 {
				state = 3
			} else {
				state = 0
			}
		}
		steps++
	}
	return steps
}

// Skip3 steps over its bound: 0, 3, 6, 9, 12, ... never equals 10.
func Skip3() int {
	x := 0
	for x != 10 { // want `Skip3 never terminates: the loop at line 284 never exits \(x steps by 3 from 0 and never equals 10\)`
		x += 3
	}
	return x
}

// Land3 lands on its bound: 1, 4, 7, 10.
func Land3() int {
	x := 1
	for x != 10 {
		x += 3
	}
	return x
}

// OddToTen steps an odd n by 2: it never equals 10, above or below it.
func OddToTen(n int) int {
	if n%2 != 0 {
		for n != 10 { // want `OddToTen never terminates once n%2 != 0: the loop at line 302 never exits \(n steps by 2 and never equals 10\)`
			n += 2
		}
	}
	return n
}

// EvenToTen may get there: from an even n below 10.
func EvenToTen(n int) int {
	if n%2 == 0 && n <= 10 {
		for n != 10 {
			n += 2
		}
	}
	return n
}

// SkipTabs forgets to advance over a tab: on a tab it calls itself with
// the arguments it was called with, along a path that changes nothing, so
// the call reads the same byte and does the same again.
func SkipTabs(s string, i int) int {
	if i < 0 || i >= len(s) {
		return i
	}
	switch s[i] {
	case ' ':
		return SkipTabs(s, i+1)
	case '\t':
		return SkipTabs(s, i) // want `SkipTabs never terminates once it gets to line \d+: it calls itself with the same arguments, and so on forever \(with len\(s\) = \d+, i = 0 and the read at line \d+ returning 9\)`
	}
	return i
}

// SkipTabsOK advances over tabs too.
func SkipTabsOK(s string, i int) int {
	if i < 0 || i >= len(s) {
		return i
	}
	switch s[i] {
	case ' ', '\t':
		return SkipTabsOK(s, i+1)
	}
	return i
}

var skipped int

// SkipCounted changes memory before calling itself with the same
// arguments: the next call does not start where this one did (it stops
// after 100 rounds).
func SkipCounted(s string, i int) int {
	if i < 0 || i >= len(s) {
		return i
	}
	skipped++
	if s[i] == '\t' && skipped < 100 {
		return SkipCounted(s, i)
	}
	return i
}

// Atom does not consume the '(' before parsing what follows: it calls
// Group with its own arguments, and Group's first act is to call it back
// with them.
func Atom(s string, i int) int {
	if i < 0 || i >= len(s) {
		return -1
	}
	if s[i] == '(' {
		return Group(s, i) // want `Atom never terminates once it gets to line \d+: it calls Group with its own arguments, which calls it back with them, and so on forever`
	}
	return i + 1
}

// Group parses an atom, then more after each '+'.
func Group(s string, i int) int {
	i = Atom(s, i)
	for i >= 0 && i < len(s) && s[i] == '+' {
		i = Atom(s, i+1)
	}
	return i
}

// pairsApart moves i and j apart: once i < j, the loop never ends.
func pairsApart(n int) int {
	c := 0
	for i, j := 0, n; i < j; i, j = i-1, j+1 { // want `pairsApart never terminates once i < j`
		c++
	}
	return c
}

// pairsMeet moves them together: it terminates.
func pairsMeet(n int) int {
	c := 0
	for i, j := 0, n; i < j; i, j = i+1, j-1 {
		c++
	}
	return c
}

// cursor is a position in [pos, end).
type cursor struct{ pos, end int }

func (c cursor) done() bool     { return c.pos >= c.end }
func (c cursor) next() cursor   { c.pos++; return c }
func (c *cursor) advance()      { c.pos++ }
func (c cursor) remaining() int { return c.end - c.pos }

// leftBad drops the advanced copy: the calls before the recursion change
// no memory and return the same for the same cursor, so it recurses with
// the cursor it was entered with.
func (c cursor) leftBad() int {
	if c.done() {
		return 0
	}
	c.next()
	return 1 + c.leftBad() // want `leftBad never terminates once it gets to line \d+: it calls itself with the same arguments`
}

// left uses it: it terminates.
func (c cursor) left() int {
	if c.done() {
		return 0
	}
	return 1 + c.next().left()
}

// leftPtr advances the cursor it points to: it terminates.
func (c *cursor) leftPtr() int {
	if c.done() {
		return 0
	}
	c.advance()
	return 1 + c.leftPtr()
}

// wordsStall continues on a blank without advancing: the first blank stalls
// the loop.
func wordsStall(s string) int {
	n, i := 0, 0
	for i < len(s) { // want `wordsStall never terminates once an iteration of the loop at line \d+ goes back to its start changing nothing`
		if s[i] == ' ' {
			continue
		}
		n++
		i++
	}
	return n
}

// wordsSkip advances on a blank: it terminates.
func wordsSkip(s string) int {
	n, i := 0, 0
	for i < len(s) {
		if s[i] == ' ' {
			i++
			continue
		}
		n++
		i++
	}
	return n
}

// waitFor polls a function value: what it returns may change, so going
// back unchanged is no proof.
func waitFor(ready func() bool) int {
	n := 0
	for n < 10 {
		if !ready() {
			continue
		}
		n++
	}
	return n
}

// untilSemi means to stop at ';', but the break leaves only the switch:
// on ';' the loop goes round with i unchanged.
func untilSemi(s string) int {
	i := 0
	for i < len(s) { // want `untilSemi never terminates once an iteration of the loop at line \d+ goes back to its start changing nothing`
		switch s[i] {
		case ';':
			break
		default:
			i++
		}
	}
	return i
}

// untilSemiLabeled leaves the loop: it terminates.
func untilSemiLabeled(s string) int {
	i := 0
loop:
	for i < len(s) {
		switch s[i] {
		case ';':
			break loop
		default:
			i++
		}
	}
	return i
}

// sameGap stops only when k meets n, but both step down together: once
// k != n, never (k < n and k > n each diverge).
func sameGap(n, k int) int {
	if k == n {
		return 1
	}
	return sameGap(n-1, k-1) // want `sameGap never terminates once it gets to line \d+ \(.* or .*\): every call recurses`
}

// closeGap moves n toward a fixed k: it stops for k < n (latent for
// k > n, silent by default).
func closeGap(n, k int) int { // want closeGap:"diverges when n - k <= -1"
	if k == n {
		return 1
	}
	return closeGap(n-1, k)
}

// countTo advances i every round toward n: it terminates (no second
// search needed).
func countTo(i, n int) int {
	c := 0
	for i < n {
		i++
		c++
	}
	return c
}

// onceThenAdvance goes back unchanged once, after marking a local flag it
// then reads: the next iteration advances, and the loop terminates.
func onceThenAdvance(n int) int {
	var seen [1]bool
	i := 0
	for i < n {
		if !seen[0] {
			seen[0] = true
			continue
		}
		i++
	}
	return i
}

// waitNonzero goes back unchanged on a zero element, but the element is
// shared memory another goroutine may set: no proof that it stalls.
func waitNonzero(a []int) int {
	i := 0
	for i < len(a) {
		if a[i] == 0 {
			continue
		}
		i++
	}
	return i
}

// rowsReset resets the cell index when it meets w < n: it counts up to w
// again, forever.
func rowsReset(n, w int) int { // want rowsReset:"diverges when -n . w <= -1 && n >= 2 && w > 0"
	if w <= 0 {
		return 0
	}
	rows := 1
	for i := 0; i < n; i++ { // want `rowsReset never terminates when .*w.*: the loop at line \d+ never exits`
		if i == w {
			rows++
			i = 0
		}
	}
	return rows
}

// rowsCount resets a column counter instead: it terminates.
func rowsCount(n, w int) int {
	if w <= 0 {
		return 0
	}
	rows, col := 0, 0
	for i := 0; i < n; i++ {
		if col == w {
			rows++
			col = 0
		}
		col++
	}
	return rows
}

// fieldCheck is a long but terminating exhaustive test (mlkem's field
// tests, with the reduction inline): x := a + b - q wraps around in
// uint16 where a + b < q. Narrow integers wrap in the termination
// analysis too; were they unbounded, x could not hold a + b - q there,
// the loop body would look infeasible and the loop stuck.
func fieldCheck(fail func(a, b uint16)) {
	const q = 3329
	for a := uint16(0); a < q; a++ {
		for b := uint16(0); b < q; b++ {
			x := a + b - q
			x += (x >> 15) * q
			if x != (a+b)%q {
				fail(a, b)
			}
		}
	}
}

// byteSpin never terminates: i counts up by 2 from 0 in a byte, wraps
// from 254 to 0, and never equals 255.
func byteSpin() {
	for i := uint8(0); i != 255; i += 2 { // want `byteSpin never terminates`
	}
}
