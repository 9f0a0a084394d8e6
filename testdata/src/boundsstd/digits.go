package boundsstd

// Integer formatting into a buffer from its end, as strconv and fmt do:
// a loop that divides its guard variable by a constant runs a bounded
// number of rounds (20 digits at most for a uint64 in base 10, 64 in base
// 2), so the index moving one step per round stays in the buffer.

func digits10(u uint64) string {
	var buf [20]byte
	i := len(buf)
	for u >= 10 {
		i--
		buf[i] = byte('0' + u%10)
		u /= 10
	}
	i--
	buf[i] = byte('0' + u)
	return string(buf[i:])
}

// digits10Short has a buffer one byte too small for 20 digits.
func digits10Short(u uint64) string {
	var buf [19]byte
	i := len(buf)
	for u >= 10 {
		i--
		buf[i] = byte('0' + u%10)
		u /= 10
	}
	i--
	buf[i] = byte('0' + u) // want `^buf\[i\]: index not proven in range$`
	return string(buf[i:])
}

func octal32Fits(x uint32) []byte {
	var buf [11]byte
	i := len(buf)
	for x >= 8 {
		i--
		buf[i] = '0' + byte(x&7)
		x >>= 3
	}
	i--
	buf[i] = '0' + byte(x)
	return buf[i:]
}

func binary32(x uint32) []byte {
	var buf [32]byte
	i := len(buf)
	for x != 0 {
		i--
		buf[i] = '0' + byte(x&1)
		x >>= 1
	}
	return buf[i:]
}

// octal32 takes 3 bits a round: a uint32 has up to 11 octal digits, 10
// written by the loop and one after it, one more than its buffer holds.
func octal32(x uint32) []byte {
	var buf [10]byte
	i := len(buf)
	for x >= 8 {
		i--
		buf[i] = '0' + byte(x&7)
		x >>= 3
	}
	i--
	buf[i] = '0' + byte(x) // want `^buf\[i\]: index not proven in range$`
	return buf[i:]
}

// hex16 writes into a slice of a made length, with a signed guard.
func hex16(x int16) []byte {
	buf := make([]byte, 4)
	i := len(buf)
	for x > 0 {
		i--
		buf[i] = "0123456789abcdef"[x%16]
		x /= 16
	}
	return buf[i:]
}

// halving divides by 2 only on some rounds: no bound.
func halving(u uint64, odd bool) []byte {
	var buf [64]byte
	i := len(buf)
	for u > 0 {
		i--
		buf[i] = byte(u) // want `^buf\[i\]: index not proven in range$`
		if odd {
			u /= 2
		} else {
			u--
		}
	}
	return buf[i:]
}

// hexStack formats each value of stk into a buffer of its own, from its
// end: a loop that divides its guard inside another loop.
func hexStack(stk []uintptr, out func([]byte)) {
	for i := 0; i < len(stk); i++ {
		pc := stk[i]
		var buf [64]byte
		n := len(buf)
		n--
		buf[n] = ')'
		for pc > 0 {
			n--
			buf[n] = "0123456789abcdef"[pc&15]
			pc >>= 4
		}
		n--
		buf[n] = '('
		out(buf[n:])
	}
}
