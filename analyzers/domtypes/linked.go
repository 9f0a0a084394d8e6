package domtypes

import (
	"go/token"
	"os"
	"strings"

	"golang.org/x/tools/go/analysis"
)

// LinkedNames returns the names that //go:linkname and //export
// directives, or the package's assembly files, refer to: other code may
// call those functions.
func LinkedNames(pass *analysis.Pass) map[string]bool {
	names := map[string]bool{}
	for _, f := range pass.Files {
		for _, g := range f.Comments {
			for _, c := range g.List {
				fields := strings.Fields(c.Text)
				if len(fields) >= 2 && (fields[0] == "//go:linkname" || fields[0] == "//export") {
					names[fields[1]] = true
				}
			}
		}
	}
	for _, name := range pass.OtherFiles {
		if !strings.HasSuffix(name, ".s") {
			continue
		}
		data, err := os.ReadFile(name)
		if err != nil {
			continue
		}
		for _, part := range strings.Split(string(data), "·")[1:] {
			end := strings.IndexFunc(part, func(r rune) bool { return !token.IsIdentifier(string(r)) && (r < '0' || r > '9') })
			if end < 0 {
				end = len(part)
			}
			names[part[:end]] = true
		}
	}
	return names
}
