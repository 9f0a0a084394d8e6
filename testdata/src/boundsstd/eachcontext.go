package boundsstd

// sumAt is called with (0, len(x)-1) and (len(x)-1, 0): i+j == len(x)-1
// in each context, which their join (i and j each in [0, len(x)-1])
// loses. Analysed from each context on its own, x[i+j] is in range.
func sumAt(x []int, i, j int) int {
	return x[i+j]
}

func Ends(x []int) int {
	if len(x) == 0 {
		return 0
	}
	return sumAt(x, 0, len(x)-1) + sumAt(x, len(x)-1, 0)
}

// sumAtOff's second context is one past the end.
func sumAtOff(x []int, i, j int) int {
	return x[i+j] // want `^x\[i \+ j\]: index not proven in range$`
}

func EndsOff(x []int) int {
	if len(x) == 0 {
		return 0
	}
	return sumAtOff(x, 0, len(x)-1) + sumAtOff(x, len(x)-1, 1) // want `^sumAtOff\(x, len\(x\)-1, 1\): index out of range`
}
