package domtype

// unionFind is a disjoint-set forest over 0..n-1 with path halving. Union
// keeps the smaller index as the root, so roots are deterministic.
type unionFind []int

func newUnionFind(n int) unionFind {
	u := make(unionFind, n)
	for i := range u {
		u[i] = i
	}
	return u
}

func (u unionFind) find(x int) int {
	for u[x] != x {
		u[x] = u[u[x]]
		x = u[x]
	}
	return x
}

func (u unionFind) union(x, y int) {
	x, y = u.find(x), u.find(y)
	switch {
	case x < y:
		u[y] = x
	case y < x:
		u[x] = y
	}
}
