package difffns

// Edge cases of the lowering: lengths through φ-nodes, arithmetic shifts
// of negative values by counts at least the width, constant indices,
// capacities of three-index slices, slice-to-array conversions, min/max of
// unsigned and mixed operands.

import "unsafe"

func MinU8(a, b uint8) uint8               { return min(a, b) }
func MaxU64(a, b, c uint64) uint64         { return max(a, b, c) }
func MinLens(a, b string) int              { return min(len(a), len(b)) }
func MulHi(a, b uint32) uint32             { return uint32((uint64(a) * uint64(b)) >> 32) }
func DivNegPow2(a int64) int64             { return a / -4 }
func RemPow2(a int8) int8                  { return a % 2 }
func ShrNegWide(a int64, n uint8) int64    { return a >> n }
func ShlCountI64(a uint16, n int64) uint16 { return a << (n & 31) }
func AbsMinInt(x int8) int8 {
	if x < 0 {
		x = -x
	}
	return x
}

func BoolToInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

func CountLeading(x uint64) int {
	n := 0
	for x != 0 && x&(1<<63) == 0 {
		x <<= 1
		n++
	}
	return n
}

func ShiftAccum(x uint8, n uint) uint8 {
	var r uint8
	for i := uint(0); i < n && i < 20; i++ {
		r |= x << i
	}
	return r
}

func RangeArray(a [3]int8) int {
	s := 0
	for i, x := range a {
		s += i * int(x)
	}
	return s
}

func StrEqBytes(s string) bool {
	return len(s) > 2 && s[1] == s[2]
}

func ConstIndexStr(s string) byte {
	return s[3]
}

func ConstIndexSlice(a []uint16) uint16 {
	return a[2]
}

func CapOfEmpty3(a []int) int {
	b := a[:0:0]
	return cap(b) + len(a)
}

func LenPhiLoop(s []int) int {
	n := 0
	for len(s) > 1 {
		s = s[2:]
		n++
	}
	return n
}

func LenPhiBranch(s string, b bool) int {
	if b {
		s = s[1:]
	}
	return len(s)
}

func SliceToArray(a []int) int {
	arr := [2]int(a)
	return len(arr)
}

func MakeThenReslice(n uint8) int {
	s := make([]byte, n, 300)
	return len(s[:cap(s)])
}

func MakeNeg(n int16) int {
	s := make([]int8, n)
	return cap(s)
}

func NestedSwap(n, m uint8) (int32, int32) {
	var a, b int32 = 1, 2
	for i := uint8(0); i < n%5; i++ {
		for j := uint8(0); j < m%4; j++ {
			a, b = b*3, a-b
		}
		b, a = a, b+1
	}
	return a, b
}

func TruncCompare(a int64, b uint8) bool {
	return uint8(a) == b && int8(a) < 0
}

// edgeFuncs returns the functions of this file by name.
func edgeFuncs() map[string]any {
	return map[string]any{
		"MinU8": MinU8, "MaxU64": MaxU64, "MinLens": MinLens, "MulHi": MulHi,
		"DivNegPow2": DivNegPow2, "RemPow2": RemPow2, "ShrNegWide": ShrNegWide,
		"ShlCountI64": ShlCountI64, "AbsMinInt": AbsMinInt, "BoolToInt": BoolToInt,
		"CountLeading": CountLeading, "ShiftAccum": ShiftAccum, "RangeArray": RangeArray,
		"StrEqBytes": StrEqBytes, "ConstIndexStr": ConstIndexStr, "ConstIndexSlice": ConstIndexSlice,
		"CapOfEmpty3": CapOfEmpty3, "LenPhiLoop": LenPhiLoop, "LenPhiBranch": LenPhiBranch,
		"SliceToArray": SliceToArray, "MakeThenReslice": MakeThenReslice, "MakeNeg": MakeNeg,
		"NestedSwap": NestedSwap, "TruncCompare": TruncCompare,
		"UintIndex": UintIndex, "UintptrIndexGuarded": UintptrIndexGuarded,
		"WindowOffsets": WindowOffsets, "StrideLoops": StrideLoops, "UnsafeLens": UnsafeLens,
		"MultipleStrides": MultipleStrides, "DigitsU64": DigitsU64, "DigitsI32": DigitsI32,
		"BitsU16": BitsU16, "RoundsBreak": RoundsBreak,
	}
}

// String comparisons, whose results the lowering havocs.

func StrEqConst(s string) bool { return s == "ab" }

func StrLess(a, b string) (bool, bool) { return a < b, a >= b }

func StrPrefixEq(s string, i int) bool {
	return s[:i] == "a"
}

func StrEqBranch(a, b string, x int8) int8 {
	if a != b {
		return x / 2
	}
	return x + 1
}

// Unsigned counters that wrap around.

func WrapCounter(start uint8) int {
	n := 0
	for i := start; i != 4; i++ {
		n++
	}
	return n
}

func WrapDown(start int8) int {
	n := 0
	for i := start; i != 100; i-- {
		n++
	}
	return n
}

func stringFuncs() map[string]any {
	return map[string]any{
		"StrEqConst": StrEqConst, "StrLess": StrLess, "StrPrefixEq": StrPrefixEq,
		"StrEqBranch": StrEqBranch, "WrapCounter": WrapCounter, "WrapDown": WrapDown,
		"SliceToArrayAfterDiv": SliceToArrayAfterDiv, "SliceToArrayInLoop": SliceToArrayInLoop,
		"SliceToArrayMultiLine": SliceToArrayMultiLine, "SliceToArrayAfterLoad": SliceToArrayAfterLoad,
		"RangeStrKeys": RangeStrKeys, "RangeStrRunes": RangeStrRunes, "RangeStrRuneOnly": RangeStrRuneOnly,
		"RangeStrBreak": RangeStrBreak, "MakeConstCap": MakeConstCap,
	}
}

// RangeStrKeys reads s at every key of a range over it, and past the key
// (index out of range at the last rune when it is one byte).
func RangeStrKeys(s string, d int) int {
	n := 0
	for i := range s {
		n += int(s[i])
		if d%3 == 1 {
			n += int(s[i+1])
		}
	}
	return n
}

// RangeStrRunes mixes keys and runes; the table index fails for a rune past
// the table.
func RangeStrRunes(s string) int {
	var table [200]uint8
	n := 0
	for i, r := range s {
		n += i*int(r) + int(s[i])
		n += int(table[r%256])
	}
	return n
}

// RangeStrRuneOnly ranges over runes only.
func RangeStrRuneOnly(s string) int {
	n := 0
	for _, r := range s {
		n += int(r)
	}
	return n
}

// RangeStrBreak slices s at a key after the loop.
func RangeStrBreak(s string, c rune) string {
	k := len(s)
	for i, r := range s {
		if r == c {
			k = i
			break
		}
	}
	return s[k-1:]
}

func SliceToArrayAfterDiv(a []int16, x int) int {
	y := x / 3
	arr := [3]int16(a)
	return y + int(arr[0])
}

func SliceToArrayInLoop(a []uint8, n uint8) int {
	s := 0
	for i := uint8(0); i < n%4; i++ {
		s += int(i) * 2
		arr := [2]uint8(a[i:])
		s += int(arr[1])
	}
	return s
}

func SliceToArrayMultiLine(a []int8, x int) int {
	return x/3 +
		int([2]int8(a)[1])
}

func SliceToArrayAfterLoad(a []int8, i int) int {
	return int(a[i]) +
		int([2]int8(a)[1])
}

// MakeConstCap makes a slice of constant capacity (go/ssa: new([8]T)[:n]),
// which fails as a make for n < 0 or n > 8.
func MakeConstCap(n int, i uint8) byte {
	b := make([]byte, n, 8)
	return b[i%8]
}

// UintIndex indexes with 64-bit unsigned indices, in range iff
// i < uint(len): huge ones wrap to negative ints.
func UintIndex(s string, a []int8, i uint, j uint64) int {
	b := s[i]
	return int(b) + int(a[j])
}

// UintptrIndexGuarded indexes past a guard on the unsigned comparison.
func UintptrIndexGuarded(a []int8, i uintptr) int8 {
	if i < uintptr(len(a)) {
		return a[i]
	}
	return a[i-uintptr(len(a))]
}

// WindowOffsets takes a window whose bounds share a base (the lowering
// folds (i+k) - (i+j) to k-j): a three-index window, a string window with
// a negative offset, and a window of a narrow index type, where i+4 wraps
// in uint8 before the conversion and the fold must not apply.
func WindowOffsets(a []byte, s string, i int, u uint8) int {
	w := a[i+1 : i+5 : i+5]
	t := s[i-1 : i+2]
	n := int(w[3]) + len(w)*10 + cap(w)*100 + int(t[2]) + len(t)
	v := a[u : u+4]
	return n + len(v) + cap(v)
}

// StrideLoops counts with constant strides (the lowering bounds the
// counter by its last value in the body): an exact fit, a bound the stride
// overshoots, a reversed condition, and an int8 counter that wraps.
func StrideLoops(a [64]int8, m uint8) int {
	n := 0
	for i := 0; i < 64; i += 8 {
		n += int(a[i+7])
	}
	for i := 3; i <= 61; i += 7 {
		n += int(a[i+2])
	}
	for i := uint8(1); 60 > i; i += 4 {
		n += int(a[i+3])
	}
	k := 0
	for i := int8(m & 7); i < 127 && k < 40; i += 8 {
		n += int(a[int(i)&63]) + int(i)
		k++
	}
	return n
}

// MultipleStrides counts up to a bound that is not a constant but a
// multiple of the stride (the lowering bounds the counter by the bound
// minus the stride): a mask, a remainder, shifts, a negative bound, and a
// stride the bound is not a multiple of.
func MultipleStrides(a [64]int8, n uint8, m int16) int {
	s := a[:n%65]
	t := 0
	for i := 0; i < len(s)&^7; i += 8 {
		t += int(s[i+7])
	}
	for i := 0; i < len(s)-len(s)%3; i += 3 {
		t += int(s[i+2])
	}
	for i := 0; i < (len(s)>>2)<<2; i += 4 {
		t += int(s[i+3])
	}
	for i := -8; i < int(m)&^7; i += 8 {
		t += i
	}
	for i := 0; i < len(s)&^3; i += 8 {
		t += int(s[i])
	}
	return t
}

// UnsafeLens takes unsafe.Slice and unsafe.String of n elements of a:
// their length (and the slice's capacity) is n. (A negative n panics,
// which the CFA models as a path that stops, not as a check.)
func UnsafeLens(a [8]byte, n int16, i uint8) int {
	if n < 0 || n > 8 {
		return -1
	}
	b := unsafe.Slice(&a[0], n)
	s := unsafe.String(&a[0], n)
	return len(b)*100 + cap(b)*10 + len(s) + len(b[i%8:]) - len(s[:i%4])
}

// Loops whose guard variable shrinks geometrically, whose rounds the
// lowering counts with a ghost (a ghost that disagreed with the program
// would block the CFA's run).

// DigitsU64 formats u in base 10 into a buffer from its end, twice: with
// u >= 10 and with u > 0 as guards.
func DigitsU64(u uint64, w uint8) int {
	var buf [20]byte
	i := len(buf)
	v := u
	for v >= 10 {
		i--
		buf[i] = byte('0' + v%10)
		v /= 10
	}
	i--
	buf[i] = byte('0' + v)
	n := 0
	for v := u >> (w % 64); v > 0; v /= 10 {
		n++
	}
	return i*100 + n
}

// DigitsI32 counts the base-7 digits of a signed x; negative x skip the
// loop.
func DigitsI32(x int32) int {
	n := 0
	for x >= 7 {
		x = x / 7
		n++
	}
	return n*10 + int(x)
}

// BitsU16 shifts by two until x is 0, with an extra exit.
func BitsU16(x uint16, stop uint8) int {
	n := 0
	for x != 0 {
		if uint8(n) == stop {
			break
		}
		x >>= 2
		n++
	}
	return n
}

// RoundsBreak leaves through a break or a return before the guard fails.
func RoundsBreak(u uint32, k uint32) int {
	var buf [10]byte
	i := len(buf)
	for u > 0 {
		i--
		buf[i] = byte(u % 10)
		if u%10 == k {
			break
		}
		if u == k {
			return -i
		}
		u /= 10
	}
	return i
}
