// Package p07_mod: modulo indexing.
package p07_mod

func Ring(buf []int, i int) int {
	if len(buf) == 0 {
		return 0
	}
	return buf[i%len(buf)] // strict:bounds
}

func RingU(buf []int, i uint) int {
	if len(buf) == 0 {
		return 0
	}
	return buf[i%uint(len(buf))]
}

func RingPos(buf []int, i int) int {
	if len(buf) == 0 {
		return 0
	}
	k := i % len(buf)
	if k < 0 {
		k += len(buf)
	}
	return buf[k]
}

func NegMod(s []int) int {
	x := -7
	if len(s) < 8 {
		return 0
	}
	return s[x%8] // want:bounds
}
