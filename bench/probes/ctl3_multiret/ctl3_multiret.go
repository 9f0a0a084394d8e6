// Package ctl3_multiret: functions returning several values used as bounds.
//
// span returns 0 <= i <= j <= len(s) (trimmed bounds); Trim slices s[i:j]:
// safe. divmod returns (a/b, a%b); LastDigit indexes a [10]byte table with
// the remainder after checking x >= 0: safe. LastDigitAny skips that check,
// and x % 10 is negative for negative x: latent. minmax orders two values;
// Between slices s[lo:hi] after checking lo >= 0 and hi <= len(s): safe.
// BetweenSwapped receives the results in the wrong order: s[max:min] fails
// for i = 0, j = 2 and passes for i == j through the same branches: latent.
//
// Needs: summaries with several results and relations between them.
// Expect: strict:bounds in LastDigitAny and BetweenSwapped; the rest safe.
package ctl3_multiret

func span(s string) (int, int) {
	i, j := 0, len(s)
	for i < j && s[i] == ' ' {
		i++
	}
	for j > i && s[j-1] == ' ' {
		j--
	}
	return i, j
}

// Trim removes surrounding spaces.
func Trim(s string) string {
	i, j := span(s)
	return s[i:j]
}

func divmod(a, b int) (int, int) {
	return a / b, a % b
}

// LastDigit looks up the last decimal digit of a non-negative x.
func LastDigit(tab *[10]byte, x int) byte {
	if x < 0 {
		return 0
	}
	_, r := divmod(x, 10)
	return tab[r]
}

// LastDigitAny accepts negative x.
func LastDigitAny(tab *[10]byte, x int) byte {
	_, r := divmod(x, 10)
	return tab[r] // strict:bounds
}

func minmax(a, b int) (int, int) {
	if a < b {
		return a, b
	}
	return b, a
}

// Between returns the text between two positions in either order.
func Between(s string, i, j int) string {
	lo, hi := minmax(i, j)
	if lo < 0 || hi > len(s) {
		return ""
	}
	return s[lo:hi]
}

// BetweenSwapped names the results the wrong way round.
func BetweenSwapped(s string, i, j int) string {
	hi, lo := minmax(i, j)
	if lo < 0 || hi > len(s) {
		return ""
	}
	return s[lo:hi] // strict:bounds
}
