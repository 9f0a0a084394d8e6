// Package ratio2_index: a DAGGER-style pair with x <= y <= 4x - 3 used to
// size and index a slice.
//
// Starting at (1, 1), T1 adds (1, 4) (y - 4x unchanged), T2 adds (2, 2)
// (y - 4x drops by 6). So y <= 4x - 3 and y >= x. Ratio4 allocates 4x+1:
// arr[y] and arr[y-x] are safe. Ratio4Tight allocates 4x-3 and arr[y] fails
// exactly when every choice was T1 (including n = 0); other runs pass the same
// points: latent. n <= 1000, so no wrap.
//
// Needs: non-octagonal y <= 4x - 3, len of make.
// Expect: Ratio4 safe; strict:bounds in Ratio4Tight.
package ratio2_index

// Ratio4 indexes within the allocation.
func Ratio4(n int, choice func() bool) int {
	if n < 0 || n > 1000 || choice == nil {
		return 0
	}
	x, y := 1, 1
	for i := 0; i < n; i++ {
		if choice() {
			x++
			y += 4
		} else {
			x += 2
			y += 2
		}
	}
	arr := make([]int, 4*x+1)
	return arr[y] + arr[y-x]
}

// Ratio4Tight allocates one element too few for the all-T1 path.
func Ratio4Tight(n int, choice func() bool) int {
	if n < 0 || n > 1000 || choice == nil {
		return 0
	}
	x, y := 1, 1
	for i := 0; i < n; i++ {
		if choice() {
			x++
			y += 4
		} else {
			x += 2
			y += 2
		}
	}
	arr := make([]int, 4*x-3)
	return arr[y] // strict:bounds
}
