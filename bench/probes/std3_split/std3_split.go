// Package std3_split: splitting on a separator byte, as strings.Split and
// strings.Cut do, with a hand-written indexByte.
//
// Fields keeps start <= i (start is set to i+1 after a separator at i, then i
// is incremented), so s[start:i] and the final s[start:] are safe.
// FieldsSkip2 skips two bytes after a separator: "a,,b" makes start = 3 > i
// = 2 at the second comma (s[start:i] fails) and "a," leaves start = 3 >
// len(s) = 2 (s[start:] fails); "a,b" passes the same branches: both latent.
// Cut uses indexByte, whose result is -1 or in [0, len(s)-1]: safe.
//
// Needs: relation start <= i across iterations; summary of indexByte.
// Expect: strict:bounds on both slices in FieldsSkip2; Fields, Cut safe.
package std3_split

func indexByte(s string, c byte) int {
	for i := 0; i < len(s); i++ {
		if s[i] == c {
			return i
		}
	}
	return -1
}

// Cut slices s around the first sep.
func Cut(s string, sep byte) (before, after string, found bool) {
	if i := indexByte(s, sep); i >= 0 {
		return s[:i], s[i+1:], true
	}
	return s, "", false
}

// Fields splits s at every sep.
func Fields(s string, sep byte) []string {
	var out []string
	start := 0
	for i := 0; i < len(s); i++ {
		if s[i] == sep {
			out = append(out, s[start:i])
			start = i + 1
		}
	}
	return append(out, s[start:])
}

// FieldsSkip2 skips the byte after each separator as well.
func FieldsSkip2(s string, sep byte) []string {
	var out []string
	start := 0
	for i := 0; i < len(s); i++ {
		if s[i] == sep {
			out = append(out, s[start:i]) // strict:bounds
			start = i + 2
		}
	}
	return append(out, s[start:]) // strict:bounds
}
