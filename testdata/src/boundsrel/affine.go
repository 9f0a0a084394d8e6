package boundsrel

// Relations of three or more variables, or with coefficients other than
// ±1, that the code's own divisions, products and copies state.

// Keys carves six pieces out of one buffer: len(km) == 2m + 2k + 2v, then
// each step takes m, k or v off.
func Keys(m, k, v int) (a, b, c, d, e, f []byte) {
	if m < 0 || k < 0 || v < 0 || m > 64 || k > 64 || v > 64 {
		return
	}
	km := make([]byte, 2*m+2*k+2*v)
	a, km = km[:m], km[m:]
	b, km = km[:m], km[m:]
	c, km = km[:k], km[k:]
	d, km = km[:k], km[k:]
	e, km = km[:v], km[v:]
	f = km[:v]
	return
}

// Records reads n records of 8 bytes: i < n and len(b) >= 8n.
func Records(b []byte, n int) int {
	if n < 0 || n > 1<<20 || len(b) < 8*n {
		return 0
	}
	s := 0
	for i := 0; i < n; i++ {
		r := b[8*i : 8*i+8]
		s += int(r[7])
	}
	return s
}

// RecordsWrap's 8*n may wrap around: a huge n passes the guard.
func RecordsWrap(b []byte, n int) int {
	if n < 0 || len(b) < 8*n {
		return 0
	}
	s := 0
	for i := 0; i < n; i++ {
		r := b[8*i : 8*i+8] // want `^b\[8 \* i:8 \* i \+ 8\]: slice bounds not proven in range$`
		s += int(r[7])
	}
	return s
}

// Mid indexes the second half: m + i < 2m <= len(a).
func Mid(a []int, i int) int {
	m := len(a) / 2
	if i < 0 || i >= m {
		return 0
	}
	return a[m+i]
}

// MidPast may reach a[2m], past the end when len(a) is even.
func MidPast(a []int, i int) int {
	m := len(a) / 2
	if i < 0 || i > m {
		return 0
	}
	return a[m+i] // want `^a\[m \+ i\]: index not proven in range$`
}

// Quarters: 3q <= 4q <= len(b).
func Quarters(b []byte) []byte {
	q := len(b) / 4
	return b[q : 3*q]
}

// QuartersUp rounds up: 4q may exceed len(b).
func QuartersUp(b []byte) []byte {
	q := (len(b) + 3) / 4
	return b[q : 4*q] // want `^b\[q:4 \* q\]: slice bounds not proven in range$`
}
