package octagon

import (
	"math/rand"
	"strconv"
	"testing"

	"github.com/numpredvet/numpredvet/domains"
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

// benchOct returns the closed octagon of benchDBM(n).
func benchOct(n int) *Octagon { return &Octagon{n: n, m: benchDBM(n), closed: true} }

// BenchmarkGuard compares, on values, a guard x0 - x1 <= c closed
// incrementally (Assume) with the same guard added by Meet and closed in
// full (the lazy closure of Meet, forced by IsBot).
func BenchmarkGuard(b *testing.B) {
	for _, n := range []int{10, 50, 100, 200} {
		o := benchOct(n)
		c := o.Entry(2, 0) - 1 // tighten x0 - x1 by one
		g := domains.Constraint{Lin: domains.Lin{Const: -c, Terms: []domains.Term{{Dim: 0, Coef: 1}, {Dim: 1, Coef: -1}}}}
		single := Top(n).Assume(g)
		b.Run(strconv.Itoa(n)+"/incremental", func(b *testing.B) {
			for b.Loop() {
				if o.Assume(g).IsBot() {
					b.Fatal("empty")
				}
			}
		})
		b.Run(strconv.Itoa(n)+"/full", func(b *testing.B) {
			for b.Loop() {
				if o.Meet(single).IsBot() {
					b.Fatal("empty")
				}
			}
		})
	}
}

// BenchmarkAssign measures x0 := x1 + 1 (forget x0, add x0 - x1 = 1 and
// close incrementally) against recomputing the closure in full afterwards.
func BenchmarkAssign(b *testing.B) {
	for _, n := range []int{10, 50, 100, 200} {
		o := benchOct(n)
		e := []domains.Lin{{Const: 1, Terms: []domains.Term{{Dim: 1, Coef: 1}}}}
		b.Run(strconv.Itoa(n)+"/incremental", func(b *testing.B) {
			for b.Loop() {
				o.Assign([]int{0}, e)
			}
		})
		b.Run(strconv.Itoa(n)+"/full", func(b *testing.B) {
			for b.Loop() {
				r := o.Assign([]int{0}, e).(*Octagon)
				m := append([]int64(nil), r.m...)
				closeFull(m, r.N())
			}
		})
	}
}
