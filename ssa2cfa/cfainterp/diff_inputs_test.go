package cfainterp_test

import (
	"math/rand/v2"
	"reflect"
)

// Input vectors for the differential test: for functions of integers and
// bools alone, every combination of boundary values (when there are few)
// and then random vectors; for functions of slices, strings and arrays,
// random vectors whose integers favour 0, ±1, the type's bounds and the
// lengths ±1 of the vector's sequences.

// maxProduct bounds the boundary combinations enumerated per function.
const maxProduct = 600

// intBoundary returns the boundary values of an integer type: 0, ±1, 2 and
// the ends of its range (as bits, converted by setBits).
func intBoundary(t reflect.Type) []uint64 {
	w := uint(t.Bits())
	switch t.Kind() {
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		lo := uint64(1) << (w - 1) // MinInt of the width, as low bits
		return []uint64{0, 1, ^uint64(0), 2, lo, lo + 1, lo - 1, lo - 2}
	}
	hi := ^uint64(0) >> (64 - w)
	return []uint64{0, 1, 2, hi, hi - 1, hi>>1 + 1, uint64(w)}
}

// setBits stores bits into an integer or bool value, truncating to its width.
func setBits(v reflect.Value, x uint64) {
	switch v.Kind() {
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		v.SetInt(int64(x))
	case reflect.Bool:
		v.SetBool(x&1 != 0)
	default:
		v.SetUint(x)
	}
}

func isScalar(t reflect.Type) bool {
	switch t.Kind() {
	case reflect.Slice, reflect.Array, reflect.String, reflect.Struct, reflect.Pointer:
		return false
	}
	return true
}

// boundaryValues lists a scalar parameter type's boundary values; all 256
// values of 8-bit types if all8.
func boundaryValues(t reflect.Type, all8 bool) []reflect.Value {
	var bits []uint64
	switch {
	case t.Kind() == reflect.Bool:
		bits = []uint64{0, 1}
	case t.Bits() == 8 && all8:
		for x := range uint64(256) {
			bits = append(bits, x)
		}
	default:
		bits = intBoundary(t)
	}
	out := make([]reflect.Value, len(bits))
	for i, x := range bits {
		out[i] = reflect.New(t).Elem()
		setBits(out[i], x)
	}
	return out
}

// inputVectors returns the argument vectors for a function of type ft.
func inputVectors(ft reflect.Type, r *rand.Rand, nRandom int) [][]reflect.Value {
	var vecs [][]reflect.Value
	scalar := true
	for i := range ft.NumIn() {
		scalar = scalar && isScalar(ft.In(i))
	}
	if scalar {
		vecs = product(ft, maxProduct)
	}
	for range nRandom {
		vecs = append(vecs, randomVector(ft, r))
	}
	return vecs
}

// product enumerates all combinations of boundary values (all values of a
// single 8-bit parameter), or none when there are more than max.
func product(ft reflect.Type, max int) [][]reflect.Value {
	lists := make([][]reflect.Value, ft.NumIn())
	n := 1
	for i := range lists {
		lists[i] = boundaryValues(ft.In(i), len(lists) == 1)
		n *= len(lists[i])
		if n > max {
			return nil
		}
	}
	vecs := make([][]reflect.Value, 0, n)
	for k := range n {
		vec := make([]reflect.Value, len(lists))
		for i, l := range lists {
			vec[i] = l[k%len(l)]
			k /= len(l)
		}
		vecs = append(vecs, vec)
	}
	return vecs
}

// randomVector draws the sequences first, then integers that may hit their
// lengths.
func randomVector(ft reflect.Type, r *rand.Rand) []reflect.Value {
	vec := make([]reflect.Value, ft.NumIn())
	var lens []int
	for i := range vec {
		t := ft.In(i)
		if isScalar(t) {
			continue
		}
		vec[i] = randomSeq(t, r)
		switch t.Kind() {
		case reflect.Slice:
			lens = append(lens, vec[i].Len(), vec[i].Cap())
		case reflect.String, reflect.Array:
			lens = append(lens, vec[i].Len())
		}
	}
	for i := range vec {
		if vec[i].IsValid() {
			continue
		}
		vec[i] = reflect.New(ft.In(i)).Elem()
		setBits(vec[i], randomScalar(ft.In(i), lens, r))
	}
	return vec
}

// randomScalar returns bits for an integer or bool of type t.
func randomScalar(t reflect.Type, lens []int, r *rand.Rand) uint64 {
	if t.Kind() == reflect.Bool {
		return r.Uint64() & 1
	}
	switch k := r.IntN(20); {
	case k < 6:
		b := intBoundary(t)
		return b[r.IntN(len(b))]
	case k < 11:
		return uint64(r.IntN(13) - 4)
	case k < 16 && len(lens) > 0:
		return uint64(lens[r.IntN(len(lens))] + r.IntN(4) - 2)
	}
	return r.Uint64() >> r.IntN(64)
}

// seqBytes are favoured string bytes: ASCII, NUL, and bytes of multi-byte
// and invalid UTF-8 (strings are indexed by bytes, not runes).
var seqBytes = []byte{'a', 'b', '0', 0, 0x7f, 0x80, 0xc3, 0xa9, 0xff}

// randomSeq returns a short slice (with spare capacity at times), string,
// array, struct or non-nil pointer to one of type t.
func randomSeq(t reflect.Type, r *rand.Rand) reflect.Value {
	n := r.IntN(7)
	if r.IntN(4) == 0 {
		n = r.IntN(2)
	}
	switch t.Kind() {
	case reflect.Pointer:
		p := reflect.New(t.Elem())
		p.Elem().Set(randomSeq(t.Elem(), r))
		return p
	case reflect.Struct:
		v := reflect.New(t).Elem()
		fillElems(v, r)
		return v
	case reflect.String:
		b := make([]byte, n)
		for i := range b {
			if r.IntN(3) == 0 {
				b[i] = byte(r.Uint32())
			} else {
				b[i] = seqBytes[r.IntN(len(seqBytes))]
			}
		}
		return reflect.ValueOf(string(b))
	case reflect.Array:
		v := reflect.New(t).Elem()
		fillElems(v, r)
		return v
	}
	v := reflect.MakeSlice(t, n, n+r.IntN(3))
	if n == 0 && r.IntN(2) == 0 {
		v = reflect.Zero(t) // nil
	}
	fillElems(v, r)
	return v
}

// fillElems fills the elements of an array or slice, or the fields of a
// struct, with random values.
func fillElems(v reflect.Value, r *rand.Rand) {
	if v.Kind() == reflect.Struct {
		for i := range v.NumField() {
			if f := v.Field(i); isScalar(f.Type()) {
				setBits(f, randomScalar(f.Type(), nil, r))
			} else {
				f.Set(randomSeq(f.Type(), r))
			}
		}
		return
	}
	for i := range v.Len() {
		setBits(v.Index(i), randomScalar(v.Type().Elem(), nil, r))
	}
}

// decodeVector builds arguments for ft from fuzz data: 8 little-endian
// bytes per integer, a length byte and then elements for sequences; missing
// bytes read as 0.
func decodeVector(ft reflect.Type, data []byte) []reflect.Value {
	next := func() uint64 {
		var x uint64
		for i := range 8 {
			if len(data) > 0 {
				x |= uint64(data[0]) << (8 * i)
				data = data[1:]
			}
		}
		return x
	}
	vec := make([]reflect.Value, ft.NumIn())
	for i := range vec {
		t := ft.In(i)
		switch t.Kind() {
		case reflect.String:
			n := int(next() % 9)
			b := make([]byte, n)
			for j := range b {
				b[j] = byte(next())
			}
			vec[i] = reflect.ValueOf(string(b))
		case reflect.Slice, reflect.Array:
			v := reflect.New(t).Elem()
			if t.Kind() == reflect.Slice {
				n := int(next() % 9)
				v = reflect.MakeSlice(t, n, n+int(next()%3))
			}
			for j := range v.Len() {
				setBits(v.Index(j), next())
			}
			vec[i] = v
		default:
			vec[i] = reflect.New(t).Elem()
			setBits(vec[i], next())
		}
	}
	return vec
}
