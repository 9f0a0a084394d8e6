package difffns

// Named integer types and their methods, structs and pointers to arrays as
// parameters (field loads, indexing through a pointer), []byte(s),
// boolean φ-nodes, and calls that convert their arguments.

type Celsius int16

type Mask uint8

// Pair is a struct parameter; its fields are loads.
type Pair struct {
	A int32
	B int8
	S []uint16
}

func (c Celsius) Add(d Celsius) Celsius { return c + d }

func (c Celsius) Div(d Celsius) Celsius {
	return c / d
}

func (m Mask) Has(bit uint) bool { return m&(1<<bit) != 0 }

func UseMethod(a, b int16) int16 { return int16(Celsius(a).Add(Celsius(b))) }

func UseMethodDiv(a, b int16) int16 {
	return int16(Celsius(a).Div(Celsius(b))) + 1
}

func NamedWrap(a Celsius) Celsius { return a*2 + 1 }

func NamedMaskBits(m Mask, n uint8) int {
	k := 0
	for i := uint(0); i < uint(n%10); i++ {
		if m.Has(i) {
			k++
		}
	}
	return k
}

func ChangeTypeCmp(a Celsius, b int16) bool { return int16(a) < b && Mask(b) > 7 }

func PairSum(p Pair) int32 { return p.A + int32(p.B) }

func PairIndex(p Pair, i int) uint16 {
	return p.S[i]
}

func PairPtr(p *Pair, i uint8) int32 {
	q := p.S[:i]
	return p.A + int32(len(q))
}

func ArrayPtrIndex(p *[4]int32, i int) int32 {
	return p[i]
}

func ArrayPtrSlice(p *[6]uint8, i, j int) int {
	s := p[i:j]
	return len(s)*10 + cap(s)
}

func ArrayPtrLen(p *[3]int64) int { return len(p) + cap(p[1:]) }

func BytesOfStr(s string, i int) byte {
	b := []byte(s)
	return b[i]
}

func StrOfBytesLen(b []byte) int { return len(string(b)) }

func BoolPhi(n uint8, start bool) bool {
	ok := start
	for i := uint8(0); i < n; i++ {
		ok = !ok
	}
	return ok
}

func BoolSwap(a, b bool, n uint8) (bool, bool) {
	for range n % 7 {
		a, b = b, !a
	}
	return a, b
}

func mixHelper(a uint8, b int64) (int16, bool) {
	return int16(a) - int16(b), b > int64(a)
}

func CallMixed(x int32, y uint16) int16 {
	r, ok := mixHelper(uint8(y), int64(x))
	if ok {
		return r
	}
	return -r
}

func shiftHelper(x uint32, n int) uint32 {
	return x << n
}

func CallShift(x uint32, n int8) uint32 {
	return shiftHelper(x, int(n)) + 1
}

func sumHelper(a []int8) int {
	s := 0
	for i := 0; i < len(a); i++ {
		s += i
	}
	return s
}

func CallLen(a []int8, i int) int {
	return sumHelper(a[i:])
}

// PairLast reads p.S in three blocks: the loads share one value.
func PairLast(p *Pair, k uint8) uint16 {
	if len(p.S) > int(k) {
		if k > 2 {
			return p.S[len(p.S)-1-int(k)] + uint16(len(p.S))
		}
		return p.S[len(p.S)-1]
	}
	return 0
}

// PairLoop reads p.S before and inside a loop.
func PairLoop(p *Pair, n uint8) int {
	t := 0
	if len(p.S) > 0 {
		for i := uint8(0); i < n%5; i++ {
			t += int(p.S[len(p.S)-1]) + len(p.S)
		}
	}
	return t
}

// PairGrow appends to p.S in a loop and reads its length after it: a
// memory φ at the loop's head.
func PairGrow(p *Pair, n uint8) int {
	k := len(p.S)
	for i := uint8(0); i < n%6; i++ {
		p.S = append(p.S, uint16(i))
	}
	return len(p.S)*10 - k
}

// PairCount counts in p.A, which the loop's guard reads, and sets p.B on
// some rounds only.
func PairCount(p *Pair, n int8) int32 {
	p.A = 0
	p.B = 1
	for p.A < int32(n) {
		p.A++
		if p.A > 5 {
			p.B = int8(p.A)
		}
	}
	return p.A*100 + int32(p.B)
}

// typeFuncs returns the functions of this file by name.
func typeFuncs() map[string]any {
	return map[string]any{
		"UseMethod": UseMethod, "UseMethodDiv": UseMethodDiv, "NamedWrap": NamedWrap,
		"NamedMaskBits": NamedMaskBits, "ChangeTypeCmp": ChangeTypeCmp, "PairSum": PairSum,
		"PairIndex": PairIndex, "PairPtr": PairPtr, "ArrayPtrIndex": ArrayPtrIndex,
		"ArrayPtrSlice": ArrayPtrSlice, "ArrayPtrLen": ArrayPtrLen, "BytesOfStr": BytesOfStr,
		"StrOfBytesLen": StrOfBytesLen, "BoolPhi": BoolPhi, "BoolSwap": BoolSwap,
		"CallMixed": CallMixed, "CallShift": CallShift, "CallLen": CallLen,
		"PairLast": PairLast, "PairLoop": PairLoop, "PairGrow": PairGrow, "PairCount": PairCount,
	}
}
