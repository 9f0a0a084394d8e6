// Package sendmail2_unescape is a sendmail-style token copier with backslash
// escapes into an 8-byte buffer.
//
// Unescape reads the byte after a backslash without checking that one is
// left: a trailing backslash reads in[len(in)]. "\\a" passes through the same
// branch, so the failure is latent. UnescapeOK checks i+1 < len(in) (no wrap:
// i < len(in)). The buffer writes are guarded by n < len(buf).
//
// Needs: index relations i < len(in) across an i++ inside the body.
// Expect: strict:bounds on the escaped read in Unescape; the rest safe.
package sendmail2_unescape

// Unescape copies in, resolving backslash escapes.
func Unescape(in []byte) []byte {
	var buf [8]byte
	n := 0
	for i := 0; i < len(in) && n < len(buf); i++ {
		c := in[i]
		if c == '\\' {
			i++
			c = in[i] // strict:bounds
		}
		buf[n] = c
		n++
	}
	return buf[:n]
}

// UnescapeOK keeps a trailing backslash.
func UnescapeOK(in []byte) []byte {
	var buf [8]byte
	n := 0
	for i := 0; i < len(in) && n < len(buf); i++ {
		c := in[i]
		if c == '\\' && i+1 < len(in) {
			i++
			c = in[i]
		}
		buf[n] = c
		n++
	}
	return buf[:n]
}
