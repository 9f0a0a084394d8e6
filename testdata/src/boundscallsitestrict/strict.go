// Package boundscallsitestrict checks call-site checks in strict mode: a
// latent failure is reported once, at the callee's own check (not proven),
// not again at each call that may trigger it; a call that makes it certain
// is reported as in default mode.
package boundscallsitestrict

func at(xs []int, i int) int {
	return xs[i] // want `^xs\[i\]: index not proven in range$`
}

// latent may fail, through at: silent here.
func latent(xs []int, i int) int {
	return at(xs, i)
}

func certain() int {
	return at(nil, 0) // want `^at\(nil, 0\): index out of range \[0\] with length 0 in at \(line 8\) on every call$`
}

func guarded(xs []int, i int) int {
	if i < 0 || i >= len(xs) {
		return 0
	}
	return at(xs, i)
}
