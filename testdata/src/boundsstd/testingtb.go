package boundsstd

import (
	"errors"
	"testing"
)

// loadAll returns nil and an error, or n+1 elements.
func loadAll(n int, ok bool) ([]int, error) {
	if !ok || n < 0 || n > 1000 {
		return nil, errors.New("cannot load")
	}
	return make([]int, n+1), nil
}

// firstLoaded stops the test through testing.TB when loadAll fails:
// tb.Fatal never returns.
func firstLoaded(tb testing.TB, n int, ok bool) int {
	s, err := loadAll(n, ok)
	if err != nil {
		tb.Fatal(err)
	}
	return s[0]
}

// firstLoadedError only records the failure: tb.Error returns.
func firstLoadedError(tb testing.TB, n int, ok bool) int {
	s, err := loadAll(n, ok)
	if err != nil {
		tb.Error(err)
	}
	return s[0] // want `^s\[0\]: index not proven in range$`
}
