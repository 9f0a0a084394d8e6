// Package p45_fieldidx: index arithmetic on values loaded from struct fields
// vs parameters (characterizes p20 At). Row and Mul are marked per the bench
// contract (fields unconstrained); the tool infers never-stored unexported
// int fields are 0 (sound in Go, a deviation from the contract).
package p45_fieldidx

type Grid struct {
	w, h  int
	cells []int
}

func AtParams(c []int, w, h, x, y int) int {
	if x < 0 || y < 0 || x >= w || y >= h {
		return 0
	}
	return c[y*w+x] // strict:bounds
}

func (g Grid) Row(y int) int {
	c, h := g.cells, g.h
	if y < 0 || y >= h {
		return 0
	}
	return c[y] // strict:bounds
}

func (g Grid) Mul(x, y int) int {
	c, w := g.cells, g.w
	if x < 0 || y < 0 || x >= w {
		return 0
	}
	return c[y*w+x] // strict:bounds
}

func MulParams(c []int, w, x, y int) int {
	if x < 0 || y < 0 || x >= w {
		return 0
	}
	return c[y*w+x] // strict:bounds
}

func MulSmall(c []int, w, x, y int) int {
	if x < 0 || y < 0 || x >= w || w > 10 || y > 10 {
		return 0
	}
	return c[y*w+x] // strict:bounds
}

func Prod(c []int, a, b int) int {
	if a < 0 || b < 0 || a > 10 || b > 10 {
		return 0
	}
	return c[a*b] // strict:bounds
}
