package boundsstd

// byteString is a parser's input: read(n) returns nil, or the next n bytes,
// which its callers index after checking for nil.
type byteString []byte

func (s *byteString) read(n int) []byte {
	if len(*s) < n || n < 0 {
		return nil
	}
	v := (*s)[:n]
	*s = (*s)[n:]
	return v
}

// readUint16 decodes two bytes read returned.
func (s *byteString) readUint16() (uint16, bool) {
	v := s.read(2)
	if v == nil {
		return 0, false
	}
	return uint16(v[0])<<8 | uint16(v[1]), true
}

// readUnsigned decodes length bytes.
func (s *byteString) readUnsigned(length int) (uint64, bool) {
	v := s.read(length)
	if v == nil {
		return 0, false
	}
	var r uint64
	for i := 0; i < length; i++ {
		r = r<<8 | uint64(v[i])
	}
	return r, true
}

// readEmpty indexes what read(0) returns: nothing, even when not nil.
func (s *byteString) readEmpty() byte {
	v := s.read(0)
	if v == nil {
		return 0
	}
	return v[0] // want `^v\[0\]: index not proven in range$`
}

// orEmpty returns nil or a slice of len(b) - 2 elements.
func orEmpty(b []byte) []byte {
	if len(b) < 4 {
		return nil
	}
	return b[2:]
}

// second indexes what orEmpty returns when it is not nil.
func second(b []byte) byte {
	r := orEmpty(b)
	if r == nil {
		return 0
	}
	return r[1]
}

// secondOfAny indexes it whatever it returns.
func secondOfAny(b []byte) byte {
	r := orEmpty(b)
	return r[1] // want `^r\[1\]: index not proven in range$`
}

// digitsOf returns nil when s has no digit, else the digits it has.
func digitsOf(s string) []int {
	var out []int
	for i := 0; i < len(s); i++ {
		if '0' <= s[i] && s[i] <= '9' {
			out = append(out, int(s[i]-'0'))
		}
	}
	return out
}

// firstDigit reads the first digit once digitsOf returned some.
func firstDigit(s string) int {
	d := digitsOf(s)
	if d == nil {
		return -1
	}
	return d[0]
}

// firstDigitOrNot reads it whatever digitsOf returned.
func firstDigitOrNot(s string) int {
	d := digitsOf(s)
	return d[0] // want `^d\[0\]: index not proven in range$`
}
