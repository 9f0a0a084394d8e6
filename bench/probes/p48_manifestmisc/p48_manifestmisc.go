// Package p48_manifestmisc: more manifest bounds (characterizes B misses).
package p48_manifestmisc

func ConstNeg(s []int) int {
	x := -1
	return s[x] // want:bounds
}

func ConstMask(t [8]int) int {
	k := 9
	j := k & 15
	return t[j] // want:bounds
}

func ConstArr() int {
	var t [3]int
	k := 3
	return t[k] // want:bounds
}

func ArrLoop(a [4]int) int {
	t := 0
	for i := 0; i < 5; i++ {
		t += a[i] // want:bounds
	}
	return t
}

func SliceLoopLen(s []int) int {
	t := 0
	for i := 0; i <= len(s); i++ {
		t += s[i] // want:bounds
	}
	return t
}

type S struct{ data []int }

func (s *S) Field() int {
	d := s.data
	if len(d) < 2 {
		return d[2] // want:bounds
	}
	return 0
}

func Param(d []int) int {
	if len(d) < 2 {
		return d[2] // want:bounds
	}
	return 0
}
