package boundsstd

// dayNames is only ever read: it keeps the length of its literal.
var dayNames = []string{"Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"}

func DayName(d int) string {
	if 0 <= d && d < 7 {
		return dayNames[d]
	}
	return ""
}

// hexDigits is a string variable, only read.
var hexDigits = "0123456789abcdef"

func HexDigit(b byte) byte { return hexDigits[b&15] }

// afterBuiltin is initialized after builtins ran (an append, a len), which
// run none of the package's code.
var early = append([]int{}, len("abc"))

var afterBuiltin = []int{4, 5, 6}

func AfterBuiltin(i int) int {
	if 0 <= i && i < 3 {
		return afterBuiltin[i]
	}
	return 0
}

// scratch is made with constant sizes and only its elements change.
var scratch = make([]int, 8, 16)

func Scratch(i int) int {
	scratch[i&7]++
	return scratch[:16][i&15]
}

// sizes is shrunk by Shrink: its length is not constant.
var sizes = []int{1, 2, 3}

func Size(i int) int {
	if 0 <= i && i < 3 {
		return sizes[i] // want `^sizes\[i\]: index not proven in range$`
	}
	return 0
}

func Shrink() { sizes = sizes[:1] } // want `^sizes\[:1\]: slice bounds not proven in range$`

// Levels is exported: only this package's initializer stores into it, and
// the packages that import it report their stores (see boundspinned).
var Levels = []int{1, 2, 3}

func Level(i int) int {
	if 0 <= i && i < 3 {
		return Levels[i]
	}
	return 0
}

// lateTable is initialized after a call of the package's own code that does
// not refer to it: its length is assumed.
var setupDone = setup()

func setup() int { return len(dayNames) }

var lateTable = []int{1, 2, 3}

func LateTable(i int) int {
	if 0 <= i && i < 3 {
		return lateTable[i]
	}
	return 0
}

// table is initialized after a call of the package's own code that could
// read it before (through an interface method, which the order of
// initialization does not follow): its length is not assumed.
var before = readVia(tableReader{})

type reader interface{ read() int }

type tableReader struct{}

func (tableReader) read() int { return len(table) }

func readVia(r reader) int { return r.read() }

var table = []int{1, 2, 3}

func Table(i int) int {
	if 0 <= i && i < 3 {
		return table[i] // want `^table\[i\]: index not proven in range$`
	}
	return 0
}

// grown is appended to through a pointer to it: its length is not
// assumed (though it only grows).
var grown = []int{1, 2, 3}

func growBy(p *[]int) { *p = append(*p, 0) }

func Grown(i int) int {
	growBy(&grown)
	if 0 <= i && i < 3 {
		return grown[i] // want `^grown\[i\]: index not proven in range$`
	}
	return 0
}
