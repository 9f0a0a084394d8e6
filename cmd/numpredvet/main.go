// Command numpredvet runs numpredvet's analyzers: standalone
// (numpredvet [-json] [-bounds.strict ...] ./...) or as a vet tool
// (go vet -vettool=$(which numpredvet) ./...).
package main

import (
	"os"

	"golang.org/x/tools/go/analysis/multichecker"

	"github.com/numpredvet/numpredvet/analyzers"
)

func main() {
	suite := analyzers.Suite()
	if vetxOnly(os.Args[1:]) {
		suite = factsOnly(suite)
	}
	multichecker.Main(suite...)
}
