package boundsstd

import "unicode/utf8"

// fieldSpans: start is -1 or at most i, which advances by a decoded
// rune's size; the octagon keeps start <= i across i += size (after
// strings.FieldsSeq).
func fieldSpans(s string, yield func(string) bool) {
	start := -1
	for i := 0; i < len(s); {
		size := 1
		if s[i] >= utf8.RuneSelf {
			_, size = utf8.DecodeRuneInString(s[i:])
		}
		if s[i] == ' ' {
			if start >= 0 {
				if !yield(s[start:i]) {
					return
				}
				start = -1
			}
		} else if start < 0 {
			start = i
		}
		i += size
	}
	if start >= 0 {
		yield(s[start:])
	}
}

// FieldSpans calls fieldSpans.
func FieldSpans(s string, yield func(string) bool) { fieldSpans(s, yield) }
