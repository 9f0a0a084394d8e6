package octagon

import (
	"math/rand"
	"strconv"
	"testing"
)

// benchDBM returns a closed, non-empty matrix over n variables with every
// variable in [-100, 100] and about 4n random binary constraints.
func benchDBM(n int) []int64 {
	rnd := rand.New(rand.NewSource(int64(n)))
	N := 2 * n
	for {
		m := newTop(n)
		for x := 0; x < n; x++ {
			setMin(m, N, 2*x+1, 2*x, 200)
			setMin(m, N, 2*x, 2*x+1, 200)
		}
		for k := 0; k < 4*n; k++ {
			i, j := rnd.Intn(N), rnd.Intn(N)
			if i/2 != j/2 {
				setMin(m, N, i, j, int64(rnd.Intn(150)+20))
			}
		}
		if closeFull(m, N) {
			return m
		}
	}
}

// BenchmarkClosure compares the full tight closure with the incremental
// closure after adding one constraint x_0 - x_1 <= c to a closed matrix.
func BenchmarkClosure(b *testing.B) {
	for _, n := range []int{10, 50, 100, 200} {
		m := benchDBM(n)
		N := 2 * n
		work := make([]int64, len(m))
		add := func() {
			copy(work, m)
			setMin(work, N, 2, 0, work[2*N]-1) // x0 - x1 <= current - 1
		}
		b.Run(strconv.Itoa(n)+"/full", func(b *testing.B) {
			for b.Loop() {
				add()
				if !closeFull(work, N) {
					b.Fatal("empty")
				}
			}
		})
		b.Run(strconv.Itoa(n)+"/incremental", func(b *testing.B) {
			for b.Loop() {
				add()
				if !closeIncremental(work, N, 0) {
					b.Fatal("empty")
				}
			}
		})
	}
}
