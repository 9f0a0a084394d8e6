// Package wrap2_int8_count: an int8 counter incremented n times.
//
// For n <= 127 it stays non-negative; n == 128 wraps it to -128 (Go's exact
// wrap-around). Count8 admits n == 128: the assert fails for that input only,
// and n = 5 passes the same points: latent. Count8OK stops at 127: safe.
//
// Needs: exact wrap-around on int8 with a loop-carried counter c == i.
// Expect: strict:assert in Count8; Count8OK safe.
package wrap2_int8_count

func assert(b bool) {
	if !b {
		panic("assertion failed")
	}
}

// Count8 counts to n in an int8.
func Count8(n int) int8 {
	if n < 0 || n > 128 {
		return 0
	}
	var c int8
	for i := 0; i < n; i++ {
		c++
	}
	assert(c >= 0) // strict:assert
	return c
}

// Count8OK counts to at most 127.
func Count8OK(n int) int8 {
	if n < 0 || n > 127 {
		return 0
	}
	var c int8
	for i := 0; i < n; i++ {
		c++
	}
	assert(c >= 0)
	return c
}
