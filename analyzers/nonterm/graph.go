package nonterm

import (
	"go/ast"
	"go/token"

	"golang.org/x/tools/go/ssa"

	"github.com/numpredvet/numpredvet/ssa2cfa"
)

// reaches returns, per location, whether one of targets is reachable from it
// in c's graph (targets reach themselves).
func reaches(c *ssa2cfa.CFA, targets []ssa2cfa.Loc) []bool {
	out := make([]bool, len(c.Locs))
	work := append([]ssa2cfa.Loc(nil), targets...)
	for _, l := range targets {
		out[l] = true
	}
	for len(work) > 0 {
		l := work[len(work)-1]
		work = work[:len(work)-1]
		for _, e := range c.In[l] {
			if !out[e.From] {
				out[e.From] = true
				work = append(work, e.From)
			}
		}
	}
	return out
}

// loopHeads lists c's loop heads.
func loopHeads(c *ssa2cfa.CFA) []ssa2cfa.Loc {
	var out []ssa2cfa.Loc
	for l, h := range c.LoopHeads() {
		if h {
			out = append(out, ssa2cfa.Loc(l))
		}
	}
	return out
}

// callSites lists the source locations of c's calls to functions of scc.
func callSites(c *ssa2cfa.CFA, scc []*ssa.Function) []ssa2cfa.Loc {
	var out []ssa2cfa.Loc
	for _, e := range c.Edges {
		if call, ok := e.Op.(*ssa2cfa.Call); ok && call.Callee != nil {
			for _, f := range scc {
				if f == call.Callee {
					out = append(out, e.From)
					break
				}
			}
		}
	}
	return out
}

// branchTargets marks the locations an Assume edge leads to: the outcomes of
// branches.
func branchTargets(c *ssa2cfa.CFA) []bool {
	out := make([]bool, len(c.Locs))
	for _, e := range c.Edges {
		if _, ok := e.Op.(*ssa2cfa.Assume); ok {
			out[e.To] = true
		}
	}
	return out
}

// loopPos returns the position of the for statement of the loop at head: of
// the function's for and range statements, the one that encloses most
// positions of the instructions of the loop's blocks (the innermost on a
// tie); else the loop head's own position.
func loopPos(c *ssa2cfa.CFA, head ssa2cfa.Loc) token.Pos {
	comp := locComponents(c)
	blocks := map[int]bool{}
	for l := range c.Locs {
		if comp[l] == comp[head] && c.Locs[l].Block >= 0 {
			blocks[c.Locs[l].Block] = true
		}
	}
	var pos []token.Pos
	for i, b := range c.Fn.Blocks {
		if !blocks[i] {
			continue
		}
		for _, instr := range b.Instrs {
			if p := instr.Pos(); p.IsValid() {
				pos = append(pos, p)
			}
		}
	}
	syntax := c.Fn.Syntax()
	if syntax == nil || len(pos) == 0 {
		return c.Locs[head].Pos
	}
	best, bestCount := token.NoPos, 0
	ast.Inspect(syntax, func(n ast.Node) bool {
		if n == nil {
			return false
		}
		if _, ok := n.(*ast.FuncLit); ok && n != syntax {
			return false
		}
		switch n.(type) {
		case *ast.ForStmt, *ast.RangeStmt:
			count := 0
			for _, p := range pos {
				if n.Pos() <= p && p < n.End() {
					count++
				}
			}
			if count > 0 && count >= bestCount {
				best, bestCount = n.Pos(), count
			}
		}
		return true
	})
	if best == token.NoPos {
		return c.Locs[head].Pos
	}
	return best
}

// loopStays marks the locations where an execution goes on with a loop after
// a test that may exit it: the targets of Assume edges that stay in a cycle
// of c's graph while another edge from the same location leaves it. Loops
// with an exit test that reads a value the loop gets from an unknown call
// or a heap read are left out: such a test can pass, whatever the rest.
func loopStays(c *ssa2cfa.CFA) []bool {
	comp := locComponents(c)
	unknown := unknownInLoops(c, comp)
	out := make([]bool, len(c.Locs))
	skip := map[int]bool{}
	for l, es := range c.Out {
		for _, e := range es {
			if a, ok := e.Op.(*ssa2cfa.Assume); ok && comp[e.To] != comp[l] && readsAny(a.Cond, unknown[comp[l]]) {
				skip[comp[l]] = true
			}
		}
	}
	for l, es := range c.Out {
		exits := false
		for _, e := range es {
			exits = exits || comp[e.To] != comp[l]
		}
		if !exits || skip[comp[l]] {
			continue
		}
		for _, e := range es {
			if _, ok := e.Op.(*ssa2cfa.Assume); ok && comp[e.To] == comp[l] {
				out[e.To] = true
			}
		}
	}
	return out
}

// unknownInLoops returns, per component of c's graph, the variables that
// the component's edges set from unknown values (havocs, call results),
// directly or through assignments.
func unknownInLoops(c *ssa2cfa.CFA, comp []int) map[int]map[ssa2cfa.Var]bool {
	out := map[int]map[ssa2cfa.Var]bool{}
	set := func(k int, v ssa2cfa.Var) bool {
		if v < 0 {
			return false
		}
		m := out[k]
		if m == nil {
			m = map[ssa2cfa.Var]bool{}
			out[k] = m
		}
		if m[v] {
			return false
		}
		m[v] = true
		return true
	}
	for _, e := range c.Edges {
		if comp[e.From] != comp[e.To] {
			continue
		}
		k := comp[e.From]
		switch op := e.Op.(type) {
		case *ssa2cfa.Havoc:
			for _, v := range op.Vars {
				set(k, v)
			}
		case *ssa2cfa.Call:
			for _, v := range op.Results {
				set(k, v)
			}
			for _, v := range op.ResultLens {
				set(k, v)
			}
		}
	}
	for changed := true; changed; {
		changed = false
		for _, e := range c.Edges {
			as, ok := e.Op.(*ssa2cfa.Assign)
			if !ok || comp[e.From] != comp[e.To] {
				continue
			}
			k := comp[e.From]
			for i, v := range as.Vars {
				if i < len(as.Exprs) && readsAny(as.Exprs[i], out[k]) && set(k, v) {
					changed = true
				}
			}
		}
	}
	return out
}

// readsAny reports whether e reads one of vars.
func readsAny(e ssa2cfa.Expr, vars map[ssa2cfa.Var]bool) bool {
	found := false
	if len(vars) > 0 {
		ssa2cfa.Vars(e, func(v ssa2cfa.Var) { found = found || vars[v] })
	}
	return found
}

// locComponents numbers the strongly connected components of c's graph
// (Tarjan, iteratively); a location outside every cycle gets a component of
// its own.
func locComponents(c *ssa2cfa.CFA) []int {
	n := len(c.Locs)
	index := make([]int, n)
	low := make([]int, n)
	comp := make([]int, n)
	on := make([]bool, n)
	for i := range index {
		index[i] = -1
	}
	var stack []int
	next, ncomp := 0, 0
	type frame struct{ l, i int }
	for root := 0; root < n; root++ {
		if index[root] >= 0 {
			continue
		}
		call := []frame{{root, 0}}
		index[root], low[root] = next, next
		next++
		stack = append(stack, root)
		on[root] = true
		for len(call) > 0 {
			top := &call[len(call)-1]
			l := top.l
			if top.i < len(c.Out[l]) {
				w := int(c.Out[l][top.i].To)
				top.i++
				if index[w] < 0 {
					index[w], low[w] = next, next
					next++
					stack = append(stack, w)
					on[w] = true
					call = append(call, frame{w, 0})
				} else if on[w] {
					low[l] = min(low[l], index[w])
				}
				continue
			}
			if low[l] == index[l] {
				for {
					w := stack[len(stack)-1]
					stack = stack[:len(stack)-1]
					on[w] = false
					comp[w] = ncomp
					if w == l {
						break
					}
				}
				ncomp++
			}
			call = call[:len(call)-1]
			if len(call) > 0 {
				p := call[len(call)-1].l
				low[p] = min(low[p], low[l])
			}
		}
	}
	return comp
}
