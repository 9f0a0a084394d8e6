// Package s11b_grid: flattened matrices and small fixed grids.
//
// At and Row compute a flat offset r*cols+c (which may wrap for huge inputs)
// and then check the computed value itself against [0, len(m)) (Row also
// checks hi >= lo, which catches a wrapped lo+cols); the proof needs only
// the checks, not the product. RowSums walks rows by re-slicing while
// len(m) >= cols. Transpose4 indexes [16]int arrays with c*4+r for r, c in
// [0, 3] (constant multiplication). Neighbors and LifeStep index an [8][8]bool
// grid with explicit edge checks and with toroidal (r+dr+8)%8. Clamp uses the
// builtins min and max to pull an index into [0, len(a)-1].
//
// Needs: checks on computed offsets; constant multiplication of bounded
// counters; nested fixed arrays; % of a non-negative sum; builtin min/max.
// Expect: SAFE (no diagnostic in default or strict mode).
package s11b_grid

// At returns m[r*cols+c] for a row-major matrix with cols columns.
func At(m []float64, cols, r, c int) (float64, bool) {
	if cols <= 0 || r < 0 || c < 0 || c >= cols {
		return 0, false
	}
	i := r*cols + c
	if i < 0 || i >= len(m) {
		return 0, false
	}
	return m[i], true
}

// Row returns row r of a row-major matrix with cols columns.
func Row(m []float64, cols, r int) []float64 {
	if cols <= 0 || r < 0 {
		return nil
	}
	lo := r * cols
	hi := lo + cols
	if lo < 0 || hi < lo || hi > len(m) {
		return nil
	}
	return m[lo:hi]
}

// RowSums sums every complete row.
func RowSums(m []float64, cols int) []float64 {
	if cols <= 0 {
		return nil
	}
	var out []float64
	for len(m) >= cols {
		row := m[:cols]
		s := 0.0
		for j := 0; j < len(row); j++ {
			s += row[j]
		}
		out = append(out, s)
		m = m[cols:]
	}
	return out
}

// Transpose4 transposes a 4x4 row-major matrix.
func Transpose4(m [16]int) [16]int {
	var t [16]int
	for r := 0; r < 4; r++ {
		for c := 0; c < 4; c++ {
			t[c*4+r] = m[r*4+c]
		}
	}
	return t
}

// Neighbors counts the live cells around (r, c), without wrapping.
func Neighbors(g [8][8]bool, r, c int) int {
	if r < 0 || r >= len(g) || c < 0 || c >= len(g[0]) {
		return -1
	}
	n := 0
	for dr := -1; dr <= 1; dr++ {
		for dc := -1; dc <= 1; dc++ {
			if dr == 0 && dc == 0 {
				continue
			}
			rr, cc := r+dr, c+dc
			if rr < 0 || rr >= len(g) || cc < 0 || cc >= len(g[rr]) {
				continue
			}
			if g[rr][cc] {
				n++
			}
		}
	}
	return n
}

// LifeStep computes one generation of Life on an 8x8 torus.
func LifeStep(g [8][8]bool) [8][8]bool {
	var next [8][8]bool
	for r := 0; r < 8; r++ {
		for c := 0; c < 8; c++ {
			n := 0
			for dr := -1; dr <= 1; dr++ {
				for dc := -1; dc <= 1; dc++ {
					if (dr != 0 || dc != 0) && g[(r+dr+8)%8][(c+dc+8)%8] {
						n++
					}
				}
			}
			next[r][c] = n == 3 || n == 2 && g[r][c]
		}
	}
	return next
}

// Clamp returns a[k] with k pulled into range.
func Clamp(a []int, k int) int {
	if len(a) == 0 {
		return 0
	}
	i := min(max(k, 0), len(a)-1)
	return a[i]
}
