// Package s11b_floorsearch: closed-interval binary searches for the last
// element <= x, with mid = lo + (hi-lo)/2.
//
// Floor starts with hi = len(a)-1 and keeps lo <= mid <= hi within [0,
// len(a)-1]; its result ans is -1 or a mid, so in [-1, len(a)-1], and Bucket
// reads bounds[i] after i >= 0. FloorBad starts with hi = len(a): when x is
// >= every element (or a is empty) lo climbs to len(a) and mid = len(a)
// (witness a = [1 2 3], x = 5, or a = [], x = 0); x = 0 on [1 2 3] runs
// through both outcomes of the comparison without failing: latent. The
// count check in Bucket is an assertion on Floor's postcondition.
//
// Needs: mid in [lo, hi] from (hi-lo)/2 with hi >= lo; a callee's result
// range (ans <= len(a)-1); the off-by-one as latent.
// Expect: strict:bounds on a[mid] in FloorBad; Floor and Bucket safe.
package s11b_floorsearch

func assert(b bool) {
	if !b {
		panic("assertion failed")
	}
}

// Floor returns the index of the last element of sorted a that is <= x, or -1.
func Floor(a []int, x int) int {
	lo, hi := 0, len(a)-1
	ans := -1
	for lo <= hi {
		mid := lo + (hi-lo)/2
		if a[mid] <= x {
			ans = mid
			lo = mid + 1
		} else {
			hi = mid - 1
		}
	}
	return ans
}

// FloorBad starts with hi one past the end.
func FloorBad(a []int, x int) int {
	lo, hi := 0, len(a)
	ans := -1
	for lo <= hi {
		mid := lo + (hi-lo)/2
		if a[mid] <= x { // strict:bounds
			ans = mid
			lo = mid + 1
		} else {
			hi = mid - 1
		}
	}
	return ans
}

// Bucket returns the lower bound of the bucket that holds x, or 0.
func Bucket(bounds []int, x int) int {
	i := Floor(bounds, x)
	if i < 0 {
		return 0
	}
	assert(i < len(bounds))
	return bounds[i]
}
