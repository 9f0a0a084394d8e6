// Package boundsdiverging holds latent failures that only look manifest: the
// failing check follows an inner loop that may run forever, so no point is
// passed by failing executions only. Default mode must stay silent on them
// (strict mode may report them as not proven).
package boundsdiverging

// spinThenSum: latent. The outer loop would reach xs[len(xs)], but the inner
// loop runs as long as f says so: with f always true every execution spins
// forever in it and fails nothing, and for len(xs) > 0 the first access
// succeeds, so no point is passed by failing executions only.
func spinThenSum(xs []int, f func() bool) int {
	t := 0
	for i := 0; i <= len(xs); i++ {
		for f() {
		}
		t += xs[i]
	}
	return t
}

// stepThenSum: latent, as spinThenSum with an inner loop that never ends for
// s == 0 < k.
func stepThenSum(xs []int, k, s int) int {
	t := 0
	for i := 0; i <= len(xs); i++ {
		for j := 0; j < k; j += s {
		}
		t += xs[i]
	}
	return t
}
