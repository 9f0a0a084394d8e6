package engine

import (
	"maps"

	"golang.org/x/tools/go/ssa"

	"github.com/numpredvet/numpredvet/cpa/summary"
)

// ImportedPost returns the postcondition of fn, a function of another
// package that the package's functions call directly, as imported from
// that package's facts; nil when none is known. The set is fixed when the
// pass ends, so other analyzers may read it concurrently.
func (pr *PackageResult) ImportedPost(fn *ssa.Function) *summary.Summary {
	if pr == nil {
		return nil
	}
	return pr.posts[fn]
}

// importedPosts returns a copy of the postconditions imported so far (the
// callees of the package's functions, see importAll), without the misses.
func (s *summaries) importedPosts() map[*ssa.Function]*summary.Summary {
	out := maps.Clone(s.imported)
	maps.DeleteFunc(out, func(_ *ssa.Function, sum *summary.Summary) bool { return sum == nil })
	return out
}
