package difffns

// Read-only tables, of integers and of structs: the lowering assumes what
// their elements hold (ssa2cfa.ConstTables, ConstElemTables), before and
// after comparisons of the index.

var tabWidths = [...]uint8{1, 2, 4, 8, 3, 0}

var tabOps = [...]struct {
	name  string
	arity int8
	flags uint16
}{
	{"neg", 1, 0}, {"add", 2, 3}, {"sub", 2, 3}, {"muladd", 3, 7}, {"nop", 0, 1},
}

var tabSorted = [...]int16{-5, 0, 0, 3, 9, 200}

// TabWidth reads a width, then switches on the kind.
func TabWidth(kind int, b []byte) int {
	if kind < 0 || kind >= len(tabWidths) {
		return -1
	}
	w := int(tabWidths[kind])
	if len(b) < w {
		return -2
	}
	switch kind {
	case 3:
		return int(b[7]) + w
	case 2, 4:
		return int(b[2]) + w
	case 5:
		return w
	}
	return int(b[0]) + w
}

// TabWidthRange compares the index with constants after the read.
func TabWidthRange(kind uint8, n int) int {
	if int(kind) >= len(tabWidths) {
		return -1
	}
	w := int(tabWidths[kind])
	if kind >= 3 {
		return w*10 + n%7
	}
	if kind < 1 {
		return 100 - w
	}
	return w - n%5
}

// TabArity copies an element, checks the operands, switches on the op.
func TabArity(o int, args []int) int {
	if o < 0 || o >= len(tabOps) {
		return -1
	}
	d := tabOps[o]
	if len(args) < int(d.arity) {
		return -2
	}
	switch o {
	case 0:
		return -args[0] + int(d.flags)
	case 1, 2:
		return args[0] + args[1] + int(d.flags)
	case 3:
		return args[0]*args[1] + args[2] + int(d.flags)
	}
	return int(d.arity)
}

// TabFlags reads fields through the element's address.
func TabFlags(o uint8, x int) int {
	if int(o) >= len(tabOps) {
		return 0
	}
	if o != 3 && x > 0 {
		return int(tabOps[o].flags) - int(tabOps[o].arity)
	}
	if tabOps[o].flags > 5 {
		return x
	}
	return -x
}

// TabSorted reads two elements of a sorted table.
func TabSorted(i, j int) int {
	if i < 0 || j < i || j >= len(tabSorted) {
		return 0
	}
	a, b := tabSorted[i], tabSorted[j]
	if i == 4 {
		return int(b - a)
	}
	return int(a) - int(b)
}

// Tables returns copies of the tables, for the oracle that answers the
// lowering's loads.
func Tables() map[string]any {
	return map[string]any{"tabWidths": tabWidths, "tabOps": tabOps, "tabSorted": tabSorted}
}

func tableFuncs() map[string]any {
	return map[string]any{
		"TabWidth": TabWidth, "TabWidthRange": TabWidthRange, "TabArity": TabArity,
		"TabFlags": TabFlags, "TabSorted": TabSorted, "RemIdiom": RemIdiom,
	}
}

// RemIdiom computes remainders as x - x/b*b, in both orders and widths.
func RemIdiom(x int8, y int8, u uint32, v uint32) int {
	if y == 0 || v == 0 {
		return 0
	}
	q := x / y
	r := x - q*y
	p := u / v
	s := u - v*p
	return int(r)*1000 + int(s%1000)
}
