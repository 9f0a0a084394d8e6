package cfainterp_test

import (
	"fmt"
	"path/filepath"
	"reflect"
	"runtime"
	"strings"

	"github.com/numpredvet/numpredvet/ssa2cfa"
)

// result is the observable outcome of one run, compiled or interpreted:
// canonical result bits (nil entries for untracked results), or the kind
// and source line of the failed check.
type result struct {
	Panicked bool
	Results  []*uint64
	Kind     ssa2cfa.CheckKind
	File     string // base name
	Line     int
	Msg      string // the panic message or the failed check, for reports
	// LineKinds lists, for a failed check of a CFA, the kinds of all checks
	// of that CFA on the same line.
	LineKinds []ssa2cfa.CheckKind
}

func (r result) String() string {
	if r.Panicked {
		return fmt.Sprintf("panic %s at %s:%d (%s)", r.Kind, r.File, r.Line, r.Msg)
	}
	s := make([]string, len(r.Results))
	for i, x := range r.Results {
		if x == nil {
			s[i] = "_"
		} else {
			s[i] = fmt.Sprintf("%#x", *x)
		}
	}
	if r.Msg != "" && len(r.Results) == 0 {
		return r.Msg
	}
	return "return " + strings.Join(s, ", ")
}

// canonBits returns the canonical bits (ssa2cfa.Type.Canon) of an integer
// or boolean value; ok is false for other kinds.
func canonBits(v reflect.Value) (uint64, bool) {
	switch v.Kind() {
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		return uint64(v.Int()), true
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr:
		return v.Uint(), true
	case reflect.Bool:
		if v.Bool() {
			return 1, true
		}
		return 0, true
	}
	return 0, false
}

// runNative calls the compiled function and recovers its panic, locating it
// at the innermost difffns frame other than the assert helper's.
func runNative(fn reflect.Value, args []reflect.Value) (r result) {
	defer func() {
		p := recover()
		if p == nil {
			return
		}
		r = result{Panicked: true, Msg: fmt.Sprint(p)}
		pcs := make([]uintptr, 64)
		frames := runtime.CallersFrames(pcs[:runtime.Callers(1, pcs)])
		inAssert := false
		for {
			f, more := frames.Next()
			if strings.HasPrefix(f.Function, difffnsPath+".") {
				if strings.HasSuffix(f.Function, ".assert") {
					inAssert = true
				} else {
					r.File, r.Line = filepath.Base(f.File), f.Line
					break
				}
			}
			if !more {
				break
			}
		}
		r.Kind = panicKind(p, inAssert)
	}()
	for _, out := range fn.Call(args) {
		if b, ok := canonBits(out); ok {
			r.Results = append(r.Results, &b)
		} else {
			r.Results = append(r.Results, nil)
		}
	}
	return r
}

// runtimeKinds maps run-time error messages to the checks that guard them.
var runtimeKinds = []struct {
	substr string
	kind   ssa2cfa.CheckKind
}{
	{"integer divide by zero", ssa2cfa.CheckDivZero},
	{"index out of range", ssa2cfa.CheckIndex},
	{"slice bounds out of range", ssa2cfa.CheckSlice},
	{"negative shift amount", ssa2cfa.CheckShift},
	{"makeslice", ssa2cfa.CheckMake},
	{"cannot convert slice", ssa2cfa.CheckSliceToArray},
}

// panicKind classifies a recovered panic value by the check that fails.
func panicKind(p any, inAssert bool) ssa2cfa.CheckKind {
	if err, ok := p.(runtime.Error); ok {
		for _, k := range runtimeKinds {
			if strings.Contains(err.Error(), k.substr) {
				return k.kind
			}
		}
		return ssa2cfa.CheckPanic
	}
	switch {
	case inAssert:
		return ssa2cfa.CheckAssert
	case strings.Contains(fmt.Sprint(p), "unreachable"):
		return ssa2cfa.CheckUnreachable
	}
	return ssa2cfa.CheckPanic
}
