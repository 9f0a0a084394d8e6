// Package boundsdefault holds index and slice expressions for the bounds
// analyzer in default mode: only manifest failures are reported.
package boundsdefault

func headOrZero(xs []int) int {
	if len(xs) == 0 {
		return xs[0] // want `xs\[0\]|out of range on every path`
	}
	return xs[0]
}

func pastEnd(xs []string) string {
	return xs[len(xs)] // want `out of range on every call`
}

func skipTwo(s string) string {
	return s[len(s)+2:] // want `slice bounds out of range on every call`
}

// get fails only for some arguments: latent, silent by default.
func get(xs []int, i int) int {
	return xs[i]
}

func getChecked(xs []int, i int) (int, bool) {
	if i < 0 || i >= len(xs) {
		return 0, false
	}
	return xs[i], true
}

func sum(xs []int) int {
	t := 0
	for i := 0; i < len(xs); i++ {
		t += xs[i]
	}
	return t
}

func reverse(xs []byte) {
	for i, j := 0, len(xs)-1; i < j; i, j = i+1, j-1 {
		xs[i], xs[j] = xs[j], xs[i]
	}
}

func window(s []byte, from, n int) []byte {
	if from < 0 || n < 0 || from > len(s) || n > len(s)-from {
		return nil
	}
	return s[from : from+n]
}

func table(c byte) byte {
	var t [256]byte
	return t[c]
}

func lowNibble(v int) int {
	var t [16]int
	return t[v&15]
}

func search(xs []int, x int) int {
	lo, hi := 0, len(xs)
	for lo < hi {
		mid := lo + (hi-lo)/2
		if xs[mid] < x {
			lo = mid + 1
		} else {
			hi = mid
		}
	}
	return lo
}
