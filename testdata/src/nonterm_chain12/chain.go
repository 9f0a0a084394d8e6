// Package nonterm_chain12 is nonterm_chain with 12 levels: a call cycle
// larger than a fixed count would allow, analysed together because it is
// small in size. Every level diverges when g > 0.
package nonterm_chain12

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
		return level_6(-g + 1) // want `level_5 never terminates when g > 0: every call recurses through level_6`
	}
	return g
}

func level_6(g int) int { // want level_6:"diverges when g > 0"
	g = -g
	if g < 0 {
		return level_7(-g + 1) // want `level_6 never terminates when g > 0: every call recurses through level_7`
	}
	return g
}

func level_7(g int) int { // want level_7:"diverges when g > 0"
	g = -g
	if g < 0 {
		return level_8(-g + 1) // want `level_7 never terminates when g > 0: every call recurses through level_8`
	}
	return g
}

func level_8(g int) int { // want level_8:"diverges when g > 0"
	g = -g
	if g < 0 {
		return level_9(-g + 1) // want `level_8 never terminates when g > 0: every call recurses through level_9`
	}
	return g
}

func level_9(g int) int { // want level_9:"diverges when g > 0"
	g = -g
	if g < 0 {
		return level_10(-g + 1) // want `level_9 never terminates when g > 0: every call recurses through level_10`
	}
	return g
}

func level_10(g int) int { // want level_10:"diverges when g > 0"
	g = -g
	if g < 0 {
		return level_11(-g + 1) // want `level_10 never terminates when g > 0: every call recurses through level_11`
	}
	return g
}

func level_11(g int) int { // want level_11:"diverges when g > 0"
	g = -g
	if g < 0 {
		return level_12(-g + 1) // want `level_11 never terminates when g > 0: every call recurses through level_12`
	}
	return g
}

func level_12(g int) int { // want level_12:"diverges when g > 0"
	g = -g
	if g < 0 {
		return level_1(-g + 1) // want `level_12 never terminates when g > 0: every call recurses through level_1`
	}
	return g
}
