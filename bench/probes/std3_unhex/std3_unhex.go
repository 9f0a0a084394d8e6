// Package std3_unhex: panic("unreachable") used where input validation was
// needed, and used correctly.
//
// unhexDigit handles 0-9, a-f, A-F and ends in panic("unreachable: ..."): any
// other byte ('g') reaches the panic, and the panic is reached only by such
// bytes: P = the panic statement, manifest (even though Decode2 validates its
// bytes before calling it). Kind switches over class(c), whose result is
// always 0..3, so its final panic("unreachable") is never reached: safe.
//
// Needs: panic("unreachable") as an assertion; switch over a callee's result
// range.
// Expect: want:assert on the panic in unhexDigit; Decode2 and Kind safe.
package std3_unhex

func unhexDigit(c byte) byte {
	switch {
	case '0' <= c && c <= '9':
		return c - '0'
	case 'a' <= c && c <= 'f':
		return c - 'a' + 10
	case 'A' <= c && c <= 'F':
		return c - 'A' + 10
	}
	panic("unreachable: not a hex digit") // want:assert
}

func isHex(c byte) bool {
	return '0' <= c && c <= '9' || 'a' <= c && c <= 'f' || 'A' <= c && c <= 'F'
}

// Decode2 decodes a two-digit hex string.
func Decode2(s string) (byte, bool) {
	if len(s) != 2 || !isHex(s[0]) || !isHex(s[1]) {
		return 0, false
	}
	return unhexDigit(s[0])<<4 | unhexDigit(s[1]), true
}

func class(c byte) int {
	switch {
	case '0' <= c && c <= '9':
		return 0
	case 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z':
		return 1
	case c < 0x80:
		return 2
	}
	return 3
}

// Kind names the class of c.
func Kind(c byte) string {
	switch class(c) {
	case 0:
		return "digit"
	case 1:
		return "letter"
	case 2:
		return "ascii"
	case 3:
		return "high"
	}
	panic("unreachable")
}
