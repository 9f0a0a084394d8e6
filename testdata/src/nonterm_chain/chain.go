// Package nonterm_chain is a diverging variant of Yasm's T1(n) chain with
// n = 5 levels: level_i negates g and, when the result is negative, passes
// -g+1 on to level_{i+1}; the last level calls level_1 again. For a negative
// result the argument stays positive and grows, so every execution through
// the then-branch of any level goes round the cycle forever: each level
// carries a manifest report. Start, which only calls into the cycle, does not.
package nonterm_chain

func level_1(g int) int { // want level_1:"diverges when g > 0"
	g = -g
	if g < 0 {
		return level_2(-g + 1) // want `level_1 never terminates when g > 0: every call recurses through level_2`
	}
	return g
}

func level_2(g int) int { // want level_2:"diverges when g > 0"
	g = -g
	if g < 0 {
		return level_3(-g + 1) // want `level_2 never terminates when g > 0: every call recurses through level_3`
	}
	return g
}

func level_3(g int) int { // want level_3:"diverges when g > 0"
	g = -g
	if g < 0 {
		return level_4(-g + 1) // want `level_3 never terminates when g > 0: every call recurses through level_4`
	}
	return g
}

func level_4(g int) int { // want level_4:"diverges when g > 0"
	g = -g
	if g < 0 {
		return level_5(-g + 1) // want `level_4 never terminates when g > 0: every call recurses through level_5`
	}
	return g
}

func level_5(g int) int { // want level_5:"diverges when g > 0"
	g = -g
	if g < 0 {
		return level_1(-g + 1) // want `level_5 never terminates when g > 0: every call recurses through level_1`
	}
	return g
}

// Start enters the cycle.
func Start(g int) int {
	if g < -1000 || g > 1000 {
		return 0
	}
	return level_1(g)
}
