// Package rec3_descent: a recursive-descent evaluator for sums of numbers
// ("12+3+40"), passing the input position as an index parameter.
//
// num reads digits while 0 <= i < len(s) and returns an index >= its argument;
// Sum recurses on the position after a '+' at j < len(s), strictly greater
// than its own argument, so the recursion terminates, and every s[i] is
// guarded: safe. SumAt tests s[j] == '+' without checking j < len(s): a
// number at the end ("12") makes num return len(s) and s[len(s)] fails;
// "1+2;" passes both outcomes of the test: latent.
//
// Needs: summary of num (i <= result, and result <= len(s) when i <= len(s));
// termination via the measure len(s) - i through a callee.
// Expect: strict:bounds in SumAt; the rest safe.
package rec3_descent

func num(s string, i int) (int, int) {
	v := 0
	for i >= 0 && i < len(s) && '0' <= s[i] && s[i] <= '9' {
		v = v*10 + int(s[i]-'0')
		i++
	}
	return v, i
}

// Sum evaluates n+n+... starting at i; it returns the value and end position.
func Sum(s string, i int) (int, int) {
	if i < 0 {
		return 0, i
	}
	v, j := num(s, i)
	if j < len(s) && s[j] == '+' {
		w, k := Sum(s, j+1)
		return v + w, k
	}
	return v, j
}

// SumAt forgets the end-of-input test.
func SumAt(s string, i int) (int, int) {
	if i < 0 {
		return 0, i
	}
	v, j := num(s, i)
	if s[j] == '+' { // strict:bounds
		w, k := SumAt(s, j+1)
		return v + w, k
	}
	return v, j
}
