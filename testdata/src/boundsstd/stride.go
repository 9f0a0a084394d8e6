package boundsstd

// stride: crypto/internal/fips140/mldsa's NTT, unrolled by 8: start only
// takes multiples of 8 below 256, so start+7 <= 255.
func stride(f *[256]int32) {
	for start := 0; start < 256; start += 8 {
		f[start+7] = f[start] + f[start+4]
	}
}

// strideReversed: the condition written n > i, a step of 5 from 1, up to
// and including 250: i <= 246, so i+5 <= 251.
func strideReversed(r *[252]int32) {
	for i := 1; 250 >= i; i += 5 {
		r[i+5] = r[i]
	}
}

// strideTooFar: start+8 is 256 in the last round. The function reads no
// input: its one execution fails there, on every call.
func strideTooFar(f *[256]int32) {
	for start := 0; start < 256; start += 8 {
		f[start+8] = 0 // want `^f\[start \+ 8\]: index out of range \[256\] with length 256 on every call$`
	}
}

// strideFromParam: the first value is not a constant, so start may be any
// value below 256.
func strideFromParam(f *[256]int32, first int) {
	for start := first; start < 256; start += 8 {
		f[start+7] = 0 // want `^f\[start \+ 7\]: index not proven in range$`
	}
}

// strideSkip: one path does not add 8 (continue past the increment is not
// possible in Go, so the counter is reassigned instead).
func strideSkip(f *[256]int32, odd bool) {
	for start := 0; start < 256; start += 8 {
		if odd {
			start++
		}
		f[start+7] = 0 // want `^f\[start \+ 7\]: index not proven in range$`
	}
}

// strideWraps: the increment wraps in int8 (120 + 8 is -128), so the
// counter does not stay on its stride: its one execution fails at -121.
func strideWraps(f *[128]int32) {
	for i := int8(0); i < 127; i += 8 {
		f[i+7] = 0 // want `^f\[i \+ 7\]: index out of range \[-121\] with length 128 on every call$`
	}
}

// blocksOf: crypto's block loop, up to the length rounded down to whole
// blocks; the counter, a multiple of 8 below a multiple of 8, leaves room
// for a whole block.
func blocksOf(p []byte) uint64 {
	var h uint64
	for i := 0; i < len(p)&^7; i += 8 {
		h += uint64(p[i]) + uint64(p[i+7])
	}
	for i := 0; i < len(p)-len(p)%3; i += 3 {
		h += uint64(p[i+2])
	}
	return h
}

// blocksOfHalf: the bound is a multiple of 4 only, the stride 8.
func blocksOfHalf(p []byte) uint64 {
	var h uint64
	for i := 0; i < len(p)&^3; i += 8 {
		h += uint64(p[i+7]) // want `^p\[i \+ 7\]: index not proven in range$`
	}
	return h
}
