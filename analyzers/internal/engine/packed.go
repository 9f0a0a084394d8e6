package engine

import (
	"context"
	"fmt"
	"os"

	"github.com/numpredvet/numpredvet/cpa"
	"github.com/numpredvet/numpredvet/cpa/numeric"
	"github.com/numpredvet/numpredvet/domains"
	"github.com/numpredvet/numpredvet/ssa2cfa"
)

// maxPack bounds a pack's variables: the relational domain's steps cost
// up to the cube of it.
const maxPack = 48

// packWork is the work all the packed analyses of one function may spend
// together, in steps times the cube of the pack's size (see stepWork).
const packWork = stepWork

// packStepsPer bounds a packed analysis to this multiple of the interval
// analysis's steps (plus packSlack): the same fixpoint over fewer
// variables should not take many more, and a function whose packs would
// must not spend a small pack's large budget.
const (
	packStepsPer = 8
	packSlack    = 1000
)

// provePacked re-analyses c with the relational domain rel restricted to
// variable packs, every other variable unconstrained, and returns the
// checks of todo (those an interval analysis of steps0 steps left
// unproven) whose error location such an analysis does not reach. The
// checks are grouped by the variables their conditions share (see
// checkGroups); each group gets the pack of its cone of influence (see
// cone) and an analysis of its own, then, if still unproven, one whose
// cone also holds the guards the checks lie behind (see guardedCone); each
// within the step budget of a function of the pack's size, packStepsPer
// times the interval analysis's steps, and what is left of packWork. The
// proofs are sound: a packed analysis over-approximates c (see
// packDomain); over its budget it proves nothing.
func provePacked(ctx context.Context, c *ssa2cfa.CFA, cfg Config, rel domains.NumericDomain, todo []*ssa2cfa.Check, steps0 int) map[*ssa2cfa.Check]bool {
	proven := map[*ssa2cfa.Check]bool{}
	work := packWork
	groups := checkGroups(todo)
	// First each group's cone of its checks, then, with the work left, for
	// the groups still unproven, the cone that also holds their guards.
	var dom *domTree
	for round := range 2 {
		if round == 1 {
			dom = newDomTree(c)
		}
		for _, group := range groups {
			var left []*ssa2cfa.Check
			for _, chk := range group {
				if !proven[chk] {
					left = append(left, chk)
				}
			}
			if len(left) == 0 {
				continue
			}
			coneOf := func(limit int) []int { return cone(c, left, limit) }
			if round == 1 {
				// nil (no pack) if no guard adds a variable: the first
				// round's.
				coneOf = func(limit int) []int { return guardedCone(c, dom, left, cone(c, left, limit), limit) }
			}
			pd := packOver(c, cfg, rel, coneOf)
			k := float64(max(pd.tracked, 8))
			steps := packSteps(pd.tracked, work, steps0)
			if pd.tracked == 0 || steps < minPackSteps {
				continue
			}
			reached, _, err := runPack(ctx, c, cfg, pd, steps)
			if reached != nil {
				work -= float64(reached.Steps) * k * k * k
			} else {
				work -= float64(steps) * k * k * k
			}
			if os.Getenv("NPV_TRACE") != "" {
				used := -1
				if reached != nil {
					used = reached.Steps
				}
				fmt.Fprintf(os.Stderr, "PACK %s vars=%d pack=%d/%d checks=%d budget=%d steps=%d base=%d round=%d err=%v\n", c.Fn, len(c.Vars), len(pd.pack), pd.tracked, len(left), steps, used, steps0, round, err)
			}
			if err != nil {
				continue
			}
			// The run proves every check whose error location it does not
			// reach, those of later groups too.
			for _, chk := range todo {
				if len(reached.ByLoc[chk.Err]) == 0 {
					proven[chk] = true
				}
			}
		}
	}
	return proven
}

// relExits returns the exit states of a relational analysis of c over the
// cone of its summary (see resultCone), within the budget provePacked
// gives a pack, or nil.
func relExits(ctx context.Context, c *ssa2cfa.CFA, cfg Config, rel domains.NumericDomain, steps0 int) []domains.Numeric {
	pd := packOver(c, cfg, rel, func(limit int) []int { return resultCone(c, limit) })
	steps := packSteps(pd.tracked, packWork, steps0)
	if pd.tracked == 0 || steps < minPackSteps {
		return nil
	}
	reached, p, err := runPack(ctx, c, cfg, pd, steps)
	if os.Getenv("NPV_TRACE") != "" {
		fmt.Fprintf(os.Stderr, "RELEXITS %s vars=%d pack=%d/%d budget=%d err=%v\n", c.Fn, len(c.Vars), len(pd.pack), pd.tracked, steps, err)
	}
	if err != nil {
		return nil
	}
	return exitStates(reached, p, rel)
}

// packSteps is the step budget of a packed analysis over n variables: a
// function's of that size, what work (in steps times n³) allows, and
// packStepsPer times steps0, the interval analysis's steps.
func packSteps(n int, work float64, steps0 int) int {
	k := float64(max(n, 8))
	return min(stepBudget(n), int(work/(k*k*k)), packStepsPer*steps0+packSlack)
}

// minPackSteps is the smallest budget worth a packed analysis.
const minPackSteps = 200

// packOver returns the pack of rel over a cone of c (coneOf cuts it at
// limit variables): the whole cone if it has at most maxPack variables,
// else its variables in at most maxPack shared dimensions (see coalesce),
// else the cone cut at maxPack variables.
func packOver(c *ssa2cfa.CFA, cfg Config, rel domains.NumericDomain, coneOf func(limit int) []int) *packDomain {
	full := coneOf(len(c.Vars))
	if len(full) > maxPack {
		if at, dims, ok := coalesce(c, full, cfg.KeyVars, maxPack); ok {
			return newSharedPackDomain(rel, at, dims)
		}
		full = coneOf(maxPack)
	}
	return newPackDomain(rel, len(c.Vars), full)
}

// runPack runs the keyed numeric CPA of c over the pack domain pd, and
// returns what it reached and the CPA.
func runPack(ctx context.Context, c *ssa2cfa.CFA, cfg Config, pd *packDomain, steps int) (*cpa.Reached, cpa.CPA, error) {
	in := make([]bool, len(c.Vars))
	for _, v := range pd.pack {
		in[v] = true
	}
	var keys []ssa2cfa.Var
	for _, v := range cfg.KeyVars {
		if in[v] {
			keys = append(keys, v)
		}
	}
	p := numeric.New(c, numeric.Config{Domain: pd, KeyVars: keys, Call: cfg.Call, CallCases: casesWithin(c, cfg, in), Entry: cfg.Entry})
	reached, err := cpa.Run(ctx, c, p, cpa.Budget{MaxSteps: steps})
	return reached, p, err
}

// checkGroups partitions checks into groups whose conditions share
// variables (transitively), in order of their first check.
func checkGroups(checks []*ssa2cfa.Check) [][]*ssa2cfa.Check {
	parent := make([]int, len(checks))
	for i := range parent {
		parent[i] = i
	}
	var find func(int) int
	find = func(i int) int {
		for parent[i] != i {
			parent[i] = parent[parent[i]]
			i = parent[i]
		}
		return i
	}
	owner := map[ssa2cfa.Var]int{}
	for i, chk := range checks {
		ssa2cfa.Vars(chk.Cond, func(v ssa2cfa.Var) {
			if j, ok := owner[v]; ok {
				a, b := find(i), find(j)
				parent[max(a, b)] = min(a, b)
			} else {
				owner[v] = i
			}
		})
	}
	var groups [][]*ssa2cfa.Check
	index := map[int]int{}
	for i, chk := range checks {
		r := find(i)
		g, ok := index[r]
		if !ok {
			g = len(groups)
			index[r] = g
			groups = append(groups, nil)
		}
		groups[g] = append(groups[g], chk)
	}
	return groups
}
