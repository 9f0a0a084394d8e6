// Package ssa2cfa lowers go/ssa functions to control-flow automata (CFAs).
//
// A CFA has numbered locations and edges labelled with operations: assume,
// parallel assign, havoc, call, return, and check. Every run-time check Go
// performs (index, slice, division by zero, negative shift, slice-to-array
// conversion, make lengths) and every assertion (a call of a function named
// assert/Assert whose first parameter is bool, a panic whose constant message
// contains "unreachable") is an explicit check: an edge to the check's own
// error location taken when its condition is false.
//
// Tracked variables are the SSA values of integer and boolean type and the
// len and cap of slice, string and array values. Expressions keep their Go
// type (width, signedness) and wrap around exactly as Go does. Anything the
// lowering cannot see (heap loads, unknown calls, channel receives, map
// lookups, type-parameter values) is havoc: a fresh value of its type.
// Two reads agree where Go guarantees it: a repeated read of an immutable
// value (a string's byte, a struct value's field), and a repeated load
// with nothing between that may change the location (a store of another
// type cannot, unless the package reaches that type through unsafe.Pointer
// conversions, see Punned; nor can a store of a whole value that does not
// hold the loaded field's struct, nor a change to a map's entries, which no load
// reads; a call of a function that writes only memory it allocates
// cannot; nothing but the function's own stores changes a
// captured variable that closures only read). A few standard functions have their documented
// contracts as assumptions: results of searches, decoders, counts and
// splits in strings, bytes and unicode/utf8, the room slices.Grow makes,
// the counts of what runtime.Callers, runtime.Stack and the read and write
// system calls put in a buffer (at most its length), and the indexes sort.Search, sort.Find, sort.Slice and rand.Shuffle pass
// to a function literal given only to them (bounded by a slice's length
// the closure sees unchanged: a captured variable no store follows, or a
// field of a captured pointer nothing writes until the call ends), and
// those sort.Sort, sort.Stable and sort.IsSorted pass to the Less and Swap
// methods of an unexported slice type whose values only they get as
// interfaces (SortOnlyTypes). A slice compared with nil is empty where it
// is nil (an empty one need not be nil). One byte of a string cannot
// equal two different constants (s[0] == '[' && s[len(s)-1] == ']' gives
// len(s) >= 2), a range over a constant string yields only its runes, and
// the rows of a slice made here that a loop sets, each to a slice made
// with one length, all have that length once the loop is done.
//
// Two facts that follow from Go's semantics rather than from the operations
// alone are stated too: a new slice s[i:i+4] has length 4 (the difference
// of two bounds with one base is folded, exactly in wrap-around
// arithmetic), and the body of a counted loop with constant bounds and
// stride knows the counter's last value (for i := 0; i < 256; i += 8 gives
// i <= 248), as does one up to a multiple of its stride (for i := 0;
// i < len(p)&^7; i += 8 gives i <= len(p)&^7 - 8). A length that a
// guard len(d)%16 != 0 shows a multiple of 16 is 0 or at least 16 where
// the remainder is 0, and so is the length of a slice a loop consumes in
// whole records from there (for len(d) > 0 { ...; d = d[16:] } knows
// len(d) >= 16 in its body: modloop.go). unsafe.Slice(p, n) and
// unsafe.String(p, n) have length n. A loop that divides its guard
// variable by a constant (for u >= 10 { ...; u /= 10 }) runs a number of
// rounds its entry value bounds (19 for a uint64 in base 10): a ghost
// variable counts the rounds left, set on entry by a chain of tests of
// ghost locations (no points of the program: no analysis reports at
// them), so that a digit buffer written from its end stays in range. A
// conversion y = T(x) is restated after a branch on x, which may confine
// x to values T maps to one range; and a conversion int64(x) of an
// unsigned x that the branches before it bound below 2^63 (if x >
// maxInt { panic(...) }) is given that range, which the domains cannot
// state of x itself.
//
// Two facts about variables that the package's code shows never change:
// every load of a closure's free variable that is stored once before the
// closure is made, and that every closure capturing it only reads, reads
// one value (and length), of which the closure assumes what the parent's
// branches dominating its making decided (captureContract: a goroutine
// started in a range loop knows its captured index is below the length); a load of a package-level slice or string
// variable that only its initializer sets, to a value of constant length,
// before any of the package's code can run, has that length
// (ConstLenGlobals: var dayNames = []string{...}; an exported one keeps
// it only if other packages do not store into it either, which they
// check: ForeignWrites). The elements of a
// read-only integer table (an unexported array, slice or string variable
// only its initializer sets, to constants; ConstTables) are in the range
// of those constants (and 0, if the package's code may read the table
// before its initializer sets it), and keep their order when the table is
// sorted (t[i] <= t[j] for i <= j: stringer's _X_index); so are a
// constant string's bytes. So are the integer fields of the elements of a
// read-only array of struct literals (ConstElemTables: var builtins =
// [...]struct{ name string; nargs int }{...}, read as builtins[id].nargs
// or through a copy of the element). Comparisons of a table's index with
// constants narrow what its reads hold: those the read follows, as a
// disjunction per segment of the table they cut (assumeSegments), and
// those that follow it, on their branches (tableGuard: after a :=
// builtins[id], case id == k knows a.nargs). An unexported integer field that the package's code
// only sets to constants or copies from the same field (FieldRanges:
// a state enum) holds 0 or one of those constants wherever it is read.
// One that the package's functions set to other values may still stay in
// a range ([0, N] for an array of length N it indexes, or non-negative):
// FindFieldCandidates lists such fields, a client verifies their ranges
// (Options.CheckFieldInvariants: checks that the value a function last
// stored is in range wherever other code may read it, at calls, returns,
// panics and copies of the struct), and Options.FieldInvariants assumes
// them at the reads no store of the function may precede since such a
// point (a read through the parameter a function stores through reads the
// value it stored). Relations between a struct's unexported fields,
// such as a buffer's 0 <= r <= w <= len(buf) (FindFieldRelations: X <=
// Y, X <= len(Y) and 0 <= X, as the code's slicing and subtractions
// suggest, and len(X) <= len(Y) for parallel slices, one indexed below
// the other's length), are verified the same way (Options.CheckFieldRelations) and
// assumed (Options.FieldRelations) through cells: per pointer through
// which a function reaches the fields, one variable per field (a length
// for a slice), which its stores set, stores through other pointers that
// may alias it forget, and points where other code may have run reset to
// values that satisfy the relations (fieldrelflow.go); a call whose
// callee changes no location of the fields' types keeps them, as it
// keeps a field's range. A
// range over a map that inserts nothing (no map
// update, no call that may change a map's entries) yields at most the
// len(m) read before it: keys[i] = k into make([]K, len(m)) is in range.
//
// A call of a helper of the package that only computes its integer or
// boolean result from its parameters and the tracked fields they point to
// (pureexpr.go) stands for that computation, over what the caller knows of
// those fields (Call.ArgFields): spanClass(i).sizeclass() is
// int8(uint8(i) >> 1), isDigit(c) is '0' <= c && c <= '9' where it is
// tested, and d.remaining() < 2 is len(d.buf) - d.off < 2. A value defined
// by an addition, subtraction or multiplication that may wrap around is
// stated again where a check or a branch reads it (restatedef.go), where
// the condition may rule out the wrapping case.
//
// SSA's own facts are kept where the domains would lose them: a repeated
// pure operation that a comparison or a check bounds is one variable
// (sa[j/2] checked twice; global value numbering), a disequality that a
// dominating branch decided is assumed again after each later check or
// branch condition that shares a variable with it (if i == len(s) {
// return }; s[:i]; s[i+1:]), and a comparison of two constant strings is
// decided (switch runtime.GOOS). Values of a type parameter whose type
// set holds only slices and strings have a length; a function's slice and
// string results have one too (CFA.ResultLens), for its postcondition.
// A callee of another package that changes no memory, or only locations
// of some basic types (Options.CalleeWrites, from facts: PutUint32 writes
// bytes), keeps loads of other types before and after its calls one
// value, as does an append, which writes only elements of its slice's
// type.
//
// What a call leaves in the integer and slice fields of the structs its
// pointer arguments point to (or in what a pointer to a slice, string or
// integer points to, field -1: a *readBuf its methods consume) is a
// variable of the call (Call.Fields) for
// the loads that read it with no write between, and what a function
// leaves there at each return is one of its own (CFA.ExitFields), for
// the fields its callers read after calling it (DemandFields): a
// postcondition may relate them (grow leaves len(b.buf) == m + n).
// With Options.EntryFields, what a function finds in those fields of its
// pointer parameters, read before any write, is an input of its own
// (CFA.EntryFields), and each call records what the caller knows of them
// for its arguments (Call.ArgFields: a stored or loaded value, a new
// struct's zero, its own entry value): a calling context or a
// postcondition over them (Len returns len(in(b.buf))) may then
// constrain them. With Options.EntryRead (DemandFields), a call whose
// callee reads a field on entry that the caller knows nothing of hands
// on a variable of its own, what the call finds there, which later loads
// with no write between read too. A store into a field changes no other
// field of any struct (writeSet.changesAt): two objects that share a
// location are one. A
// field that each way into a join leaves known, but different, is a
// memory φ: a variable each incoming edge assigns (memphi.go); at a loop
// head, one the loop may change, known on every way in and, as the
// latches find, on every way back (b.data = append(b.data, x) in a loop:
// then len(b.data) is one variable across rounds and after the loop). A
// function returning one comparison returns on one edge per outcome, so
// that its exit states keep them apart.
//
// A result of interface type (an error) is tracked as its nil flag, a
// Bool variable true when the value is nil (nilflags.go), as are the
// values it is made of and those compared with nil: nil itself, a
// conversion to an interface (never nil, even of a nil pointer), what
// errors.New and fmt.Errorf return, an unexported package-level variable
// only its initializer sets to such a value (NonNilGlobals), a φ of them,
// a call's result. So a caller's err != nil reads the flag that the
// callee's postcondition relates to its other results and fields. A slice
// result is tracked the same way: nil, a made slice or an array's slice
// (never nil), a slicing of a slice (nil exactly when it is), an append of
// elements (never nil). A call of testing.TB's Fatal, FailNow or Skip
// methods ends its path, as go/ssa ends a static call that never returns.
//
// The lowering is exact for what it tracks and sound (over-approximating) for
// the rest; it never panics on well-typed input. The package knows nothing of
// abstract domains.
package ssa2cfa
