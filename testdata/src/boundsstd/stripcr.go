package boundsstd

// Counters that start together keep their distance bound through a
// widening that first saw them apart: go/scanner's stripCR copies all but
// some carriage returns, so the copy's index never passes the source's.
// States are kept apart by comment, and those where comment holds first
// come from a skipped '\r' (i == j there).
func stripCR(b []byte, comment bool) []byte {
	c := make([]byte, len(b))
	i := 0
	for j, ch := range b {
		if ch != '\r' || comment && i > len("/*") && c[i-1] == '*' && j+1 < len(b) && b[j+1] == '/' {
			c[i] = ch
			i++
		}
	}
	return c[:i]
}

// Writing two bytes for some is not covered.
func doubleCR(b []byte, comment bool) []byte {
	c := make([]byte, len(b))
	i := 0
	for j, ch := range b {
		if ch != '\r' || comment && j+1 < len(b) && b[j+1] == '/' {
			c[i] = ch // want `^c\[i\]: index not proven in range$`
			i++
			if ch == '\r' {
				c[i] = ch // want `^c\[i\]: index not proven in range$`
				i++
			}
		}
	}
	return c[:i]
}
