// Package boundsknowndefault holds latent failures the bounds analyzer
// wrongly reports as manifest in default mode today: default mode must stay
// silent on them (strict mode may report them as not proven). The test that
// runs this package is skipped until the engine meets that (see
// bounds_test.go).
package boundsknowndefault

// spinThenSum: latent. The outer loop would reach xs[len(xs)], but the inner
// loop runs as long as f says so: with f always true every execution spins
// forever in it and fails nothing, and for len(xs) > 0 the first access
// succeeds, so no point is passed by failing executions only. Known wrong:
// default mode reports "xs[i]: index out of range [...] on every call (witness:
// len(xs)=0)" (the entry is not a manifest point: f() == true diverges).
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
// s == 0 < k. Known wrong: default mode reports "xs[i]: index out of range [...] on every
// call (witness: len(xs)=0, k=-9223372036854775807, s=0)".
func stepThenSum(xs []int, k, s int) int {
	t := 0
	for i := 0; i <= len(xs); i++ {
		for j := 0; j < k; j += s {
		}
		t += xs[i]
	}
	return t
}
