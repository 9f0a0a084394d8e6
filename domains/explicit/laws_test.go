package explicit_test

import (
	"math/rand"
	"testing"

	"github.com/numpredvet/numpredvet/domains/domaintest"
	"github.com/numpredvet/numpredvet/domains/explicit"
)

func TestLaws(t *testing.T) {
	iters := 400
	if testing.Short() {
		iters = 100
	}
	for _, n := range []int{0, 1, 3} {
		domaintest.Laws(t, explicit.Domain{}, n, rand.New(rand.NewSource(int64(n))), iters)
	}
}
