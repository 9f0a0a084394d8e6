// Package p19_closures: function literals as entry points.
package p19_closures

func Apply(s []int) int {
	get := func(i int) int { return s[i] } // strict:bounds
	t := 0
	for i := range s {
		t += get(i)
	}
	return t
}

func Counter() func() int {
	n := 0
	return func() int {
		n++
		var t [4]int
		return t[n&3]
	}
}

func ClosBad() int {
	f := func() int {
		var t [3]int
		k := 3
		return t[k] // want:bounds
	}
	return f()
}
