package cpa

import (
	"fmt"
	"strings"
)

// Predicates selects which variables, by domain type (Apel, Beyer,
// Friedberger, Raimondi & von Rhein, "Domain Types: Abstract-Domain
// Selection Based on Variable Usage", HVC 2013), the BDD predicate
// component tracks; every integer variable stays in the numeric component
// too (a reduced product, not a partition).
type Predicates uint8

const (
	// ExplicitInt tracks no variable in BDDs and every integer by its
	// explicit value (the paper's Explicit-Int).
	ExplicitInt Predicates = iota
	// BDDBool tracks Bool variables in BDDs, integers numerically.
	BDDBool
	// BDDIntEq tracks Bool and IntEq variables in BDDs (the issue's
	// default composition).
	BDDIntEq
	// BDDIntEqAdd also tracks IntEqAdd variables, as bit vectors.
	BDDIntEqAdd
	// BDDInt tracks every Bool and integer variable in BDDs, integers as
	// bit vectors.
	BDDInt
)

var predNames = [...]string{ExplicitInt: "explicit-int", BDDBool: "bdd-bool", BDDIntEq: "bdd-inteq", BDDIntEqAdd: "bdd-inteqadd", BDDInt: "bdd-int"}

func (p Predicates) String() string {
	if int(p) < len(predNames) {
		return predNames[p]
	}
	return fmt.Sprintf("Predicates(%d)", p)
}

// Combined names a combined predicate + numeric domain of Gurfinkel &
// Chaki (package domains/numpred), run by the CPA of package cpa/numpredcpa.
type Combined uint8

const (
	// NoCombined selects no combined domain.
	NoCombined Combined = iota
	// NEXPOINT is the Cartesian product of predicates and numbers.
	NEXPOINT
	// NEX is a set of (predicate BDD, numeric value) pairs with disjoint
	// BDDs.
	NEX
	// MTNDD is a multi-terminal diagram: predicates over numeric terminals.
	MTNDD
	// NDD is a numeric decision diagram: predicates and numeric terms in
	// one BDD.
	NDD
)

var combinedNames = [...]string{NoCombined: "", NEXPOINT: "nexpoint", NEX: "nex", MTNDD: "mtndd", NDD: "ndd"}

func (d Combined) String() string {
	if int(d) < len(combinedNames) {
		return combinedNames[d]
	}
	return fmt.Sprintf("Combined(%d)", d)
}

// Config is a CPA configuration of the engine: the merge and stop operators
// of the composite, and the domain-type composition of its components.
// The zero Config is the default: the keyed numeric CPA of package
// cpa/numeric alone; Composite selects a composite of components; a
// Combined domain selects the CPA of package cpa/numpredcpa over the
// predicates of Preds (bdd-bool or bdd-inteq) instead.
type Config struct {
	Composite bool
	Name      string // A–F, or "" when only the composition was given
	Merge     MergeOp
	Stop      StopOp
	Preds     Predicates
	Combined  Combined
}

// The six configurations A–F over (location, predicates, numbers), after
// the space of merge and stop operators Beyer, Henzinger & Théoduloz
// explore (CAV 2007): from model checking (A: every state kept apart) to
// data-flow analysis (E, F: everything joined), with predicated joins in
// between. In every configuration a location keeps at most a bounded number
// of states apart before joining (Composite.SepLimit), so runs terminate
// with infinite numeric domains.
var configs = map[string]Config{
	"A": {Name: "A", Merge: MergeSep, Stop: StopSep},
	"B": {Name: "B", Merge: MergeSep, Stop: StopJoin},
	"C": {Name: "C", Merge: MergePredicated, Stop: StopSep},
	"D": {Name: "D", Merge: MergePredicated, Stop: StopJoin},
	"E": {Name: "E", Merge: MergeJoin, Stop: StopSep},
	"F": {Name: "F", Merge: MergeJoin, Stop: StopJoin},
}

// DefaultConfig is the configuration the engine uses without a flag: the
// keyed numeric CPA (see package cpa/numeric), measured as precise as the
// composites on the corpus and faster (BENCHMARKS.md, "CPA configurations").
var DefaultConfig = Config{}

// ConfigNames lists the accepted words of ParseConfig, in a stable order.
func ConfigNames() []string {
	return []string{"default", "A", "B", "C", "D", "E", "F", "explicit-int", "bdd-bool", "bdd-inteq", "bdd-inteqadd", "bdd-int", "nexpoint", "nex", "mtndd", "ndd"}
}

// ParseConfig parses a configuration flag: "default" (or ""), or one of
// A–F and/or one domain-type composition joined by "+", e.g. "C",
// "bdd-bool", "D+bdd-int". A missing part defaults to A (merge-sep,
// stop-sep: the merge policy of the default) and bdd-inteq. A combined
// domain (nexpoint, nex, mtndd, ndd) stands alone or with the predicates
// bdd-bool or bdd-inteq (the default), e.g. "ndd+bdd-bool".
func ParseConfig(s string) (Config, error) {
	s = strings.TrimSpace(s)
	if s == "" || strings.EqualFold(s, "default") {
		return DefaultConfig, nil
	}
	if cfg, ok, err := parseCombined(s); ok {
		return cfg, err
	}
	cfg := configs["A"]
	cfg.Name, cfg.Composite = "", true
	cfg.Preds = BDDIntEq
	var haveOps, havePreds bool
	for _, w := range strings.Split(s, "+") {
		w = strings.TrimSpace(w)
		if c, ok := configs[strings.ToUpper(w)]; ok && !haveOps {
			cfg.Name, cfg.Merge, cfg.Stop, haveOps = c.Name, c.Merge, c.Stop, true
			continue
		}
		found := false
		for p, n := range predNames {
			if strings.EqualFold(w, n) && !havePreds {
				cfg.Preds, havePreds, found = Predicates(p), true, true
			}
		}
		if !found {
			return Config{}, fmt.Errorf("cpa: bad configuration %q in %q (want default, A–F, or a composition: %s)", w, s, strings.Join(predNames[:], ", "))
		}
	}
	return cfg, nil
}

// parseCombined parses a configuration that names a combined domain; ok
// is false when s names none.
func parseCombined(s string) (cfg Config, ok bool, err error) {
	cfg.Preds = BDDIntEq
	havePreds := false
	for _, w := range strings.Split(s, "+") {
		w = strings.TrimSpace(w)
		if d := combinedByName(w); d != NoCombined && cfg.Combined == NoCombined {
			cfg.Combined, ok = d, true
			continue
		}
		if !havePreds && (strings.EqualFold(w, BDDBool.String()) || strings.EqualFold(w, BDDIntEq.String())) {
			cfg.Preds, havePreds = BDDBool, true
			if strings.EqualFold(w, BDDIntEq.String()) {
				cfg.Preds = BDDIntEq
			}
			continue
		}
		err = fmt.Errorf("cpa: bad configuration %q in %q (a combined domain goes with bdd-bool or bdd-inteq only)", w, s)
	}
	if err != nil || !ok {
		return Config{}, ok, err
	}
	return cfg, true, nil
}

func combinedByName(w string) Combined {
	for d, n := range combinedNames {
		if n != "" && strings.EqualFold(w, n) {
			return Combined(d)
		}
	}
	return NoCombined
}

// String renders c in the syntax ParseConfig accepts.
func (c Config) String() string {
	if c.Combined != NoCombined {
		if c.Preds == BDDIntEq {
			return c.Combined.String()
		}
		return c.Combined.String() + "+" + c.Preds.String()
	}
	if !c.Composite {
		return "default"
	}
	if c.Name == "" {
		return c.Preds.String()
	}
	return c.Name + "+" + c.Preds.String()
}
