// Package stride2_down: loops stepping down by 2 from len(s)-1.
//
// EveryOther reads s[i] for i = len-1, len-3, ..., >= 0: safe. PairsBack
// reads s[i-1], which is s[-1] when len(s) is odd (i reaches 0); even
// lengths pass the same points: latent.
//
// Needs: i <= len(s)-1 kept with a stride of 2; latent exit-parity bug.
// Expect: EveryOther safe; strict:bounds in PairsBack.
package stride2_down

// EveryOther sums every other element from the end.
func EveryOther(s []int) int {
	t := 0
	for i := len(s) - 1; i >= 0; i -= 2 {
		t += s[i]
	}
	return t
}

// PairsBack sums the left element of each pair from the end.
func PairsBack(s []int) int {
	t := 0
	for i := len(s) - 1; i >= 0; i -= 2 {
		t += s[i-1] // strict:bounds
	}
	return t
}
