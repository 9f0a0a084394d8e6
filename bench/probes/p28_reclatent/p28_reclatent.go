// Package p28_reclatent: recursion diverging for some inputs.
package p28_reclatent

func Down(n int) int { // strict:nonterm
	if n == 0 {
		return 0
	}
	return Down(n-1) + 1
}

func DownOK(n int) int {
	if n <= 0 {
		return 0
	}
	return DownOK(n-1) + 1
}

func Pow(b, e int) int {
	if e == 0 {
		return 1
	}
	h := Pow(b, e/2)
	if e%2 == 1 {
		return h * h * b
	}
	return h * h
}

func Log(n int) int { // strict:nonterm
	if n == 1 {
		return 0
	}
	return Log(n/2) + 1
}

func Log0(n int) int { // want:nonterm
	if n <= 0 {
		return Log0(n)
	}
	return 0
}
