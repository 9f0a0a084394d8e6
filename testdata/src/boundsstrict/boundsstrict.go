// Package boundsstrict holds index and slice expressions for the bounds
// analyzer in strict mode: every expression not proven in range is reported,
// manifest failures with the same message as in default mode.
package boundsstrict

// get: latent index (fails for i < 0 or i >= len(xs)).
func get(xs []int, i int) int {
	return xs[i] // want `^xs\[i\]: index not proven in range$`
}

// last: latent index (fails only for empty xs).
func last(xs []int) int {
	return xs[len(xs)-1] // want `^xs\[len\(xs\) - 1\]: index not proven in range$`
}

// from: latent slice (fails for i < 0 or i > len(s)).
func from(s string, i int) string {
	return s[i:] // want `^s\[i:\]: slice bounds not proven in range$`
}

// offByOne: latent index; i == len(xs) passes the guard and fails.
func offByOne(xs []int, i int) int {
	if i <= len(xs) {
		return xs[i] // want `^xs\[i\]: index not proven in range$`
	}
	return 0
}

// grow: latent slice; b[:n] fails when n > cap(b) or n < 0.
func grow(b []byte, n int) []byte {
	if n > len(b) {
		return b[:n] // want `^b\[:n\]: slice bounds not proven in range$`
	}
	return b
}

// ringAbs: latent index through wrap-around. -i is still negative for
// i = MinInt, and then i%len(xs) < 0.
func ringAbs(xs []int, i int) int {
	if len(xs) == 0 {
		return 0
	}
	if i < 0 {
		i = -i
	}
	return xs[i%len(xs)] // want `^xs\[i % len\(xs\)\]: index not proven in range$`
}

// headOrZero: manifest index, reported in strict mode as in default mode.
// P = the then-branch (line 53).
func headOrZero(xs []int) int {
	if len(xs) == 0 {
		return xs[0] // want `^xs\[0\]: index out of range \[0\] with length 0 on every path through line 53 \(witness: len\(xs\)=0\)$`
	}
	return xs[0]
}

// prefix: proven, silent in strict mode too.
func prefix(s string, n int) string {
	if n >= 0 && n <= len(s) {
		return s[:n]
	}
	return s
}

// batchesPastEnd: rem may be len(xs)-off+1, one past the end, when size
// allows it (the twin of boundssafe's batches; fails only for some inputs).
func batchesPastEnd(xs []byte, size int) int {
	if size < 1 || size > 1<<16 {
		return 0
	}
	total := 0
	for off := 0; off < len(xs); {
		rem := len(xs) - off + 1
		if rem > size {
			rem = size
		}
		end := off + rem
		total += len(xs[off:end]) // want `^xs\[off:end\]: slice bounds not proven in range$`
		off = end
	}
	return total
}

// keyOf: a conversion to an array checks the slice's length, which depends
// on the caller: not proven.
func keyOf(b []byte) [4]byte {
	return [4]byte(b) // want `^\[4\]byte\(b\): slice length not proven in range for the array$`
}

// keyAfterGuard: proven once the length is known.
func keyAfterGuard(b []byte) *[4]byte {
	if len(b) < 8 {
		return nil
	}
	return (*[4]byte)(b[4:])
}
