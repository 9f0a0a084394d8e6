package octagon_test

import (
	"math/rand"
	"os"
	"strconv"
	"testing"

	"github.com/numpredvet/numpredvet/domains/domaintest"
	"github.com/numpredvet/numpredvet/domains/interval"
	"github.com/numpredvet/numpredvet/domains/octagon"
)

// TestStress runs the harness longer when NUMPRED_STRESS=iterations is set.
func TestStress(t *testing.T) {
	it, _ := strconv.Atoi(os.Getenv("NUMPRED_STRESS"))
	if it == 0 {
		t.Skip("set NUMPRED_STRESS")
	}
	for seed := int64(0); seed < 4; seed++ {
		for _, n := range []int{2, 3, 5} {
			domaintest.Laws(t, octagon.Domain{}, n, rand.New(rand.NewSource(seed*100+int64(n))), it)
			domaintest.Laws(t, interval.Domain{}, n, rand.New(rand.NewSource(seed*100+int64(n))), it)
		}
	}
}
