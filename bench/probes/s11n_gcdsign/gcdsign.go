// Package s11n_gcdsign: Euclid's algorithm with sign normalization, and a
// copy-paste slip in the normalization.
//
// GCD makes a and b non-negative (one step each) and then recurses on (b,
// a%b) with 0 <= a%b < b: terminates (unbounded integers, so -a is positive
// for every negative a). Reduce divides by GCD. GCDBad negates b in the a < 0
// branch too: a stays negative, so P = the then-branch of a < 0 calls itself
// with a < 0 forever: manifest. Its other branches never make a negative
// (b < 0 is handled with a >= 0, and a%b >= 0 for a >= 0, b > 0).
//
// Needs: recurrent set a < 0 under (a, b) -> (a, -b); termination of Euclid
// after normalization (0 <= a%b < b).
// Expect: want:nonterm in GCDBad; GCD and Reduce safe.
package s11n_gcdsign

// GCD returns the non-negative greatest common divisor of a and b.
func GCD(a, b int) int {
	if a < 0 {
		return GCD(-a, b)
	}
	if b < 0 {
		return GCD(a, -b)
	}
	if b == 0 {
		return a
	}
	return GCD(b, a%b)
}

// Reduce returns num/den in lowest terms (0, 0 for 0/0).
func Reduce(num, den int) (int, int) {
	g := GCD(num, den)
	if g == 0 {
		return 0, 0
	}
	return num / g, den / g
}

// GCDBad negates the wrong argument for a negative a.
func GCDBad(a, b int) int { // want:nonterm
	if a < 0 {
		return GCDBad(a, -b)
	}
	if b < 0 {
		return GCDBad(a, -b)
	}
	if b == 0 {
		return a
	}
	return GCDBad(b, a%b)
}
