package boundsstd

// The guard bounds 1+b[0], a uint8 sum that wraps to 0 for b[0] == 255;
// the slice recomputes the same sum, which the guard has bounded
// (math/rand/v2's readUint8LengthPrefixed). The first slice is the bug
// that wrap hides: b[1:0] when b[0] == 255.
func lengthPrefixed(b []byte) (buf, rest []byte, ok bool) {
	if len(b) == 0 || len(b) < int(1+b[0]) {
		return nil, nil, false
	}
	return b[1 : 1+b[0]], b[1+b[0]:], true // want `^b\[1:1 \+ b\[0\]\]: slice bounds not proven in range$`
}

// A different sum is not bounded by the guard.
func lengthPrefixedOther(b []byte) []byte {
	if len(b) == 0 || len(b) < int(1+b[0]) {
		return nil
	}
	return b[2+b[0]:] // want `^b\[2 \+ b\[0\]:\]: slice bounds not proven in range$`
}

// A repeated operation that a check bounds is one value, so the second
// check repeats the first: index/suffixarray's sa[j/2] (a division by a
// constant cannot panic), regexp's match[2*num] (which may wrap around)
// and runtime's marked[:n/8]. match[2*num+1] is in range
// too: 2*num+1 < len(match) and 0 <= 2*num.

func halfSlot(sa []int32, j int, id int32) {
	if sa[j/2] < 0 { // want `index not proven in range`
		sa[j/2] = id
	}
}

func submatch(match []int, num int, src []byte) []byte {
	if 2*num+1 < len(match) && match[2*num] >= 0 { // want `index not proven in range`
		return src[match[2*num]:match[2*num+1]] // want `slice bounds not proven in range`
	}
	return nil
}

func eighth(marked []byte, page uint) []byte {
	if page/8 > uint(len(marked)) {
		return nil
	}
	return marked[:page/8]
}

func eighthOther(marked []byte, page uint) []byte {
	if page/8 > uint(len(marked)) {
		return nil
	}
	return marked[:page/4] // want `slice bounds not proven in range`
}

// A repeated slice bound is one value too: the second, identical slice
// repeats a check that passed (crypto/internal/cryptotest).
func blockPair(buff []byte, blockSize int) []byte {
	src := buff[blockSize-1 : 2*blockSize-1] // want `slice bounds not proven in range`
	_ = src
	return buff[blockSize-1 : 2*blockSize-1]
}

type extraProf struct {
	numExtra int
	extra    [1000]uintptr
}

// A repeated operation (n+1 in the guard, i+1 in the slice, i the same
// load as n) is one variable whose definition may wrap around; restated
// where it is used again, after extra[i] showed 0 <= i < 1000, it is
// exactly i+1 (runtime's cpuprof.addExtra). The store keeps numExtra in
// [0, 999], the only one there is, so extra[i] is proven too.
func (p *extraProf) addExtra(stk []uintptr) {
	if p.numExtra+1+len(stk) < len(p.extra) {
		i := p.numExtra
		p.extra[i] = uintptr(1 + len(stk))
		copy(p.extra[i+1:], stk)
		p.numExtra += 1 + len(stk)
	}
}
