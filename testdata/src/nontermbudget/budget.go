// Package nontermbudget is analysed with a tiny budget (-budget): in
// strict mode every function with a loop is reported as not analysed; in
// default mode nothing is reported.
package nontermbudget

// Sum terminates, but its proof does not fit the budget.
func Sum(n int) int { // want `Sum not analysed for termination: budget`
	s := 0
	for i := 0; i < n; i++ {
		for j := 0; j < i; j++ {
			s += j
		}
	}
	return s
}

// Straight has no loop: nothing to analyse.
func Straight(n int) int { // want Straight:"returns"
	return n + 1
}
