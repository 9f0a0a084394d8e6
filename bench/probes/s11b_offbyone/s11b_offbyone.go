// Package s11b_offbyone: "i <= len" loops, with and without an early exit.
//
// CloneBad copies with i <= len(src): nothing leaves the loop early, so every
// execution (P = entry) reaches i == len(src) and reads src[len(src)]
// (witness []): manifest. IndexBad has the same bound but returns as soon as
// it finds c: it fails only when c is absent (witness "ab", 'z'), and every
// statement and branch outcome it passes is also passed by executions that
// find c ("ab", 'b' takes both outcomes of the test): latent, strict only.
// CountUpTo stops at a limit with i < min(n, len(a)): safe. Index and Clone
// are the fixed versions.
//
// Needs: distinguishing a loop that always reaches its failing round from
// one with an early return (manifest vs latent); min of two bounds.
// Expect: want:bounds in CloneBad, strict:bounds in IndexBad; the rest safe.
package s11b_offbyone

// Clone copies src.
func Clone(src []byte) []byte {
	dst := make([]byte, len(src))
	for i := 0; i < len(src); i++ {
		dst[i] = src[i]
	}
	return dst
}

// CloneBad runs one round too many.
func CloneBad(src []byte) []byte {
	dst := make([]byte, len(src))
	for i := 0; i <= len(src); i++ {
		dst[i] = src[i] // want:bounds
	}
	return dst
}

// Index returns the index of the first c in s, or -1.
func Index(s string, c byte) int {
	for i := 0; i < len(s); i++ {
		if s[i] == c {
			return i
		}
	}
	return -1
}

// IndexBad reads s[len(s)] when c is absent.
func IndexBad(s string, c byte) int {
	for i := 0; i <= len(s); i++ {
		if s[i] == c { // strict:bounds
			return i
		}
	}
	return -1
}

// CountUpTo counts the positive values among the first n elements of a.
func CountUpTo(a []int, n int) int {
	c := 0
	for i := 0; i < min(n, len(a)); i++ {
		if a[i] > 0 {
			c++
		}
	}
	return c
}
