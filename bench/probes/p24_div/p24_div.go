// Package p24_div: division by possibly zero (not a checked failure).
package p24_div

func Avg(s []int) int {
	t := 0
	for _, v := range s {
		t += v
	}
	return t / len(s)
}

func Scale(s []int, a, b int) int {
	if b == 0 {
		return 0
	}
	i := a / b
	if i < 0 || i >= len(s) {
		return 0
	}
	return s[i]
}

func PerBucket(s []int, total int) int {
	k := total / len(s)
	if k >= 0 && k < len(s) {
		return s[k]
	}
	return 0
}

func DivIdx(s []int, x int) int {
	if len(s) == 0 || x < 0 {
		return 0
	}
	return s[x/len(s)] // strict:bounds
}
