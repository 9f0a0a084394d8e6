// Package summarycallee holds functions whose postconditions (facts) the
// package summarycaller uses across the package boundary.
package summarycallee

// IndexByte returns -1 or an index i with 0 <= i < len(s): the
// postcondition -1 <= r0 <= len(p0)-1.
func IndexByte(s string, c byte) int {
	for i := 0; i < len(s); i++ {
		if s[i] == c {
			return i
		}
	}
	return -1
}

// Last returns len(xs)-1 when xs is not empty, 0 otherwise: r0 <= len(p0)
// and r0 >= 0, but nothing finer across the two cases.
func Last(xs []int) int {
	if len(xs) == 0 {
		return 0
	}
	return len(xs) - 1
}

// Opaque returns some non-negative value unrelated to its argument.
func Opaque(n int) int {
	if n < 0 {
		return -n / 2
	}
	return n / 3
}

// Get returns a[i]; it returns only when 0 <= i < len(a).
func Get(a []int, i int) int {
	return a[i] // want `^a\[i\]: index not proven in range$`
}

// Position is generic: its postcondition, -1 <= r0 <= len(p0)-1, holds of
// every instance, and is exported for the generic function.
func Position[S ~[]E, E comparable](s S, x E) int {
	for i := range s {
		if s[i] == x {
			return i
		}
	}
	return -1
}

// Clamp returns -1 when n <= 0, and otherwise i clamped into [0, n-1]:
// one case per sign of the result (r0 >= 0 => r0 <= p1 - 1), which the
// join of the two (r0 <= p1 - 1 fails for n < 0) cannot say.
func Clamp(i, n int) int {
	if n <= 0 {
		return -1
	}
	if i < 0 {
		return 0
	}
	if i >= n {
		return n - 1
	}
	return i
}

// TrimSpaces returns s without its leading spaces: a suffix of s, so
// len(r0) <= len(p0) (a postcondition on the length of a result).
func TrimSpaces(s string) string {
	for len(s) > 0 && s[0] == ' ' {
		s = s[1:]
	}
	return s
}

// Fill returns a new slice of n bytes: len(r0) == p0.
func Fill(n int) []byte {
	return make([]byte, n)
}

// Token kinds Scan returns.
const (
	End = iota
	Word
	Bad
	Number
	Space
	Pair
)

// Scan returns the kind of the token at s[i:] and the index past it: past
// i for a word, i itself at the end or before a byte that starts none.
func Scan(s string, i int) (kind, next int) {
	if i < 0 || i >= len(s) {
		return End, i
	}
	switch s[i] {
	case ' ':
		return Space, i + 1
	case '0', '1':
		return Number, i + 1
	case '(':
		if i+1 < len(s) && s[i+1] == ')' {
			return Pair, i + 2
		}
	}
	j := i
	for j < len(s) && 'a' <= s[j] && s[j] <= 'z' {
		j++
	}
	if j == i {
		return Bad, i
	}
	return Word, j
}

// TrimSlash removes trailing slashes: len(r0) <= len(p0).
func TrimSlash(s string) string {
	for len(s) > 0 && s[len(s)-1] == '/' {
		s = s[:len(s)-1]
	}
	return s
}
