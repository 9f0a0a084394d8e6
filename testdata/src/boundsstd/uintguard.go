package boundsstd

// uintGuard: the compiler's idiom, one unsigned comparison for both
// bounds; a negative i converts to a huge value, above any length.
func uintGuard(a []int, i int) int {
	if uint(i) >= uint(len(a)) {
		panic("index out of range")
	}
	return a[i]
}

// uintGuardFlipped states it the other way round, with a 32-bit index.
func uintGuardFlipped(a []byte, i int32) byte {
	if uint64(len(a)) > uint64(i) {
		return a[i]
	}
	return 0
}

// uintGuardOffByOne lets i == len(a) through.
func uintGuardOffByOne(a []int, i int) int {
	if uint(i) > uint(len(a)) {
		return 0
	}
	return a[i] // want `^a\[i\]: index not proven in range$`
}

// uintGuardNarrow converts to a narrower type: uint8(i) < uint8(len(s))
// holds for i == 256 and len(s) == 5.
func uintGuardNarrow(s []int, i int) int {
	if uint8(i) < uint8(len(s)) {
		return s[i] // want `^s\[i\]: index not proven in range$`
	}
	return 0
}

// errnoNames is indexed by an unsigned value guarded through its signed
// conversion: 0 <= int32(e) rules out values past MaxInt32, so e < len
// too.
var errnoNames = [...]string{"", "EPERM", "ENOENT"}

type Errno uint32

func (e Errno) Name() string {
	if 0 <= int32(e) && int32(e) < int32(len(errnoNames)) {
		return errnoNames[e]
	}
	return ""
}

// Without the sign test, int32(e) < 3 also holds for e past MaxInt32.
func (e Errno) NameUnguarded() string {
	if int32(e) < int32(len(errnoNames)) {
		return errnoNames[e] // want `^errnoNames\[e\]: index not proven in range$`
	}
	return ""
}

const spaces64 = "                                                                "

// repeatSpaces (strings.Repeat): lo <= maxInt makes int(lo) the product
// itself, not negative, though the domains cannot bound the unsigned lo
// below 2^63.
func repeatSpaces(count, width uint) string {
	hi, lo := mulWide(count, width)
	if hi > 0 || lo > uint(1<<63-1) {
		panic("strings: Repeat output length overflow")
	}
	n := int(lo)
	if n <= len(spaces64) {
		return spaces64[:n]
	}
	return ""
}

// repeatSpacesLoose lets lo reach 2^63, which int(lo) makes negative.
func repeatSpacesLoose(count, width uint) string {
	hi, lo := mulWide(count, width)
	if hi > 0 || lo > uint(1<<63) {
		panic("overflow")
	}
	n := int(lo)
	if n <= len(spaces64) {
		return spaces64[:n] // want `^spaces64\[:n\]: slice bounds not proven in range$`
	}
	return ""
}

// mulWide is bits.Mul without the import.
func mulWide(x, y uint) (hi, lo uint) {
	const mask32 = 1<<32 - 1
	x0, x1 := x&mask32, x>>32
	y0, y1 := y&mask32, y>>32
	w0 := x0 * y0
	t := x1*y0 + w0>>32
	w1, w2 := t&mask32, t>>32
	w1 += x0 * y1
	return x1*y1 + w2 + w1>>32, x * y
}

// Errno64 is syscall.Errno: 0 <= int(e) rules out values past MaxInt64,
// which the domains cannot tell from +∞ in e itself; the signed result
// carries it.
type Errno64 uintptr

func (e Errno64) Name() string {
	if 0 <= int(e) && int(e) < len(errnoNames) {
		return errnoNames[e]
	}
	return ""
}

// NameUnguarded lets e past MaxInt64 through: int(e) is negative there.
func (e Errno64) NameUnguarded() string {
	if int(e) < len(errnoNames) {
		return errnoNames[e] // want `^errnoNames\[e\]: index not proven in range$`
	}
	return ""
}

// nameWide converts to a type wider than e's: int64(uint32(e)) is e.
func nameWide(e uint32) string {
	if int64(e) < int64(len(errnoNames)) {
		return errnoNames[e]
	}
	return ""
}

// objMarks is scan.ScanSpanPackedReference's mask: word / expandBy is at
// most word, whatever the (non-zero, unsigned) divisor.
func objMarks(marks *[16]uint64, sizes *[68]uint16, class uint8) int {
	if class >= 68 {
		return 0
	}
	n := 0
	expandBy := uintptr(sizes[class]) / 8
	for word := range 1024 {
		i := uintptr(word) / expandBy
		if marks[i/64]&(1<<(i%64)) != 0 {
			n++
		}
	}
	return n
}

// objMarksSigned divides by a signed divisor, which may be negative:
// -word / 1 is below 0.
func objMarksSigned(marks *[16]uint64, by int) int {
	n := 0
	for word := range 1024 {
		i := -word / by
		if marks[i/64] != 0 { // want `^marks\[i / 64\]: index not proven in range$`
			n++
		}
	}
	return n
}
