// Package blast2_lock is the lock/unlock loop of the BLAST papers (Henzinger
// et al., "Lazy Abstraction"), in Go, with assertions for the lock discipline.
//
// At the loop test lock == 1 exactly when nw == old; the loop continues only
// when nw != old (lock == 0), and the final unlock sees lock == 1. The loop
// continues only after a successful branch, which needs steps < 1000 and
// increments steps: it terminates.
//
// Needs: predicate nw == old correlated with lock (predicated merge).
// Expect: SAFE (no diagnostic in default or strict mode).
package blast2_lock

func assert(b bool) {
	if !b {
		panic("assertion failed")
	}
}

// Blast runs the lock loop.
func Blast(start int, choice func() bool) int {
	if start < 0 || start > 1000 || choice == nil {
		return 0
	}
	lock := 0
	old, nw := start, start
	steps := 0
	for {
		assert(lock == 0)
		lock = 1
		old = nw
		if choice() && steps < 1000 {
			assert(lock == 1)
			lock = 0
			nw++
			steps++
		}
		if nw == old {
			break
		}
	}
	assert(lock == 1)
	lock = 0
	return nw + lock
}
