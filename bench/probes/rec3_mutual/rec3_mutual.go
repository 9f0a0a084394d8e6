// Package rec3_mutual: a mutually recursive expression parser Expr/Atom over
// strings such as "1+(2+3)" with an index parameter; each returns the next
// position or -1.
//
// Atom consumes one digit or a parenthesized Expr starting at i+1; Expr calls
// Atom at i and again after each '+'. Along the cycle Atom(i) -> Expr(i+1) ->
// Atom(i+1) the position grows and stays below len(s), and the loop in Expr
// advances (Atom returns -1 or a position > its argument): both terminate,
// and every read is guarded: safe. AtomBad's '(' branch calls ExprBad at i
// instead of i+1; ExprBad calls AtomBad at the same i, which sees the same
// '(' again: P = the then-branch of s[i] == '(' in AtomBad diverges on every
// execution (s is an immutable string parameter, i never changes): manifest.
// ExprBad diverges on "(" and returns on "1" through the same statements:
// latent.
//
// Needs: termination of mutual recursion through both functions; manifest vs
// latent within one cycle.
// Expect: want:nonterm in AtomBad; strict:nonterm in ExprBad; Expr, Atom safe.
package rec3_mutual

// Expr parses atom ('+' atom)*.
func Expr(s string, i int) int {
	i = Atom(s, i)
	for i >= 0 && i < len(s) && s[i] == '+' {
		i = Atom(s, i+1)
	}
	return i
}

// Atom parses a digit or a parenthesized Expr.
func Atom(s string, i int) int {
	if i < 0 || i >= len(s) {
		return -1
	}
	if s[i] == '(' {
		j := Expr(s, i+1)
		if j < 0 || j >= len(s) || s[j] != ')' {
			return -1
		}
		return j + 1
	}
	if '0' <= s[i] && s[i] <= '9' {
		return i + 1
	}
	return -1
}

// ExprBad is Expr over AtomBad.
func ExprBad(s string, i int) int { // strict:nonterm
	i = AtomBad(s, i)
	for i >= 0 && i < len(s) && s[i] == '+' {
		i = AtomBad(s, i+1)
	}
	return i
}

// AtomBad does not consume the '('.
func AtomBad(s string, i int) int { // want:nonterm
	if i < 0 || i >= len(s) {
		return -1
	}
	if s[i] == '(' {
		j := ExprBad(s, i)
		if j < 0 || j >= len(s) || s[j] != ')' {
			return -1
		}
		return j + 1
	}
	if '0' <= s[i] && s[i] <= '9' {
		return i + 1
	}
	return -1
}
