package boundsstd

// The lengths of a call's results reach the values that extract them from
// its tuple: crypto/md5's UnmarshalBinary consumes a fixed-size state.
const stateSize = 4 + 4*4 + 64 + 8

type hashState struct {
	s   [4]uint32
	x   [64]byte
	len uint64
}

func (d *hashState) unmarshal(b []byte) bool {
	if len(b) != stateSize || string(b[:4]) != "md5\x01" {
		return false
	}
	b = b[4:]
	b, d.s[0] = consumeWord(b)
	b, d.s[1] = consumeWord(b)
	b, d.s[2] = consumeWord(b)
	b, d.s[3] = consumeWord(b)
	b = b[copy(d.x[:], b):]
	b, d.len = consumeDouble(b)
	return len(b) == 0
}

func consumeWord(b []byte) ([]byte, uint32) {
	return b[4:], uint32(b[0])<<24 | uint32(b[1])<<16 | uint32(b[2])<<8 | uint32(b[3])
}

func consumeDouble(b []byte) ([]byte, uint64) {
	return b[8:], uint64(b[7])
}

// Each consumption shortens the rest: one word too many is not covered.
func (d *hashState) unmarshalShort(b []byte) bool {
	if len(b) != 4*4 {
		return false
	}
	var w [5]uint32
	b, w[0] = consumeWordOpen(b)
	b, w[1] = consumeWordOpen(b)
	b, w[2] = consumeWordOpen(b)
	b, w[3] = consumeWordOpen(b)
	b, w[4] = consumeWordOpen(b)
	return w[4] != 0
}

func consumeWordOpen(b []byte) ([]byte, uint32) {
	return b[4:], uint32(b[0]) // want `^b\[4:\]: slice bounds not proven in range$`
}

// strings.Cut-like results keep their lengths.
func cutAt(s string, i int) (before, after string, found bool) {
	if i < 0 || i >= len(s) {
		return s, "", false
	}
	return s[:i], s[i+1:], true
}

func firstOfRest(s string, i int) byte {
	_, after, found := cutAt(s, i)
	if found && len(after) > 0 {
		return after[0]
	}
	return 0
}

func firstOfBefore(s string, i int) byte {
	before, _, _ := cutAt(s, i)
	return before[0] // want `^before\[0\]: index not proven in range$`
}
