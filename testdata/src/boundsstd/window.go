package boundsstd

// window: image/draw's pixel loop takes s := pix[i : i+4 : i+4] at any i;
// past the slice check, s has length and capacity 4, whatever i is.
func window(pix []byte, i0, i1, step int) uint32 {
	var t uint32
	for i := i0; i != i1; i += step {
		s := pix[i : i+4 : i+4] // want `^pix\[i:i \+ 4:i \+ 4\]: slice bounds not proven in range$`
		t += uint32(s[0]) + uint32(s[3])
		s = s[:cap(s)]
	}
	return t
}

// windowShifted: both bounds add to one base; the length is their difference.
func windowShifted(s string, i int) byte {
	t := s[i-1 : i+2] // want `^s\[i - 1:i \+ 2\]: slice bounds not proven in range$`
	return t[2]
}

// windowPastEnd: the window is 4 long, index 4 is past it on every path:
// a manifest failure.
func windowPastEnd(pix []byte, i int) byte {
	s := pix[i : i+4] // want `^pix\[i:i \+ 4\]: slice bounds not proven in range$`
	return s[4]       // want `^s\[4\]: index out of range \[4\] with length 4 on every path through line 24 \(witness: `
}

// windowOtherBase: the bounds add to different variables; the length,
// v+4-u, may be anything from 0 up.
func windowOtherBase(pix []byte, u, v int) byte {
	s := pix[u : v+4] // want `^pix\[u:v \+ 4\]: slice bounds not proven in range$`
	return s[3]       // want `^s\[3\]: index not proven in range$`
}

// direntName: syscall.ParseDirent cuts a record's name at its first NUL.
// The bounds are uint64, converted to int for the slice: the cut name[:i]
// stays within the capacity that the passed slice check gives.
func direntName(rec []byte, namlen uint64) []byte {
	const namoff = uint64(19)
	if namlen > 256 || namoff+namlen > uint64(len(rec)) {
		return nil
	}
	name := rec[namoff : namoff+namlen]
	for i, c := range name {
		if c == 0 {
			name = name[:i]
			break
		}
	}
	return name
}

// direntNameTooFar: cutting one past the NUL may pass the capacity.
func direntNameTooFar(rec []byte, namlen uint64) []byte {
	const namoff = uint64(19)
	if namlen > 256 || namoff+namlen > uint64(len(rec)) {
		return nil
	}
	name := rec[namoff : namoff+namlen]
	for i, c := range name {
		if c == 0 {
			return name[:i+2] // want `^name\[:i \+ 2\]: slice bounds not proven in range$`
		}
	}
	return name
}
