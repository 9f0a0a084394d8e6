package boundsstd

// Read-only integer tables: their elements are in the range of their
// constants, and a sorted table's elements keep its order.

// kindName and kindIndex are what stringer writes: the names of the
// kinds, and where each starts.
const kindName = "NoneSmallMediumLarge"

var kindIndex = [...]uint8{0, 4, 9, 15, 20}

type Kind int

func (k Kind) String() string {
	if k < 0 || k >= Kind(len(kindIndex)-1) {
		return "Kind(?)"
	}
	return kindName[kindIndex[k]:kindIndex[k+1]]
}

// order is only read: its elements index a 19-element array. (The slice
// tables of ssa2cfa's TestConstTables are not assumed here: this package
// runs its own code in its initializer before it sets them.)
var order = [...]uint32{16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15}

func Reorder(freq *[19]int32) int32 {
	var sum int32
	for i := range order {
		sum += freq[order[i]]
	}
	return sum
}

// classOf maps a byte to one of four classes; classes has four entries.
var classOf = [256]uint8{'a': 1, 'b': 2, 'c': 3}

var classes = [4]string{"other", "a", "b", "c"}

func Class(b byte) string { return classes[classOf[b]] }

// digitVal maps a byte to its digit value; the string's bytes index a
// 128-element table.
const digits = "0123456789abcdef"

var digitVal [128]int8

func DigitVal(i int) int8 { return digitVal[digits[i&15]] }

// unsorted is not sorted: t[i] <= t[i+1] is not known.
var unsorted = [...]uint8{0, 9, 4, 12}

func Unsorted(i int) string {
	if 0 <= i && i < 3 {
		return kindName[unsorted[i]:unsorted[i+1]] // want `^kindName\[unsorted\[i\]:unsorted\[i \+ 1\]\]: slice bounds not proven in range$`
	}
	return ""
}

// tooBig holds an index past classes.
var tooBig = [...]uint8{0, 1, 4}

func TooBig(i int) string {
	if 0 <= i && i < 3 {
		return classes[tooBig[i]] // want `^classes\[tooBig\[i\]\]: index not proven in range$`
	}
	return ""
}

// patched is changed after its initialization: its range is not known.
var patched = [...]uint8{0, 1, 2}

func Patch() { patched[2] = 7 }

func Patched(i int) string {
	if 0 <= i && i < 3 {
		return classes[patched[i]] // want `^classes\[patched\[i\]\]: index not proven in range$`
	}
	return ""
}

// Exported tables may be changed by other packages.
var Exported = [...]uint8{0, 1, 2}

func ExportedTable(i int) string {
	if 0 <= i && i < 3 {
		return classes[Exported[i]] // want `^classes\[Exported\[i\]\]: index not proven in range$`
	}
	return ""
}

// leaked is passed to a function that could change it.
var leaked = [...]uint8{0, 1, 2}

func leak(p *[3]uint8) { p[0] = 9 }

func Leaked(i int) string {
	leak(&leaked)
	if 0 <= i && i < 3 {
		return classes[leaked[i]] // want `^classes\[leaked\[i\]\]: index not proven in range$`
	}
	return ""
}

// trieIndex2 is a two-level trie's index, as x/text's triegen writes it: the
// entries for lead bytes 0xC0-0xDF name value blocks, those for lead bytes
// 0xE0-0xEF name second-level index blocks (small numbers here, the block
// number minus 2 as the continuation byte is in [0x80, 0xBF]), and the
// second-level blocks name value blocks again (larger numbers).
var trieIndex2 = [320]uint8{
	0xC2: 7, 0xC3: 8, 0xDF: 9, // value blocks
	0xE0: 1, 0xE1: 2, 0xEF: 2, // second-level blocks at 0xC0 and 0x100
	0x100: 30, 0x13F: 40, // second-level entries: value blocks
}

var trieValues [64 * 48]uint16

// Lookup3 is a 3-byte lookup: the guard on c0 confines the first read to
// the index blocks' entries, at most 2, so the second read's index,
// 2<<6 + 0xBF, is in range; the guard on n confines the value read.
func Lookup3(c0, c1, c2 byte) uint16 {
	if c0 < 0xE0 || c0 > 0xEF || c1 < 0x80 || c1 >= 0xC0 || c2 < 0x80 || c2 >= 0xC0 {
		return 0
	}
	i := trieIndex2[c0]
	o := uint32(i)<<6 + uint32(c1)
	n := trieIndex2[o]
	if n < 46 {
		return trieValues[uint32(n)<<6+uint32(c2)-0x80]
	}
	return 0
}

// Lookup2Wide reads an index block entry without confining the lead byte
// to the index blocks: a value block number 9 is in range of the read,
// and 9<<6 + 0xBF is past the table.
func Lookup2Wide(c0, c1 byte) uint8 {
	if c0 < 0xC0 || c1 < 0x80 || c1 >= 0xC0 {
		return 0
	}
	i := trieIndex2[c0]
	return trieIndex2[uint32(i)<<6+uint32(c1)] // want `^trieIndex2\[uint32\(i\) << 6 \+ uint32\(c1\)\]: index not proven in range$`
}
