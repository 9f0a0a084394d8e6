// Package loop2_step3: loops that step over their exit value.
//
// Step3 counts 0, 3, 6, 9, 12, ... and never equals 10 (no parameters; P =
// entry): manifest. Step2 from an input x stops only for even x <= 10; x = 8
// and x = 9 pass the same points: latent.
//
// Needs: recurrent sets with congruences (x mod 3 == 0, x > 10 or odd).
// Expect: want:nonterm in Step3; strict:nonterm in Step2.
package loop2_step3

// Step3 steps by 3 to 10.
func Step3() int { // want:nonterm
	x := 0
	for x != 10 {
		x += 3
	}
	return x
}

// Step2 steps by 2 to 10.
func Step2(x int) int { // strict:nonterm
	steps := 0
	for x != 10 {
		x += 2
		steps++
	}
	return steps
}
