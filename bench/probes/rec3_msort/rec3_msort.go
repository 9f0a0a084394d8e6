// Package rec3_msort: top-down merge sort on slices.
//
// Sort recurses on the halves a[:mid] and a[mid:] with mid = len(a)/2 and
// stops at len(a) <= 1, so both halves are shorter: terminates. merge writes
// out[k] with k == i + j < len(l) + len(r) == len(out): safe (if the sum of
// lengths wraps, make panics before any index). SortBadBase stops only at
// len(a) == 0: a one-element slice recurses on a[0:] (itself) forever, and
// every longer slice reaches a one-element half first: P = the statement
// after the base test diverges on every execution (only lengths matter, no
// element read): manifest.
//
// Needs: termination measure len(a); non-octagonal k == i + j; manifest
// non-termination with a slice argument.
// Expect: want:nonterm in SortBadBase; Sort and merge safe.
package rec3_msort

func merge(l, r []int) []int {
	out := make([]int, len(l)+len(r))
	i, j, k := 0, 0, 0
	for i < len(l) && j < len(r) {
		if l[i] <= r[j] {
			out[k] = l[i]
			i++
		} else {
			out[k] = r[j]
			j++
		}
		k++
	}
	for i < len(l) {
		out[k] = l[i]
		i++
		k++
	}
	for j < len(r) {
		out[k] = r[j]
		j++
		k++
	}
	return out
}

// Sort returns a sorted copy of a.
func Sort(a []int) []int {
	if len(a) <= 1 {
		return a
	}
	mid := len(a) / 2
	return merge(Sort(a[:mid]), Sort(a[mid:]))
}

// SortBadBase has the wrong base case.
func SortBadBase(a []int) []int { // want:nonterm
	if len(a) == 0 {
		return a
	}
	mid := len(a) / 2
	return merge(SortBadBase(a[:mid]), SortBadBase(a[mid:]))
}
