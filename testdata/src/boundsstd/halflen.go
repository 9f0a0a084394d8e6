package boundsstd

// Two reads of one slice's length are one length: the buffer made with
// len(s)/2 elements has n of them (net.ParseMAC).
func halves(s string) []byte {
	if len(s)%2 != 0 {
		return nil
	}
	n := len(s) / 2
	if n != 6 && n != 8 && n != 20 {
		return nil
	}
	hw := make([]byte, len(s)/2)
	for i := 0; i < n; i++ {
		hw[i] = s[2*i]
	}
	return hw
}
