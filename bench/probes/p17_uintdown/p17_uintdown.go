// Package p17_uintdown: unsigned countdown with i >= 0.
package p17_uintdown

func Down(n int) int { // want:nonterm
	s := 0
	for i := uint(n); i >= 0; i-- {
		s++
	}
	return s
}

func DownOK(n uint) int {
	s := 0
	for i := n; i > 0; i-- {
		s++
	}
	return s
}
