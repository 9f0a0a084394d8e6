package domtype

import (
	"slices"

	"github.com/numpredvet/numpredvet/ssa2cfa"
)

// result turns the accumulated classes, groups, costs and constants into a
// Result.
func (k *classifier) result() *Result {
	n := len(k.c.Vars)
	r := &Result{
		types: make([]DomainType, n),
		class: make([]int, n),
		part:  make([]int, n),
	}

	// Classes, numbered by their least variable.
	classOf := make(map[int]int)
	for v := range n {
		root := k.copies.find(v)
		i, ok := classOf[root]
		if !ok {
			i = len(r.classes)
			classOf[root] = i
			r.classes = append(r.classes, nil)
			r.consts = append(r.consts, nil)
		}
		r.class[v] = i
		r.classes[i] = append(r.classes[i], ssa2cfa.Var(v))
		r.consts[i] = append(r.consts[i], k.consts[v]...)
	}
	for i, cs := range r.consts {
		slices.Sort(cs)
		r.consts[i] = slices.Clip(slices.Compact(cs))
	}

	// Group types: the costliest operation of any member; len and cap are
	// IntEqAdd at least.
	groupType := make([]DomainType, n)
	for v := range n {
		t := max(IntEq, k.cost[v])
		if role := k.c.Vars[v].Role; role == ssa2cfa.RoleLen || role == ssa2cfa.RoleCap {
			t = max(t, IntEqAdd)
		}
		g := k.groups.find(v)
		groupType[g] = max(groupType[g], t)
	}

	// Types and IntEq partitions, numbered by their least variable.
	partOf := make(map[int]int)
	for v := range n {
		r.part[v] = -1
		if !k.c.Vars[v].Type.IsInt() {
			r.types[v] = Bool
			continue
		}
		g := k.groups.find(v)
		r.types[v] = groupType[g]
		if r.types[v] != IntEq {
			continue
		}
		i, ok := partOf[g]
		if !ok {
			i = len(r.parts)
			partOf[g] = i
			r.parts = append(r.parts, nil)
		}
		r.part[v] = i
		r.parts[i] = append(r.parts[i], ssa2cfa.Var(v))
	}
	return r
}
