// Package sendmail2_crackaddr models the sendmail crackaddr() bug (CVE-2002-
// 1337 style): an angle-bracket flag adjusts the copy limit, and the closing
// bracket gives the byte back even when no bracket was open.
//
// In Crackaddr every '>' raises limit, so ">" + 15 x 'a' makes n reach 16
// and buf[n] = 0 fails; ">>" + 16 x 'a' makes buf[n] = c write buf[16].
// "<a>" passes the same branches: latent. CrackaddrOK raises limit only when
// the flag is set, keeping limit == 15 - (quoted ? 1 : 0) and n <= 15: safe.
//
// Needs: correlation between a boolean flag and a numeric limit (predicated
// merge); latent overflow.
// Expect: strict:bounds on both buf writes in Crackaddr; CrackaddrOK safe.
package sendmail2_crackaddr

// Crackaddr copies in into a NUL-terminated buffer.
func Crackaddr(in []byte) []byte {
	var buf [16]byte
	limit := len(buf) - 1
	n := 0
	quoted := false
	for i := 0; i < len(in); i++ {
		c := in[i]
		if c == '<' && !quoted {
			quoted = true
			limit--
		}
		if c == '>' {
			quoted = false
			limit++
		}
		if n < limit {
			buf[n] = c // strict:bounds
			n++
		}
	}
	buf[n] = 0 // strict:bounds
	return buf[:n]
}

// CrackaddrOK gives the byte back only for an open bracket.
func CrackaddrOK(in []byte) []byte {
	var buf [16]byte
	limit := len(buf) - 1
	n := 0
	quoted := false
	for i := 0; i < len(in); i++ {
		c := in[i]
		if c == '<' && !quoted {
			quoted = true
			limit--
		}
		if c == '>' && quoted {
			quoted = false
			limit++
		}
		if n < limit {
			buf[n] = c
			n++
		}
	}
	buf[n] = 0
	return buf[:n]
}
