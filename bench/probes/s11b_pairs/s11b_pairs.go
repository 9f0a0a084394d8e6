// Package s11b_pairs: loops over adjacent pairs and mirrored pairs.
//
// DeltasBad runs i up to len(a)-1 and reads a[i+1]: every execution that
// enters the loop body (P = the append) reaches i == len(a)-1 and reads
// a[len(a)] (nothing leaves the loop early; witness [1 2]): manifest. Deltas
// starts at i = 1 and reads a[i-1]: safe. ReverseBad starts j at len(a): the
// first round through the body (P) reads a[len(a)] (witness [1]): manifest.
// SumPairs steps i += 2 under i < len(a)-1, so a[i+1] is in range and i+2
// <= len(a) cannot wrap: safe. IsPalindrome compares s[i] and s[len(s)-1-i]
// for i < len(s)/2: safe.
//
// Needs: a loop that always reaches its failing last round (manifest);
// i += 2 with a len-1 bound; len(s)-1-i >= len(s)/2 for i < len(s)/2.
// Expect: want:bounds in DeltasBad and ReverseBad; the rest safe.
package s11b_pairs

// Deltas returns the differences of adjacent elements.
func Deltas(a []int) []int {
	var out []int
	for i := 1; i < len(a); i++ {
		out = append(out, a[i]-a[i-1])
	}
	return out
}

// DeltasBad runs one round too many.
func DeltasBad(a []int) []int {
	var out []int
	for i := 0; i < len(a); i++ {
		out = append(out, a[i+1]-a[i]) // want:bounds
	}
	return out
}

// ReverseBad starts j one past the end.
func ReverseBad(a []int) {
	for i, j := 0, len(a); i < j; i, j = i+1, j-1 {
		a[i], a[j] = a[j], a[i] // want:bounds
	}
}

// SumPairs returns the sum of the products of consecutive pairs
// (a[0]*a[1] + a[2]*a[3] + ...), ignoring an odd last element.
func SumPairs(a []int) int {
	s := 0
	for i := 0; i < len(a)-1; i += 2 {
		s += a[i] * a[i+1]
	}
	return s
}

// IsPalindrome reports whether s reads the same backwards.
func IsPalindrome(s string) bool {
	for i := 0; i < len(s)/2; i++ {
		if s[i] != s[len(s)-1-i] {
			return false
		}
	}
	return true
}
