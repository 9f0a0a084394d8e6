// Package p35_break: infinite loops with breaks/returns.
package p35_break

func Find(s []int, x int) int {
	i := 0
	for {
		if i >= len(s) {
			return -1
		}
		if s[i] == x {
			break
		}
		i++
	}
	return i
}

func FindBad(s []int, x int) int {
	i := 0
	for {
		if s[i] == x { // strict:bounds
			return i
		}
		i++
	}
}

func Spin(s []int) int { // want:nonterm
	n := 0
	for {
		if len(s) > 0 {
			return s[0] + n
		}
		n++
	}
}
