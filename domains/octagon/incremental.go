package octagon

// Incremental tight closure after changing the constraints of one variable,
// in O(n²): the incremental closure of Miné, "The octagon abstract domain"
// (HOSC 2006, §4.3), in the path-decomposition form of Chawdhary, Robbins &
// King, "Incrementally closing octagons" (FMSD 2019): with S = {v⁺, v⁻}, a
// shortest path in the new graph visits S at most twice and its other
// segments are single edges of the old closed matrix.

// closeIncremental computes the tight closure of m in place, given that m
// was tightly closed before entries in the rows and columns of variable v
// were lowered. It reports false when the result is empty.
func closeIncremental(m []int64, N, v int) bool {
	p, q := 2*v, 2*v+1
	s := [2]int{p, q}
	// in[u][i]: shortest i ⇝ s[u] through non-S nodes;
	// out[u][j]: shortest s[u] ⇝ j through non-S nodes.
	var in, out [2][]int64
	// Only the finite entries of S's column (row) extend a path into (out
	// of) S: gathering them first makes this O(n·d), d their number.
	ks := make([]int, 0, N)
	for u := 0; u < 2; u++ {
		in[u] = make([]int64, N)
		out[u] = make([]int64, N)
		su := s[u]
		ks = ks[:0]
		for k := 0; k < N; k++ {
			if k != p && k != q && m[k*N+su] != inf {
				ks = append(ks, k)
			}
		}
		nIn := len(ks)
		for k := 0; k < N; k++ {
			if k != p && k != q && m[su*N+k] != inf {
				ks = append(ks, k)
			}
		}
		intoS, outOfS := ks[:nIn], ks[nIn:]
		for i := 0; i < N; i++ {
			if i == p || i == q {
				continue
			}
			bi, bo := m[i*N+su], m[su*N+i]
			rowI := m[i*N : i*N+N]
			for _, k := range intoS {
				if ik := rowI[k]; ik != inf {
					if x := eadd(ik, m[k*N+su]); x < bi {
						bi = x
					}
				}
			}
			for _, k := range outOfS {
				if ki := m[k*N+i]; ki != inf {
					if x := eadd(m[su*N+k], ki); x < bo {
						bo = x
					}
				}
			}
			in[u][i], out[u][i] = bi, bo
		}
	}
	// direct[u][w]: shortest s[u] ⇝ s[w] through non-S nodes.
	var direct [2][2]int64
	for u := 0; u < 2; u++ {
		for w := 0; w < 2; w++ {
			d := m[s[u]*N+s[w]] // 0 on the diagonal unless made negative
			for k := 0; k < N; k++ {
				if k == p || k == q {
					continue
				}
				if x := eadd(out[u][k], m[k*N+s[w]]); out[u][k] != inf && x < d {
					d = x
				}
			}
			direct[u][w] = d
		}
	}
	if direct[0][0] < 0 || direct[1][1] < 0 {
		return false
	}
	if direct[0][1] != inf && direct[1][0] != inf && eadd(direct[0][1], direct[1][0]) < 0 {
		return false
	}
	// Rows and columns of S.
	m[p*N+p], m[q*N+q] = 0, 0
	m[p*N+q], m[q*N+p] = direct[0][1], direct[1][0]
	for u := 0; u < 2; u++ {
		w := 1 - u
		for j := 0; j < N; j++ {
			if j == p || j == q {
				continue
			}
			r := out[u][j]
			if direct[u][w] != inf && out[w][j] != inf {
				if x := eadd(direct[u][w], out[w][j]); x < r {
					r = x
				}
			}
			m[s[u]*N+j] = r
			c := in[u][j]
			if direct[w][u] != inf && in[w][j] != inf {
				if x := eadd(in[w][j], direct[w][u]); x < c {
					c = x
				}
			}
			m[j*N+s[u]] = c
		}
	}
	// Other entries: through S.
	for i := 0; i < N; i++ {
		if i == p || i == q {
			continue
		}
		rowI := m[i*N : i*N+N]
		for u := 0; u < 2; u++ {
			iu := in[u][i]
			if iu == inf {
				continue
			}
			rowU := m[s[u]*N : s[u]*N+N]
			for j := 0; j < N; j++ {
				if j == p || j == q || rowU[j] == inf {
					continue
				}
				if x := eadd(iu, rowU[j]); x < rowI[j] {
					rowI[j] = x
				}
			}
		}
	}
	return tighten(m, N)
}
