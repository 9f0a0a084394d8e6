package boundsstd

func isSlash(c byte) bool { return c == '/' }

// dotDots counts the ".." elements of path (internal/filepathlite's
// Clean): path[r+1] is read where path[r] == '.' but the earlier case,
// path[r] == '.' && (r+1 == n || ...), failed, so r+1 != n. The byte is
// also passed to isSlash, which makes it no IntEq variable; it is a key
// still, as it is only compared with constants and passed to calls, so
// the state where path[r] == '.' and r+1 < n stays apart from the one
// where path[r] != '.'.
func dotDots(path string) int {
	n := len(path)
	k := 0
	for r := 0; r < n; {
		switch {
		case isSlash(path[r]):
			r++
		case path[r] == '.' && (r+1 == n || isSlash(path[r+1])):
			r++
		case path[r] == '.' && path[r+1] == '.':
			r += 2
			k++
		default:
			r++
		}
	}
	return k
}

// dotDotsBad is dotDots' twin without the earlier case: a final "." is
// read past.
func dotDotsBad(path string) int {
	n := len(path)
	k := 0
	for r := 0; r < n; {
		switch {
		case isSlash(path[r]):
			r++
		case path[r] == '.' && path[r+1] == '.': // want `^path\[r \+ 1\]: index not proven in range$`
			r += 2
			k++
		default:
			r++
		}
	}
	return k
}
