package domtype

import (
	"math/bits"
	"slices"
	"strconv"

	"github.com/numpredvet/numpredvet/ssa2cfa"
)

// DomainType is the least expressive kind of abstract domain a variable
// needs, ordered from most to least restrictive.
type DomainType uint8

const (
	Bool     DomainType = iota // a boolean
	IntEq                      // an integer only copied and compared for (in)equality
	IntEqAdd                   // an integer also added, subtracted and compared by order
	Int                        // any other integer
)

var typeNames = [...]string{Bool: "Bool", IntEq: "IntEq", IntEqAdd: "IntEqAdd", Int: "Int"}

func (t DomainType) String() string {
	if int(t) < len(typeNames) {
		return typeNames[t]
	}
	return "DomainType(" + strconv.Itoa(int(t)) + ")"
}

// Result is the classification of one CFA's variables. Its methods never
// modify it; slices they return are fresh copies.
type Result struct {
	types   []DomainType // per variable
	class   []int        // per variable: index in classes
	classes [][]ssa2cfa.Var
	consts  [][]int64 // per class, sorted
	part    []int     // per variable: index in parts, or -1
	parts   [][]ssa2cfa.Var
}

// Type returns v's domain type; Int for a variable the CFA does not have.
func (r *Result) Type(v ssa2cfa.Var) DomainType {
	if v < 0 || int(v) >= len(r.types) {
		return Int
	}
	return r.types[v]
}

// Constants returns, sorted and without duplicates, the constants v's class
// is assigned or compared with by == and !=. An unsigned 64-bit constant
// above math.MaxInt64 appears as its two's-complement int64.
func (r *Result) Constants(v ssa2cfa.Var) []int64 {
	if v < 0 || int(v) >= len(r.class) {
		return nil
	}
	return slices.Clone(r.consts[r.class[v]])
}

// Classes returns the φ-webs: the variables joined by plain copies, each
// sorted, ordered by their least variable. Every variable is in exactly one.
func (r *Result) Classes() [][]ssa2cfa.Var { return cloneAll(r.classes) }

// Class returns the index in Classes of v's class, or -1.
func (r *Result) Class(v ssa2cfa.Var) int {
	if v < 0 || int(v) >= len(r.class) {
		return -1
	}
	return r.class[v]
}

// Partitions returns the partitions of the IntEq variables: the groups of
// variables copied from or compared with each other, each sorted, ordered by
// their least variable. Every IntEq variable is in exactly one.
func (r *Result) Partitions() [][]ssa2cfa.Var { return cloneAll(r.parts) }

// Partition returns the index in Partitions of v's partition, or -1 if v is
// not IntEq.
func (r *Result) Partition(v ssa2cfa.Var) int {
	if v < 0 || int(v) >= len(r.part) {
		return -1
	}
	return r.part[v]
}

// PartitionConstants returns, sorted and without duplicates, the constants
// of the classes of the variables in p.
func (r *Result) PartitionConstants(p []ssa2cfa.Var) []int64 {
	var out []int64
	seen := make(map[int]bool)
	for _, v := range p {
		if v < 0 || int(v) >= len(r.class) || seen[r.class[v]] {
			continue
		}
		seen[r.class[v]] = true
		out = append(out, r.consts[r.class[v]]...)
	}
	slices.Sort(out)
	return slices.Compact(out)
}

// Bits returns the number of bits that encode partition p: ⌈log2(N+M)⌉ for
// N distinct constants of p's classes and M variables in p, at least 1.
func (r *Result) Bits(p []ssa2cfa.Var) int {
	return BitsFor(len(r.PartitionConstants(p)) + len(p))
}

// BitsFor returns ⌈log2(n)⌉, at least 1: the bits that give n distinct codes.
func BitsFor(n int) int {
	if n <= 2 {
		return 1
	}
	return bits.Len(uint(n - 1))
}

func cloneAll(s [][]ssa2cfa.Var) [][]ssa2cfa.Var {
	out := make([][]ssa2cfa.Var, len(s))
	for i, p := range s {
		out[i] = slices.Clone(p)
	}
	return out
}

// KeyVars returns c's Bool and IntEq variables under r (its Bool
// variables when r is nil): the predicate part of an analysis state.
func KeyVars(c *ssa2cfa.CFA, r *Result) []ssa2cfa.Var {
	var out []ssa2cfa.Var
	for v := range c.Vars {
		if r == nil {
			if c.Vars[v].Type.IsBool() {
				out = append(out, ssa2cfa.Var(v))
			}
			continue
		}
		switch r.Type(ssa2cfa.Var(v)) {
		case Bool, IntEq:
			out = append(out, ssa2cfa.Var(v))
		}
	}
	return out
}
