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
