// Package std3_atoicut: overflow cutoffs in a decimal parser, checked with an
// assertion on the sign of the result.
//
// ParsePos rejects a digit d when n > (MaxInt-d)/10, so n*10+d <= MaxInt and
// n stays non-negative: the assertion holds. ParsePosBad compares with
// MaxInt/10 only: "9223372036854775808" passes the cutoff at the last digit
// (922337203685477580*10 + 8 wraps to MinInt) and the assertion fails; "12"
// passes the same branches: latent.
//
// Needs: exact wrap-around; division by a constant in a loop invariant.
// Expect: strict:assert in ParsePosBad; ParsePos safe.
package std3_atoicut

const maxInt = int(^uint(0) >> 1)

func assert(b bool) {
	if !b {
		panic("assertion failed")
	}
}

// ParsePos parses a non-negative decimal number, rejecting overflow.
func ParsePos(s string) (int, bool) {
	if s == "" {
		return 0, false
	}
	n := 0
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c < '0' || c > '9' {
			return 0, false
		}
		d := int(c - '0')
		if n > (maxInt-d)/10 {
			return 0, false
		}
		n = n*10 + d
	}
	assert(n >= 0)
	return n, true
}

// ParsePosBad uses a cutoff that ignores the digit being added.
func ParsePosBad(s string) (int, bool) {
	if s == "" {
		return 0, false
	}
	n := 0
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c < '0' || c > '9' {
			return 0, false
		}
		d := int(c - '0')
		if n > maxInt/10 {
			return 0, false
		}
		n = n*10 + d
	}
	assert(n >= 0) // strict:assert
	return n, true
}
