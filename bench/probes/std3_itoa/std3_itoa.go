// Package std3_itoa: integer formatting into a fixed buffer, as strconv does.
//
// Itoa writes at most 19 digits (|MinInt| = 9223372036854775808 has 19) plus
// a sign into a [20]byte: safe. Itoa19 uses a [19]byte: MinInt (or any
// negative number with 19 digits) writes the sign at buf[-1]; MaxInt (19
// digits, no sign) and -5 pass the same branches: latent. The digit writes
// are safe in both.
//
// Needs: a bound on the number of u /= 10 iterations from the magnitude of u.
// Expect: strict:bounds on the sign write in Itoa19; Itoa safe.
package std3_itoa

// Itoa formats x in decimal.
func Itoa(x int) string {
	var buf [20]byte
	i := len(buf)
	u := uint64(x)
	if x < 0 {
		u = -u
	}
	for u >= 10 {
		i--
		buf[i] = byte('0' + u%10)
		u /= 10
	}
	i--
	buf[i] = byte('0' + u)
	if x < 0 {
		i--
		buf[i] = '-'
	}
	return string(buf[i:])
}

// Itoa19 has no room for the sign of a 19-digit number.
func Itoa19(x int) string {
	var buf [19]byte
	i := len(buf)
	u := uint64(x)
	if x < 0 {
		u = -u
	}
	for u >= 10 {
		i--
		buf[i] = byte('0' + u%10)
		u /= 10
	}
	i--
	buf[i] = byte('0' + u)
	if x < 0 {
		i--
		buf[i] = '-' // strict:bounds
	}
	return string(buf[i:])
}
