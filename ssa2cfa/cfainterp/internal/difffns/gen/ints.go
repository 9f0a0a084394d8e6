package main

import (
	"bytes"
	"fmt"
	"math/rand/v2"
	"strings"
)

// typ is an integer type of the generated code.
type typ struct {
	name   string
	width  uint
	signed bool
}

var intTypes = []typ{
	{"int8", 8, true}, {"int16", 16, true}, {"int32", 32, true}, {"int64", 64, true}, {"int", 64, true},
	{"uint8", 8, false}, {"uint16", 16, false}, {"uint32", 32, false}, {"uint64", 64, false}, {"uint", 64, false},
}

var (
	typInt   = intTypes[4]
	typUint8 = intTypes[5]
	typBool  = typ{name: "bool"}
)

type variable struct {
	name string
	t    typ
	used bool
}

// gen writes Go source; its output depends only on the seed.
type gen struct {
	r     *rand.Rand
	buf   bytes.Buffer
	vars  []*variable // in scope, assignable integers
	bools []*variable // in scope, assignable booleans
	ro    []*variable // in scope, read-only (loop counters)
	n     int         // next local number
	sigs  []sig       // integer functions written so far (callees)
}

// sig is the signature of a generated integer function.
type sig struct {
	name            string
	params, results []typ
}

func newGen(seed uint64) *gen { return &gen{r: rand.New(rand.NewPCG(seed, 1))} }

func (g *gen) pf(format string, args ...any) { fmt.Fprintf(&g.buf, format, args...) }

func (g *gen) typ() typ { return intTypes[g.r.IntN(len(intTypes))] }

// operand returns a constant or an expression of t, generating only the one
// it returns (a discarded expression would mark variables used).
func (g *gen) operand(t typ, depth int) string {
	if g.r.IntN(2) == 0 {
		return g.constant(t, false)
	}
	return g.expr(t, depth)
}

// constant returns a constant literal of t, near 0, ±100 or an end of t's
// range; never 0 if nonzero.
func (g *gen) constant(t typ, nonzero bool) string {
	var v int64
	switch g.r.IntN(4) {
	case 0:
		v = int64(g.r.IntN(8))
	case 1:
		v = int64(g.r.IntN(200)) - 100
	case 2:
		if t.signed {
			v = -1 << (t.width - 1)
		}
		v += int64(g.r.IntN(3))
	default:
		if t.signed {
			v = 1<<(t.width-1) - 1 - int64(g.r.IntN(3))
		} else if t.width < 64 {
			v = 1<<t.width - 1 - int64(g.r.IntN(3))
		} else {
			return fmt.Sprintf("%s(%d)", t.name, uint64(1<<64-1-uint64(g.r.IntN(3))))
		}
	}
	if !t.signed && v < 0 {
		v = -v
	}
	if t.signed && t.width < 64 {
		lo, hi := int64(-1)<<(t.width-1), int64(1)<<(t.width-1)-1
		v = max(lo, min(v, hi))
	}
	if !t.signed && t.width < 64 {
		v = min(v, int64(1)<<t.width-1)
	}
	if nonzero && v == 0 {
		v = 3
	}
	return fmt.Sprintf("%s(%d)", t.name, v)
}

// conv returns v read as type t.
func conv(v *variable, t typ) string {
	v.used = true
	if v.t == t {
		return v.name
	}
	return fmt.Sprintf("%s(%s)", t.name, v.name)
}

// leaf returns a variable read converted to t.
func (g *gen) leaf(t typ) string {
	all := append(append([]*variable{}, g.vars...), g.ro...)
	v := all[g.r.IntN(len(all))]
	if v.t == t && g.r.IntN(2) == 0 {
		v.used = true
		return v.name
	}
	v.used = true
	return fmt.Sprintf("%s(%s)", t.name, v.name)
}

// expr returns an expression of type t that is not constant.
func (g *gen) expr(t typ, depth int) string {
	if depth <= 0 || g.r.IntN(4) == 0 {
		return g.leaf(t)
	}
	switch k := g.r.IntN(20); {
	case k < 2:
		op := []string{"-", "^"}[g.r.IntN(2)]
		return fmt.Sprintf("%s(%s)", op, g.expr(t, depth-1))
	case k < 4: // shift by a constant below the width (larger ones are vet errors)
		op := []string{"<<", ">>"}[g.r.IntN(2)]
		return fmt.Sprintf("(%s %s %d)", g.expr(t, depth-1), op, g.r.IntN(int(t.width)))
	case k < 6: // shift by a variable count of any type (panics if signed and negative)
		op := []string{"<<", ">>"}[g.r.IntN(2)]
		count := g.leaf(g.typ())
		if g.r.IntN(3) > 0 {
			count = fmt.Sprintf("(%s & %d)", count, g.r.IntN(80))
		}
		return fmt.Sprintf("(%s %s %s)", g.expr(t, depth-1), op, count)
	case k < 8: // division or remainder by a nonzero constant, or by an expression (may panic)
		op := []string{"/", "%"}[g.r.IntN(2)]
		if g.r.IntN(2) == 0 {
			return fmt.Sprintf("(%s %s %s)", g.expr(t, depth-1), op, g.constant(t, true))
		}
		return fmt.Sprintf("(%s %s %s)", g.expr(t, depth-1), op, g.expr(t, depth-1))
	case k < 9:
		if g.r.IntN(3) == 0 { // a constant shifted by a variable count
			c := []string{"1", "3", "0x80"}[g.r.IntN(3)]
			if t.signed {
				c = []string{"1", "3", "-1", fmt.Sprintf("-%d", uint64(1)<<(t.width-1))}[g.r.IntN(4)]
			}
			return fmt.Sprintf("(%s(%s) %s (%s & %d))", t.name, c, []string{"<<", ">>"}[g.r.IntN(2)], g.leaf(g.typ()), 7+g.r.IntN(70))
		}
		return fmt.Sprintf("%s(%s)", t.name, g.expr(g.typ(), depth-1))
	case k < 10:
		f := []string{"min", "max"}[g.r.IntN(2)]
		return fmt.Sprintf("%s(%s, %s)", f, g.expr(t, depth-1), g.operand(t, depth-1))
	default:
		op := []string{"+", "-", "*", "&", "|", "^", "&^", "+", "*", "-"}[g.r.IntN(10)]
		x, y := g.expr(t, depth-1), ""
		if g.r.IntN(3) == 0 {
			y = g.constant(t, false)
		} else {
			y = g.expr(t, depth-1)
		}
		if g.r.IntN(2) == 0 {
			x, y = y, x
		}
		return fmt.Sprintf("(%s %s %s)", x, op, y)
	}
}

// cond returns a boolean condition: signed or unsigned comparisons, and at
// most one boolean variable (so that vet sees no redundant b && b).
func (g *gen) cond(depth int) string {
	if len(g.bools) > 0 && g.r.IntN(5) == 0 {
		b := g.bools[g.r.IntN(len(g.bools))]
		b.used = true
		if depth > 0 && g.r.IntN(2) == 0 {
			return fmt.Sprintf("%s %s (%s)", b.name, []string{"&&", "||", "!=", "=="}[g.r.IntN(4)], g.compare(depth-1))
		}
		return g.pick("!", "") + b.name
	}
	return g.compare(depth)
}

// compare returns comparisons, maybe joined by && or ||.
func (g *gen) compare(depth int) string {
	t := g.typ()
	op := []string{"<", "<=", ">", ">=", "==", "!="}[g.r.IntN(6)]
	c := fmt.Sprintf("%s %s %s", g.expr(t, 1), op, g.operand(t, 1))
	if depth > 0 && g.r.IntN(3) == 0 {
		if d := g.compare(depth - 1); d != c { // (vet rejects c && c)
			return fmt.Sprintf("(%s) %s (%s)", c, []string{"&&", "||"}[g.r.IntN(2)], d)
		}
	}
	if g.r.IntN(6) == 0 {
		return "!(" + c + ")"
	}
	return c
}

func (g *gen) pick(a, b string) string {
	if g.r.IntN(2) == 0 {
		return a
	}
	return b
}

// boolStmt declares a boolean variable (at top level) or updates one.
func (g *gen) boolStmt(indent string, top bool) {
	if top && (len(g.bools) == 0 || g.r.IntN(2) == 0) {
		b := &variable{name: fmt.Sprintf("b%d", g.n), t: typBool}
		g.n++
		g.pf("%s%s := %s\n", indent, b.name, g.cond(1))
		g.bools = append(g.bools, b)
		return
	}
	if len(g.bools) == 0 {
		g.assign(indent)
		return
	}
	b := g.bools[g.r.IntN(len(g.bools))]
	if g.r.IntN(2) == 0 {
		b.used = true
		g.pf("%s%s = !%s\n", indent, b.name, b.name)
		return
	}
	g.pf("%s%s = %s\n", indent, b.name, g.cond(1))
}

func (g *gen) assign(indent string) {
	if len(g.vars) >= 2 && g.r.IntN(5) == 0 {
		g.parallel(indent)
		return
	}
	v := g.vars[g.r.IntN(len(g.vars))]
	if g.r.IntN(3) == 0 {
		op := []string{"+=", "-=", "*=", "^=", "|=", "&="}[g.r.IntN(6)]
		g.pf("%s%s %s %s\n", indent, v.name, op, g.expr(v.t, 2))
		return
	}
	g.pf("%s%s = %s\n", indent, v.name, g.rhs(v, 2))
}

// rhs returns an expression to assign to v: not v itself, a self-assignment
// that vet rejects.
func (g *gen) rhs(v *variable, depth int) string {
	e := g.expr(v.t, depth)
	if e == v.name {
		e = fmt.Sprintf("%s + %s", e, g.constant(v.t, true))
	}
	return e
}

// parallel writes a swap-like parallel assignment, a, b = b, a op e: in a
// loop, its φ-nodes must be assigned in parallel.
func (g *gen) parallel(indent string) {
	i := g.r.IntN(len(g.vars))
	j := (i + 1 + g.r.IntN(len(g.vars)-1)) % len(g.vars)
	a, b := g.vars[i], g.vars[j]
	op := []string{"+", "-", "*", "^", "|"}[g.r.IntN(5)]
	g.pf("%s%s, %s = %s, %s %s %s\n", indent, a.name, b.name, conv(b, a.t), conv(a, b.t), op, g.expr(b.t, 1))
}

func (g *gen) stmt(top bool) {
	indent := "\t"
	if !top {
		indent = "\t\t"
	}
	switch k := g.r.IntN(12); {
	case k < 1 && top && len(g.sigs) > 0:
		g.call()
	case k < 3 && top:
		t := g.typ()
		name := fmt.Sprintf("v%d", g.n)
		g.n++
		g.pf("\t%s := %s\n", name, g.expr(t, 3))
		g.vars = append(g.vars, &variable{name: name, t: t})
	case k < 4:
		g.boolStmt(indent, top)
	case k < 6 || !top:
		g.assign(indent)
	case k < 8:
		g.pf("\tif %s {\n", g.cond(1))
		g.assign("\t\t")
		if g.r.IntN(2) == 0 {
			g.assign("\t\t")
		}
		if g.r.IntN(2) == 0 {
			g.pf("\t} else {\n")
			g.assign("\t\t")
		}
		g.pf("\t}\n")
	case k < 9:
		g.pf("\tswitch %s & 3 {\n", g.leaf(g.typ()))
		n := 1 + g.r.IntN(3)
		for c := range n {
			g.pf("\tcase %d:\n", c)
			g.assign("\t\t")
			if c < n-1 && g.r.IntN(3) == 0 {
				g.pf("\t\tfallthrough\n")
			}
		}
		if g.r.IntN(2) == 0 {
			g.pf("\tdefault:\n")
			g.assign("\t\t")
		}
		g.pf("\t}\n")
	default:
		g.loop("\t", 1)
	}
}

// call writes a call of an earlier generated function, whose results
// become new variables (panics in the callee end the caller too).
func (g *gen) call() {
	callee := g.sigs[g.r.IntN(len(g.sigs))]
	var args, names []string
	for _, t := range callee.params {
		args = append(args, g.expr(t, 1))
	}
	for _, t := range callee.results {
		v := &variable{name: fmt.Sprintf("v%d", g.n), t: t}
		g.n++
		if t == typBool {
			g.bools = append(g.bools, v)
		} else {
			g.vars = append(g.vars, v)
		}
		names = append(names, v.name)
	}
	g.pf("\t%s := %s(%s)\n", strings.Join(names, ", "), callee.name, strings.Join(args, ", "))
}

// loop writes a loop of at most 7 iterations with a read-only counter
// (counting up, down, or ranging over an integer), nesting up to depth
// more loops.
func (g *gen) loop(indent string, depth int) {
	i := &variable{name: fmt.Sprintf("i%d", g.n), used: true}
	g.n++
	isRange := false
	switch g.r.IntN(3) {
	case 0:
		i.t = typInt
		g.pf("%sfor %s := 0; %s < int(%s & 7); %s++ {\n", indent, i.name, i.name, g.leaf(g.typ()), i.name)
	case 1:
		i.t = typUint8
		g.pf("%sfor %s := uint8(%s) %% 6; %s > 0; %s-- {\n", indent, i.name, g.leaf(g.typ()), i.name, i.name)
	default:
		i.t, isRange = typUint8, true
		g.pf("%sfor %s := range uint8(%s) %% 5 {\n", indent, i.name, g.leaf(g.typ()))
	}
	in := indent + "\t"
	if v := g.vars[g.r.IntN(len(g.vars))]; g.r.IntN(2) == 0 || isRange {
		g.pf("%s%s += %s\n", in, v.name, conv(i, v.t)) // (a range counter must be used)
	}
	g.ro = append(g.ro, i)
	for range 1 + g.r.IntN(2) {
		g.assign(in)
	}
	if len(g.bools) > 0 && g.r.IntN(3) == 0 {
		g.boolStmt(in, false)
	}
	if depth > 0 && g.r.IntN(4) == 0 {
		g.loop(in, depth-1)
	}
	if g.r.IntN(3) == 0 {
		g.pf("%sif %s {\n%s\t%s\n%s}\n", in, g.cond(0), in, []string{"break", "continue"}[g.r.IntN(2)], in)
		g.assign(in)
	}
	g.ro = g.ro[:len(g.ro)-1]
	g.pf("%s}\n", indent)
}

// results picks one or two result types and returns the signature suffix.
func (g *gen) results() ([]typ, string) {
	rts := []typ{g.typ()}
	if g.r.IntN(2) == 0 {
		rt := g.typ()
		if g.r.IntN(4) == 0 {
			rt = typBool
		}
		rts = append(rts, rt)
		return rts, fmt.Sprintf("(%s, %s)", rts[0].name, rts[1].name)
	}
	return rts, rts[0].name
}

// finish writes the blank uses of unused variables and the return.
func (g *gen) finish(rts []typ) {
	var rs []string
	for _, t := range rts {
		if t == typBool {
			rs = append(rs, g.cond(1))
		} else {
			rs = append(rs, g.expr(t, 2))
		}
	}
	for _, v := range append(g.vars, g.bools...) {
		if !v.used {
			g.pf("\t_ = %s\n", v.name)
		}
	}
	if len(rs) == 1 {
		g.pf("\treturn %s\n}\n\n", rs[0])
	} else {
		g.pf("\treturn %s, %s\n}\n\n", rs[0], rs[1])
	}
}

// intFunction writes a function of 2 to 4 integer parameters.
func (g *gen) intFunction(name string) {
	g.vars, g.bools, g.ro, g.n = nil, nil, nil, 0
	params := ""
	var pts []typ
	for i := range 2 + g.r.IntN(3) {
		t := g.typ()
		p := fmt.Sprintf("p%d", i)
		g.vars = append(g.vars, &variable{name: p, t: t, used: true})
		pts = append(pts, t)
		if i > 0 {
			params += ", "
		}
		params += p + " " + t.name
	}
	rts, res := g.results()
	g.pf("func %s(%s) %s {\n", name, params, res)
	for range 2 + g.r.IntN(6) {
		g.stmt(true)
	}
	g.finish(rts)
	g.sigs = append(g.sigs, sig{name, pts, rts})
}
