// Package bisect2_rec: recursive bisection driven by an unknown predicate
// (YASM-style latent non-termination).
//
// Find recurses on [mid, hi]: for hi == lo+1 and less(mid) false it calls
// itself with the same arguments forever; with less true it stops: latent.
// FindNeg recurses on [lo, mid] and [mid+1, hi] but computes mid as
// (lo+hi)/2, which truncates toward zero: for lo = -3, hi = -2, mid = -2 and
// less true repeats FindNeg(-3, -2): latent (non-negative ranges stop).
// FindOK uses lo + (hi-lo)/2 in [lo, hi-1]: both halves are strictly smaller.
// All three confine lo, hi to [-2^40, 2^40] so nothing wraps.
//
// Needs: unknown callee results; division truncation toward zero; ranking
// hi - lo for FindOK.
// Expect: strict:nonterm in Find and FindNeg; FindOK safe.
package bisect2_rec

// Find bisects [lo, hi).
func Find(lo, hi int, less func(int) bool) int { // strict:nonterm
	if lo >= hi || less == nil || lo < -1<<40 || hi > 1<<40 {
		return lo
	}
	mid := (lo + hi) / 2
	if less(mid) {
		return Find(lo, mid, less)
	}
	return Find(mid, hi, less)
}

// FindNeg bisects with a truncating midpoint.
func FindNeg(lo, hi int, less func(int) bool) int { // strict:nonterm
	if lo >= hi || less == nil || lo < -1<<40 || hi > 1<<40 {
		return lo
	}
	mid := (lo + hi) / 2
	if less(mid) {
		return FindNeg(lo, mid, less)
	}
	return FindNeg(mid+1, hi, less)
}

// FindOK bisects with a floor-safe midpoint.
func FindOK(lo, hi int, less func(int) bool) int {
	if lo >= hi || less == nil || lo < -1<<40 || hi > 1<<40 {
		return lo
	}
	mid := lo + (hi-lo)/2
	if less(mid) {
		return FindOK(lo, mid, less)
	}
	return FindOK(mid+1, hi, less)
}
