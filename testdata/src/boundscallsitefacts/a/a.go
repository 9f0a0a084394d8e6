// Package a calls package b with arguments that make b's latent failures
// certain (reported at the call) or not (silent).
package a

import "boundscallsitefacts/b"

func atNil() int {
	return b.At(nil, 0) // want `^b\.At\(nil, 0\): index out of range \[0\] with length 0 in b\.At \(b\.go:8\) on every call$`
}

// getPast: the length of xs is known from the guard.
func getPast(xs []int) int {
	if len(xs) == 2 {
		return b.Get(xs, 2) // want `^b\.Get\(xs, 2\): index out of range \[2\] with length 2 in b\.get \(b\.go:17\) on every path through line 14 \(witness: len\(xs\)=2\)$`
	}
	return 0
}

func prefixLong() string {
	return b.Prefix("ab", 3) // want `^b\.Prefix\("ab", 3\): slice bounds out of range \[:3\] with length 2 in b\.Prefix \(b\.go:30\) on every call$`
}

func safeNil() int {
	return b.Safe(nil, 0)
}

func guarded(xs []int) int {
	if len(xs) > 0 {
		return b.At(xs, 0)
	}
	return 0
}

func latent(xs []int, i int) int {
	return b.Get(xs, i)
}

// madeShort: the caller never reads len(xs); the slice still has a length
// at the call (a function of another package with a precondition on a
// parameter's length makes the lowering track its arguments' lengths).
func madeShort() int {
	xs := make([]int, 2)
	return b.At(xs, 2) // want `^b\.At\(xs, 2\): index out of range \[2\] with length 2 in b\.At \(b\.go:8\) on every call$`
}

func arrayShort() int {
	var arr [3]int
	return b.Get(arr[:], 3) // want `^b\.Get\(arr\[:\], 3\): index out of range \[3\] with length 3 in b\.get \(b\.go:17\) on every call$`
}

func madeLongEnough() int {
	xs := make([]int, 3)
	return b.At(xs, 2)
}
