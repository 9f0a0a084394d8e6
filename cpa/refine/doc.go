// Package refine proves checks a first numeric analysis left unproven by
// re-running it with more precision: forms (linear templates such as
// y - 100·x or 2·y - x) that the abstract values then track at every
// location, across joins and widenings, and that the domain combines
// (Fourier–Motzkin) to refute guards.
//
// The forms come from the counterexamples' own conditions (the failing
// check's condition and the guards on the way to it, as in DAGGER's
// interpolated widening, which keeps the constraints that refute the error
// path: Gulavani, Chakraborty, Nori & Rajamani, TACAS 2008), from the
// ratios of the increments a loop applies to its variables together (the
// relations that stay invariant when both move: x += 2 and y++ keep
// x - 2y, and that rule out wrap-around of y += 100 with y <= 100·i), and
// from non-octagonal guards inside loops; each is closed backwards under
// the CFA's assignments, so that SSA copies and increments carry it. The
// integer variables that the guards before an unproven check compare with
// constants become class keys (numeric.Config.ClassKeys): the states a
// guard such as count == 1 tells apart stay apart at joins, and an
// assumption c != k on one splits into c < k and c > k, so that the state
// where a byte is '.' stays apart from those where it is not.
// Refinements accumulate from round to round; a round budget bounds the
// work, and refinement runs only for functions with unproven checks.
//
// Counterexample-guided rounds follow (Config.CexRounds; DAGGER's loop,
// with Z3): for each check still unproven, the shortest paths of the
// abstract reachability graph to its error location (loops unrolled as the
// graph has them) are checked in exact bit-vector semantics (package
// pathsmt). A feasible path ends the refinement of that check: the
// engine's witness search decides what to report. An infeasible one gives
// its unsat core: the conditions of its assume and fail edges as forms,
// carried back over the assignments in the core by substitution (the
// constraints that refute the error, where they must be tracked), and the
// variables its branches compare with constants (or booleans), which then
// key the states apart at joins (DAGGER's split of a join that merged a
// path where the check holds with one where it fails). The hints are
// remembered across rounds; a round runs only when they grew. Z3's
// deterministic resource limit bounds every check, so results do not
// depend on the machine's load; without the solver (built without cgo)
// these rounds are skipped. Config.CexWanted narrows them to some checks
// (the engine: assertions).
//
// Sound: every round is a full analysis by a sound domain (forms and keys
// are precision, never assumptions); a refined result is used only when it
// proves every check the first run proved and more.
package refine
