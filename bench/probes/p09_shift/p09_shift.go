// Package p09_shift: shifts.
package p09_shift

func assert(b bool) {
	if !b {
		panic("assertion failed")
	}
}

func Bit(t [64]bool, k uint) bool { return t[k&63] }

func Top4(t [16]int, x uint32) int { return t[x>>28] }

func Top5(t [16]int, x uint32) int { return t[x>>27] } // strict:bounds

func ShiftOK(k uint) uint64 {
	if k >= 64 {
		return 0
	}
	v := uint64(1) << k
	assert(v != 0)
	return v
}

func ShiftBig(k uint) uint64 {
	v := uint64(1) << k
	assert(v != 0) // strict:assert
	return v
}
