package boundsstd

// Literals in package-level variables' initializers (flag.Usage,
// sync.OnceFunc(func() { ... })) are checked like other functions.

var lastByteOnce = func(s string) byte {
	if len(s) == 0 {
		return 0
	}
	return s[len(s)-1]
}

var firstByteOnce = func(s string) byte {
	return s[0] // want `^s\[0\]: index not proven in range$`
}

var (
	factors = []int{1, 2, 3}
	doubled = func() []int {
		out := make([]int, len(factors))
		for i, x := range factors {
			out[i] = 2 * x
		}
		return out
	}()
)
