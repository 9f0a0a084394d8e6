// Package p51_manifest2: isolating default-mode misses.
package p51_manifest2

func ConstAdd(t [8]int) int {
	k := 9
	return t[k+6] // want:bounds
}

func ConstMaskSlice(s []int) int {
	if len(s) != 8 {
		return 0
	}
	k := 9
	return s[k&15] // want:bounds
}

func ConstMaskLocal() int {
	var t [8]int
	k := 9
	return t[k&15] // want:bounds
}

func SliceLoopConst(s []int) int {
	if len(s) != 4 {
		return 0
	}
	t := 0
	for i := 0; i < 5; i++ {
		t += s[i] // want:bounds
	}
	return t
}

func ArrLoopLocal() int {
	var a [4]int
	t := 0
	for i := 0; i < 5; i++ {
		t += a[i] // want:bounds
	}
	return t
}

func RangeNext(s []int) int {
	t := 0
	for i := 0; i < len(s); i++ {
		t += s[i+1] // want:bounds
	}
	return t
}

func ModConst(s []int) int {
	if len(s) < 8 {
		return 0
	}
	x := -7
	y := x % 8
	return s[y] // want:bounds
}
