// Package domaintest is a property-test harness for implementations of
// domains.Numeric: lattice laws on random abstract values, soundness of every
// operation against concrete points over the mathematical integers (each
// random value is built together with a witness point of its γ, the point is
// carried through the same operations, and must stay in γ of the result),
// stabilisation of widening chains, and consistency of Leq with Join and
// Meet. Constants include values near ±2^62 and ±2^63 to exercise
// saturation.
//
// The harness checks soundness and the laws every lattice-based domain
// satisfies; it does not check precision beyond "γ of a value holds its
// witness" and "a value is included in itself".
package domaintest
