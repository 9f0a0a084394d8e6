// Package bddpred owns every use of binary decision diagrams in numpredvet:
// it is the only package that imports github.com/dalzilio/rudd.
//
// A Manager holds a fixed number of predicate slots, sized up front (rudd
// fixes the variable count at creation and never reorders). Slot p has an
// unprimed BDD variable (level 2p) and a primed one (level 2p+1), so
// transition relations over p and p' stay small. A BDD is an opaque handle
// to a node of one manager; compare handles with Equal, never with ==.
//
// On top of plain predicates the package provides the encodings the
// variable classification asks for:
//   - Bool variables: one slot each (Manager.Alloc(1)).
//   - IntEq partitions (IntEq): integer variables compared for equality with
//     N constants and with each other, ⌈log2(N+M)⌉ bits per variable, one
//     distinct unknown code per variable; exact for every operation it
//     offers (see inteq.go for the semantics and the soundness argument).
//   - IntEqAdd bit vectors (BV): w-bit two's complement vectors with
//     ripple-carry addition and subtraction and signed/unsigned
//     comparisons; exact modulo 2^w.
//
// Guarantees. Every operation is exact (BDDs are a complete representation of
// Boolean functions). Resources are bounded: a node budget (MaxNodes) and any
// internal rudd failure turn into a sticky error (Manager.Err); after it every
// operation returns the invalid handle, on which IsTrue, IsFalse and Equal
// answer false — the "don't know" answer for a client that asks "is this
// state set empty / covered?".
//
// Concurrency. A Manager and its BDDs are not safe for concurrent use: create
// one per analysis pass (per function). Distinct managers may be used from
// distinct goroutines. Node handles are pinned for the manager's lifetime
// (rudd's finalizer-based reference counting runs on the finalizer goroutine
// and races with the manager, so we switch it off); rudd's own garbage
// collection still reclaims intermediate nodes.
package bddpred
