// Package rec3_method: recursive methods on value receivers.
//
// Depth.Walk recurses on d-1 until d == 0: diverges for negative d, returns
// for d >= 0 through the same statements: latent. Depth.Up recurses on d+1
// while d > 10: P = the then-branch of d > 10 diverges on every execution:
// manifest. Span.Len increments the Lo field of its own receiver copy and
// recurses until Lo >= Hi: Hi - Lo decreases by one per call, terminates
// (the receiver is a value parameter, not heap memory).
//
// Needs: receivers as parameters; method calls on converted values.
// Expect: strict:nonterm in Walk; want:nonterm in Up; Len safe.
package rec3_method

// Depth is a nesting depth.
type Depth int

// Walk counts down to zero.
func (d Depth) Walk() int { // strict:nonterm
	if d == 0 {
		return 0
	}
	return 1 + (d - 1).Walk()
}

// Up climbs while above ten.
func (d Depth) Up() int { // want:nonterm
	if d > 10 {
		return (d + 1).Up()
	}
	return int(d)
}

// Span is a half-open interval.
type Span struct{ Lo, Hi int }

// Len counts the elements of s one by one.
func (s Span) Len() int {
	if s.Lo >= s.Hi {
		return 0
	}
	s.Lo++
	return 1 + s.Len()
}
