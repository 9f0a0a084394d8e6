// Package s11n_diffmeasure: loops and recursion that terminate by a measure
// built from two variables (a difference or a sum), while each variable on its
// own may grow (pursuit, two pointers, draining two counters).
//
// Chase adds 3 to a and 2 to b per round: b - a drops by one and the loop
// stops once a >= b. Meet moves i up or j down (chosen by the parity of i + j):
// j - i drops by one per round. Balance moves one unit from a to b while a - b
// > 1: a - b drops by two. Drain decrements the larger of two counters until
// both are <= 0: max(x, 0) + max(y, 0) drops by one per call (x > y and not
// both <= 0 gives x > 0; otherwise y >= x and y > 0). Nothing diverges for any
// input (unbounded integers).
//
// Needs: ranking functions over a difference (b - a, j - i, a - b) and a sum
// of positive parts; no single variable decreases.
// Expect: SAFE (no diagnostic in default or strict mode).
package s11n_diffmeasure

// Chase counts the rounds until a catches up with b.
func Chase(a, b int) int {
	n := 0
	for a < b {
		a += 3
		b += 2
		n++
	}
	return n
}

// Meet moves two pointers toward each other one step per round.
func Meet(i, j int) int {
	steps := 0
	for i < j {
		if (i+j)%2 == 0 {
			i++
		} else {
			j--
		}
		steps++
	}
	return steps
}

// Balance moves units from a to b until they differ by at most one.
func Balance(a, b int) (int, int) {
	for a-b > 1 {
		a--
		b++
	}
	return a, b
}

// Drain empties two counters, always taking from the larger one.
func Drain(x, y int) int {
	if x <= 0 && y <= 0 {
		return 0
	}
	if x > y {
		return 1 + Drain(x-1, y)
	}
	return 1 + Drain(x, y-1)
}
