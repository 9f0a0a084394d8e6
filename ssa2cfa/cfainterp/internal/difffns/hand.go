package difffns

// Wrap-around in every width.

func AddI8(a, b int8) int8       { return a + b }
func SubI16(a, b int16) int16    { return a - b }
func MulI16(a, b int16) int16    { return a * b }
func MulI32(a, b int32) int32    { return a*b + a }
func MulI64(a, b int64) int64    { return a * b }
func AddU8(a, b uint8) uint8     { return a + b }
func SubU16(a, b uint16) uint16  { return a - b }
func MulU32(a, b uint32) uint32  { return a * b }
func AddU64(a, b uint64) uint64  { return a + b + 1 }
func NegI8(a int8) int8          { return -a }
func NegU64(a uint64) uint64     { return -a }
func ComplU16(a uint16) uint16   { return ^a }
func ComplI32(a int32) int32     { return ^a * 3 }
func IncOverflows(a int8) bool   { return a+1 < a }
func AndNotU8(a, b uint8) uint8  { return a &^ b }
func XorOrI64(a, b int64) int64  { return (a ^ b) | (a & 0x0f0f) }
func HashMix(x uint64) uint64    { x ^= x >> 33; x *= 0xff51afd7ed558ccd; x ^= x >> 33; return x }
func AvgU8(a, b uint8) uint8     { return (a + b) / 2 }
func AvgU8Safe(a, b uint8) uint8 { return a/2 + b/2 + a&b&1 }

func U8Loop(n uint8) uint8 {
	var s uint8
	for i := uint8(0); i < n; i++ {
		s += i * 3
	}
	return s
}

func AddOverflows(a, b int32) bool {
	s := a + b
	return (s > a) != (b > 0)
}

func Abs(x int64) int64 {
	if x < 0 {
		return -x
	}
	return x
}

// Comparisons.

func CmpSigned(a, b int32) (bool, bool, bool)    { return a < b, a <= b, a > b }
func CmpUnsigned(a, b uint32) (bool, bool, bool) { return a < b, a >= b, a != b }
func CmpMixed(a int8, b uint8) bool              { return int(a) < int(b) }
func CmpU64High(a uint64) bool                   { return a > 1<<63 }
func CmpI8U8Bits(a int8) bool                    { return uint8(a) > 127 }
func CmpChain(a, b, c int16) bool                { return a < b && b < c || a == c }
func Clamp(x, lo, hi int16) int16                { return max(lo, min(x, hi)) }
func MinMax(a, b, c int8) (int8, int8)           { return min(a, b, c), max(a, b, c) }
func MinMaxU(a, b uint32) uint32                 { return max(a, b) - min(a, b) }
func MinMaxMixedConst(a int64) int64             { return min(a, 10, -3) + max(a, -100) }
func BoolNot(a, b bool) bool                     { return !a != b }
func BoolEq(a, b bool, x int8) bool              { return (a == b) == (x > 0) }
func AndOr(a, b int) bool                        { return a > 0 && b > 0 || a < 0 && b < 0 }
func ShortCircuitDiv(a, b int) bool              { return b != 0 && a/b > 2 }
func ShortCircuitIndex(s []int, i int) bool      { return i < len(s) && s[i] > 0 }
func ShortCircuitOr(s []int8, i int) bool        { return i >= len(s) || s[i] == 0 }
func UnsignedWrapCmp(a, b uint16) bool           { return a-b < a }
func SignedVsUnsignedView(a int32) (bool, bool)  { return a < 0, uint32(a) > 1<<31-1 }

// Division and remainder.

func DivI64(a, b int64) int64 {
	return a / b
}

func RemI64(a, b int64) int64 {
	return a % b
}

func DivI8(a, b int8) int8 {
	return a / b
}

func RemI8(a, b int8) int8 {
	return a % b
}

func DivI16(a, b int16) (int16, int16) {
	q := a / b
	return q, a - q*b
}

func DivU32(a, b uint32) uint32 {
	return a / b
}

func RemU16(a, b uint16) uint16 {
	return a % b
}

func DivU8(a, b uint8) uint8 {
	return a / b
}

func DivConst(a int32) int32      { return a / -7 }
func RemConst(a int64) int64      { return a % 8 }
func RemNegConst(a int8) int8     { return a % -3 }
func DivMinusOne(a int16) int16   { return a / -1 }
func DivU64Const(a uint64) uint64 { return a / 10 }

func DivChain(a, b, c int) int {
	x := a / b
	y := x % c
	return x + y
}

func Gcd(a, b uint16) uint16 {
	for b != 0 {
		a, b = b, a%b
	}
	return a
}

func GcdSigned(a, b int32) int32 {
	for b != 0 {
		a, b = b, a%b
	}
	return a
}

// Shifts.

func ShlI64(a int64, n uint) int64          { return a << n }
func ShrI64(a int64, n uint) int64          { return a >> n }
func ShlU8(a uint8, n uint8) uint8          { return a << n }
func ShrI8(a int8, n uint32) int8           { return a >> n }
func ShrU32(a uint32, n uint16) uint32      { return a >> n }
func ShlBig(a uint32, n uint64) uint32      { return a << n }
func ShiftConst(a int64) int64              { return a<<3 | a>>61 }
func ShiftConstU(a uint16) uint16           { return a<<7 | a>>9 }
func ShiftMaskedCount(a int64, n int) int64 { return a << (n & 63) }

func ShlSignedCount(a int32, n int) int32 {
	return a << n
}

func ShrSignedCount(a uint16, n int8) uint16 {
	return a >> n
}

func ShrSignedBoth(a int8, n int16) int8 {
	return a >> n
}

// Conversions.

func ConvI64ToI8(a int64) int8         { return int8(a) }
func ConvI8ToU64(a int8) uint64        { return uint64(a) }
func ConvU8ToI16(a uint8) int16        { return int16(a) }
func ConvU32ToI32(a uint32) int32      { return int32(a) }
func ConvI32ToU16(a int32) uint16      { return uint16(a) }
func ConvU64ToI64(a uint64) int64      { return int64(a) }
func ConvChain(a int16) uint64         { return uint64(uint8(int32(a))) }
func ConvRoundTrip(a int64) bool       { return int64(int32(a)) == a }
func ConvU16ToI8ToU32(a uint16) uint32 { return uint32(int8(a)) }
func ConvInLoop(n uint8) int8 {
	var s int8
	for i := uint8(0); i < n; i++ {
		s += int8(i)
	}
	return s
}

// Strings.

func StrIndex(s string, i int) byte {
	return s[i]
}

func StrSum(s string) int {
	sum := 0
	for i := 0; i < len(s); i++ {
		sum += int(s[i])
	}
	return sum
}

func StrSlice(s string, i, j int) int {
	t := s[i:j]
	return len(t)
}

func StrSliceIndex(s string, i, j, k int) byte {
	t := s[i:j]
	return t[k]
}

func StrLast(s string) byte {
	return s[len(s)-1]
}

func StrCountByte(s string, c byte) int {
	n := 0
	for i := 0; i < len(s); i++ {
		if s[i] == c {
			n++
		}
	}
	return n
}

func StrTail(s string, i int) int {
	t := s[i:]
	return len(t)
}

func StrTwoBytes(s string) uint8 {
	return s[0] + s[1]
}

func StrConcatLen(a, b string) int {
	return len(a + b)
}

func StrUint8Index(s string, i uint8) byte {
	return s[i]
}

// Slices and arrays.

func SliceIndex(a []int, i int) int {
	return a[i]
}

func SliceSum(a []int32) int32 {
	var s int32
	for _, x := range a {
		s += x
	}
	return s
}

func Slice2(a []int, i, j int) (int, int) {
	t := a[i:j]
	return len(t), cap(t)
}

func Slice3(a []int, i, j, k int) (int, int) {
	t := a[i:j:k]
	return len(t), cap(t)
}

func SliceFrom(a []int, i int) int {
	return cap(a[i:])
}

func SliceOfSliceIndex(a []uint8, i, j, k int) uint8 {
	t := a[i:j]
	return t[k]
}

func SliceIndexInt8(a []int8, i int8) int8 {
	return a[i]
}

func ArrayIndex(a [4]int16, i int) int16 {
	return a[i]
}

func ArraySum(a [5]uint8) uint8 {
	var s uint8
	for i := 0; i < len(a); i++ {
		s += a[i]
	}
	return s
}

func ArraySlice(i, j int) (int, int) {
	var a [5]int
	s := a[i:j]
	return len(s), cap(s)
}

func ArraySlice3(i, j, k int) int {
	var a [6]byte
	s := a[i:j:k]
	return cap(s) - len(s)
}

func SliceToArrayPtr(a []int) int {
	p := (*[3]int)(a)
	return len(p)
}

func MakeLen(n int8) int {
	s := make([]int, n)
	return len(s)
}

func MakeCap(n, m int8) (int, int) {
	s := make([]int, n, m)
	return len(s), cap(s)
}

func MakeAndIndex(n int8, i int) int {
	s := make([]int, n)
	s[i] = 5
	return len(s)
}

func AppendLen(a []int, x int) int {
	a = append(a, x, x)
	return len(a)
}

func CopyN(a, b []int) int {
	return copy(a, b)
}

func CopyStr(a []byte, s string) int {
	return copy(a, s)
}

func RingGet(a []int, i int) int {
	return a[i%len(a)]
}

func OffByOne(a []int) int {
	s := 0
	for i := 0; i <= len(a); i++ {
		s += a[i]
	}
	return s
}

func LastIndex(a []int, x int) int {
	for i := len(a) - 1; i >= 0; i-- {
		if a[i] == x {
			return i
		}
	}
	return -1
}

func DivInLoop(a []int32, d int32) int32 {
	var s int32
	for _, x := range a {
		s += x / d
	}
	return s
}

func BinarySearch(a []int, x int) int {
	lo, hi := 0, len(a)
	for lo < hi {
		m := int(uint(lo+hi) >> 1)
		if a[m] < x {
			lo = m + 1
		} else {
			hi = m
		}
	}
	return lo
}

// Loops and control flow.

func SumTo(n int16) int16 {
	var s int16
	for i := int16(0); i < n; i++ {
		s += i
	}
	return s
}

func Collatz(n uint32) int {
	steps := 0
	for n > 1 && steps < 500 {
		if n%2 == 0 {
			n /= 2
		} else {
			n = 3*n + 1
		}
		steps++
	}
	return steps
}

func PopCount(x uint32) int {
	n := 0
	for x != 0 {
		x &= x - 1
		n++
	}
	return n
}

func Switch(x int) int {
	switch {
	case x < 0:
		return -1
	case x == 0:
		return 0
	case x&1 == 1:
		return 1
	}
	return 2
}

func SwitchTag(x uint8) int {
	switch x {
	case 1, 2, 3:
		return 10
	case 200:
		return 20
	case 255:
		return 30
	default:
		return int(x) * 2
	}
}

func SwitchFallthrough(x int8) int {
	r := 0
	switch x & 3 {
	case 0:
		r += 1
		fallthrough
	case 1:
		r += 10
	case 2:
		r += 100
	}
	return r
}

func Goto(n int8) int {
	i := 0
loop:
	if i < int(n) {
		i += 3
		goto loop
	}
	return i
}

func LabelledBreak(a, b int8) int {
	n := 0
outer:
	for i := 0; i < 8; i++ {
		for j := 0; j < 8; j++ {
			if i*j > int(a) {
				break outer
			}
			if j > int(b) {
				continue outer
			}
			n++
		}
	}
	return n
}

func Fib(n uint8) uint64 {
	var a, b uint64 = 0, 1
	for i := uint8(0); i < n; i++ {
		a, b = b, a+b
	}
	return a
}

func Swap(a, b int, n uint8) (int, int) {
	for i := uint8(0); i < n; i++ {
		a, b = b, a
	}
	return a, b
}

func RotateThree(a, b, c int16, n uint8) (int16, int16, int16) {
	for i := uint8(0); i < n; i++ {
		a, b, c = b, c, a-1
	}
	return a, b, c
}

func NestedIf(a, b, c uint8) int {
	if a > b {
		if b > c {
			return 1
		} else if a > c {
			return 2
		}
		return 3
	} else if a == b {
		return 4
	}
	return 5
}

func ForRangeInt(n int8) int {
	s := 0
	for i := range n {
		s += int(i) * int(i)
	}
	return s
}

func CountDown(n uint8) int {
	c := 0
	for i := n; i >= 2; i -= 2 {
		c++
	}
	return c
}

// Recursion and calls.

func Fact(n int8) int64 {
	if n <= 1 {
		return 1
	}
	return int64(n) * Fact(n-1)
}

func IsEven(n uint8) bool {
	if n == 0 {
		return true
	}
	return IsOdd(n - 1)
}

func IsOdd(n uint8) bool {
	if n == 0 {
		return false
	}
	return IsEven(n - 1)
}

func RecDiv(n int8) int {
	if n <= 0 {
		return 100 / int(n)
	}
	return RecDiv(n-3) + 1
}

func QuoRem(a, b int) (q, r int, ok bool) {
	if b == 0 {
		return 0, 0, false
	}
	return a / b, a % b, true
}

func CallQuoRem(a, b int) int {
	q, r, ok := QuoRem(a, b)
	if !ok {
		return -1
	}
	return q*b + r
}

func helperDiv(a, b int16) int16 {
	return a / b
}

func CallPanics(a, b int16) int16 {
	return helperDiv(a, b) + 1
}

// Panics and assertions.

func AssertNotFive(x int) int {
	assert(x != 5)
	return x
}

func AssertWrap(x int8) int8 {
	y := x + 1
	assert(y > x)
	return y
}

func Unreachable(x int) int {
	if x > 100 {
		panic("unreachable")
	}
	return x
}

func PanicOther(x int) int {
	if x == 7 {
		panic("seven")
	}
	return x
}

// handFuncs returns the hand-written functions by name.
func handFuncs() map[string]any {
	return map[string]any{
		"AddI8": AddI8, "SubI16": SubI16, "MulI16": MulI16, "MulI32": MulI32, "MulI64": MulI64,
		"AddU8": AddU8, "SubU16": SubU16, "MulU32": MulU32, "AddU64": AddU64, "NegI8": NegI8,
		"NegU64": NegU64, "ComplU16": ComplU16, "ComplI32": ComplI32, "IncOverflows": IncOverflows,
		"AndNotU8": AndNotU8, "XorOrI64": XorOrI64, "HashMix": HashMix, "AvgU8": AvgU8,
		"AvgU8Safe": AvgU8Safe, "U8Loop": U8Loop, "AddOverflows": AddOverflows, "Abs": Abs,

		"CmpSigned": CmpSigned, "CmpUnsigned": CmpUnsigned, "CmpMixed": CmpMixed,
		"CmpU64High": CmpU64High, "CmpI8U8Bits": CmpI8U8Bits, "CmpChain": CmpChain, "Clamp": Clamp,
		"MinMax": MinMax, "MinMaxU": MinMaxU, "MinMaxMixedConst": MinMaxMixedConst, "BoolNot": BoolNot,
		"BoolEq": BoolEq, "AndOr": AndOr, "ShortCircuitDiv": ShortCircuitDiv,
		"ShortCircuitIndex": ShortCircuitIndex, "ShortCircuitOr": ShortCircuitOr,
		"UnsignedWrapCmp": UnsignedWrapCmp, "SignedVsUnsignedView": SignedVsUnsignedView,

		"DivI64": DivI64, "RemI64": RemI64, "DivI8": DivI8, "RemI8": RemI8, "DivI16": DivI16,
		"DivU32": DivU32, "RemU16": RemU16, "DivU8": DivU8, "DivConst": DivConst, "RemConst": RemConst,
		"RemNegConst": RemNegConst, "DivMinusOne": DivMinusOne, "DivU64Const": DivU64Const,
		"DivChain": DivChain, "Gcd": Gcd, "GcdSigned": GcdSigned,

		"ShlI64": ShlI64, "ShrI64": ShrI64, "ShlU8": ShlU8, "ShrI8": ShrI8, "ShrU32": ShrU32,
		"ShlBig": ShlBig, "ShiftConst": ShiftConst, "ShiftConstU": ShiftConstU,
		"ShiftMaskedCount": ShiftMaskedCount, "ShlSignedCount": ShlSignedCount,
		"ShrSignedCount": ShrSignedCount, "ShrSignedBoth": ShrSignedBoth,

		"ConvI64ToI8": ConvI64ToI8, "ConvI8ToU64": ConvI8ToU64, "ConvU8ToI16": ConvU8ToI16,
		"ConvU32ToI32": ConvU32ToI32, "ConvI32ToU16": ConvI32ToU16, "ConvU64ToI64": ConvU64ToI64,
		"ConvChain": ConvChain, "ConvRoundTrip": ConvRoundTrip, "ConvU16ToI8ToU32": ConvU16ToI8ToU32,
		"ConvInLoop": ConvInLoop,

		"StrIndex": StrIndex, "StrSum": StrSum, "StrSlice": StrSlice, "StrSliceIndex": StrSliceIndex,
		"StrLast": StrLast, "StrCountByte": StrCountByte, "StrTail": StrTail, "StrTwoBytes": StrTwoBytes,
		"StrConcatLen": StrConcatLen, "StrUint8Index": StrUint8Index,

		"SliceIndex": SliceIndex, "SliceSum": SliceSum, "Slice2": Slice2, "Slice3": Slice3,
		"SliceFrom": SliceFrom, "SliceOfSliceIndex": SliceOfSliceIndex, "SliceIndexInt8": SliceIndexInt8,
		"ArrayIndex": ArrayIndex, "ArraySum": ArraySum, "ArraySlice": ArraySlice, "ArraySlice3": ArraySlice3,
		"SliceToArrayPtr": SliceToArrayPtr, "MakeLen": MakeLen, "MakeCap": MakeCap,
		"MakeAndIndex": MakeAndIndex, "AppendLen": AppendLen, "CopyN": CopyN, "CopyStr": CopyStr,
		"RingGet": RingGet, "OffByOne": OffByOne, "LastIndex": LastIndex, "DivInLoop": DivInLoop,
		"BinarySearch": BinarySearch,

		"SumTo": SumTo, "Collatz": Collatz, "PopCount": PopCount, "Switch": Switch,
		"SwitchTag": SwitchTag, "SwitchFallthrough": SwitchFallthrough, "Goto": Goto,
		"LabelledBreak": LabelledBreak, "Fib": Fib, "Swap": Swap, "RotateThree": RotateThree,
		"NestedIf": NestedIf, "ForRangeInt": ForRangeInt, "CountDown": CountDown,

		"Fact": Fact, "IsEven": IsEven, "IsOdd": IsOdd, "RecDiv": RecDiv, "QuoRem": QuoRem,
		"CallQuoRem": CallQuoRem, "CallPanics": CallPanics,

		"AssertNotFive": AssertNotFive, "AssertWrap": AssertWrap, "Unreachable": Unreachable,
		"PanicOther": PanicOther,
	}
}
