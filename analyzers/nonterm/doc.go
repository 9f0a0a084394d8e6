// Package nonterm defines an Analyzer that reports recursion and loops that
// never terminate.
//
// # Analyzer nonterm
//
// nonterm: report functions that diverge
//
// By default nonterm reports manifest divergence: a reachable point P of a
// function such that every execution through P runs forever, by a loop that
// cannot exit or by recursion that never reaches a base case (direct, or
// through other functions of the package's call cycles), whatever unknown
// calls and heap reads return. For example
//
//	func grow(n int) int {
//		if n > 0 {
//			return grow(n + 1) // grow never terminates when n > 0
//		}
//		return 0
//	}
//
// The proof is by mixed semantics (package cpa/recur) over recurrent sets
// drawn from the states the function reaches at its entry and at its branch
// outcomes, and each proof is confirmed by a concrete run in Go's exact
// semantics that does not end within a step budget. A loop with no way out
// (for {} without break or return) is taken as intended and not reported.
//
// A recursion that comes back to the state it started in is manifest by
// determinism: when every path from the entry to a call of the function
// itself with its own parameters changes no memory and calls nothing but
// len, cap, min, max and pure functions (static, returning no reference,
// storing only into their own frame), the callee starts where its caller
// did and reaches the same call, forever (a skipper over a string that
// does not advance on a tab; a parser whose atom calls the expression
// parser with its own arguments, which calls the atom back; a method on a
// value cursor that drops the advanced copy). A concrete run up to the
// call shows that it is reached; from there on, nothing is guessed. The
// same holds of a loop: an iteration that goes back to the loop's head
// with every φ of the head unchanged, on a path that stores nothing and
// reads no shared memory (only values, strings and the function's own
// variables), starts the next one in the same state (a scanner that
// continues on a blank of its string without advancing; a break that
// leaves only a switch).
//
// After a test x != y of two variables, a recursion is manifest when it
// diverges from x < y and from x > y alike (if k == n { return 1 };
// return f(n-1, k-1)): each half is a recurrent set of its own. In a small
// function whose loop a test of two variables may leave, the candidate
// points also include the outcomes x == y of tests inside the loop (a
// reset at i == w < n, after which i counts up to w again), with
// octagon states that keep x != y as x < y or x > y.
//
// 64-bit integers are unbounded for this analysis: a recursion that would
// stop only by overflowing exhausts the stack first. Narrower integers wrap
// as in Go (a uint16 loop test of a + b - q is no dead end where a + b < q;
// a byte counter that steps by 2 never equals 255). With -nonterm.strict it also
// reports functions that diverge for some inputs only, with such an input:
// a recurrent set stated by one of the function's conditions (n < 0 for a
// recursion on n-2 with base case n == 0) or by the meet of two (k < 0
// and k < n for a binomial coefficient that stops at k == 0 or k == n),
// or a concrete run, with values
// chosen for unknown calls, that comes back to a state it was in (the loop
// of Yasm's Shift for x = 1). It never reports a function merely because
// its termination is not proven. In strict mode a function too large for
// the analysis budget is reported as not analysed.
//
// In strict mode a lasso found by the concrete search is reported only if
// the values it chose in its repeating part come out the same on every
// round in Go: a loop that ends on a nil test, a pointer it follows, a
// map iteration, a float or a method of a pointer receiver is not
// reported for choosing "go on" forever.
//
// Calls to functions the analysis does not enter (those of other
// packages) return what is known of them: the postconditions the engine
// (numpredengine) exports as facts, and the contracts of the standard
// functions the lowering models (a utf8 decoder's size is at least 1 for
// a non-empty input). A proof that every execution diverges lets a call
// return only if its callee always returns: nonterm proves that of a
// function with no loop, no recursion, nothing that may panic or block but
// the checks the analysis proves safe, and only such callees, and exports
// it as a Returns fact; a call of anything else (a function value, an
// interface method, a callee that may panic) may end the execution, and
// the loop is not reported. In strict mode a lasso may rest on the result
// of such a call only when the callee's postcondition, for the call's
// arguments, allows that value alone, and when the callee always returns:
// unicode.SimpleFold(0) is 0, a run that chooses 1 is no witness.
//
// Every function that diverges from all calls whose arguments satisfy a
// condition over its parameters (n > 0, len(a) > 0, !ready, or always) is
// summarised, in default mode too, and the summary is exported as a
// Diverges fact: a call in the same or another package whose arguments
// provably satisfy it never returns, so that
//
//	func Start() int { return grow(1) }
//
// is reported at the call (manifest), and a call that satisfies it for
// some inputs only is reported in strict mode with such an input. A
// dependency outside the packages vetted, analysed for its facts alone,
// runs DependencyAnalyzer: only the cheap searches (same arguments, call
// cycles, loops that change nothing), whose facts are the ones such
// packages give in practice. Call
// cycles are analysed together up to a size budget; -nonterm.budget sets
// the abstract steps of each run of a function, and with it the work each
// function may spend in all its searches (-budget × 2000 units of a work
// meter that charges every abstract operation by the function's size and
// every concrete step, see recur.Meter). Every search stops when the meter
// is out, at the same point on every run: the output does not depend on
// the machine's load. A 2-minute wall-clock limit per function only guards
// against a pathological hang.
//
// Diagnostics sit on the recursive call (or the call that never returns)
// or the loop's for statement, in the diverging function; every function
// of a diverging call cycle gets its own. Categories: "manifest", "latent"
// (strict) and "budget" (strict).
package nonterm
