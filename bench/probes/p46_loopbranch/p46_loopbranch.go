// Package p46_loopbranch: divergent loops under a branch (characterizes
// p27 Up2 and p41 Poll).
package p46_loopbranch

func DecNeg(k int) int { // want:nonterm
	if k < 0 {
		for k < 0 {
			k--
		}
	}
	return k
}

func DecNegPlain(k int) int { // want:nonterm
	for k < 0 {
		k--
	}
	return k
}

func OddStep(n int) int { // strict:nonterm
	for n != 10 {
		n += 2
	}
	return n
}

func OddStepUnder(n int) int { // want:nonterm
	if n%2 == 1 {
		for n != 10 {
			n += 2
		}
	}
	return n
}

func NeverTen(n int) int { // want:nonterm
	if n > 10 {
		for n != 10 {
			n++
		}
	}
	return n
}

func PollCall(next func() int) int { // want:nonterm
	k := next()
	for k < 0 {
		k--
	}
	return k
}
