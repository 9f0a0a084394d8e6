// Package summarycaller uses the postconditions of summarycallee's
// functions (imported as facts) and of its own helpers.
package summarycaller

import "summarycallee"

// After is proven: IndexByte's result is -1 or below len(s).
func After(s string) string {
	i := summarycallee.IndexByte(s, '=')
	if i < 0 {
		return ""
	}
	return s[i+1:]
}

// Before is latent: s[:i] fails exactly when s holds no '='.
func Before(s string) string {
	i := summarycallee.IndexByte(s, '=')
	return s[:i] // want `^s\[:i\]: slice bounds not proven in range$`
}

// Tail is not proven: Last's result may be len(xs), past the end of ys.
func Tail(xs, ys []int) int {
	if len(ys) < len(xs) {
		return 0
	}
	return ys[summarycallee.Last(xs)] // want `index not proven in range`
}

// Unknown is not proven: Opaque's result is unrelated to len(xs).
func Unknown(xs []int, n int) int {
	return xs[summarycallee.Opaque(n)] // want `index not proven in range`
}

// AfterGet is proven: Get returns only when 0 <= i < len(a).
func AfterGet(a []int, i int) int {
	_ = summarycallee.Get(a, i)
	return a[i]
}

// indexOf is a same-package helper: -1 or an index of xs.
func indexOf(xs []int, x int) int {
	for i, y := range xs {
		if y == x {
			return i
		}
	}
	return -1
}

// Find is proven through indexOf's postcondition.
func Find(xs []int, x int) int {
	if i := indexOf(xs, x); i >= 0 {
		return xs[i]
	}
	return 0
}

// countdown is recursive: it gets no postcondition.
func countdown(n int) int {
	if n <= 0 {
		return 0
	}
	return countdown(n-1) + 1
}

// Recursive is not proven: countdown's result is havocked.
func Recursive(xs []int) int {
	if len(xs) == 0 {
		return 0
	}
	return xs[countdown(len(xs)-1)] // want `index not proven in range`
}

// FromGeneric is proven: the postcondition of the generic Position (a fact
// on the generic function) holds of its instance for []string.
func FromGeneric(names []string, x string) string {
	if i := summarycallee.Position(names, x); i >= 0 {
		return names[i]
	}
	return ""
}

// FromGenericLatent is not proven: the result is -1 when x is absent.
func FromGenericLatent(names []string, x string) string {
	i := summarycallee.Position(names, x)
	return names[i] // want `index not proven in range`
}

// Clamped is proven: a non-negative result of Clamp is below len(xs).
func Clamped(xs []int, i int) int {
	j := summarycallee.Clamp(i, len(xs))
	if j < 0 {
		return 0
	}
	return xs[j]
}

// ClampedUnchecked is not proven: Clamp returns -1 for an empty xs.
func ClampedUnchecked(xs []int, i int) int {
	return xs[summarycallee.Clamp(i, len(xs))] // want `index not proven in range`
}

// Indent is proven: the trimmed string is no longer than s.
func Indent(s string) string {
	t := summarycallee.TrimSpaces(s)
	return s[:len(s)-len(t)]
}

// IndentOther is not proven: t is no longer than s, not than u.
func IndentOther(s, u string) string {
	t := summarycallee.TrimSpaces(s)
	return u[:len(u)-len(t)] // want `slice bounds not proven in range`
}

// Filled is proven: Fill(8) has 8 bytes.
func Filled() byte {
	b := summarycallee.Fill(8)
	return b[7]
}

// FilledShort is not proven: Fill(4) has 4 bytes.
func FilledShort() byte {
	b := summarycallee.Fill(4)
	return b[4] // want `index out of range|index not proven in range`
}

// LastOfWord is proven: a Word ends past i, within s (a case of Scan's
// integer result, one of three constants).
func LastOfWord(s string, i int) byte {
	k, j := summarycallee.Scan(s, i)
	if k == summarycallee.Word {
		return s[j-1]
	}
	return 0
}

// LastOfAny is not proven: at the end, j is i, which may be 0.
func LastOfAny(s string, i int) byte {
	k, j := summarycallee.Scan(s, i)
	if k != summarycallee.Bad {
		return s[j-1] // want `index not proven in range`
	}
	return 0
}

// Words is proven: in the loop, the states of Scan's six kinds stay
// apart, so the end of a token of any of the four kinds with one is past
// i wherever the loop's states pile up.
func Words(s string) int {
	n, i := 0, 0
	for i < len(s) {
		k, j := summarycallee.Scan(s, i)
		if k == summarycallee.End || k == summarycallee.Bad {
			break
		}
		n += int(s[j-1])
		i = j
	}
	return n
}

// Terminate is proven: TrimSlash's result is no longer than its argument,
// whose length nothing else here measures (archive/tar's formatString).
func Terminate(b []byte, s string) {
	if len(b) > 0 && len(s) >= len(b) {
		n := len(summarycallee.TrimSlash(s[:len(b)-1]))
		b[n] = 0
	}
}

// TerminateLong is not proven: the argument may be as long as b.
func TerminateLong(b []byte, s string) {
	if len(s) >= len(b) {
		n := len(summarycallee.TrimSlash(s[:len(b)]))
		b[n] = 0 // want `^b\[n\]: index not proven in range$`
	}
}
