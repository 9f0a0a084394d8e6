// Package p13_gcd: gcd variants.
package p13_gcd

func GCD(a, b int) int {
	if b == 0 {
		return a
	}
	return GCD(b, a%b)
}

func GCDSub(a, b int) int { // strict:nonterm
	for a != b {
		if a > b {
			a -= b
		} else {
			b -= a
		}
	}
	return a
}

func GCDSubOK(a, b int) int {
	if a <= 0 || b <= 0 {
		return 0
	}
	for a != b {
		if a > b {
			a -= b
		} else {
			b -= a
		}
	}
	return a
}
