package engine

import (
	"flag"

	"golang.org/x/tools/go/analysis"
)

// StrictFlag registers the boolean flag "strict" of an analyzer.
func StrictFlag(doc string) flag.FlagSet {
	var fs flag.FlagSet
	fs.Bool("strict", false, doc)
	return fs
}

// Strict reports the value of the running analyzer's "strict" flag. Flag
// values live in the analyzer's own FlagSet, set once by the driver.
func Strict(pass *analysis.Pass) bool {
	f := pass.Analyzer.Flags.Lookup("strict")
	if f == nil {
		return false
	}
	g, ok := f.Value.(flag.Getter)
	if !ok {
		return false
	}
	b, _ := g.Get().(bool)
	return b
}
