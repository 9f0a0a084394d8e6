// Package boundscallsite holds calls whose arguments make a callee's latent
// index or slice failure certain: reported at the call site in default mode
// (the callee itself stays silent: its failure is latent), and calls that
// must stay silent (guarded, only sometimes failing, or calling a callee
// whose failure is not forced by its arguments).
package boundscallsite

// at is latent: it fails only for some arguments.
func at(xs []int, i int) int {
	return xs[i]
}

// firstOfNothing: every call passes nil and 0 to at, whose xs[i] then fails.
// Manifest at the call, P = the entry of firstOfNothing.
func firstOfNothing() int {
	return at(nil, 0) // want `^at\(nil, 0\): index out of range \[0\] with length 0 in at \(line 10\) on every call$`
}

// pastEnd: at(xs, len(xs)) fails for every xs.
func pastEnd(xs []int) int {
	return at(xs, len(xs)) // want `^at\(xs, len\(xs\)\): index out of range \[(\d+)\] with length \d+ in at \(line 10\) on every call \(witness: len\(xs\)=\d+\)$`
}

// safeCall is proven: i is checked before the call.
func safeCall(xs []int, i int) int {
	if i < 0 || i >= len(xs) {
		return 0
	}
	return at(xs, i)
}

// sometimes fails for some arguments only: latent, silent (it gets a
// precondition of its own, see wrapped).
func sometimes(xs []int, i int) int {
	return at(xs, i+1)
}

// negative: i < 0 under the guard. P = the then-branch.
func negative(xs []int, i int) int {
	if i < 0 {
		return at(xs, i) // want `^at\(xs, i\): index out of range \[-\d+\] with length \d+ in at \(line 10\) on every path through line 41 \(witness: len\(xs\)=\d+, i=-\d+\)$`
	}
	return 0
}

// wrapped: sometimes's precondition (inherited from at) is certain here.
func wrapped() int {
	return sometimes(make([]int, 3), 2) // want `^sometimes\(make\(\[\]int, 3\), 2\): index out of range \[3\] with length 3 in at \(line 10\) on every call$`
}

// pick fails only when ok: its precondition includes ok.
func pick(xs []int, i int, ok bool) int {
	if ok {
		return xs[i]
	}
	return -1
}

// pickTrue makes pick's failure certain; pickAny does not (ok is free).
func pickTrue() int {
	return pick(nil, 1, true) // want `^pick\(nil, 1, true\): index out of range \[1\] with length 0 in pick \(line 54\) on every call$`
}

func pickAny(ok bool) int {
	return pick(nil, 1, ok)
}

// byLoad's failing index is reached through a heap load: no precondition,
// so no call is reported.
func byLoad(p *int, xs []int, i int) int {
	if *p > 0 {
		return xs[i]
	}
	return 0
}

func callByLoad(k int) int {
	return byLoad(&k, nil, 0)
}

// recovered recovers the panic: its failure does not fail the call.
func recovered(xs []int, i int) (r int) {
	defer func() {
		if recover() != nil {
			r = -1
		}
	}()
	return xs[i]
}

func callRecovered() int {
	return recovered(nil, 0)
}

// firstThenAt fails at xs[0] for an empty xs, else at xs[i] for i out of
// range. firstThenAt(xs, len(xs)) fails either way: past the check of xs[0]
// (P, on the call's line) the failure of xs[i] is certain. An empty slice
// makes xs[0] certain.
func firstThenAt(xs []int, i int) int {
	_ = xs[0]
	return xs[i]
}

func callFirstThenAt(xs []int) int {
	return firstThenAt(xs, len(xs)) // want `^firstThenAt\(xs, len\(xs\)\): index out of range \[\d+\] with length \d+ in firstThenAt \(line 101\) on every path through line 105`
}

func callFirstThenAtEmpty() int {
	return firstThenAt([]int{}, 0) // want `^firstThenAt\(\[\]int\{\}, 0\): index out of range \[0\] with length 0 in firstThenAt \(line 100\) on every call$`
}

// tail slices a string; tailPast passes an index past its end.
func tail(s string, i int) string {
	return s[i:]
}

func tailPast() string {
	return tail("abc", 5) // want `^tail\("abc", 5\): slice bounds out of range \[5:\] with length 3 in tail \(line 114\) on every call$`
}

func tailIn(s string) string {
	if len(s) < 2 {
		return ""
	}
	return tail(s, 2)
}

// loopThenAt reaches xs[n] past a loop; n <= 0 skips the loop.
func loopThenAt(xs []int, n int) int {
	s := 0
	for i := 0; i < n; i++ {
		s += i
	}
	return s + xs[n]
}

func callLoopThenAt() int {
	return loopThenAt(nil, -1) // want `^loopThenAt\(nil, -1\): index out of range \[-1\] with length 0 in loopThenAt \(line 134\) on every call$`
}

// exitFirst stops for a negative i, through a helper that never returns
// (ctrlflow's noReturn, which knows os.Exit and log.Fatal too):
// no call with a negative i reaches xs[i], so exitFirst(xs, -1) is silent;
// one past the end is not.
func exitFirst(xs []int, i int) int {
	if i < 0 {
		die("negative index")
	}
	return xs[i]
}

func die(msg string) {
	println(msg)
	panic(msg)
}

func callExitFirst() int {
	return exitFirst([]int{1}, -1)
}

func callExitFirstPast() int {
	return exitFirst([]int{1}, 1) // want `^exitFirst\(\[\]int\{1\}, 1\): index out of range \[1\] with length 1 in exitFirst \(line 149\) on every call$`
}

// callerRecovers expects the panic of at: the call fails on every
// execution, but the deferred recover stops it; not reported.
func callerRecovers() (panicked bool) {
	defer func() { panicked = recover() != nil }()
	return at(nil, 0) == 0
}
