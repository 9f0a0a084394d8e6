// Package p38_digits: number formatting/parsing.
package p38_digits

func Atoi(s string) (int, bool) {
	if len(s) == 0 {
		return 0, false
	}
	neg := s[0] == '-'
	i := 0
	if neg {
		i = 1
	}
	if i == len(s) {
		return 0, false
	}
	n := 0
	for ; i < len(s); i++ {
		c := s[i]
		if c < '0' || c > '9' {
			return 0, false
		}
		n = n*10 + int(c-'0')
	}
	if neg {
		n = -n
	}
	return n, true
}

func Hex(x uint32) string {
	var buf [8]byte
	for i := 7; i >= 0; i-- {
		buf[i] = "0123456789abcdef"[x&15]
		x >>= 4
	}
	return string(buf[:])
}

func Hex64(x uint64) string {
	var buf [8]byte
	i := len(buf)
	for x != 0 {
		i--
		buf[i] = "0123456789abcdef"[x&15] // strict:bounds
		x >>= 4
	}
	return string(buf[i:])
}
