package octagon

import (
	"github.com/numpredvet/numpredvet/domains"
	"github.com/numpredvet/numpredvet/domains/interval"
)

// Difference-bound matrix over 2n signed dimensions (Miné 2006, §2): V_{2k}
// stands for +x_k and V_{2k+1} for −x_k; entry m[i*N+j] (N = 2n) is an upper
// bound of V_j − V_i. Entries are upper bounds in the sense of package
// domains: Inf is +∞ (no constraint), every other value is literal, and
// arithmetic saturates upwards to +∞ and downwards to MinInt64, which only
// weakens a bound. Matrices are kept coherent: m[i][j] == m[j̄][ī].

const inf = domains.Inf

// bar returns the index of the opposite signed dimension.
func bar(i int) int { return i ^ 1 }

// eadd adds two entries.
func eadd(a, b int64) int64 { return interval.AddHi(a, b) }

// half returns ⌊e/2⌋ (+∞ stays +∞).
func half(e int64) int64 {
	if e == inf {
		return inf
	}
	return e >> 1 // arithmetic shift is floor division by 2
}

// double returns 2e saturated.
func double(e int64) int64 { return interval.AddHi(e, e) }

// newTop returns the matrix of no constraints over n variables.
func newTop(n int) []int64 {
	N := 2 * n
	m := make([]int64, N*N)
	for i := range m {
		m[i] = inf
	}
	for i := 0; i < N; i++ {
		m[i*N+i] = 0
	}
	return m
}

// setMin lowers entry (i, j) and its coherent twin (j̄, ī) to at most e.
func setMin(m []int64, N, i, j int, e int64) {
	if e < m[i*N+j] {
		m[i*N+j] = e
	}
	if k := bar(j)*N + bar(i); e < m[k] {
		m[k] = e
	}
}

// forgetVar removes every constraint on variable v in place; a closed
// matrix stays closed (Miné 2006, §4.2).
func forgetVar(m []int64, N, v int) {
	p, q := 2*v, 2*v+1
	for k := 0; k < N; k++ {
		m[p*N+k], m[q*N+k], m[k*N+p], m[k*N+q] = inf, inf, inf, inf
	}
	m[p*N+p], m[q*N+q] = 0, 0
}
