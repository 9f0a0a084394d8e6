package boundsstd

import "unsafe"

// bits reads a float64 as a uint64: the package reaches uint64 locations
// through pointers of another type, and only those.
func bits(f *float64) *uint64 { return (*uint64)(unsafe.Pointer(f)) }

type finder struct {
	skip []int
	sum  uint64
}

// makeFinder (strings.makeStringFinder): the stores of ints into the
// elements of f.skip do not change f.skip, though the package imports
// unsafe.
func makeFinder(pattern string) *finder {
	f := &finder{skip: make([]int, len(pattern))}
	for i := len(pattern) - 1; i >= 0; i-- {
		f.skip[i] = len(pattern) - i
	}
	return f
}

// lastAfterPunnedStore: a store of a uint64, a type the package reaches
// through an unsafe.Pointer conversion, may change any location.
func (b *buffer) lastAfterPunnedStore(f *finder) byte {
	if len(b.in) == 0 {
		return 0
	}
	f.sum = 7
	return b.in[len(b.in)-1] // want `^b\.in\[len\(b\.in\) - 1\]: index not proven in range$`
}

// mapped: syscall's mmap turns an address into a slice of length n with
// unsafe.Slice; its last byte is b[cap(b)-1].
func mapped(addr uintptr, n int) *byte {
	if n <= 0 {
		return nil
	}
	b := unsafe.Slice((*byte)(unsafe.Pointer(addr)), n)
	return &b[cap(b)-1]
}

// mappedNarrow: the length is n converted to uint8, which may be 0.
func mappedNarrow(addr uintptr, n int) byte {
	if n <= 0 {
		return 0
	}
	s := unsafe.String((*byte)(unsafe.Pointer(addr)), uint8(n))
	return s[len(s)-1] // want `^s\[len\(s\) - 1\]: index not proven in range$`
}

// words views b as 64-bit words (reflect's Value.grow): unsafe.Slice's
// length and capacity are one value, so w[1:] is in range once w is not
// empty.
func words(b []byte) []uint64 {
	w := unsafe.Slice((*uint64)(unsafe.Pointer(unsafe.SliceData(b))), len(b)/8)
	if len(w) > 0 {
		w = w[1:]
	}
	return w
}

// wordsPast slices past the length.
func wordsPast(b []byte) []uint64 {
	w := unsafe.Slice((*uint64)(unsafe.Pointer(unsafe.SliceData(b))), len(b)/8)
	return w[1:] // want `slice bounds not proven in range`
}

type zoneSet struct {
	zones []int
	start uint64
	cache *int
}

// fixedZones (time.fixedZone): a store of a punned uint64 into one fresh
// allocation changes nothing in another, so z.zones keeps its one element.
func fixedZones(offset int) *zoneSet {
	z := &zoneSet{zones: []int{offset}, start: 1 << 63}
	z.cache = &z.zones[0]
	return z
}

// fixedZonesAliased: the same store through a pointer that may point into
// z changes z.zones's type-compatible neighbours only if punned; here the
// store is of a uint64 through f, which may alias any location.
func fixedZonesAliased(offset int, f *uint64) *zoneSet {
	z := &zoneSet{zones: []int{offset}}
	*f = 1 << 63
	z.cache = &z.zones[0] // want `^z\.zones\[0\]: index not proven in range$`
	return z
}
