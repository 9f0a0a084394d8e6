// Package rec2_mutual_grow: a growing mutual recursion Up <-> Across.
//
// Up(n) with n > 0 calls Across(n+1), which calls Up(n+2) with n+2 > 0 again:
// P = the then-branch of n > 0 in Up diverges on every execution: manifest.
// Across(n) is Up(n+1): it diverges for n >= 0 and returns for n < 0, and its
// only point (entry) is passed by both: latent.
//
// Needs: recurrent set across a call cycle; manifest vs latent per function.
// Expect: want:nonterm in Up; strict:nonterm in Across.
package rec2_mutual_grow

// Up climbs forever for positive n.
func Up(n int) int { // want:nonterm
	if n > 0 {
		return Across(n + 1)
	}
	return 0
}

// Across hands over to Up.
func Across(n int) int { // strict:nonterm
	return Up(n+1) * 2
}
