package domtypes

import (
	"go/token"
	"strings"

	"golang.org/x/tools/go/ssa"

	"github.com/numpredvet/numpredvet/ssa2cfa"
)

// synthetic lists the names go/ssa gives φ-nodes of variables it introduces
// itself (Phi.Comment), which are no source variables.
var synthetic = map[string]bool{"rangeindex": true, "complit": true}

// sourceName returns the source name of variable v of c, or "" for a
// compiler temporary: a result is named by the signature, a len or cap by
// the source name of what it measures, any other variable by its name
// unless that is the SSA name of an instruction ("t3").
func sourceName(c *ssa2cfa.CFA, v ssa2cfa.Var) string {
	info := &c.Vars[v]
	switch info.Role {
	case ssa2cfa.RoleResult:
		return resultName(c, v)
	case ssa2cfa.RoleLen, ssa2cfa.RoleCap:
		fn, rest, _ := strings.Cut(info.Name, "(")
		inner, ok := strings.CutSuffix(rest, ")")
		if ok && (fn == "len" || fn == "cap") && isSource(inner, info.Value) {
			return info.Name
		}
		return ""
	}
	if isSource(info.Name, info.Value) {
		return info.Name
	}
	return ""
}

// isSource reports whether name, given to the variable of SSA value val,
// is a source identifier.
func isSource(name string, val ssa.Value) bool {
	if !token.IsIdentifier(name) || name == "_" || synthetic[name] {
		return false
	}
	switch val.(type) {
	case *ssa.Parameter, *ssa.FreeVar:
		return true
	case nil:
		return !isTempName(name)
	}
	return name != val.Name()
}

// isTempName reports whether name has the form of an SSA temporary: t0, t1, ...
func isTempName(name string) bool {
	digits, ok := strings.CutPrefix(name, "t")
	return ok && digits != "" && strings.Trim(digits, "0123456789") == ""
}

// resultName is the declared name of result variable v, or "".
func resultName(c *ssa2cfa.CFA, v ssa2cfa.Var) string {
	if c.Fn == nil || c.Fn.Signature == nil {
		return ""
	}
	res := c.Fn.Signature.Results()
	for i, r := range c.Results {
		if r == v && i < res.Len() {
			if name := res.At(i).Name(); name != "_" {
				return name
			}
		}
	}
	return ""
}
