package domtypes

import (
	"fmt"
	"go/types"
	"slices"
	"strconv"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/numpredvet/numpredvet/ssa2cfa"
	"github.com/numpredvet/numpredvet/ssa2cfa/domtype"
)

// report reports f's classification at its position.
func report(pass *analysis.Pass, f Func) {
	if !f.Fn.Pos().IsValid() {
		return
	}
	pass.Report(analysis.Diagnostic{
		Pos:      f.Fn.Pos(),
		Category: "domtypes",
		Message:  describe(f, pass.Pkg),
	})
}

// describe renders f's classification on one line:
//
//	name: var Type, var IntEq{c,...}, ...; partitions: {var,...} n bits, ...
//
// listing the classes that have source names, sorted by name.
func describe(f Func, pkg *types.Package) string {
	name := f.Fn.RelString(pkg)
	switch {
	case f.Err != nil:
		return name + ": not lowered: " + f.Err.Error()
	case f.CFA == nil || f.Types == nil:
		return name + ": not lowered"
	}
	c, r := f.CFA, f.Types
	var vars []string
	for _, cl := range r.Classes() {
		names := sourceNames(c, cl)
		if len(names) == 0 {
			continue
		}
		s := strings.Join(names, "/") + " " + r.Type(cl[0]).String()
		if cs := r.Constants(cl[0]); r.Type(cl[0]) == domtype.IntEq && len(cs) > 0 {
			s += "{" + constants(c.Vars[cl[0]].Type, cs) + "}"
		}
		vars = append(vars, s)
	}
	if len(vars) == 0 {
		return name + ": no tracked source variables"
	}
	slices.Sort(vars)
	msg := name + ": " + strings.Join(slices.Compact(vars), ", ")

	var parts []string
	for _, p := range r.Partitions() {
		names := sourceNames(c, p)
		if len(names) == 0 {
			continue
		}
		bits := r.Bits(p)
		unit := "bits"
		if bits == 1 {
			unit = "bit"
		}
		parts = append(parts, fmt.Sprintf("{%s} %d %s", strings.Join(names, ","), bits, unit))
	}
	if len(parts) > 0 {
		slices.Sort(parts)
		msg += "; partitions: " + strings.Join(parts, ", ")
	}
	return msg
}

// sourceNames returns the distinct source names of vs, sorted.
func sourceNames(c *ssa2cfa.CFA, vs []ssa2cfa.Var) []string {
	var names []string
	for _, v := range vs {
		if name := sourceName(c, v); name != "" {
			names = append(names, name)
		}
	}
	slices.Sort(names)
	return slices.Compact(names)
}

// constants renders the constants of a class of type t, comma-separated,
// showing unsigned 64-bit constants as unsigned.
func constants(t ssa2cfa.Type, cs []int64) string {
	s := make([]string, len(cs))
	for i, k := range cs {
		if t.IsInt() && !t.Signed && t.Width == 64 {
			s[i] = strconv.FormatUint(uint64(k), 10)
		} else {
			s[i] = strconv.FormatInt(k, 10)
		}
	}
	return strings.Join(s, ",")
}
