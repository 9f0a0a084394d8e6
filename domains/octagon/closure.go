package octagon

// Tight closure of an integer octagon: Floyd–Warshall shortest-path closure
// followed by tightening and strengthening, as in Bagnara, Hill & Zaffanella,
// "An improved tight closure algorithm for integer octagonal constraints"
// (VMCAI 2008), which refines the strong closure of Miné, "The octagon
// abstract domain" (HOSC 2006, §4.3).

// closeFull computes the tight closure of m in place; it reports false when
// γ(m) ∩ ℤⁿ is empty.
func closeFull(m []int64, N int) bool {
	for k := 0; k < N; k++ {
		rowK := m[k*N : k*N+N]
		for i := 0; i < N; i++ {
			ik := m[i*N+k]
			if ik == inf {
				continue
			}
			rowI := m[i*N : i*N+N]
			for j, kj := range rowK {
				if kj == inf {
					continue
				}
				if s := eadd(ik, kj); s < rowI[j] {
					rowI[j] = s
				}
			}
		}
		if m[k*N+k] < 0 {
			return false
		}
	}
	return tighten(m, N)
}

// tighten checks the diagonal of a shortest-path-closed coherent matrix, makes
// the unary entries even (integer tightening), checks integer consistency
// and strengthens every entry by the unary ones; it reports false when the
// matrix is empty over the integers.
func tighten(m []int64, N int) bool {
	for i := 0; i < N; i++ {
		if m[i*N+i] < 0 {
			return false
		}
		m[i*N+i] = 0
	}
	h := make([]int64, N) // h[i] = m[i][ī]/2 after tightening
	for i := 0; i < N; i++ {
		e := m[i*N+bar(i)]
		h[i] = half(e)
		if e != inf {
			m[i*N+bar(i)] = 2 * h[i]
		}
	}
	for i := 0; i < N; i += 2 {
		if h[i] != inf && h[i+1] != inf && eadd(h[i], h[i+1]) < 0 {
			return false
		}
	}
	for i := 0; i < N; i++ {
		hi := h[i]
		if hi == inf {
			continue
		}
		row := m[i*N : i*N+N]
		for j := range row {
			// m[j̄][j]/2 == h[j̄]
			if g := h[bar(j)]; g != inf {
				if s := eadd(hi, g); s < row[j] {
					row[j] = s
				}
			}
		}
	}
	return true
}
