// Package p42_closloop: closures capturing loop variables.
package p42_closloop

func Funcs(s []int) []func() int {
	var fs []func() int
	for i := range s {
		fs = append(fs, func() int { return s[i] }) // strict:bounds
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
