// Package std3_atoi: hand-written decimal parsing in the style of strconv.
//
// Atoi handles an optional sign (re-checking s after s = s[1:]) and a digit
// loop guarded by i < len(s): safe. AtoiSignBad strips a '-' and then tests
// s[0] again without checking that anything follows: "-" fails, "-1" passes
// through the same branches: latent. DigitsBack walks the digits from the end
// but starts at i = len(s): P = the loop body (entered only when len(s) > 0),
// whose first execution reads s[len(s)]: manifest.
//
// Needs: string length facts from s == "" and s = s[1:]; loop entry values.
// Expect: strict:bounds in AtoiSignBad; want:bounds in DigitsBack; Atoi safe.
package std3_atoi

// Atoi parses an optionally signed decimal number.
func Atoi(s string) (int, bool) {
	if s == "" {
		return 0, false
	}
	neg := false
	if s[0] == '+' || s[0] == '-' {
		neg = s[0] == '-'
		s = s[1:]
		if s == "" {
			return 0, false
		}
	}
	n := 0
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c < '0' || c > '9' {
			return 0, false
		}
		n = n*10 + int(c-'0')
	}
	if neg {
		n = -n
	}
	return n, true
}

// AtoiSignBad forgets to re-check s after removing the sign.
func AtoiSignBad(s string) (int, bool) {
	if s == "" {
		return 0, false
	}
	neg := false
	if s[0] == '-' {
		neg = true
		s = s[1:]
	}
	if s[0] < '0' || s[0] > '9' { // strict:bounds
		return 0, false
	}
	n := 0
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c < '0' || c > '9' {
			return 0, false
		}
		n = n*10 + int(c-'0')
	}
	if neg {
		n = -n
	}
	return n, true
}

// DigitsBack returns the value of the trailing digits of s.
func DigitsBack(s string) int {
	n, p := 0, 1
	for i := len(s); i > 0; i-- {
		c := s[i] // want:bounds
		if c < '0' || c > '9' {
			break
		}
		n += int(c-'0') * p
		p *= 10
	}
	return n
}
