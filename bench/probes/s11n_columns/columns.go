// Package s11n_columns: laying out n cells in rows of width w, with a loop
// counter that is reset inside the loop.
//
// Rows wraps a separate column counter: the loop index i only grows:
// terminates. RowsBad wraps the loop index itself: when i == w (w >= 1 and
// w < n), it sets i = 0, the post statement makes it 1, and i climbs back to
// w < n: P = the then-branch of i == w diverges on every execution (n and w
// never change, and reaching it requires w < n): manifest. Grid re-initializes
// its inner counter for every outer round: terminates.
//
// Needs: a recurrent set across a reset (i == w, w < n, w >= 1 re-reached
// after i = 0; i++); no false alarm on an inner counter reset per outer round.
// Expect: want:nonterm in RowsBad; Rows and Grid safe.
package s11n_columns

// Rows returns the number of rows needed for n cells, w per row.
func Rows(n, w int) int {
	if w <= 0 {
		return 0
	}
	rows, col := 0, 0
	for i := 0; i < n; i++ {
		if col == 0 {
			rows++
		}
		col++
		if col == w {
			col = 0
		}
	}
	return rows
}

// RowsBad resets the cell index instead of a column counter.
func RowsBad(n, w int) int { // want:nonterm
	if w <= 0 {
		return 0
	}
	rows := 1
	for i := 0; i < n; i++ {
		if i == w {
			rows++
			i = 0
		}
	}
	return rows
}

// Grid counts the cells of an h by w grid one by one.
func Grid(h, w int) int {
	c := 0
	for y := 0; y < h; y++ {
		x := 0
		for x < w {
			c++
			x++
		}
	}
	return c
}
