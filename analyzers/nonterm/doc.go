// Package nonterm defines an Analyzer that reports recursion and loops that
// never terminate.
//
// # Analyzer nonterm
//
// nonterm: report functions that diverge
//
// By default nonterm reports manifest divergence: a reachable point P of a
// function such that every execution through P runs forever, by a loop that
// cannot exit or by recursion that never reaches a base case (direct or
// through other functions of the package), whatever unknown calls return.
// For example
//
//	func grow(n int) int {
//		if n > 0 {
//			return grow(n + 1) // every call with n > 0 recurses forever
//		}
//		return 0
//	}
//
// Integers are unbounded for this analysis: a recursion that would stop only
// by overflowing exhausts the stack first. With -nonterm.strict it also
// reports functions that diverge for some inputs only (a recurrent set of
// arguments, such as n <= 0 for a halving recursion with base case n == 1).
// It never reports a function merely because its termination is not proven.
package nonterm
