package boundstables

// widths is a read-only integer table: a switch on the index after the
// read tells which element was read.
var widths = [...]uint8{1, 2, 4, 8}

// field reads as many bytes as the kind's width, checked before the
// switch.
func field(kind int, b []byte) byte {
	if kind < 0 || kind >= len(widths) {
		return 0
	}
	w := widths[kind]
	if len(b) < int(w) {
		return 0
	}
	switch kind {
	case 3:
		return b[7]
	case 2:
		return b[3]
	case 1:
		return b[2] // want `^b\[2\]: index not proven in range$`
	}
	return b[0]
}

// fieldAfter compares the index with a constant only after the read, in
// an if: kinds above 1 have room for four bytes.
func fieldAfter(kind uint8, b []byte) byte {
	if int(kind) >= len(widths) {
		return 0
	}
	if len(b) < int(widths[kind]) {
		return 0
	}
	if kind >= 2 {
		return b[3]
	}
	return b[1] // want `^b\[1\]: index not proven in range$`
}
