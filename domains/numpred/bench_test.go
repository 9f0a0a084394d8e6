package numpred_test

import (
	"strconv"
	"testing"

	"github.com/numpredvet/numpredvet/domains/numpred"
)

// BenchmarkFig8a: template (a) for C = 10000 with widening and narrowing or
// with thresholds in every domain, and without widening (unrolled) for
// smaller C to show the growth. Reports the head iterations.
func BenchmarkFig8a(b *testing.B) {
	runs := []struct {
		mode fixMode
		c    int64
	}{
		{widenNarrow, 10000},
		{thresholds, 10000},
		{unroll, 50},
		{unroll, 100},
	}
	for _, r := range runs {
		for _, mk := range makers {
			b.Run(mk.name+"/"+string(r.mode)+"/C="+strconv.FormatInt(r.c, 10), func(b *testing.B) {
				steps := 0
				var opts []numpred.Option
				if r.mode == unroll { // one new term x <= k per iteration
					opts = append(opts, numpred.TermCapacity(int(r.c)+16))
				}
				for b.Loop() {
					d := mk.newDomain(b, 0, 1, opts...)
					var proven bool
					if proven, steps = templateA(d, r.c, r.mode); !proven {
						b.Fatal("not proven")
					}
				}
				b.ReportMetric(float64(steps), "iterations")
			})
		}
	}
}

// BenchmarkFig8b: the propositional template for C = 4, 8 and 10.
func BenchmarkFig8b(b *testing.B) {
	for _, c := range []int{4, 8, 10} {
		for _, mk := range makers {
			b.Run(mk.name+"/C="+strconv.Itoa(c), func(b *testing.B) {
				for b.Loop() {
					if got := templateB(mk.newDomain(b, c, c), c); got != (mk.name != "NEXPOINT") {
						b.Fatalf("proven = %v", got)
					}
				}
			})
		}
	}
}
