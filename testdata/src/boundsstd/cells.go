package boundsstd

import "sort"

// A variable that closures capture but only read keeps its value across
// calls: sort.Slice can reach it only through the closure.
func SmallestFirst(xs []int) int {
	if len(xs) == 0 {
		return 0
	}
	sort.Slice(xs, func(i, j int) bool { return xs[i] < xs[j] })
	return xs[0]
}

// A closure that writes the variable may shrink it during the call.
func SmallestFirstShrunk(xs []int) int {
	if len(xs) == 0 {
		return 0
	}
	sort.Slice(xs, func(i, j int) bool { xs = xs[:0]; return false })
	return xs[0] // want `^xs\[0\]: index not proven in range$`
}
