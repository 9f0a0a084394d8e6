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
// branches (but the lowering's ghost tests, which are none of the
// program's).
func branchTargets(c *ssa2cfa.CFA) []bool {
	out := make([]bool, len(c.Locs))
	for _, e := range c.Edges {
		if _, ok := e.Op.(*ssa2cfa.Assume); ok && !c.Locs[e.To].Ghost {
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
	body := naturalLoop(c, head)
	blocks := map[int]bool{}
	for l := range c.Locs {
		if body[l] && c.Locs[l].Block >= 0 {
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

// naturalLoop marks the natural loop of head: head and the locations that
// reach a back edge into head without passing through head.
func naturalLoop(c *ssa2cfa.CFA, head ssa2cfa.Loc) []bool {
	order := make([]int, len(c.Locs))
	for i := range order {
		order[i] = -1
	}
	for i, l := range c.ReversePostOrder() {
		order[l] = i
	}
	body := make([]bool, len(c.Locs))
	body[head] = true
	var work []ssa2cfa.Loc
	for _, e := range c.In[head] {
		if order[e.From] >= order[head] && !body[e.From] {
			body[e.From] = true
			work = append(work, e.From)
		}
	}
	for len(work) > 0 {
		l := work[len(work)-1]
		work = work[:len(work)-1]
		for _, e := range c.In[l] {
			if order[e.From] >= 0 && !body[e.From] {
				body[e.From] = true
				work = append(work, e.From)
			}
		}
	}
	return body
}

// loopStays marks the locations where an execution goes on with a loop after
// a test that may exit it: for the natural loop of every loop head, the
// targets of Assume edges that stay in the loop while another edge from the
// same location leaves it, and the targets of tests within the loop of
// values it never changes (if x > 0 in a loop that leaves only through x >
// 0: the other outcome holds on every round). Loops with an exit test that
// reads a value the loop gets from an unknown call or a heap read are left
// out: such a test can pass, whatever the rest. The result of a call whose
// callee has a postcondition (known(callee)) is taken as a function of its
// arguments.
func loopStays(c *ssa2cfa.CFA, known func(*ssa.Function) bool) []bool {
	out := make([]bool, len(c.Locs))
	for _, h := range loopHeads(c) {
		body := naturalLoop(c, h)
		unknown := unknownIn(c, body, known)
		skip := false
		var stays []ssa2cfa.Loc
		for l, es := range c.Out {
			if !body[l] {
				continue
			}
			exits := false
			for _, e := range es {
				if !body[e.To] {
					exits = true
					if a, ok := e.Op.(*ssa2cfa.Assume); ok && readsAny(a.Cond, unknown) {
						skip = true
					}
				}
			}
			if !exits {
				continue
			}
			for _, e := range es {
				if _, ok := e.Op.(*ssa2cfa.Assume); ok && body[e.To] {
					stays = append(stays, e.To)
				}
			}
		}
		if !skip {
			for _, l := range stays {
				out[l] = true
			}
			for _, l := range invariantTests(c, body) {
				out[l] = true
			}
		}
	}
	return out
}

// invariantTests returns the targets of the Assume edges within body whose
// conditions read only variables that no edge within body sets.
func invariantTests(c *ssa2cfa.CFA, body []bool) []ssa2cfa.Loc {
	set := map[ssa2cfa.Var]bool{}
	for _, e := range c.Edges {
		if !body[e.From] || !body[e.To] {
			continue
		}
		for _, v := range ssa2cfa.SetVars(e.Op) {
			set[v] = true
		}
	}
	var out []ssa2cfa.Loc
	for _, e := range c.Edges {
		a, ok := e.Op.(*ssa2cfa.Assume)
		if !ok || !body[e.From] || !body[e.To] {
			continue
		}
		reads := false
		ssa2cfa.Vars(a.Cond, func(ssa2cfa.Var) { reads = true })
		if reads && !readsAny(a.Cond, set) {
			out = append(out, e.To)
		}
	}
	return out
}

// unknownIn returns the variables that edges within body set from unknown
// values (havocs, call results), directly or through assignments, or
// through the arguments of calls to known callees (see loopStays).
func unknownIn(c *ssa2cfa.CFA, body []bool, known func(*ssa.Function) bool) map[ssa2cfa.Var]bool {
	out := map[ssa2cfa.Var]bool{}
	for _, e := range c.Edges {
		if !body[e.From] || !body[e.To] {
			continue
		}
		var vars []ssa2cfa.Var
		switch op := e.Op.(type) {
		case *ssa2cfa.Havoc:
			vars = op.Vars
		case *ssa2cfa.Call:
			if !knownCall(op, known) {
				vars = append(append(vars, op.Results...), op.ResultLens...)
			}
		}
		for _, v := range vars {
			if v >= 0 {
				out[v] = true
			}
		}
	}
	for changed := true; changed; {
		changed = false
		for _, e := range c.Edges {
			if !body[e.From] || !body[e.To] {
				continue
			}
			if call, ok := e.Op.(*ssa2cfa.Call); ok && knownCall(call, known) {
				for _, v := range append(append([]ssa2cfa.Var(nil), call.Results...), call.ResultLens...) {
					if v >= 0 && !out[v] && !argsKnown(call, out) {
						out[v] = true
						changed = true
					}
				}
				continue
			}
			as, ok := e.Op.(*ssa2cfa.Assign)
			if !ok {
				continue
			}
			for i, v := range as.Vars {
				if v >= 0 && !out[v] && i < len(as.Exprs) && readsAny(as.Exprs[i], out) {
					out[v] = true
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

// knownCall reports a call whose callee has a postcondition.
func knownCall(call *ssa2cfa.Call, known func(*ssa.Function) bool) bool {
	return known != nil && call.Callee != nil && known(call.Callee)
}

// argsKnown reports whether every argument of call is tracked and reads
// none of the unknown variables.
func argsKnown(call *ssa2cfa.Call, unknown map[ssa2cfa.Var]bool) bool {
	for i, a := range call.Args {
		if a == nil || readsAny(a, unknown) {
			return false
		}
		if i < len(call.ArgLens) && call.ArgLens[i] != nil && readsAny(call.ArgLens[i], unknown) {
			return false
		}
	}
	return true
}
