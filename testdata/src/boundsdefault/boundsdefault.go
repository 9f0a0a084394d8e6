// Package boundsdefault holds index and slice expressions for the bounds
// analyzer in default mode: manifest failures are reported with their point
// and witness; latent failures (those that depend on the arguments) are not.
package boundsdefault

// headOrZero: manifest index. P = the then-branch (line 10): every execution
// through it has len(xs) == 0, so xs[0] fails.
func headOrZero(xs []int) int {
	if len(xs) == 0 {
		return xs[0] // want `^xs\[0\]: index out of range \[0\] with length 0 on every path through line 10 \(witness: len\(xs\)=0\)$`
	}
	return xs[0]
}

// pastEnd: manifest index. P = the function entry: xs[len(xs)] fails on
// every call, whatever xs is.
func pastEnd(xs []string) string {
	return xs[len(xs)] // want `^xs\[len\(xs\)\]: index out of range \[\d+\] with length \d+ on every call \(witness: len\(xs\)=\d+\)$`
}

// skipTwo: manifest slice. P = the function entry: len(s)+2 exceeds len(s),
// or wraps to a negative low bound when len(s) >= MaxInt-1.
func skipTwo(s string) string {
	return s[len(s)+2:] // want `^s\[len\(s\) \+ 2:\]: slice bounds out of range \[\d+:\] with length \d+ on every call \(witness: len\(s\)=\d+\)$`
}

// tooLong: manifest slice. P = the then-branch (line 31): a string's
// capacity is its length, so s[:n] with n > len(s) always fails.
func tooLong(s string, n int) string {
	if n > len(s) {
		return s[:n] // want `^s\[:n\]: slice bounds out of range \[:\d+\] with length \d+ on every path through line 31 \(witness: len\(s\)=\d+, n=\d+\)$`
	}
	return s
}

// sumLe: manifest index in a loop. P = the function entry: every execution
// runs the loop up to i == len(xs) (earlier iterations cannot fail, nothing
// leaves the loop early) and xs[len(xs)] is out of range.
func sumLe(xs []int) int {
	t := 0
	for i := 0; i <= len(xs); i++ {
		t += xs[i] // want `^xs\[i\]: index out of range \[\d+\] with length \d+ on every call \(witness: len\(xs\)=\d+\)$`
	}
	return t
}

// ptrIndex: manifest index through a pointer to an array. P = the
// then-branch (line 53): i >= 4 is out of range of [4]int. (p != nil keeps
// out executions that would panic on the nil dereference before the index
// is checked.)
func ptrIndex(p *[4]int, i int) int {
	if p != nil && i >= 4 {
		return p[i] // want `^p\[i\]: index out of range \[\d+\] with length \d+ on every path through line 53 \(witness: i=\d+\)$`
	}
	return 0
}

// get: latent index. It fails only for some i; every point is also passed
// by executions that succeed, so default mode is silent.
func get(xs []int, i int) int {
	return xs[i]
}

// grow: latent slice. b[:n] is checked against cap(b), not len(b): with
// n > len(b) it succeeds whenever cap(b) >= n, so the then-branch is not
// a manifest point.
func grow(b []byte, n int) []byte {
	if n > len(b) {
		return b[:n]
	}
	return b
}

// lastOf: latent index. xs[len(xs)-1] fails only for empty xs.
func lastOf(xs []int) int {
	return xs[len(xs)-1]
}

// pastEndLater: manifest, P = the entry of the func literal. xs is captured
// by value (never reassigned), so both uses are one value and xs[len(xs)]
// fails on every call of the literal.
func pastEndLater(xs []int) func() int {
	return func() int {
		return xs[len(xs)] // want `^xs\[len\(xs\)\]: index out of range \[\d+\] with length \d+ on every call`
	}
}

// lastLater: latent, the literal's xs[len(xs)-1] fails only for an empty
// captured slice.
func lastLater(xs []int) func() int {
	return func() int {
		return xs[len(xs)-1]
	}
}

// expectPanic recovers the failure of xs[len(xs)] (a test that expects the
// panic): it does not crash, and is not reported.
func expectPanic(xs []int) (panicked bool) {
	defer func() {
		panicked = recover() != nil
	}()
	_ = xs[len(xs)]
	return false
}

// callerRecovers passes a slice too short for at (see boundscallsite): the
// callee fails on every call, but the caller recovers.
func callerRecovers() (panicked bool) {
	defer func() { panicked = recover() != nil }()
	b := [8]int{}
	return second(b[:1]) == 0
}

func second(xs []int) int { return xs[1] }

func cleanup() {}

// pastEndDeferred: a deferred call that does not recover leaves the
// failure manifest.
func pastEndDeferred(xs []int) int {
	defer cleanup()
	return xs[len(xs)] // want `^xs\[len\(xs\)\]: index out of range \[\d+\] with length \d+ on every call`
}

// unsignedPast: manifest, P = the statement after the if (line 132): an
// unsigned i >= len(s) is out of range on every execution that gets there
// (the safe s[i] above is proven: i < uint(len(s)) is the check itself).
func unsignedPast(s string, i uint) byte {
	if i < uint(len(s)) {
		return s[i]
	}
	return s[i] // want `^s\[i\]: index out of range \[\d+\] with length \d+ on every path through line 132 \(witness: len\(s\)=\d+, i=\d+\)$`
}

// afterLast: manifest, P = the then-branch (line 140). i+1 > len(xs) gives
// i >= len(xs): i+1 only wraps for i = MaxInt, and then i+1 = MinInt fails
// the test.
func afterLast(xs []int, i int) int {
	if i+1 > len(xs) {
		return xs[i] // want `^xs\[i\]: index out of range \[\d+\] with length \d+ on every path through line 140 \(witness: len\(xs\)=\d+, i=\d+\)$`
	}
	return 0
}

// maskedConst: the mask and remainder of constants are folded exactly:
// 9&15 is 9 and -7%8 is -7, out of range on every call.
func maskedConst(tab [8]int) int {
	k := 9
	return tab[k&15] // want `^tab\[k & 15\]: index out of range \[9\] with length 8 on every call$`
}

func remConst(tab [8]int) int {
	x := -7
	return tab[x%8] // want `^tab\[x % 8\]: index out of range \[-7\] with length 8 on every call$`
}

// nextInLoop: every execution that enters the loop reaches its last
// iteration, where s[i+1] is past the end: manifest, P = the loop body
// (line 163), although the first iterations may pass.
func nextInLoop(s []int) int {
	t := 0
	for i := range s {
		t += s[i+1] // want `^s\[i \+ 1\]: index out of range \[\d+\] with length \d+ on every path through line 163 \(witness: len\(s\)=\d+\)$`
	}
	return t
}

// nextGuarded: the guarded read is in range; nextOrLeave may leave the
// loop before its last iteration (a return the loop's data decides): not
// manifest either.
func nextGuarded(s []int) int {
	t := 0
	for i := range s {
		if i+1 < len(s) {
			t += s[i+1]
		}
	}
	return t
}

func nextOrLeave(s []int) int {
	t := 0
	for i := range s {
		if s[i] == 0 {
			return t
		}
		t += s[i+1]
	}
	return t
}

// pastArray: a loop of constant bounds one past the array's length fails
// on its last iteration, on every call.
func pastArray(a [4]int) int {
	t := 0
	for i := 0; i < 5; i++ {
		t += a[i] // want `^a\[i\]: index out of range \[4\] with length 4 on every call$`
	}
	return t
}

// stack's field is read like a parameter: its branch decides the failure
// of the index, whatever the field holds.
type stack struct{ data []int }

func (s *stack) top() int {
	d := s.data
	if len(d) == 0 {
		return d[0] // want `^d\[0\]: index out of range \[0\] with length 0 on every path through line 209 \(witness: len\(s\.data\)=0\)$`
	}
	return d[len(d)-1]
}

// visits: in state 2 an 'x' moves to state 4, one past counts; the
// states of that branch, carried on their own to counts[state], all fail,
// though the run joins them with the other branches' there.
func visits(events []byte) [4]int {
	var counts [4]int
	state := 0
	for _, e := range events {
		switch state {
		case 0, 1:
			state++
		case 2:
			if e == 'x' {
				state = 4
			} else {
				state = 0
			}
		}
		counts[state]++ // want `^counts\[state\]: index out of range \[4\] with length 4 on every path through line 226 \(witness: len\(events\)=\d+\)$`
	}
	return counts
}

type instr interface{ isPhi() bool }

// afterPhis slices from the first instruction that is not a φ, relying
// on there being one: when the loop runs to its end, first is -1.
func afterPhis(instrs []instr) []instr {
	first := -1
	for i, in := range instrs {
		if !in.isPhi() {
			first = i
			break
		}
	}
	return instrs[first:] // want `^instrs\[first:\]: slice bounds out of range \[-1:\] on every path that leaves the loop at line 242 \(witness: len\(instrs\)=0, cap\(instrs\)=\d+\)$`
}

// lastBelow returns the index of the last element below n, -1 if none:
// safe, the index is tested before use.
func lastBelow(xs []int, n int) int {
	at := -1
	for i := len(xs) - 1; i >= 0; i-- {
		if xs[i] < n {
			at = i
			break
		}
	}
	if at >= 0 {
		_ = xs[at]
	}
	return at
}

// pastEndOnce: the literal of a package-level variable's initializer is
// analysed like any function: xs[len(xs)] fails on every call.
var pastEndOnce = func(xs []byte) byte {
	return xs[len(xs)] // want `^xs\[len\(xs\)\]: index out of range \[\d+\] with length \d+ on every call \(witness: len\(xs\)=\d+\)$`
}

// shortKey: manifest conversion. P = the then-branch: a slice
// of fewer than 16 bytes cannot become a [16]byte.
func shortKey(b []byte) [16]byte {
	if len(b) < 16 {
		return [16]byte(b) // want `^\[16\]byte\(b\): cannot convert slice with length \d+ to array of length 16 on every path through line \d+ \(witness: len\(b\)=\d+, cap\(b\)=\d+\)$`
	}
	return [16]byte(b[:16])
}

// blockOf: latent conversion (it depends on the caller's slice), reported
// at a call that passes too short a slice.
func blockOf(b []byte) *[8]byte {
	return (*[8]byte)(b)
}

func shortBlock() *[8]byte {
	return blockOf(make([]byte, 4)) // want `^blockOf\(make\(\[\]byte, 4\)\): cannot convert slice with length 4 to array of length 8 in blockOf \(line \d+\) on every call$`
}

// tailWindow: manifest past a clamp. P = the clamp's branch w = 3, taken
// only when n > 3: the loop then reads buf[n-3+k] up to buf[n-1], past
// the end of buf, so every execution through it fails on some round. The
// loop's head joins it with the other branch, whose rounds all pass.
func tailWindow(vals []int) int {
	var buf [3]int
	n := len(vals)
	w := n
	if w > 3 {
		w = 3
	}
	t := 0
	for k := 0; k < w; k++ {
		t += buf[n-w+k] // want `^buf\[n - w \+ k\]: index out of range \[\d+\] with length 3 on every path through line \d+ \(witness: len\(vals\)=\d+\)$`
	}
	return t
}

// tailWindowMod reduces the position: safe, no report.
func tailWindowMod(vals []int) int {
	var buf [3]int
	n := len(vals)
	w := n
	if w > 3 {
		w = 3
	}
	t := 0
	for k := 0; k < w; k++ {
		t += buf[(n-w+k)%3]
	}
	return t
}

// tailWindowFrom reads from the caller's offset: through the clamp's
// branch it fails for off > 0 only (latent), so no report.
func tailWindowFrom(vals []int, off int) int {
	var buf [3]int
	w := len(vals)
	if w > 3 {
		w = 3
	}
	t := 0
	for k := 0; k < w; k++ {
		if off >= 0 {
			t += buf[off+k]
		}
	}
	return t
}
