package ssa2cfa

import (
	"go/token"

	"golang.org/x/tools/go/ssa"
)

// Results of standard-library functions whose range the bounds of their
// callers depend on, from their documented contracts: an index into a
// string or slice argument, a size of a rune decoded from it, a prefix or
// suffix test that holds only of a long enough argument, the length of a
// slice made for the caller.

// stdIndexFuncs maps a function of strings or bytes (and internal/bytealg)
// to how its int result relates to len(s), s the first argument:
// r == -1 or 0 <= r < len(s); for a substring search (true), r == -1 or
// 0 <= r <= len(s)-len(sep).
var stdIndexFuncs = map[string]bool{
	"Index": true, "LastIndex": true,
	"IndexByte": false, "LastIndexByte": false, "IndexRune": false,
	"IndexAny": false, "LastIndexAny": false, "IndexFunc": false, "LastIndexFunc": false,
	"IndexByteString": false, "LastIndexByteString": false, "IndexString": true,
}

// stdPrefixFuncs are HasPrefix and HasSuffix: true only if
// len(s) >= len(affix), s and affix the two arguments.
var stdPrefixFuncs = map[string]bool{"HasPrefix": true, "HasSuffix": true}

// stdSearchPkgs are the packages whose searches stdIndexFuncs and
// stdPrefixFuncs model.
var stdSearchPkgs = map[string]bool{"strings": true, "bytes": true, "internal/bytealg": true, "internal/stringslite": true}

// stdDecodeFuncs are the unicode/utf8 decoders: (r rune, size int) with
// size == 0 for an empty p, else 1 <= size <= min(len(p), 4).
var stdDecodeFuncs = map[string]bool{
	"DecodeRune": true, "DecodeRuneInString": true, "DecodeLastRune": true, "DecodeLastRuneInString": true,
}

// stdCountFuncs maps a counting function to the largest count beyond
// len(s), s the first argument: bytes, runes or non-overlapping matches
// of a non-empty separator number at most len(s); Count(s, "") is one
// more than the number of runes.
var stdCountFuncs = map[string]map[string]int64{
	"internal/bytealg": {"Count": 0, "CountString": 0},
	"strings":          {"Count": 1},
	"bytes":            {"Count": 1},
	"unicode/utf8":     {"RuneCount": 0, "RuneCountInString": 0},
}

// stdSplitFuncs are the splitting functions of strings and bytes, each
// mapped to whether it takes a count n (SplitN: n == 0 gives nil, n > 0 at
// most n substrings). By their contract, a non-empty separator gives at
// least one substring (s itself when it does not contain sep), an empty
// one splits s into its UTF-8 sequences; never more than len(s)+1.
var stdSplitFuncs = map[string]bool{"Split": false, "SplitAfter": false, "SplitN": true, "SplitAfterN": true}

// stdAppendFuncs maps the Append functions of strconv to the fewest and
// most bytes they append to dst (0: no bound): a number's text has a digit
// at least (64 and a sign at most), a quoted string its two quotes, a
// quoted rune three bytes at least, a bool "true" or "false".
var stdAppendFuncs = map[string][2]int64{
	"AppendBool": {4, 5}, "AppendInt": {1, 65}, "AppendUint": {1, 64}, "AppendFloat": {1, 0},
	"AppendQuote": {2, 0}, "AppendQuoteToASCII": {2, 0}, "AppendQuoteToGraphic": {2, 0},
	"AppendQuoteRune": {3, 0}, "AppendQuoteRuneToASCII": {3, 0}, "AppendQuoteRuneToGraphic": {3, 0},
}

// stdFillFuncs maps a function that fills a buffer argument to the index
// of that argument and the least count it returns: it writes at most
// len(buf) elements and returns their count. runtime.Callers and
// runtime.Stack count the PCs or bytes they wrote; the system calls return
// what the kernel did, never more than the count passed, or -1 on an
// error. (Not Recvfrom or Recvmsg: MSG_TRUNC makes them return a
// datagram's whole length.)
var stdFillFuncs = map[string]map[string]fillArg{
	"runtime": {"Callers": {1, 0}, "Stack": {0, 0}},
	"syscall": {"Read": {1, -1}, "Write": {1, -1}, "Pread": {1, -1}, "Pwrite": {1, -1},
		"Readlink": {1, -1}, "ReadDirent": {1, -1}, "Getdents": {1, -1}},
}

// fillArg is the buffer argument of a stdFillFuncs function and the least
// count it returns.
type fillArg struct {
	index  int
	lowest int64
}

// stdResult emits, after a call of a modelled function, the assumptions its
// contract gives on the results.
func (l *lowerer) stdResult(in *ssa.Call, callee *ssa.Function) {
	args := in.Common().Args
	if slicesGrow(callee) && len(args) == 2 {
		l.growResult(in, args[0], args[1]) // an instance of a generic function
		return
	}
	if callee == nil || callee.Pkg == nil || callee.Signature.Recv() != nil || callee.TypeParams().Len() > 0 {
		return
	}
	if len(args) == 0 {
		return
	}
	if fill, ok := stdFillFuncs[callee.Pkg.Pkg.Path()][callee.Name()]; ok {
		l.fillResult(in, args, fill)
		return
	}
	if makeNoZero(callee) && len(args) == 1 {
		// A slice of length n and capacity at least n; it panics, as make
		// does, for a negative n.
		size := l.expr(args[0])
		if size == nil {
			return
		}
		size = toInt(size)
		cond := Expr(&Binary{Op: Le, X: IntConst(Int, 0), Y: size})
		if lv, ok := l.c.lenVar[in]; ok {
			cond = AndExpr(cond, &Binary{Op: Eq, X: l.c.Ref(lv), Y: size})
		}
		if cv, ok := l.c.capVar[in]; ok {
			cond = AndExpr(cond, &Binary{Op: Le, X: size, Y: l.c.Ref(cv)})
		}
		l.emit(&Assume{Cond: cond}, in.Pos())
		return
	}
	n := l.lenExpr(args[0])
	if n == nil {
		return
	}
	pos := in.Pos()
	path := callee.Pkg.Pkg.Path()
	if extra, ok := stdCountFuncs[path][callee.Name()]; ok {
		if x, ok := l.c.valueVar[in]; ok && l.c.Vars[x].Type == Int {
			r := l.c.Ref(x)
			l.emit(&Assume{Cond: AndExpr(&Binary{Op: Le, X: IntConst(Int, 0), Y: r},
				&Binary{Op: Le, X: r, Y: &Binary{Op: Add, X: n, Y: IntConst(Int, extra)}})}, pos)
		}
		return
	}
	if added, ok := stdAppendFuncs[callee.Name()]; ok && path == "strconv" {
		// len(r) - len(dst) is in [fewest, most]; len(dst) <= MaxLen, so
		// len(dst) + fewest cannot wrap.
		if lv, ok := l.c.lenVar[in]; ok {
			r := l.c.Ref(lv)
			cond := Expr(&Binary{Op: Le, X: &Binary{Op: Add, X: n, Y: IntConst(Int, added[0])}, Y: r})
			if added[1] > 0 {
				cond = AndExpr(cond, &Binary{Op: Le, X: r, Y: &Binary{Op: Add, X: n, Y: IntConst(Int, added[1])}})
			}
			l.emit(&Assume{Cond: cond}, pos)
		}
		return
	}
	if withCount, ok := stdSplitFuncs[callee.Name()]; ok && (path == "strings" || path == "bytes") {
		switch {
		case withCount && len(args) == 3:
			l.splitResult(in, n, args[1], args[2])
		case !withCount && len(args) == 2:
			l.splitResult(in, n, args[1], nil)
		}
		return
	}
	switch {
	case stdSearchPkgs[path] && stdPrefixFuncs[callee.Name()]:
		x, ok := l.c.valueVar[in]
		m := l.lenExpr(args[len(args)-1])
		if !ok || len(args) != 2 || m == nil || !l.c.Vars[x].Type.IsBool() {
			return
		}
		r := l.c.Ref(x)
		l.cases(pos, NotExpr(r), AndExpr(r, &Binary{Op: Le, X: m, Y: n}))
	case stdSearchPkgs[path]:
		search, ok := stdIndexFuncs[callee.Name()]
		if !ok || len(args) != 2 {
			return
		}
		x, ok := l.c.valueVar[in]
		if !ok || l.c.Vars[x].Type != Int {
			return
		}
		r := l.c.Ref(x)
		zero := IntConst(Int, 0)
		var found Expr = &Binary{Op: Lt, X: r, Y: n}
		if search {
			found = &Binary{Op: Le, X: r, Y: n} // Index(s, "") is 0, LastIndex(s, "") is len(s)
			if m := l.lenExpr(args[1]); m != nil {
				// r <= len(s) first: then r + len(sep) cannot wrap.
				found = AndExpr(found, &Binary{Op: Le, X: &Binary{Op: Add, X: r, Y: m}, Y: n})
			}
		}
		found = AndExpr(&Binary{Op: Le, X: zero, Y: r}, found)
		l.cases(pos, &Binary{Op: Eq, X: r, Y: IntConst(Int, -1)}, found)
	case path == "unicode/utf8":
		if !stdDecodeFuncs[callee.Name()] || len(args) != 1 {
			return
		}
		for _, v := range l.resultValues(in) {
			e := v.(*ssa.Extract)
			if e.Index != 1 {
				continue
			}
			x, ok := l.c.valueVar[e]
			if !ok || l.c.Vars[x].Type != Int {
				return
			}
			size := l.c.Ref(x)
			zero := IntConst(Int, 0)
			l.cases(pos,
				AndExpr(&Binary{Op: Eq, X: n, Y: zero}, &Binary{Op: Eq, X: size, Y: zero}),
				AndExpr(AndExpr(&Binary{Op: Le, X: IntConst(Int, 1), Y: size}, &Binary{Op: Le, X: size, Y: n}),
					&Binary{Op: Le, X: size, Y: IntConst(Int, 4)}))
			return
		}
	}
}

// fillResult states the contract of a stdFillFuncs function: its first
// result r is in [fill.lowest, len(buf)].
func (l *lowerer) fillResult(in *ssa.Call, args []ssa.Value, fill fillArg) {
	if fill.index >= len(args) {
		return
	}
	n := l.lenExpr(args[fill.index])
	if n == nil {
		return
	}
	for _, v := range l.resultValues(in) {
		if e, ok := v.(*ssa.Extract); ok && e.Index != 0 {
			continue
		}
		x, ok := l.c.valueVar[v]
		if !ok || l.c.Vars[x].Type != Int {
			return
		}
		r := l.c.Ref(x)
		l.emit(&Assume{Cond: AndExpr(&Binary{Op: Le, X: IntConst(Int, fill.lowest), Y: r}, &Binary{Op: Le, X: r, Y: n})}, in.Pos())
		return
	}
}

// splitResult states the contract of r = Split(s, sep) (count nil) or
// SplitN(s, sep, count), n being len(s): 0 <= len(r) <= n+1; with a
// non-empty sep, 1 <= len(r) unless count is 0 (then r is nil); with a
// positive count, len(r) <= count.
func (l *lowerer) splitResult(in *ssa.Call, n Expr, sep, count ssa.Value) {
	lv, ok := l.c.lenVar[in]
	m := l.lenExpr(sep)
	if !ok || m == nil {
		return
	}
	r := l.c.Ref(lv)
	zero, one := IntConst(Int, 0), IntConst(Int, 1)
	upTo := AndExpr(&Binary{Op: Le, X: zero, Y: r}, &Binary{Op: Le, X: r, Y: &Binary{Op: Add, X: n, Y: one}})
	empty := &Binary{Op: Eq, X: m, Y: zero}
	some := AndExpr(&Binary{Op: Le, X: one, Y: m}, AndExpr(&Binary{Op: Le, X: one, Y: r}, upTo))
	pos := in.Pos()
	if count == nil {
		l.cases(pos, AndExpr(empty, upTo), some)
		return
	}
	k := l.expr(count)
	if k == nil {
		return
	}
	k = toInt(k)
	atMostK := &Binary{Op: Le, X: r, Y: k}
	neg := &Binary{Op: Lt, X: k, Y: zero}
	pos1 := &Binary{Op: Lt, X: zero, Y: k}
	l.cases(pos,
		AndExpr(&Binary{Op: Eq, X: k, Y: zero}, &Binary{Op: Eq, X: r, Y: zero}),
		AndExpr(neg, AndExpr(empty, upTo)),
		AndExpr(neg, some),
		AndExpr(pos1, AndExpr(empty, AndExpr(upTo, atMostK))),
		AndExpr(pos1, AndExpr(some, atMostK)))
}

// growResult states the contract of r = slices.Grow(s, n): it panics for a
// negative n, r has s's length and room for n more elements.
func (l *lowerer) growResult(in *ssa.Call, s, n ssa.Value) {
	size := l.expr(n)
	if size == nil {
		return
	}
	size = toInt(size)
	cond := Expr(&Binary{Op: Le, X: IntConst(Int, 0), Y: size})
	ls := l.lenExpr(s)
	if lv, ok := l.c.lenVar[in]; ok && ls != nil {
		cond = AndExpr(cond, &Binary{Op: Eq, X: l.c.Ref(lv), Y: ls})
	}
	if cv, ok := l.c.capVar[in]; ok && ls != nil {
		room := &Binary{Op: Sub, X: l.c.Ref(cv), Y: ls}
		cond = AndExpr(cond, &Binary{Op: Le, X: size, Y: room})
	}
	l.emit(&Assume{Cond: cond}, in.Pos())
}

// slicesGrow reports slices.Grow (an instance of it).
func slicesGrow(fn *ssa.Function) bool {
	if fn == nil {
		return false
	}
	if o := fn.Origin(); o != nil {
		fn = o
	}
	return fn.Pkg != nil && fn.Pkg.Pkg.Path() == "slices" && fn.Name() == "Grow"
}

// makeNoZero reports internal/bytealg.MakeNoZero(n): make([]byte, n)
// with a capacity of at least n, not zeroed.
func makeNoZero(fn *ssa.Function) bool {
	return fn != nil && fn.Pkg != nil && fn.Pkg.Pkg.Path() == "internal/bytealg" && fn.Name() == "MakeNoZero"
}

// modelled reports a function stdResult models.
func modelled(fn *ssa.Function) bool {
	if slicesGrow(fn) {
		return true
	}
	if fn == nil || fn.Pkg == nil || fn.Signature.Recv() != nil {
		return false
	}
	if makeNoZero(fn) {
		return true
	}
	path := fn.Pkg.Pkg.Path()
	if _, ok := stdCountFuncs[path][fn.Name()]; ok {
		return true
	}
	if _, ok := stdFillFuncs[path][fn.Name()]; ok {
		return true
	}
	if _, ok := stdSplitFuncs[fn.Name()]; ok && (path == "strings" || path == "bytes") {
		return true
	}
	if _, ok := stdAppendFuncs[fn.Name()]; ok && path == "strconv" {
		return true
	}
	switch {
	case stdSearchPkgs[path]:
		_, ok := stdIndexFuncs[fn.Name()]
		return ok || stdPrefixFuncs[fn.Name()]
	case path == "unicode/utf8":
		return stdDecodeFuncs[fn.Name()]
	}
	return false
}

// readOnlyStd reports a modelled function that writes no memory that
// existed before the call: all but the searches that call a function
// argument, strconv's appends (into dst's spare capacity) and the
// functions that fill a buffer.
func readOnlyStd(fn *ssa.Function) bool {
	if !modelled(fn) || fn.Name() == "IndexFunc" || fn.Name() == "LastIndexFunc" {
		return false
	}
	if fn.Pkg == nil {
		return true // an instance of slices.Grow
	}
	path := fn.Pkg.Pkg.Path()
	if _, fills := stdFillFuncs[path][fn.Name()]; fills {
		return false
	}
	_, appends := stdAppendFuncs[fn.Name()]
	return !appends || path != "strconv"
}

// cases continues from the current location under one of the conditions,
// each on its own edge, so that the analysis may keep the cases apart
// (their convex hull loses relations that each case has).
func (l *lowerer) cases(pos token.Pos, conds ...Expr) {
	from := l.cur
	join := l.c.NewLoc(LocInfo{Pos: pos, Block: l.block})
	for _, c := range conds {
		l.c.AddEdge(from, join, &Assume{Cond: c}, pos)
	}
	l.cur = join
}
