package ssa2cfa

import "math/bits"

// Liveness holds, per location, the variables that may be read before they
// are written on some path from it (a backward may-analysis over the CFA).
type Liveness struct {
	words int
	sets  []uint64 // len(Locs) * words
}

// Live computes the live variables of every location. Inputs and results
// are not special: an input is live where some path reads it.
func (c *CFA) Live() *Liveness {
	return c.LiveWith(EdgeEffects)
}

// EdgeEffects returns the variables e's operation reads (in its
// expressions) and those it writes, as Live counts them.
func EdgeEffects(e *Edge) (use, def []Var) {
	read := func(x Expr) {
		if x != nil {
			Vars(x, func(v Var) { use = append(use, v) })
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
		def = op.Vars
	case *Havoc:
		def = op.Vars
	case *Call:
		for _, x := range op.Args {
			read(x)
		}
		for _, x := range op.ArgLens {
			read(x)
		}
		for _, v := range op.Results {
			if v >= 0 {
				def = append(def, v)
			}
		}
		for _, v := range op.ResultLens {
			if v >= 0 {
				def = append(def, v)
			}
		}
	case *Return:
		for _, x := range op.ReturnReads() {
			read(x)
		}
	}
	return use, def
}

// LiveWith computes the live variables of every location where effects
// gives the variables each edge reads and those it writes.
func (c *CFA) LiveWith(effects func(*Edge) (use, def []Var)) *Liveness {
	words := (len(c.Vars) + 63) / 64
	lv := &Liveness{words: words, sets: make([]uint64, len(c.Locs)*words)}
	type rw struct{ use, def []Var }
	rws := make(map[*Edge]rw, len(c.Edges))
	for _, e := range c.Edges {
		use, def := effects(e)
		rws[e] = rw{use, def}
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
				r := rws[e]
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

// Each calls f for each variable live at l, in increasing order.
func (lv *Liveness) Each(l Loc, f func(Var)) {
	for w, x := range lv.sets[int(l)*lv.words : int(l+1)*lv.words] {
		for x != 0 {
			f(Var(w*64 + bits.TrailingZeros64(x)))
			x &= x - 1
		}
	}
}

// IsLive reports whether v is live at l.
func (lv *Liveness) IsLive(l Loc, v Var) bool {
	return lv.sets[int(l)*lv.words+int(v)/64]&(1<<(uint(v)%64)) != 0
}
