// Package nontermdeps is analysed as a dependency (nonterm's
// DependencyAnalyzer): the cheap searches still give their facts, the
// costly ones are left out.
package nontermdeps

// Forever recurses with its own arguments: found without a search.
func Forever(n int) int { // want Forever:"diverges"
	return Forever(n) + 1 // want `Forever never terminates: every call recurses with the same n`
}

// Ping and Pong call each other forever.
func Ping(n int) int { // want Ping:"diverges"
	return Pong(n+1) * 2 // want `Ping never terminates: every call recurses through Pong`
}

func Pong(n int) int { // want Pong:"diverges"
	return Ping(n-1) + 1 // want `Pong never terminates: every call recurses through Ping`
}

// Grow and SumTo diverge for some arguments, which only the search for a
// manifest point proves: no fact.
func Grow(n int) int {
	if n > 0 {
		return Grow(n + 1)
	}
	return n
}

func SumTo(n int) int {
	s := 0
	for i := 0; i < n; {
		s += i
	}
	return s
}
