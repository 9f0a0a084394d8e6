// Package summary computes and applies function summaries: relations,
// over numbered slots (parameter values and lengths, result values and
// lengths),
// that hold whenever a function returns (postconditions), and conditions on
// the parameters under which every call fails a check (preconditions).
//
// Slots also name what a function leaves in the fields of the structs its
// pointer parameters point to (FieldSlot, for ssa2cfa's exit fields):
// grow(n) returns m and leaves len(b.buf) == m + n, which a caller's
// b.buf[m:] needs. At a call they are the call's fields (ssa2cfa.CallField),
// set like its results. Postconditions and calling contexts (CallContext,
// Entry) speak also of what the callee finds in those fields
// (EntryFieldSlot, for ssa2cfa's entry fields): Len returns
// len(in(b.buf)), which a caller that hands b.buf on (ssa2cfa.ArgField)
// relates to its own; preconditions never do.
//
// A summary is a sorted conjunction of linear constraints (Constraint), small
// and gob-encodable so that it can travel as an analysis fact. Computing one
// projects an over-approximation of the function's exit states onto its
// slots, so it is sound whenever that over-approximation is; applying one at
// a call edge havocs the call's results and then assumes the summary's
// constraints with the arguments substituted (arguments the caller cannot
// express exactly are relaxed to their ranges), which is sound for the
// returning executions of the call.
//
// A function with a bool result also gets a postcondition per value of that
// result (Case): isDigit(s, i) returns true only when i < len(s), which no
// conjunction over both outcomes can say. ApplyCases splits the state after
// a call by them, so that the caller's branch on the result sees its case.
// A function without one gets a postcondition per value of its first
// integer result that is one of a few constants on every return (a
// scanner's token kind: Word with an index past i, End with i), each value
// a case; else one per sign of its first signed integer result: clamp(i,
// n) returns -1, or an index below n. A case whose returns are of a few
// kinds, each saying more than their join, keeps them as alternatives
// (Case.Or): read(n) returns nil when n > len(*s) or when n < 0, so a
// caller that knows len(*s) >= 1 gets one byte from read(1) whether or not
// it tracks the nil flag (ApplyCases then splits by case and alternative).
//
// A summary may also say more of calls whose integer arguments are small
// (Summary.Small, within the middle half of their types' ranges: SmallEntry
// restricts an analysis to them): neg(g) == -g holds for every g but the
// least int, so only that second postcondition can say it.
package summary
