package ssa2cfa

// Liveness holds, per location, the variables that may be read before they
// are written on some path from it (a backward may-analysis over the CFA).
type Liveness struct {
	words int
	sets  []uint64 // len(Locs) * words
}

// Live computes the live variables of every location. Inputs and results
// are not special: an input is live where some path reads it.
func (c *CFA) Live() *Liveness {
	words := (len(c.Vars) + 63) / 64
	lv := &Liveness{words: words, sets: make([]uint64, len(c.Locs)*words)}
	// Per edge: the variables it reads, and those it writes.
	type rw struct{ use, def []Var }
	effects := make(map[*Edge]rw, len(c.Edges))
	for _, e := range c.Edges {
		var r rw
		read := func(x Expr) {
			if x != nil {
				Vars(x, func(v Var) { r.use = append(r.use, v) })
			}
		}
		switch op := e.Op.(type) {
		case *Assume:
			read(op.Cond)
		case *Fail:
			read(op.Check.Cond)
		case *Assign:
			for _, x := range op.Exprs {
				read(x)
			}
			r.def = op.Vars
		case *Havoc:
			r.def = op.Vars
		case *Call:
			for _, x := range op.Args {
				read(x)
			}
			for _, x := range op.ArgLens {
				read(x)
			}
			for _, v := range op.Results {
				if v >= 0 {
					r.def = append(r.def, v)
				}
			}
			for _, v := range op.ResultLens {
				if v >= 0 {
					r.def = append(r.def, v)
				}
			}
		case *Return:
			for _, x := range op.ReturnReads() {
				read(x)
			}
		}
		effects[e] = r
	}
	// Round-robin in post-order (reverse of RPO) until stable.
	order := c.ReversePostOrder()
	tmp := make([]uint64, words)
	for changed := true; changed; {
		changed = false
		for i := len(order) - 1; i >= 0; i-- {
			l := order[i]
			set := lv.sets[int(l)*words : int(l+1)*words]
			for _, e := range c.Out[l] {
				r := effects[e]
				copy(tmp, lv.sets[int(e.To)*words:int(e.To+1)*words])
				for _, v := range r.def {
					tmp[v/64] &^= 1 << (uint(v) % 64)
				}
				for _, v := range r.use {
					tmp[v/64] |= 1 << (uint(v) % 64)
				}
				for w := range set {
					if n := set[w] | tmp[w]; n != set[w] {
						set[w] = n
						changed = true
					}
				}
			}
		}
	}
	return lv
}

// IsLive reports whether v is live at l.
func (lv *Liveness) IsLive(l Loc, v Var) bool {
	return lv.sets[int(l)*lv.words+int(v)/64]&(1<<(uint(v)%64)) != 0
}
