// Package s11b_lookahead: scanners that peek one byte ahead without checking
// that there is one.
//
// StripComments tests s[i] == '/' && s[i+1] == '/' under i < len(s) only: a
// '/' as the last byte reads s[len(s)] (witness "a/"); "a/b" and "//x" pass
// the same branches: latent. DecodePairs steps i += 2 under i < len(s) and
// reads s[i+1]: an odd length fails on its last pair (witness "abc"), even
// lengths pass the same points: latent; s[i] is safe (each round's s[i+1]
// check leaves i+2 <= len(s)). Unquote tests s[0] and s[len(s)-1] without a
// length check: "" fails at s[0], and `"` (one quote) passes the test and
// fails at s[1:0]; `""` and "x" pass the same points: both latent. The
// guarded versions (StripCommentsOK, UnquoteOK) are safe.
//
// Needs: the unguarded lookahead as a latent (not manifest) failure; i += 2
// loops; slice bounds low <= high.
// Expect: strict:bounds on s[i+1] in StripComments and DecodePairs, on both
// lines of Unquote; the guarded functions safe.
package s11b_lookahead

// StripComments removes // comments up to the end of their line.
func StripComments(s string) string {
	var b []byte
	for i := 0; i < len(s); i++ {
		if s[i] == '/' && s[i+1] == '/' { // strict:bounds
			for i < len(s) && s[i] != '\n' {
				i++
			}
			if i == len(s) {
				break
			}
		}
		b = append(b, s[i])
	}
	return string(b)
}

// StripCommentsOK is StripComments with the lookahead guarded.
func StripCommentsOK(s string) string {
	var b []byte
	for i := 0; i < len(s); i++ {
		if s[i] == '/' && i+1 < len(s) && s[i+1] == '/' {
			for i < len(s) && s[i] != '\n' {
				i++
			}
			if i == len(s) {
				break
			}
		}
		b = append(b, s[i])
	}
	return string(b)
}

func unhex(c byte) byte {
	switch {
	case '0' <= c && c <= '9':
		return c - '0'
	case 'a' <= c && c <= 'f':
		return c - 'a' + 10
	}
	return 0
}

// DecodePairs decodes pairs of lower-case hex digits.
func DecodePairs(s string) []byte {
	out := make([]byte, 0, len(s)/2)
	for i := 0; i < len(s); i += 2 {
		hi := unhex(s[i])
		lo := unhex(s[i+1]) // strict:bounds
		out = append(out, hi<<4|lo)
	}
	return out
}

// Unquote strips one pair of double quotes.
func Unquote(s string) string {
	if s[0] == '"' && s[len(s)-1] == '"' { // strict:bounds
		return s[1 : len(s)-1] // strict:bounds
	}
	return s
}

// UnquoteOK checks the length first.
func UnquoteOK(s string) string {
	if len(s) >= 2 && s[0] == '"' && s[len(s)-1] == '"' {
		return s[1 : len(s)-1]
	}
	return s
}
