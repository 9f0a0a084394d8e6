// Package p42_closloop: closures capturing loop variables.
//
// Funcs: since Go 1.22 (this module's version) each iteration has its own
// i, captured once, below len(s) when the literal is made; s is never
// assigned again: safe, whenever the literal runs.
package p42_closloop

func Funcs(s []int) []func() int {
	var fs []func() int
	for i := range s {
		fs = append(fs, func() int { return s[i] })
	}
	return fs
}

func Sum(s []int) int {
	t := 0
	add := func(v int) { t += v }
	for _, v := range s {
		add(v)
	}
	return t
}

// Shared: s is assigned again after the literals are made, so they may
// index another slice: latent (strict only).
func Shared(s, t []int) []func() int {
	var fs []func() int
	for i := range s {
		fs = append(fs, func() int { return s[i] }) // strict:bounds
	}
	s = t
	return fs
}
