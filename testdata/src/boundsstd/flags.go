package boundsstd

import "unicode/utf8"

// matchChunk: failed is set once s is empty, so s[0] under !failed is in
// range (after path.matchChunk). The flag and the length are correlated
// through the loop: proven by the second opinion of the combined domain
// NEX, which keeps the numbers of each flag valuation apart.
func matchChunk(chunk, s string) bool {
	failed := false
	for len(chunk) > 0 {
		failed = failed || len(s) == 0
		switch chunk[0] {
		case '?':
			if !failed {
				failed = s[0] == '/'
				_, n := utf8.DecodeRuneInString(s)
				s = s[n:]
			}
		default:
			if !failed {
				failed = chunk[0] != s[0]
				s = s[1:]
			}
		}
		chunk = chunk[1:]
	}
	return failed
}

// matchChunkWrong: failed is tested before it is updated, so s may be
// empty at s[0].
func matchChunkWrong(chunk, s string) bool {
	failed := false
	for len(chunk) > 0 {
		if !failed {
			failed = chunk[0] != s[0] // want `^s\[0\]: index not proven in range$`
			s = s[1:]
		}
		failed = failed || len(s) == 0
		chunk = chunk[1:]
	}
	return failed
}
