// Package p49_fieldwrite: field-range inference vs writers of the field.
// Grid's h is written only in a generic function; Box's n only via a
// constructor with a parameter.
package p49_fieldwrite

type Grid struct {
	h     int
	cells []int
}

func SetH[T ~int](g *Grid, v T) { g.h = int(v) }

func (g Grid) Row(y int) int {
	c, h := g.cells, g.h
	if y < 0 || y >= h {
		return 0
	}
	return c[y] // strict:bounds
}

type Box struct {
	n    int
	data []int
}

func NewBox(n int) *Box { return &Box{n: n} }

func (b *Box) Get(i int) int {
	d, n := b.data, b.n
	if i < 0 || i >= n {
		return 0
	}
	return d[i] // strict:bounds
}

type Pair struct {
	k    int
	data []int
}

func (p *Pair) Set(f func() int) { p.k = f() }

func (p *Pair) Get(i int) int {
	d, k := p.data, p.k
	if i < 0 || i >= k {
		return 0
	}
	return d[i] // strict:bounds
}
