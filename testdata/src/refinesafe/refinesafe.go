// Package refinesafe holds checks that only refinement proves (package
// cpa/refine): loops whose safety rests on a linear invariant with
// coefficients other than ±1, which the octagon-based domain widens away
// unless the form is tracked from the start. Silent in both modes.
package refinesafe

func assert(b bool) {
	if !b {
		panic("assertion failed")
	}
}

// ratio: each step adds 2 or 3 to s and 1 to t, so 2t <= s <= 3t.
func ratio(n int, choice func() bool) int {
	if n < 0 || n > 1000 {
		return 0
	}
	s, t := 0, 0
	for i := 0; i < n && choice(); i++ {
		if choice() {
			s += 3
		} else {
			s += 2
		}
		t++
	}
	assert(s <= 3*t)
	assert(2*t <= s)
	return s
}

// coupled: q == 7p throughout, so the branch under q > 7p is dead and b
// never overtakes a (b grows by 1 when a grows by 5).
func coupled(n int, choice func() bool) int {
	if n < 0 || n > 1000 {
		return 0
	}
	a, b, p, q := 0, 0, 0, 0
	for i := 0; i < n && choice(); i++ {
		if choice() {
			a += 5
			b++
		} else if q > 7*p {
			b += 100
		}
		p++
		q += 7
	}
	if b > a {
		panic("unreachable")
	}
	return a
}

// evens: i == 2j at the loop head and i+1 < len(xs), so xs[2*j+1] is in
// range.
func evens(xs []int) int {
	s, j := 0, 0
	for i := 0; i+1 < len(xs); i += 2 {
		s += xs[2*j+1]
		j++
	}
	return s
}

// joinNonEmpty remembers the last non-empty part, whose index the first
// loop leaves below len(parts) when it counted one; the second loop then
// cuts the buffer part by part. Refinement proves parts[last] within the
// steps it is allowed because the second loop only runs once the first
// has settled (the waitlist's weak topological order): in reverse
// post-order it ran once per iteration of the first.
func joinNonEmpty(parts []string, alone func(string) bool) string {
	last, total, count := 0, 0, 0
	for i, p := range parts {
		if len(p) == 0 {
			continue
		}
		if total+len(p) < total {
			panic("too long")
		}
		total += len(p)
		count++
		last = i
	}
	if count == 0 {
		return ""
	}
	if count == 1 && alone(parts[last]) {
		return parts[last]
	}
	b := make([]byte, total)
	out := b
	for _, p := range parts {
		n := copy(b, p)
		b = b[n:]
	}
	return string(out)
}

// tally sums the odd-numbered elements the way evens does (i == 2j),
// after sums of the first elements of ys that give the function more
// than 32 variables: refinement takes on functions up to the octagon
// domain's 64.
func tally(xs []int, ys []int) int {
	a, b, c, d, e, f, g, h := 0, 0, 0, 0, 0, 0, 0, 0
	k, l, m, n, o, p, q, r := 0, 0, 0, 0, 0, 0, 0, 0
	if len(ys) >= 16 {
		a, b, c, d, e, f, g, h = ys[0]+1, ys[1]*2, ys[2]-3, ys[3]^4, ys[4]|5, ys[5]&6, ys[6]+7, ys[7]*8
		k, l, m, n, o, p, q, r = ys[8]-9, ys[9]^10, ys[10]|11, ys[11]&12, ys[12]+13, ys[13]*14, ys[14]-15, ys[15]^16
	}
	s, j := a+b+c+d+e+f+g+h, 0
	for i := 0; i+1 < len(xs); i += 2 {
		s += xs[2*j+1]
		j++
	}
	return s + k + l + m + n + o + p + q + r
}
