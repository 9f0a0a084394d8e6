// Package s11n_tokenizer: a hand-written scanner over a string index (the
// usual while-loop lexer), a recursive-descent group matcher, and a loop
// whose closing branch pops one level per round without advancing.
//
// Count advances i on every path through its outer loop (the blank branch
// with i++ before continue, the inner loops at least once since they start on
// a byte they accept, the string branch by the opening quote), every s[i] is
// behind i < len(s) and i never exceeds len(s) (escapes and the closing quote
// advance only when a byte is there): terminates and safe. Group recurses on
// a position greater than its argument and its loop moves i to a result
// greater than i (or returns): terminates. CloseAll either advances i or
// decrements depth > 0 with i unchanged, so (len(s) - i, depth) decreases
// lexicographically: terminates.
//
// Needs: continue edges that advance; inner loops sharing the index;
// termination through a callee's result (Group returns -1 or a position
// greater than its argument); a lexicographic measure where one branch does
// not advance.
// Expect: SAFE (no diagnostic in default or strict mode).
package s11n_tokenizer

func isLetter(c byte) bool { return c == '_' || 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' }

func isDigit(c byte) bool { return '0' <= c && c <= '9' }

// Count returns the number of tokens in s: identifiers, numbers, quoted
// strings with backslash escapes, and single punctuation bytes.
func Count(s string) int {
	n, i := 0, 0
	for i < len(s) {
		c := s[i]
		switch {
		case c == ' ' || c == '\t' || c == '\n':
			i++
			continue
		case isLetter(c):
			for i < len(s) && (isLetter(s[i]) || isDigit(s[i])) {
				i++
			}
		case isDigit(c):
			for i < len(s) && isDigit(s[i]) {
				i++
			}
		case c == '"':
			i++
			for i < len(s) && s[i] != '"' {
				if s[i] == '\\' && i+1 < len(s) {
					i++
				}
				i++
			}
			if i < len(s) {
				i++
			}
		default:
			i++
		}
		n++
	}
	return n
}

// Group returns the position after the balanced parenthesized group that
// starts at s[i], or -1.
func Group(s string, i int) int {
	if i < 0 || i >= len(s) || s[i] != '(' {
		return -1
	}
	i++
	for i < len(s) {
		switch s[i] {
		case ')':
			return i + 1
		case '(':
			j := Group(s, i)
			if j < 0 {
				return -1
			}
			i = j
		default:
			i++
		}
	}
	return -1
}

// CloseAll counts the levels closed in s, where '(' opens a level and ']'
// closes every open level, one per round.
func CloseAll(s string) int {
	depth, closed, i := 0, 0, 0
	for i < len(s) {
		if s[i] == '(' {
			depth++
			i++
			continue
		}
		if s[i] == ']' && depth > 0 {
			depth--
			closed++
			continue
		}
		i++
	}
	return closed
}
