// Package s11b_lexer: a hand-written tokenizer for a small expression
// language in the style of text/scanner: one-byte lookahead for two-byte
// operators ("==", "<=", "&&"), hex and decimal numbers with a fraction,
// quoted strings with backslash escapes, and a bounds-check-elimination
// style accessor (uint(i) < uint(len(s))).
//
// Every lookahead at j+1 is dominated by j < len(s) and then j+1 < len(s), in
// that order, so j+1 cannot wrap; the escape skip j += 2 happens only when
// j+1 < len(s). Next rejects a negative start. Every branch of Next that
// returns a token (not EOF or an error) returns an index >= i+1, so Count's
// progress assertion holds (a relation between Next's argument and result).
//
// Needs: && short-circuit guards; relations j <= len(s) and j >= i+1 across
// inner loops; unsigned comparison of converted ints; a callee's relational
// postcondition.
// Expect: SAFE (no diagnostic in default or strict mode).
package s11b_lexer

func assert(b bool) {
	if !b {
		panic("assertion failed")
	}
}

// Token kinds.
const (
	KEOF = iota
	KIdent
	KNumber
	KString
	KOp
	KError
)

func isLetter(c byte) bool { return c == '_' || 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' }
func isDigit(c byte) bool  { return '0' <= c && c <= '9' }
func isHex(c byte) bool    { return isDigit(c) || 'a' <= c && c <= 'f' || 'A' <= c && c <= 'F' }

// At returns s[i], or 0 when i is out of range.
func At(s string, i int) byte {
	if uint(i) >= uint(len(s)) {
		return 0
	}
	return s[i]
}

// Next scans the token that starts at or after i and returns its kind and
// the index just after it.
func Next(s string, i int) (int, int) {
	if i < 0 {
		return KError, i
	}
	for i < len(s) && (s[i] == ' ' || s[i] == '\t' || s[i] == '\n') {
		i++
	}
	if i >= len(s) {
		return KEOF, i
	}
	c := s[i]
	switch {
	case isLetter(c):
		j := i + 1
		for j < len(s) && (isLetter(s[j]) || isDigit(s[j])) {
			j++
		}
		return KIdent, j
	case isDigit(c):
		j := i + 1
		if c == '0' && j < len(s) && (s[j] == 'x' || s[j] == 'X') && j+1 < len(s) && isHex(s[j+1]) {
			j += 2
			for j < len(s) && isHex(s[j]) {
				j++
			}
			return KNumber, j
		}
		for j < len(s) && isDigit(s[j]) {
			j++
		}
		if j < len(s) && s[j] == '.' && j+1 < len(s) && isDigit(s[j+1]) {
			j += 2
			for j < len(s) && isDigit(s[j]) {
				j++
			}
		}
		return KNumber, j
	case c == '"':
		j := i + 1
		for j < len(s) {
			switch s[j] {
			case '\\':
				if j+1 >= len(s) {
					return KError, len(s)
				}
				j += 2
			case '"':
				return KString, j + 1
			default:
				j++
			}
		}
		return KError, j
	case c == '=' || c == '!' || c == '<' || c == '>':
		if i+1 < len(s) && s[i+1] == '=' {
			return KOp, i + 2
		}
		return KOp, i + 1
	case c == '&' || c == '|':
		if i+1 < len(s) && s[i+1] == c {
			return KOp, i + 2
		}
		return KError, i + 1
	}
	return KOp, i + 1
}

// Count returns the number of tokens before the end or the first error.
func Count(s string) int {
	n, i := 0, 0
	for i < len(s) {
		k, j := Next(s, i)
		if k == KEOF || k == KError {
			break
		}
		assert(j > i)
		n++
		i = j
	}
	return n
}

// Ident returns the identifier that starts at i, or "".
func Ident(s string, i int) string {
	if i < 0 || i >= len(s) || !isLetter(s[i]) {
		return ""
	}
	j := i + 1
	for j < len(s) && (isLetter(s[j]) || isDigit(s[j])) {
		j++
	}
	return s[i:j]
}
