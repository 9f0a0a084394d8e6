// Package s11n_trailzero: loops and recursion by division that stall at a
// fixed point of the division (0/10 == 0, 0>>1 == 0, (-1-1)/2 == -1).
//
// StripZeros divides by 10 while the last digit is 0: n = 0 stays 0 forever,
// while n = 1200 passes the same points (loop test true and false, body) and
// returns: latent. TrailingZeroBits shifts while the low bit is 0: diverges
// for n = 0 only, n = 8 passes the same points: latent. The OK versions
// return early for 0: a non-zero n is 10^k*m (or 2^k*m) with m not divisible,
// so they stop after k rounds. Depth(i) recurses on (i-1)/2 until i == 0: for
// i < 0 the argument reaches -1 and stays there (Go division truncates toward
// zero); i >= 0 terminates through the same statements: latent.
//
// Needs: recurrent sets n == 0 under n -> n/10 and n -> n>>1 inside a
// congruence test; i < 0 under i -> (i-1)/2; termination with a non-zero
// guard.
// Expect: strict:nonterm in StripZeros, TrailingZeroBits and Depth;
// StripZerosOK and TrailingZeroBitsOK safe.
package s11n_trailzero

// StripZeros removes trailing decimal zeros (1200 -> 12).
func StripZeros(n int) int { // strict:nonterm
	for n%10 == 0 {
		n /= 10
	}
	return n
}

// StripZerosOK leaves 0 alone.
func StripZerosOK(n int) int {
	if n == 0 {
		return 0
	}
	for n%10 == 0 {
		n /= 10
	}
	return n
}

// TrailingZeroBits counts the zero bits below the lowest one bit.
func TrailingZeroBits(n int) int { // strict:nonterm
	c := 0
	for n&1 == 0 {
		n >>= 1
		c++
	}
	return c
}

// TrailingZeroBitsOK returns 64 for 0.
func TrailingZeroBitsOK(n int) int {
	if n == 0 {
		return 64
	}
	c := 0
	for n&1 == 0 {
		n >>= 1
		c++
	}
	return c
}

// Depth returns the depth of node i in a 0-based binary heap.
func Depth(i int) int { // strict:nonterm
	if i == 0 {
		return 0
	}
	return 1 + Depth((i-1)/2)
}
