package domains

import "testing"

func TestFormatSum(t *testing.T) {
	for _, tc := range []struct {
		coefs []int64
		want  string
	}{
		{[]int64{1, 1}, "a + b"},
		{[]int64{1, -1}, "a - b"},
		{[]int64{-1, 1}, "-a + b"},
		{[]int64{2, -3}, "2*a - 3*b"},
		{[]int64{-2, 3}, "-2*a + 3*b"},
		{[]int64{1}, "a"},
	} {
		if got := FormatSum(tc.coefs, []string{"a", "b"}[:len(tc.coefs)]); got != tc.want {
			t.Errorf("FormatSum(%v) = %q, want %q", tc.coefs, got, tc.want)
		}
	}
}
