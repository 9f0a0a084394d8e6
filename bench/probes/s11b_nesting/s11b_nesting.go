// Package s11b_nesting: parenthesis depth and a position stack kept in a
// local [16]int array.
//
// MaxDepth decrements depth on ')' and asserts depth >= 0: a ')' before its
// '(' fails (witness ")"); "()" passes both branches: latent. MaxDepthOK
// returns -1 instead, so depth >= 0 after the check and the assertion on
// the final depth (0 <= depth <= len(s)) holds. Pairs pushes '(' positions
// with no room check: the 17th open parenthesis writes stack[16] (witness 17
// times '('); 16 pass the same points: latent. The pop reads stack[sp] after
// sp == 0 was rejected and sp--: a completed push leaves sp <= 16, so sp-1
// is in [0, 15]: safe. PairsOK checks sp == len(stack) before the push.
//
// Needs: counter intervals bounded by a check or by a previous successful
// store (sp <= 16 after stack[sp] with sp <= 15); latent assert.
// Expect: strict:assert in MaxDepth, strict:bounds on the push in Pairs; the
// rest safe.
package s11b_nesting

func assert(b bool) {
	if !b {
		panic("assertion failed")
	}
}

// MaxDepth returns the deepest nesting of parentheses in s.
func MaxDepth(s string) int {
	depth, best := 0, 0
	for i := 0; i < len(s); i++ {
		switch s[i] {
		case '(':
			depth++
			best = max(best, depth)
		case ')':
			depth--
			assert(depth >= 0) // strict:assert
		}
	}
	return best
}

// MaxDepthOK returns -1 for an unbalanced closing parenthesis.
func MaxDepthOK(s string) int {
	depth, best := 0, 0
	for i := 0; i < len(s); i++ {
		switch s[i] {
		case '(':
			depth++
			best = max(best, depth)
		case ')':
			if depth == 0 {
				return -1
			}
			depth--
		}
	}
	assert(depth >= 0 && depth <= len(s))
	return best
}

// Pairs returns the (open, close) positions of matched parentheses.
func Pairs(s string) [][2]int {
	var stack [16]int
	sp := 0
	var out [][2]int
	for i := 0; i < len(s); i++ {
		switch s[i] {
		case '(':
			stack[sp] = i // strict:bounds
			sp++
		case ')':
			if sp == 0 {
				return nil
			}
			sp--
			out = append(out, [2]int{stack[sp], i})
		}
	}
	return out
}

// PairsOK gives up beyond 16 levels.
func PairsOK(s string) [][2]int {
	var stack [16]int
	sp := 0
	var out [][2]int
	for i := 0; i < len(s); i++ {
		switch s[i] {
		case '(':
			if sp == len(stack) {
				return nil
			}
			stack[sp] = i
			sp++
		case ')':
			if sp == 0 {
				return nil
			}
			sp--
			out = append(out, [2]int{stack[sp], i})
		}
	}
	return out
}
