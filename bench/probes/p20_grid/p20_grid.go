// Package p20_grid: struct fields and 2-D index arithmetic.
// Note: At is marked per the bench contract (fields unconstrained); the tool
// infers w,h == 0 because no code in the package ever stores them.
package p20_grid

type Grid struct {
	w, h  int
	cells []int
}

func (g Grid) At(x, y int) int {
	w, h, c := g.w, g.h, g.cells
	if x < 0 || y < 0 || x >= w || y >= h {
		return 0
	}
	return c[y*w+x] // strict:bounds
}

func Fill(w, h int) []int {
	if w <= 0 || h <= 0 || w > 1000 || h > 1000 {
		return nil
	}
	c := make([]int, w*h)
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			c[y*w+x] = x
		}
	}
	return c
}
