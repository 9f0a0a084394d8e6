// Package std3_utf8: UTF-8 validation in the style of unicode/utf8.
//
// seqLen maps a lead byte to 1..4. Valid checks n > len(s)-i (no wrap:
// len(s)-i >= 1) before reading s[i+k] for 1 <= k < n: safe. ValidBad checks
// i+n-1 > len(s), one too lenient: a two-byte lead at the end ("\xc3") reads
// s[len(s)]; "a\xc3\xa9" passes the same branches: latent. FirstRune reads
// s[1] and s[2] only after length tests: safe.
//
// Needs: callee result range (seqLen in [1, 4]); relation k < n <= len(s)-i.
// Expect: strict:bounds on s[i+k] in ValidBad; the rest safe.
package std3_utf8

func seqLen(b byte) int {
	switch {
	case b < 0xC0:
		return 1
	case b < 0xE0:
		return 2
	case b < 0xF0:
		return 3
	}
	return 4
}

// Valid reports whether s is made of complete sequences.
func Valid(s []byte) bool {
	for i := 0; i < len(s); {
		n := seqLen(s[i])
		if n > len(s)-i {
			return false
		}
		for k := 1; k < n; k++ {
			if s[i+k]&0xC0 != 0x80 {
				return false
			}
		}
		i += n
	}
	return true
}

// ValidBad has an off-by-one length test.
func ValidBad(s []byte) bool {
	for i := 0; i < len(s); {
		n := seqLen(s[i])
		if i+n-1 > len(s) {
			return false
		}
		for k := 1; k < n; k++ {
			if s[i+k]&0xC0 != 0x80 { // strict:bounds
				return false
			}
		}
		i += n
	}
	return true
}

// FirstRune decodes the first one-, two- or three-byte sequence.
func FirstRune(s []byte) (rune, int) {
	if len(s) == 0 {
		return -1, 0
	}
	b0 := s[0]
	if b0 < 0x80 {
		return rune(b0), 1
	}
	if b0 < 0xE0 && len(s) >= 2 {
		return rune(b0&0x1F)<<6 | rune(s[1]&0x3F), 2
	}
	if len(s) >= 3 {
		return rune(b0&0x0F)<<12 | rune(s[1]&0x3F)<<6 | rune(s[2]&0x3F), 3
	}
	return -1, 1
}
