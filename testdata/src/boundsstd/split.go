package boundsstd

// splitN (strings.genSplit): n != 0 and then n >= 0 leave n >= 1, so the
// slice made with n has room for the element after the loop.
func splitN(s []string, n int) []string {
	if n == 0 {
		return nil
	}
	if n < 0 {
		n = len(s) + 1
	}
	a := make([]string, n)
	n--
	i := 0
	for i < n && i < len(s) {
		a[i] = s[i]
		i++
	}
	a[i] = "rest"
	return a[:i+1]
}

// splitNZero: without the n == 0 test, n may be 0.
func splitNZero(s []string, n int) []string {
	if n < 0 {
		n = len(s) + 1
	}
	a := make([]string, n)
	n--
	i := 0
	for i < n && i < len(s) {
		a[i] = s[i]
		i++
	}
	a[i] = "rest" // want `^a\[i\]: index not proven in range$`
	return a[:i+1]
}
