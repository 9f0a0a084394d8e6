package ssa2cfa

import (
	"fmt"
	"strings"
)

func (o *Assume) String() string { return "assume " + o.Cond.String() }

func (o *Assign) String() string {
	lhs := make([]string, len(o.Vars))
	rhs := make([]string, len(o.Exprs))
	for i, v := range o.Vars {
		lhs[i] = fmt.Sprintf("v%d", v)
		rhs[i] = o.Exprs[i].String()
	}
	return strings.Join(lhs, ", ") + " := " + strings.Join(rhs, ", ")
}

func (o *Havoc) String() string {
	s := make([]string, len(o.Vars))
	for i, v := range o.Vars {
		s[i] = fmt.Sprintf("v%d", v)
	}
	return "havoc " + strings.Join(s, ", ") + " (" + o.Reason + ")"
}

func (o *Call) String() string {
	name := o.Builtin
	if o.Callee != nil {
		name = o.Callee.String()
	} else if name == "" {
		name = "dynamic"
	}
	args := make([]string, len(o.Args))
	for i, a := range o.Args {
		if a == nil {
			args[i] = "_"
		} else {
			args[i] = a.String()
		}
	}
	res := make([]string, len(o.Results))
	for i, r := range o.Results {
		if r < 0 {
			res[i] = "_"
		} else {
			res[i] = fmt.Sprintf("v%d", r)
		}
	}
	s := "call " + strings.Join(res, ", ") + " := " + name + "(" + strings.Join(args, ", ") + ")"
	var fields []string
	for _, f := range o.ArgFields {
		fields = append(fields, fmt.Sprintf("in(%s)=%s", fieldLabel(f.Arg, f.Field, f.Len), f.X))
	}
	for _, f := range o.Fields {
		fields = append(fields, fmt.Sprintf("out(%s)=v%d", fieldLabel(f.Arg, f.Field, f.Len), f.Var))
	}
	if len(fields) > 0 {
		s += " with " + strings.Join(fields, ", ")
	}
	return s
}

// fieldLabel names field k of the struct argument i points to (or what
// it points to, k == pointee), or its length.
func fieldLabel(i, k int, isLen bool) string {
	f := fmt.Sprintf("a%d.f%d", i, k)
	if k == pointee {
		f = fmt.Sprintf("*a%d", i)
	}
	if isLen {
		return "len(" + f + ")"
	}
	return f
}

func (o *Return) String() string {
	s := make([]string, len(o.Results))
	for i, r := range o.Results {
		if r == nil {
			s[i] = "_"
		} else {
			s[i] = r.String()
		}
	}
	for i, r := range o.ResultLens {
		if r != nil {
			s = append(s, fmt.Sprintf("len#%d=%s", i, r))
		}
	}
	return "return " + strings.Join(s, ", ")
}

func (o *Fail) String() string {
	return fmt.Sprintf("fail %s#%d unless %s", o.Check.Kind, o.Check.ID, o.Check.Cond)
}
