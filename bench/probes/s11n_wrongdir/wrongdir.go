// Package s11n_wrongdir: counted loops whose update goes the wrong way.
//
// Pairs means to walk i up and j down until they meet, but its parallel
// update moves them apart: once i < j holds (n > 0) it holds forever, since
// j - i grows by two per round: P = the loop body diverges on every
// execution: manifest. SumDownBad counts i up from n while i > 0: for n > 0
// the body is entered and i > 0 stays true: P = the loop body: manifest.
// PairsOK and SumDown are the fixed loops (measures j - i and i).
//
// Needs: recurrent sets i < j under (i, j) -> (i-1, j+1) from a parallel
// assignment, i > 0 under i -> i+1 in a for post statement.
// Expect: want:nonterm in PairsBad and SumDownBad; PairsOK and SumDown safe.
package s11n_wrongdir

// PairsOK counts the mirrored pairs (i, n-i) with i < n-i.
func PairsOK(n int) int {
	c := 0
	for i, j := 0, n; i < j; i, j = i+1, j-1 {
		c++
	}
	return c
}

// PairsBad swaps the signs of the update.
func PairsBad(n int) int { // want:nonterm
	c := 0
	for i, j := 0, n; i < j; i, j = i-1, j+1 {
		c++
	}
	return c
}

// SumDown returns n + (n-1) + ... + 1.
func SumDown(n int) int {
	s := 0
	for i := n; i > 0; i-- {
		s += i
	}
	return s
}

// SumDownBad counts up instead of down.
func SumDownBad(n int) int { // want:nonterm
	s := 0
	for i := n; i > 0; i++ {
		s += i
	}
	return s
}
