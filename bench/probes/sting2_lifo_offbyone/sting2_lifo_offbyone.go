// Package sting2_lifo_offbyone is a STING-style bounded LIFO with an
// off-by-one push guard (top <= len instead of top < len).
//
// Nine pushes write stack[8]: latent (eight pushes pass the same points). The
// pop stack[top] after top-- is safe: a push never completes with top == 8, so
// top <= 8 and top-1 <= 7.
//
// Needs: interval invariant 0 <= top <= 8 with narrowing; latent bug.
// Expect: strict:bounds on the push; pop safe.
package sting2_lifo_offbyone

// Lifo8 runs n push/pop steps.
func Lifo8(n int, choice func() bool) int {
	if n < 0 || n > 1000 || choice == nil {
		return 0
	}
	var stack [8]int
	top, sum := 0, 0
	for i := 0; i < n; i++ {
		if choice() {
			if top <= len(stack) {
				stack[top] = i // strict:bounds
				top++
			}
		} else if top > 0 {
			top--
			sum += stack[top]
		}
	}
	return sum + top
}
