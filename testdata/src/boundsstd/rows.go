package boundsstd

// Slices of slices whose every row a loop makes with one length.

// lcs: dp has len(a)+1 rows of len(b)+1 once the range loop has run.
func lcs(a, b string) int {
	dp := make([][]int, len(a)+1)
	for i := range dp {
		dp[i] = make([]int, len(b)+1)
	}
	for i := 1; i <= len(a); i++ {
		for j := 1; j <= len(b); j++ {
			if a[i-1] == b[j-1] {
				dp[i][j] = dp[i-1][j-1] + 1
			} else {
				dp[i][j] = max(dp[i-1][j], dp[i][j-1])
			}
		}
	}
	return dp[len(a)][len(b)]
}

// rowGrid: a three-clause loop up to the length the slice was made with.
func rowGrid(w, h int) byte {
	g := make([][]byte, h)
	for y := 0; y < h; y++ {
		g[y] = make([]byte, w)
	}
	if w > 0 && h > 0 {
		return g[h-1][w-1]
	}
	return 0
}

// gridSkipping: a row may be skipped, and keep length 0.
func gridSkipping(w, h int, skip []bool) byte {
	g := make([][]byte, h)
	for y := 0; y < h; y++ {
		if y < len(skip) && skip[y] {
			continue
		}
		g[y] = make([]byte, w)
	}
	if w > 0 && h > 0 {
		return g[h-1][w-1] // want `^g\[h - 1\]\[w - 1\]: index not proven in range$`
	}
	return 0
}

// gridBreaking: the loop may stop early.
func gridBreaking(w, h int, stop int) byte {
	g := make([][]byte, h)
	for y := 0; y < h; y++ {
		if y == stop {
			break
		}
		g[y] = make([]byte, w)
	}
	if w > 0 && h > 0 {
		return g[h-1][w-1] // want `^g\[h - 1\]\[w - 1\]: index not proven in range$`
	}
	return 0
}

// gridFromOne: row 0 is never made.
func gridFromOne(w, h int) byte {
	g := make([][]byte, h)
	for y := 1; y < h; y++ {
		g[y] = make([]byte, w)
	}
	if w > 0 && h > 0 {
		return g[0][w-1] // want `^g\[0\]\[w - 1\]: index not proven in range$`
	}
	return 0
}

// triangle: each row has its own length.
func triangle(n int) int {
	t := make([][]int, n)
	for i := range t {
		t[i] = make([]int, i+1)
	}
	if n > 1 {
		return t[1][n-1] // want `^t\[1\]\[n - 1\]: index not proven in range$`
	}
	return 0
}

// gridReset: a row is replaced after the loop.
func gridReset(w, h int) byte {
	g := make([][]byte, h)
	for y := range g {
		g[y] = make([]byte, w)
	}
	if h > 0 {
		g[0] = nil
	}
	if w > 0 && h > 0 {
		return g[0][w-1] // want `^g\[0\]\[w - 1\]: index not proven in range$`
	}
	return 0
}

// gridShared: fill may change the rows.
func gridShared(w, h int, fill func([][]byte)) byte {
	g := make([][]byte, h)
	for y := range g {
		g[y] = make([]byte, w)
	}
	fill(g)
	if w > 0 && h > 0 {
		return g[0][w-1] // want `^g\[0\]\[w - 1\]: index not proven in range$`
	}
	return 0
}

// gridCaptured: a closure shares g, and may replace a row.
func gridCaptured(w, h int) byte {
	var g [][]byte
	g = make([][]byte, h)
	reset := func() { g[0] = nil } // want `^g\[0\]: index not proven in range$`
	rows := g
	for y := range rows {
		rows[y] = make([]byte, w)
	}
	reset()
	if w > 0 && h > 0 {
		return rows[0][w-1] // want `^rows\[0\]\[w - 1\]: index not proven in range$`
	}
	return 0
}

// gridParam: the rows of a slice the caller passes may be shared.
func gridParam(g, alias [][]byte, w int) byte {
	for y := range g {
		g[y] = make([]byte, w)
	}
	if len(alias) > 0 {
		alias[0] = nil
	}
	if w > 0 && len(g) > 0 {
		return g[0][w-1] // want `^g\[0\]\[w - 1\]: index not proven in range$`
	}
	return 0
}
