// Package a calls package b with arguments that break b's assertion
// (reported at the call) or not (silent).
package a

import "assertcallsitefacts/b"

func negative(n int) int {
	if n < 0 {
		return b.Sqrt(n) // want `^b\.Sqrt\(n\): assertion fails in b\.Sqrt \(b\.go:13\) on every path through line 9 \(witness: n=-\d+\)$`
	}
	return b.Sqrt(n)
}

func minusOne() int {
	return b.Sqrt(-1) // want `^b\.Sqrt\(-1\): assertion fails in b\.Sqrt \(b\.go:13\) on every call$`
}

func abs(n int) int {
	if n < 0 {
		n = -n
	}
	return b.Sqrt(n)
}
