// Package s11b_numfmt: fixed-width number formatting and parsing with
// assertions.
//
// ZeroPad fills buf[0:width] from the right with i counting down from width
// (1 <= width <= 18) to 0, so buf[i] is in [0, 17]; after the loop i == 0 on
// every execution, and the final assertion (meant as "the value fit", v == 0)
// checks i > 0: P = the assertion, every execution through it fails
// (witness v = 5, width = 3): manifest. ParseFixed parses "123.45" into
// hundredths with at most two fraction digits (fd <= 2 by the check before
// each increment, then padded up to 2): its assertions i > start and
// fd == 2 hold. Digits counts leading digits and asserts n <= len(s).
//
// Needs: the exit value of a count-down loop (i == 0 exactly, from i >= 0
// and the exit test); counters bounded by checks; assertion after a pad
// loop.
// Expect: want:assert in ZeroPad; ParseFixed and Digits safe.
package s11b_numfmt

func assert(b bool) {
	if !b {
		panic("assertion failed")
	}
}

// ZeroPad formats v (0 <= v < 10^width) with leading zeros.
func ZeroPad(v, width int) string {
	if width <= 0 || width > 18 || v < 0 {
		return ""
	}
	var buf [18]byte
	i := width
	for i > 0 {
		i--
		buf[i] = byte('0' + v%10)
		v /= 10
	}
	assert(i > 0) // want:assert
	return string(buf[:width])
}

// ParseFixed parses a decimal with up to two fraction digits into
// hundredths.
func ParseFixed(s string) (int, bool) {
	i := 0
	start := i
	n := 0
	for i < len(s) && '0' <= s[i] && s[i] <= '9' && n < 1e15 {
		n = n*10 + int(s[i]-'0')
		i++
	}
	if i == start {
		return 0, false
	}
	assert(i > start)
	frac, fd := 0, 0
	if i < len(s) && s[i] == '.' {
		i++
		for i < len(s) && '0' <= s[i] && s[i] <= '9' {
			if fd < 2 {
				frac = frac*10 + int(s[i]-'0')
				fd++
			}
			i++
		}
	}
	for fd < 2 {
		frac *= 10
		fd++
	}
	assert(fd == 2)
	return n*100 + frac, i == len(s)
}

// Digits returns the number of leading decimal digits of s.
func Digits(s string) int {
	n := 0
	for n < len(s) && s[n] >= '0' && s[n] <= '9' {
		n++
	}
	assert(n <= len(s))
	return n
}
