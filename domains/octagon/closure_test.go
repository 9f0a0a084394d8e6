package octagon

import (
	"math/rand"
	"testing"
)

// randomBoxedDBM returns a coherent matrix over n variables with every
// variable in [-box, box] and random extra octagonal constraints.
func randomBoxedDBM(rnd *rand.Rand, n, box, extra int) []int64 {
	N := 2 * n
	m := newTop(n)
	for x := 0; x < n; x++ {
		setMin(m, N, 2*x+1, 2*x, int64(2*box))
		setMin(m, N, 2*x, 2*x+1, int64(2*box))
	}
	for k := 0; k < extra; k++ {
		i, j := rnd.Intn(N), rnd.Intn(N)
		if i == j {
			continue
		}
		setMin(m, N, i, j, int64(rnd.Intn(2*box+3)-box-1))
	}
	return m
}

// points enumerates the integer points of [-box, box]^n.
func points(n, box int, f func(p []int64)) {
	p := make([]int64, n)
	var rec func(k int)
	rec = func(k int) {
		if k == n {
			f(p)
			return
		}
		for v := -box; v <= box; v++ {
			p[k] = int64(v)
			rec(k + 1)
		}
	}
	rec(0)
}

// sv is the value of signed dimension i at p.
func sv(p []int64, i int) int64 {
	if i%2 == 0 {
		return p[i/2]
	}
	return -p[i/2]
}

func satisfies(m []int64, N int, p []int64) bool {
	for i := 0; i < N; i++ {
		for j := 0; j < N; j++ {
			if e := m[i*N+j]; e != inf && sv(p, j)-sv(p, i) > e {
				return false
			}
		}
	}
	return true
}

// bruteTight returns the tight closure by enumeration: the maximum of
// V_j - V_i over the integer points, and whether there is one.
func bruteTight(m []int64, n, box int) ([]int64, bool) {
	N := 2 * n
	best := make([]int64, N*N)
	for i := range best {
		best[i] = -1 << 40
	}
	any := false
	points(n, box, func(p []int64) {
		if !satisfies(m, N, p) {
			return
		}
		any = true
		for i := 0; i < N; i++ {
			for j := 0; j < N; j++ {
				best[i*N+j] = max(best[i*N+j], sv(p, j)-sv(p, i))
			}
		}
	})
	return best, any
}

func TestClosureBruteForce(t *testing.T) {
	rnd := rand.New(rand.NewSource(1))
	const box = 3
	for it := 0; it < 600; it++ {
		n := 1 + rnd.Intn(3)
		m := randomBoxedDBM(rnd, n, box, rnd.Intn(6))
		want, nonEmpty := bruteTight(m, n, box)
		got := append([]int64(nil), m...)
		ok := closeFull(got, 2*n)
		if ok != nonEmpty {
			t.Fatalf("it %d: closure non-empty=%v, brute force %v; m=%v", it, ok, nonEmpty, m)
		}
		if !ok {
			continue
		}
		for k := range want {
			if got[k] != want[k] {
				t.Fatalf("it %d n=%d: entry (%d,%d) closed %d, tight %d\nm=%v\ngot=%v", it, n, k/(2*n), k%(2*n), got[k], want[k], m, got)
			}
		}
	}
}

func TestIncrementalMatchesFull(t *testing.T) {
	rnd := rand.New(rand.NewSource(2))
	for it := 0; it < 2000; it++ {
		n := 1 + rnd.Intn(5)
		N := 2 * n
		m := randomBoxedDBM(rnd, n, 4, rnd.Intn(8))
		if !closeFull(m, N) {
			continue
		}
		v := rnd.Intn(n)
		inc := append([]int64(nil), m...)
		// lower a few entries in v's rows/columns.
		for k := 0; k < 1+rnd.Intn(3); k++ {
			o := rnd.Intn(N)
			c := int64(rnd.Intn(9) - 4)
			if rnd.Intn(2) == 0 {
				setMin(inc, N, o, 2*v+rnd.Intn(2), c)
			} else {
				setMin(inc, N, 2*v+rnd.Intn(2), o, c)
			}
		}
		full := append([]int64(nil), inc...)
		okF := closeFull(full, N)
		okI := closeIncremental(inc, N, v)
		if okF != okI {
			t.Fatalf("it %d: full non-empty=%v, incremental %v", it, okF, okI)
		}
		if !okF {
			continue
		}
		for k := range full {
			if full[k] != inc[k] {
				t.Fatalf("it %d: entry %d full %d incremental %d", it, k, full[k], inc[k])
			}
		}
	}
}
