// Package boundssafe holds index and slice expressions the bounds analyzer
// proves in range: silent in default and in strict mode.
package boundssafe

// getChecked: the guard confines i to [0, len(xs)).
func getChecked(xs []int, i int) (int, bool) {
	if i < 0 || i >= len(xs) {
		return 0, false
	}
	return xs[i], true
}

// sum: the loop condition gives 0 <= i < len(xs) at the index.
func sum(xs []int) int {
	t := 0
	for i := 0; i < len(xs); i++ {
		t += xs[i]
	}
	return t
}

// clone: range indices are in range of xs, and ys has len(xs) elements
// (needs the relation i < len(xs) == len(ys)).
func clone(xs []int) []int {
	ys := make([]int, len(xs))
	for i := range xs {
		ys[i] = xs[i]
	}
	return ys
}

// reverse: 0 <= i < j <= len(xs)-1 inside the loop (octagon: i < j).
func reverse(xs []byte) {
	for i, j := 0, len(xs)-1; i < j; i, j = i+1, j-1 {
		xs[i], xs[j] = xs[j], xs[i]
	}
}

// table: a byte indexes a [256]byte array.
func table(c byte) byte {
	var t [256]byte
	return t[c]
}

// lowNibble: v&15 lies in [0, 15] for every int v.
func lowNibble(v int) int {
	var t [16]int
	return t[v&15]
}

// search: binary search, lo <= mid < hi <= len(xs).
func search(xs []int, x int) int {
	lo, hi := 0, len(xs)
	for lo < hi {
		mid := lo + (hi-lo)/2
		if xs[mid] < x {
			lo = mid + 1
		} else {
			hi = mid
		}
	}
	return lo
}

// prefix: the guard confines n to [0, len(s)].
func prefix(s string, n int) string {
	if n >= 0 && n <= len(s) {
		return s[:n]
	}
	return s
}

// headOrZero: the index is guarded by len(xs) > 0.
func headOrZero(xs []int) int {
	if len(xs) == 0 {
		return 0
	}
	return xs[0]
}

// third: the guard gives len(s) >= 3, so index 2 of the string is in range.
func third(s string) byte {
	if len(s) < 3 {
		return 0
	}
	return s[2]
}

// full: a three-index slice with 0 <= i <= j <= k <= cap(s).
func full(s []int, i, j, k int) []int {
	if 0 <= i && i <= j && j <= k && k <= cap(s) {
		return s[i:j:k]
	}
	return nil
}

// ring: i%len(xs) lies in (-len(xs), len(xs)); the guard on i keeps it
// non-negative.
func ring(xs []int, i int) int {
	if len(xs) == 0 || i < 0 {
		return 0
	}
	return xs[i%len(xs)]
}

// batches: rem is at most len(xs)-off, so off+rem is at most len(xs); the
// bound comes from two three-variable facts (rem + off - len(xs) <= 0 and
// end - off - rem == 0) whose sum is octagonal.
func batches(xs []byte, size int) int {
	if size < 1 || size > 1<<16 {
		return 0
	}
	total := 0
	for off := 0; off < len(xs); {
		rem := len(xs) - off
		if rem > size {
			rem = size
		}
		end := off + rem
		total += int(xs[off:end][0])
		off = end
	}
	return total
}

// window: safe, the guard gives 0 <= from <= from+n <= len(s) (n <=
// len(s)-from cannot wrap since len(s)-from >= 0).
func window(s []byte, from, n int) []byte {
	if from < 0 || n < 0 || from > len(s) || n > len(s)-from {
		return nil
	}
	return s[from : from+n]
}

// lastByteOfRune: safe, range over a string yields byte offsets i with
// 0 <= i < len(s).
func lastByteOfRune(s string) byte {
	var last byte
	for i := range s {
		last = s[i]
	}
	return last
}

// uintGuard: safe, the guard is the check itself for an unsigned index.
func uintGuard(s string, a []int, i uint, j uintptr) int {
	t := 0
	if i < uint(len(s)) {
		t += int(s[i])
	}
	if j < uintptr(len(a)) {
		t += a[j]
	}
	return t
}

// midpoint: i + (j-i)/2 < len(s) from i <= j < len(s), by bounding
// i + j - 2·len(s) as (i - len(s)) + (j - len(s)).
func midpoint(s []int, i, j int) int {
	if i < 0 || j < i || j >= len(s) {
		return 0
	}
	return s[i+(j-i)/2]
}

// ringPos: i % len(buf) lies strictly between -len(buf) and len(buf).
func ringPos(buf []int, i int) int {
	if len(buf) == 0 {
		return 0
	}
	k := i % len(buf)
	if k < 0 {
		k += len(buf)
	}
	return buf[k]
}

// ringMask: x & (len(buf)-1) lies in [0, len(buf)-1] for any x once
// len(buf) >= 1; seqSlot: c % uint32(len(buf)) is below uint32(len(buf)),
// which is at most len(buf).
func ringMask(buf []int, x int) int {
	if len(buf) == 0 {
		return 0
	}
	return buf[x&(len(buf)-1)]
}

func seqSlot(buf []int, c uint32) int {
	if len(buf) == 0 {
		return 0
	}
	return buf[c%uint32(len(buf))]
}

// wordsOf converts every 8 bytes of b to an array, each proven long
// enough.
func wordsOf(b []byte) (n int) {
	for len(b) >= 8 {
		w := [8]byte(b)
		n += int(w[0])
		b = b[8:]
	}
	return n
}

// history reuses its buffer when its capacity suffices: after the branch,
// the field holds either a new buffer of size elements or the old one,
// whose capacity the branch bounded, so reslicing it to size is in range
// on both ways in.
type history struct {
	hist []byte
	pos  int
}

func (h *history) reset(size int) {
	if size < 0 {
		return
	}
	if cap(h.hist) < size {
		h.hist = make([]byte, size)
	}
	h.hist = h.hist[:size]
	h.pos = 0
}

// pairOf returns the first two elements of s, or two zeros;
// firstPair reslices what it returns to two elements, within the cap,
// which is never below the length pairOf's postcondition gives.
func pairOf(s []int) []int {
	if len(s) < 2 {
		return make([]int, 2)
	}
	return s[:2:2]
}

func firstPair(s []int) []int {
	return pairOf(s)[0:2]
}

// A header holds four 24-byte records: entry(i) starts record i, and its
// callers' i below four leave it at least 25 bytes (its postcondition for
// small i: len(s) - 24*i, with no wrap-around), which offset's slicing
// then needs. The inner loop leaves i alone, so its head does not widen
// it: 0 <= i holds at the call of entry on every round.
type records []byte
type record []byte

func (s records) entry(i int) record { return record(s[i*24:]) }
func (r record) offset() []byte      { return r[0:][:12] }

func RecordSum(h *[512]byte) int {
	s := records(h[386:][:24*4+1])
	n := 0
	for i := 0; i < len(s)/24; i++ {
		for _, c := range s.entry(i).offset() {
			n += int(c)
		}
	}
	return n
}

// signTail keeps len(num) >= 1 around its first loop, which it enters
// with len(num) >= 2 (no sign to drop) or >= 1 (sign dropped): the loop
// head joins what enters it, and only widens what comes around, so the
// bound both entries share survives to num[1:].
func signTail(num []byte, sharp bool, digits int) []byte {
	if len(num) < 2 {
		return nil
	}
	if num[1] == '-' || num[1] == '+' {
		num = num[1:]
	} else {
		num[0] = '+'
	}
	if sharp {
		var tailBuf [6]byte
		tail := tailBuf[:0]
		for i := 1; i < len(num); i++ {
			switch num[i] {
			case 'p', 'P':
				tail = append(tail, num[i:]...)
				num = num[:i]
			}
		}
		for digits > 0 {
			num = append(num, '0')
			digits--
		}
		num = append(num, tail...)
	}
	return num[1:]
}

// nameLen returns how many bytes of s the name at its start takes: at
// most len(s).
func nameLen(s string) int {
	i := 0
	for i < len(s) && s[i] != '}' {
		i++
	}
	return i
}

// skipNames drops what follows each '$' up to a '}': nameLen's result is
// at most the length of the rest of s (len(s) - (j+1)), so j + w stays
// below len(s) and s[i:] is in range.
func skipNames(s string) string {
	i := 0
	for j := 0; j < len(s); j++ {
		if s[j] == '$' && j+1 < len(s) {
			w := nameLen(s[j+1:])
			j += w
			i = j + 1
		}
	}
	return s[i:]
}

// packer encodes varints into data.
type packer struct{ data []byte }

// varint appends x's bytes to b.data: the loop gives b.data one variable
// across its rounds, so its postcondition says b.data grows.
func (b *packer) varint(x uint64) {
	for x >= 128 {
		b.data = append(b.data, byte(x)|0x80)
		x >>= 7
	}
	b.data = append(b.data, byte(x))
}

// packed writes xs, then moves their length before them: len(b.data)
// only grows across varint, in the loop and after it, so n1 <= n2 <= n3.
func (b *packer) packed(xs []uint64) {
	n1 := len(b.data)
	for _, u := range xs {
		b.varint(u)
	}
	n2 := len(b.data)
	b.varint(uint64(n2 - n1))
	n3 := len(b.data)
	tail := append([]byte(nil), b.data[n2:n3]...)
	copy(b.data[n1+(n3-n2):], b.data[n1:n2])
	copy(b.data[n1:], tail)
}

// freqOf returns the byte counts of text: freq itself when it holds them
// already, else freq (or bucket, when freq is nil) cut to 256 and filled.
func freqOf(text []byte, freq, bucket []int32) []int32 {
	if freq != nil && freq[0] >= 0 {
		return freq
	}
	if freq == nil {
		freq = bucket
	}
	freq = freq[:256]
	clear(freq)
	for _, c := range text {
		freq[c]++
	}
	return freq
}

// bucketEnds is only called with a freq of 256 counts: freqOf returns
// it, or a slice of 256, so freq[:256] is in range. freqOf has too many
// variables for a relational analysis of its own: the alternatives of
// its postcondition (r0 == freq, or len(r0) == 256) come from the one of
// its results' cone.
func bucketEnds(text []byte, freq, bucket []int32) {
	freq = freqOf(text, freq, bucket)
	freq = freq[:256]
	total := int32(0)
	for i, n := range freq {
		total += n
		bucket[i&255] = total
	}
}

// Buckets computes the bucket ends of text in tmp.
func Buckets(text []byte, tmp []int32) {
	if len(tmp) < 512 {
		tmp = make([]int32, 512)
	}
	bucketEnds(text, tmp[:256], tmp[256:512])
}
