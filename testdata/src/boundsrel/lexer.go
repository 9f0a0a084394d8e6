package boundsrel

import "unicode/utf8"

// A lexer's position stays within its input: next advances it by what
// utf8.DecodeRuneInString returns, a call that changes no field, so the
// position it stores is at most the input's length (text/template's
// lexer).
type lexer struct {
	input string
	pos   int
	start int
	line  int
}

func (l *lexer) next() rune {
	if l.pos >= len(l.input) {
		return -1
	}
	r, w := utf8.DecodeRuneInString(l.input[l.pos:])
	l.pos += w
	if r == '\n' {
		l.line++
	}
	return r
}

func (l *lexer) consumed() string { return l.input[:l.pos] }

// backup may move the position before start: start <= pos is no
// invariant, and the item between them is not proven.
func (l *lexer) backup() {
	if l.pos > 0 {
		_, w := utf8.DecodeLastRuneInString(l.input[:l.pos])
		l.pos -= w
	}
}

func (l *lexer) item() string {
	s := l.input[l.start:l.pos] // want `^l\.input\[l\.start:l\.pos\]: slice bounds not proven in range$`
	l.start = l.pos
	return s
}

func lexAll(s string) []string {
	l := &lexer{input: s}
	var out []string
	for l.next() >= 0 {
		l.backup()
		l.next()
		out = append(out, l.item())
	}
	return out
}
