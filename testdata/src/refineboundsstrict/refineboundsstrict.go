// Package refineboundsstrict holds the unsafe bounds twin of package
// refinesafe: refinement must not prove it, and strict mode reports it
// (latent: it fails for slices of even length only).
package refineboundsstrict

// evens: i == 2j, but xs[2*j+2] reads one past the pair: out of range for
// an even length.
func evens(xs []int) int {
	s, j := 0, 0
	for i := 0; i+1 < len(xs); i += 2 {
		s += xs[2*j+2] // want `^xs\[2 \* j \+ 2\]: index not proven in range$`
		j++
	}
	return s
}
