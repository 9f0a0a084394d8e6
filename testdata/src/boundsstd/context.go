package boundsstd

// pair is unexported and only called below, where i+1 < len(a): its
// checks hold in every context it runs in.
func pair(a []int, i int) int {
	return a[i] + a[i+1]
}

func Pairs(a []int) int {
	s := 0
	for i := 0; i+1 < len(a); i += 2 {
		s += pair(a, i)
	}
	if len(a) >= 2 {
		s += pair(a, len(a)-2)
	}
	return s
}

// pairLoose: one of its calls passes any i.
func pairLoose(a []int, i int) int {
	return a[i] + a[i+1] // want `^a\[i\]: index not proven in range$` `^a\[i \+ 1\]: index not proven in range$`
}

func PairsLoose(a []int, i int) int {
	s := 0
	for j := 0; j+1 < len(a); j++ {
		s += pairLoose(a, j)
	}
	return s + pairLoose(a, i)
}

// PairExported may be called from anywhere.
func PairExported(a []int, i int) int {
	return a[i] + a[i+1] // want `^a\[i\]: index not proven in range$` `^a\[i \+ 1\]: index not proven in range$`
}

func PairsExported(a []int) int {
	if len(a) >= 2 {
		return PairExported(a, 0)
	}
	return 0
}

// pairValue is also taken as a value: its callers are not all known.
func pairValue(a []int, i int) int {
	return a[i] + a[i+1] // want `^a\[i\]: index not proven in range$` `^a\[i \+ 1\]: index not proven in range$`
}

var PairFunc = pairValue

func PairsValue(a []int) int {
	if len(a) >= 2 {
		return pairValue(a, 0)
	}
	return 0
}

// pairGo is also started as a goroutine.
func pairGo(a []int, i int) int {
	return a[i] + a[i+1] // want `^a\[i\]: index not proven in range$` `^a\[i \+ 1\]: index not proven in range$`
}

func PairsGo(a []int) int {
	if len(a) >= 2 {
		go pairGo(a, len(a))
		return pairGo(a, 0)
	}
	return 0
}

type ring struct{ buf []byte }

// at is a method with an unexported name, called only where i < len(b).
func (r *ring) at(b []byte, i int) byte {
	return b[i]
}

func (r *ring) Sum() int {
	s := 0
	b := r.buf
	for i := 0; i < len(b); i++ {
		s += int(r.at(b, i))
	}
	return s
}

// get has the name of an interface method the package calls: a dynamic
// call may reach it with any argument.
type getter interface{ get([]byte, int) byte }

type cells struct{ buf []byte }

func (c *cells) get(b []byte, i int) byte {
	return b[i] // want `^b\[i\]: index not proven in range$`
}

func (c *cells) Sum() int {
	s := 0
	b := c.buf
	for i := 0; i < len(b); i++ {
		s += int(c.get(b, i))
	}
	return s
}

func Get(g getter, b []byte, i int) byte { return g.get(b, i) }

// chain: contexts flow through a closed caller to a closed callee.
func chainOuter(a []int, i int) int { return chainInner(a, i) + a[i] }

func chainInner(a []int, i int) int { return a[i] }

func Chain(a []int) int {
	if len(a) > 3 {
		return chainOuter(a, 3)
	}
	return 0
}

// chainBad: the outer caller passes an index one past the end.
func chainBadOuter(a []int, i int) int { return chainBadInner(a, i+1) }

func chainBadInner(a []int, i int) int { return a[i] } // want `^a\[i\]: index not proven in range$`

func ChainBad(a []int) int {
	if len(a) > 3 {
		return chainBadOuter(a, len(a)-1) // want `^chainBadOuter\(a, len\(a\)-1\): index out of range \[4\] with length 4 in chainBadInner \(line \d+\) on every path through line \d+ \(witness: len\(a\)=4\)$`
	}
	return 0
}

// walk recurses with i+1 while i < len(a): every call, the first and the
// recursive ones, has 0 <= i <= len(a).
func walk(a []int, i int) int {
	if i >= len(a) {
		return 0
	}
	return a[i] + walk(a, i+1)
}

func Walk(a []int) int { return walk(a, 0) }

// walkDown recurses with i-1: i goes negative.
func walkDown(a []int, i int) int {
	if i >= len(a) {
		return 0
	}
	return a[i] + walkDown(a, i-1) // want `^a\[i\]: index not proven in range$`
}

func WalkDown(a []int) int { return walkDown(a, 0) }

// Digits (time's RFC 3339 checks): a closure that only its parent calls
// runs in the contexts of those calls.
func Digits(b []byte) bool {
	num2 := func(b []byte) byte { return 10*(b[0]-'0') + (b[1] - '0') }
	if len(b) < 20 {
		return false
	}
	return num2(b[5:7]) > 12 || num2(b[8:10]) > 31 || num2(b[17:19]) > 59
}

// DigitsShort: one call passes a single byte.
func DigitsShort(b []byte) bool {
	num2 := func(b []byte) byte { return 10*(b[0]-'0') + (b[1] - '0') } // want `^b\[1\]: index not proven in range$`
	if len(b) < 20 {
		return false
	}
	return num2(b[5:7]) > 12 || num2(b[18:19]) > 59
}

// DigitsDeferred: the closure is also deferred, a call whose arguments
// the contexts do not cover.
func DigitsDeferred(b []byte) (n byte) {
	num2 := func(b []byte) byte { return 10*(b[0]-'0') + (b[1] - '0') } // want `^b\[0\]: index not proven in range$` `^b\[1\]: index not proven in range$`
	if len(b) < 20 {
		return 0
	}
	defer num2(b[19:])
	return num2(b[5:7])
}

// DigitsReturned: the closure escapes; its callers are not all known.
func DigitsReturned(b []byte) func([]byte) byte {
	num2 := func(b []byte) byte { return 10*(b[0]-'0') + (b[1] - '0') } // want `^b\[0\]: index not proven in range$` `^b\[1\]: index not proven in range$`
	if len(b) >= 20 {
		_ = num2(b[5:7])
	}
	return num2
}
