package boundsstd

// splitSave: frag := s[:i+save] passes only if i+save is within cap(s),
// whatever the sum's wrap-around, and frag's capacity is cap(s): the full
// slice expression on frag is in range (after bytes.splitSeq).
func splitSave(s []byte, i, save int) []byte {
	frag := s[:i+save] // want `^s\[:i \+ save\]: slice bounds not proven in range$`
	return frag[:len(frag):len(frag)]
}

// splitSaveWrong: the capacity of frag is not its length plus one.
func splitSaveWrong(s []byte, i, save int) []byte {
	frag := s[:i+save]                     // want `^s\[:i \+ save\]: slice bounds not proven in range$`
	return frag[: len(frag) : len(frag)+1] // want `^frag\[:len\(frag\):len\(frag\) \+ 1\]: slice bounds not proven in range$`
}
