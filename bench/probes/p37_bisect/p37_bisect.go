// Package p37_bisect: bisection on integers.
package p37_bisect

func Bisect(lo, hi int) int {
	for hi-lo > 1 {
		m := lo + (hi-lo)/2
		lo = m
	}
	return lo
}

func Lower(a []int, x int) int {
	lo, hi := 0, len(a)-1
	for lo < hi {
		m := lo + (hi-lo)/2
		if a[m] < x {
			lo = m + 1
		} else {
			hi = m
		}
	}
	return lo
}

// Mid: (i+j)/2 cannot wrap: i and j index a []int, whose length is
// below 2^56, so i+j < 2^57.
func Mid(s []int, i, j int) int {
	if i < 0 || j < 0 || i >= len(s) || j >= len(s) {
		return 0
	}
	return s[(i+j)/2]
}

func MidOK(s []int, i, j int) int {
	if i < 0 || j < i || j >= len(s) {
		return 0
	}
	return s[i+(j-i)/2]
}
