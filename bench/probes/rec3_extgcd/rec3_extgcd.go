// Package rec3_extgcd: extended Euclid with several results.
//
// ExtGCD recurses on (b, a%b) with |a%b| < |b|: terminates for every pair of
// integers (unbounded), returning (g, x, y). ExtGCDSwapped recurses on (a%b,
// b): b never changes, so once b != 0 every call recurses again: P = the
// statement after the b == 0 test diverges on every execution: manifest.
// Inverse uses ExtGCD's results without indexing: no check.
//
// Needs: termination by |b| through % on signed values; multiple results.
// Expect: want:nonterm in ExtGCDSwapped; ExtGCD, Inverse safe.
package rec3_extgcd

// ExtGCD returns g = gcd(a, b) and x, y with a*x + b*y == g.
func ExtGCD(a, b int) (int, int, int) {
	if b == 0 {
		return a, 1, 0
	}
	g, x, y := ExtGCD(b, a%b)
	return g, y, x - (a/b)*y
}

// ExtGCDSwapped passes the arguments in the wrong order.
func ExtGCDSwapped(a, b int) (int, int, int) { // want:nonterm
	if b == 0 {
		return a, 1, 0
	}
	g, x, y := ExtGCDSwapped(a%b, b)
	return g, y, x - (a/b)*y
}

// Inverse returns the inverse of a modulo m, or 0.
func Inverse(a, m int) int {
	if m <= 1 {
		return 0
	}
	g, x, _ := ExtGCD(a, m)
	if g != 1 && g != -1 {
		return 0
	}
	return ((x*g)%m + m) % m
}
