// Package sendmail2_angle extracts the text between '<' and '>' as sendmail's
// address parser does.
//
// Addr scans for '>' without a length test: "<abc" reads past the end, "<a>"
// passes the same statements: latent. in[i+1:j] is safe (i+1 <= j < len).
// AddrOK adds the test.
//
// Needs: nested scans sharing indices, octagon i < j.
// Expect: strict:bounds on the unguarded scan in Addr; the rest safe.
package sendmail2_angle

// Addr returns the bracketed address.
func Addr(in []byte) []byte {
	for i := 0; i < len(in); i++ {
		if in[i] == '<' {
			j := i + 1
			for in[j] != '>' { // strict:bounds
				j++
			}
			return in[i+1 : j]
		}
	}
	return nil
}

// AddrOK returns the bracketed address or nil.
func AddrOK(in []byte) []byte {
	for i := 0; i < len(in); i++ {
		if in[i] == '<' {
			j := i + 1
			for j < len(in) && in[j] != '>' {
				j++
			}
			if j == len(in) {
				return nil
			}
			return in[i+1 : j]
		}
	}
	return nil
}
