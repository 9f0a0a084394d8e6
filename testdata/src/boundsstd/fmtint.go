package boundsstd

// fmtInt formats u as fmt does, into a buffer of at least 68 bytes,
// with a precision, prefixes and a sign. It has too many variables for
// octagons over the whole function, so its checks are proven by packs of
// the variables they depend on; the pack of the digit loops must take
// the loops' round counters along.
type fmtInt struct {
	intbuf                   [68]byte
	wid, prec                int
	widPresent, precPresent  bool
	zero, minus, plus, space bool
	sharp                    bool
	out                      []byte
}

func (f *fmtInt) format(u uint64, base int, isSigned bool, verb rune, digits string) {
	negative := isSigned && int64(u) < 0
	if negative {
		u = -u
	}
	buf := f.intbuf[0:]
	if f.widPresent || f.precPresent {
		width := 3 + f.wid + f.prec
		if width > len(buf) {
			buf = make([]byte, width)
		}
	}
	prec := 0
	if f.precPresent {
		prec = f.prec
		if prec == 0 && u == 0 {
			f.out = append(f.out, ' ')
			return
		}
	} else if f.zero && !f.minus && f.widPresent {
		prec = f.wid
		if negative || f.plus || f.space {
			prec--
		}
	}
	i := len(buf)
	switch base {
	case 10:
		for u >= 10 {
			i--
			next := u / 10
			buf[i] = byte('0' + u - next*10)
			u = next
		}
	case 16:
		for u >= 16 {
			i--
			buf[i] = digits[u&0xF] // want `^digits\[u & 0xF\]: index not proven in range$`
			u >>= 4
		}
	case 8:
		for u >= 8 {
			i--
			buf[i] = byte('0' + u&7)
			u >>= 3
		}
	case 2:
		for u >= 2 {
			i--
			buf[i] = byte('0' + u&1)
			u >>= 1
		}
	default:
		panic("unknown base")
	}
	i--
	buf[i] = digits[u] // want `^digits\[u\]: index not proven in range$`
	// The padding may fill buf to its start (f.prec is not known to be
	// at most the width the buffer was made for), so the prefixes below
	// are not proven.
	for i > 0 && prec > len(buf)-i {
		i--
		buf[i] = '0'
	}
	if f.sharp {
		switch base {
		case 2:
			i--
			buf[i] = 'b' // want `^buf\[i\]: index not proven in range$`
		case 16:
			i--
			buf[i] = digits[16] // want `^buf\[i\]: index not proven in range$` `^digits\[16\]: index not proven in range$`
		}
	}
	if negative {
		i--
		buf[i] = '-' // want `^buf\[i\]: index not proven in range$`
	} else if f.plus {
		i--
		buf[i] = '+' // want `^buf\[i\]: index not proven in range$`
	}
	f.out = append(f.out, buf[i:]...)
}
