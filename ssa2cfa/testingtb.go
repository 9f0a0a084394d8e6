package ssa2cfa

import (
	"go/types"

	"golang.org/x/tools/go/ssa"
)

// tbStops are the methods of testing.TB that never return: they stop the
// test's goroutine (runtime.Goexit). go/ssa ends the block after a static
// call of a function that never returns (Program.SetNoReturn), as for
// t.Fatal with t a *testing.T; tb.Fatal through the interface is a dynamic
// call, which it does not know. testing.TB has an unexported method, so
// only the testing package's types implement it.
var tbStops = map[string]bool{
	"Fatal": true, "Fatalf": true, "FailNow": true,
	"Skip": true, "Skipf": true, "SkipNow": true,
}

// stopsTest reports a call of a method of testing.TB that never returns.
func stopsTest(call *ssa.CallCommon) bool {
	if !call.IsInvoke() || !tbStops[call.Method.Name()] {
		return false
	}
	named, ok := types.Unalias(call.Value.Type()).(*types.Named)
	if !ok {
		return false
	}
	obj := named.Obj()
	return obj.Pkg() != nil && obj.Pkg().Path() == "testing" && obj.Name() == "TB"
}
