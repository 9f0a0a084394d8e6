// Package p05_window: s[i:j] windows.
package p05_window

func MaxWindow(s []int, k int) int {
	if k <= 0 || k > len(s) {
		return 0
	}
	best := 0
	for i := 0; i+k <= len(s); i++ {
		w := s[i : i+k]
		t := 0
		for _, v := range w {
			t += v
		}
		if t > best {
			best = t
		}
	}
	return best
}

func Prefix(s string, n int) string {
	if n > len(s) {
		return s
	}
	return s[:n] // strict:bounds
}

func Suffix(s []byte, n int) []byte {
	if n < 0 || n > len(s) {
		return nil
	}
	return s[len(s)-n:]
}
