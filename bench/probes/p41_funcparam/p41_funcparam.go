// Package p41_funcparam: nondeterminism via func params and heap.
package p41_funcparam

func Retry(try func() bool) int { // strict:nonterm
	n := 0
	for !try() {
		n++
	}
	return n
}

type T struct{ n int }

func (t T) Depth() int {
	if t.n <= 0 {
		return 0
	}
	return T{t.n - 1}.Depth() + 1
}

// Loop re-reads t.n in each call, but nothing writes it in between: with
// t.n > 0 it calls itself with the same receiver and reads the same value,
// forever (every execution through the branch diverges: manifest).
func (t *T) Loop() int { // want:nonterm
	if t.n > 0 {
		return t.Loop()
	}
	return 0
}

func Poll(next func() int) int { // want:nonterm
	k := next()
	if k < 0 {
		for k < 0 {
			k--
		}
	}
	return k
}
