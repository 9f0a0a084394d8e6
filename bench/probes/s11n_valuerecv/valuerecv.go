// Package s11n_valuerecv: recursion through methods on value receivers,
// including the classic lost update of a value receiver.
//
// Cursor.Remaining recurses on c.Next(), a copy with Pos+1: End - Pos drops
// by one per call until Done: terminates. Cursor.RemainingBad calls c.Next()
// and drops its result: c is unchanged (Next works on its own copy), so the
// recursive call sees the same Pos < End: P = the statement after the Done
// test diverges on every execution: manifest. Level.Root halves a named int
// receiver until it is <= 1: terminates.
//
// Needs: method summaries (Next returns Pos+1 and does not change its
// caller's value), Done's result as Pos >= End, recursion on the result of
// another method.
// Expect: want:nonterm in RemainingBad; Remaining, Root and the helpers safe.
package s11n_valuerecv

// Cursor is a position in [0, End).
type Cursor struct{ Pos, End int }

// Done reports whether c is at or past the end.
func (c Cursor) Done() bool { return c.Pos >= c.End }

// Next returns c advanced by one.
func (c Cursor) Next() Cursor {
	c.Pos++
	return c
}

// Remaining counts the positions left.
func (c Cursor) Remaining() int {
	if c.Done() {
		return 0
	}
	return 1 + c.Next().Remaining()
}

// RemainingBad drops the advanced copy.
func (c Cursor) RemainingBad() int { // want:nonterm
	if c.Done() {
		return 0
	}
	c.Next()
	return 1 + c.RemainingBad()
}

// Level is a node index in a binary tree numbered from 1.
type Level int

// Root counts the steps from l up to the root.
func (l Level) Root() int {
	if l <= 1 {
		return 0
	}
	return 1 + (l / 2).Root()
}
