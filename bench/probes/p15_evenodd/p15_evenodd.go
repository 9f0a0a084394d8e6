// Package p15_evenodd: mutual recursion.
package p15_evenodd

func Even(n int) bool { // strict:nonterm
	if n == 0 {
		return true
	}
	return Odd(n - 1)
}

func Odd(n int) bool { // strict:nonterm
	if n == 0 {
		return false
	}
	return Even(n - 1)
}

func EvenG(n int) bool {
	if n < 0 {
		return EvenG(-n)
	}
	if n == 0 {
		return true
	}
	return OddG(n - 1)
}

func OddG(n int) bool {
	if n < 0 {
		return OddG(-n)
	}
	if n == 0 {
		return false
	}
	return EvenG(n - 1)
}
