// Package p16_stepzero: zero and unknown steps.
package p16_stepzero

func Step0(n int) int { // want:nonterm
	s := 0
	for i := 0; i < n; i += 0 {
		s++
	}
	return s
}

func StepK(n, k int) int { // strict:nonterm
	s := 0
	for i := 0; i < n; i += k {
		s++
	}
	return s
}

func StepKOK(n, k int) int {
	if k <= 0 {
		return 0
	}
	s := 0
	for i := 0; i < n; i += k {
		s++
	}
	return s
}
