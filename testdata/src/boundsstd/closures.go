package boundsstd

import "sync"

// twoClosures: n is written once, before either closure is made, and both
// closures only read it, across calls that could run anything: in each,
// every load of n reads one value, so a check repeated after a call holds
// once the first passed.
func twoClosures(run func(func()), n int) {
	run(func() {
		buf := make([]byte, 64)
		_ = buf[:n] // want `^buf\[:n\]: slice bounds not proven in range$`
		run(nil)
		_ = buf[:n]
	})
	run(func() {
		buf := make([]byte, 64)
		_ = buf[n] // want `^buf\[n\]: index not proven in range$`
		run(nil)
		_ = buf[n]
	})
}

// writingClosure: the second closure writes n, so the first cannot rely
// on n keeping its value across the call.
func writingClosure(run func(func()), n int) {
	run(func() {
		buf := make([]byte, 64)
		_ = buf[n] // want `^buf\[n\]: index not proven in range$`
		run(nil)
		_ = buf[n] // want `^buf\[n\]: index not proven in range$`
	})
	run(func() { n = -1 })
}

// nestedReader: a closure nested in another only reads n too.
func nestedReader(run func(func()), n int) {
	run(func() {
		buf := make([]byte, 64)
		_ = buf[n] // want `^buf\[n\]: index not proven in range$`
		run(func() { _ = n + 1 })
		_ = buf[n]
	})
}

// nestedWriter: the nested closure writes n.
func nestedWriter(run func(func()), n int) {
	run(func() {
		buf := make([]byte, 64)
		_ = buf[n] // want `^buf\[n\]: index not proven in range$`
		run(func() { n++ })
		_ = buf[n] // want `^buf\[n\]: index not proven in range$`
	})
}

// A captured variable stored several times, but only before the closure
// is made, holds one value in it (go/types' Instance appends to ctxts,
// then makes updateContexts).
func lastFirst(a, b []int, more bool) func() int {
	var xs []int
	xs = append(xs, a...)
	if more {
		xs = append(xs, b...)
	}
	return func() int {
		t := 0
		for i := len(xs) - 1; i >= 0; i-- {
			t += xs[i]
		}
		return t
	}
}

// A store after the closure is made may change it between two loads.
func lastFirstLater(a, b []int, f func(func() int)) {
	var xs []int
	xs = append(xs, a...)
	g := func() int {
		t := 0
		for i := len(xs) - 1; i >= 0; i-- {
			f(nil)
			t += xs[i] // want `index not proven in range`
		}
		return t
	}
	xs = append(xs, b...)
	f(g)
}

// closureRepeat: a slice bound computed twice from two loads of a stable
// n is one value, so the same slice after a call passes once the first
// did (crypto/internal/cryptotest's BufferOverlap).
func closureRepeat(run func(func()), n int) {
	run(func() {
		buf := make([]byte, n*2)
		_ = buf[n-1 : 2*n-1] // want `^buf\[n - 1:2 \* n - 1\]: slice bounds not proven in range$`
		run(nil)
		_ = buf[n-1 : 2*n-1]
	})
}

// parallelDouble: each goroutine's closure captures its own i, which the
// range loop's test bounded when the closure was made, and out, made
// with len(xs).
func parallelDouble(xs []int) []int {
	out := make([]int, len(xs))
	var wg sync.WaitGroup
	for i := range xs {
		wg.Go(func() { out[i] = xs[i] * 2 })
	}
	wg.Wait()
	return out
}

// parallelShifted: i+1 may be len(out).
func parallelShifted(xs []int) []int {
	out := make([]int, len(xs))
	var wg sync.WaitGroup
	for i := range xs {
		wg.Go(func() { out[i+1] = xs[i] }) // want `^out\[i \+ 1\]: index not proven in range$`
	}
	wg.Wait()
	return out
}

// pairFuncs: the branch i > 0 holds for the captured i too.
func pairFuncs(names []string) []func() string {
	var fs []func() string
	for i := range names {
		if i > 0 {
			fs = append(fs, func() string { return names[i-1] + names[i] })
		}
	}
	return fs
}

// pairFuncsShared: names is assigned again after the closures are made,
// so they may see another slice.
func pairFuncsShared(names []string, more []string) []func() string {
	var fs []func() string
	for i := range names {
		fs = append(fs, func() string { return names[i] }) // want `^names\[i\]: index not proven in range$`
	}
	names = more
	return fs
}
