package numeric

import "testing"

// TestClass checks a value's place among landmarks: each landmark is a
// class, and so is each gap between two of them.
func TestClass(t *testing.T) {
	marks := []int64{-3, 0, 1, 10}
	tests := []struct {
		x    int64
		want int
	}{
		{-100, 0}, {-3, 1}, {-2, 2}, {0, 3}, {1, 5}, {2, 6}, {9, 6}, {10, 7}, {11, 8}, {1 << 62, 8},
	}
	for _, tt := range tests {
		if got := class(tt.x, marks); got != tt.want {
			t.Errorf("class(%d) = %d, want %d", tt.x, got, tt.want)
		}
	}
	if got := class(5, nil); got != 0 {
		t.Errorf("class(5) without landmarks = %d, want 0", got)
	}
}
