// Package nested2_rows: the inner loop over each row runs to len(row)
// inclusive.
//
// P = the outer loop body (reachable for len(m) >= 1): the inner loop always
// reaches j == len(row) (nothing leaves it early) and row[j] fails: manifest.
//
// Needs: exit-iteration reasoning in a nested loop; manifest detection.
// Expect: want:bounds on row[j]; m[i] safe.
package nested2_rows

// SumRows adds all entries (and one too many per row).
func SumRows(m [][]int) int {
	s := 0
	for i := 0; i < len(m); i++ {
		row := m[i]
		for j := 0; j <= len(row); j++ {
			s += row[j] // want:bounds
		}
	}
	return s
}
