// Package boundsknown holds index and slice expressions on which the bounds
// analyzer is known to be wrong or incomplete today. The expectations are the
// correct ones, for default and strict mode alike; the test that runs this
// package is skipped until the engine meets them (see bounds_test.go).
package boundsknown

// afterLast: manifest, P = the then-branch (line 13). i+1 > len(xs) gives
// i >= len(xs): i+1 only wraps for i = MaxInt, and then i+1 = MinInt fails
// the test. Known incomplete: default mode is silent (strict says "index
// not proven in range").
func afterLast(xs []int, i int) int {
	if i+1 > len(xs) {
		return xs[i] // want `^xs\[i\]: index out of range \[\d+\] with length \d+ on every path through line 13 \(witness: len\(xs\)=\d+, i=\d+\)$`
	}
	return 0
}
