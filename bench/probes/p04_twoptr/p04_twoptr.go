// Package p04_twoptr: two-pointer loops.
package p04_twoptr

func IsPalin(s string) bool {
	i, j := 0, len(s)-1
	for i < j {
		if s[i] != s[j] {
			return false
		}
		i++
		j--
	}
	return true
}

func Merge(a, b []int) []int {
	out := make([]int, 0, len(a)+len(b))
	i, j := 0, 0
	for i < len(a) && j < len(b) {
		if a[i] <= b[j] {
			out = append(out, a[i])
			i++
		} else {
			out = append(out, b[j])
			j++
		}
	}
	out = append(out, a[i:]...)
	out = append(out, b[j:]...)
	return out
}

func TwoSum(a []int, t int) bool {
	i, j := 0, len(a)
	for i < j {
		s := a[i] + a[j] // want:bounds
		if s == t {
			return true
		}
		if s < t {
			i++
		} else {
			j--
		}
	}
	return false
}
