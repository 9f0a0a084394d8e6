package boundsstd

import (
	"bytes"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"
)

// splitLine: IndexByte returns -1 or an index of s.
func splitLine(s string) (string, string) {
	if i := strings.IndexByte(s, '\n'); i >= 0 {
		return s[:i+1], s[i+1:]
	}
	return s, ""
}

// splitLineWrong: one past the newline may be past the end.
func splitLineWrong(s string) string {
	if i := strings.IndexByte(s, '\n'); i >= 0 {
		return s[i+2:] // want `^s\[i \+ 2:\]: slice bounds not proven in range$`
	}
	return s
}

// after: Index returns -1 or i with i+len(sep) <= len(s).
func after(s, sep []byte) []byte {
	if i := bytes.Index(s, sep); i >= 0 {
		return s[i+len(sep):]
	}
	return nil
}

// afterWrong: LastIndexByte's index plus two may be past the end.
func afterWrong(s []byte) []byte {
	if i := bytes.LastIndexByte(s, '/'); i >= 0 {
		return s[i+2:] // want `^s\[i \+ 2:\]: slice bounds not proven in range$`
	}
	return nil
}

// runes: DecodeRuneInString's size is at most len(s).
func runes(s string) int {
	n := 0
	for i := 0; i < len(s); {
		_, size := utf8.DecodeRuneInString(s[i:])
		i += size
		_ = s[i:]
		n++
	}
	return n
}

// runesWrong: size+1 may pass the end.
func runesWrong(s string) string {
	_, size := utf8.DecodeRuneInString(s)
	return s[size+1:] // want `^s\[size \+ 1:\]: slice bounds not proven in range$`
}

type lineIter struct{ s string }

// next: the search writes no memory, so it.s keeps the length tested.
func (it *lineIter) next() string {
	if len(it.s) == 0 {
		return ""
	}
	if i := strings.IndexByte(it.s, '\n'); i >= 0 {
		return it.s[:i+1]
	}
	return it.s
}

// nextFunc: IndexFunc calls f, which may change it.s.
func (it *lineIter) nextFunc(f func(rune) bool) string {
	if i := strings.IndexFunc(it.s, f); i >= 0 {
		return it.s[:i+1] // want `^it\.s\[:i \+ 1\]: slice bounds not proven in range$`
	}
	return it.s
}

// trimPrefix: HasPrefix is true only if s is at least as long as prefix.
func trimPrefix(s, prefix []byte) []byte {
	if bytes.HasPrefix(s, prefix) {
		return s[len(prefix):]
	}
	return s
}

// trimSuffix: the same for HasSuffix.
func trimSuffix(s, suffix string) string {
	if strings.HasSuffix(s, suffix) {
		return s[:len(s)-len(suffix)]
	}
	return s
}

// trimPrefixWrong: false says nothing of the lengths.
func trimPrefixWrong(s, prefix string) string {
	if !strings.HasPrefix(s, prefix) {
		return s[len(prefix):] // want `^s\[len\(prefix\):\]: slice bounds not proven in range$`
	}
	return s
}

// slices.Grow(s, n) keeps s's length and makes room for n more elements
// (encoding/hex's AppendEncode, encoding/binary's ensure).
func appendHexByte(dst []byte, c byte) []byte {
	dst = slices.Grow(dst, 2)
	out := dst[len(dst):][:2]
	out[0], out[1] = "0123456789abcdef"[c>>4], "0123456789abcdef"[c&15]
	return dst[:len(dst)+2]
}

func ensureRoom(buf []byte, n int) ([]byte, []byte) {
	l := len(buf)
	buf = slices.Grow(buf, n)[:l+n]
	return buf, buf[l:]
}

// The room is n elements, not one more.
func ensureRoomOver(buf []byte, n int) []byte {
	buf = slices.Grow(buf, n)
	return buf[:len(buf)+n+1] // want `^buf\[:len\(buf\) \+ n \+ 1\]: slice bounds not proven in range$`
}

// firstField: Split with a non-empty separator returns at least one
// substring (s itself when s does not contain it).
func firstField(s string) string {
	return strings.Split(s, ",")[0]
}

// firstFieldAnySep: an empty separator splits s into its runes: none for
// an empty s.
func firstFieldAnySep(s, sep string) string {
	return strings.Split(s, sep)[0] // want `^strings\.Split\(s, sep\)\[0\]: index not proven in range$`
}

// secondField: one substring at least, not two.
func secondField(s []byte) []byte {
	return bytes.Split(s, []byte{','})[1] // want `^bytes\.Split\(s, \[\]byte\{…\}\)\[1\]: index not proven in range$`
}

// keyValue: SplitN with n = 2 returns one or two substrings.
func keyValue(s string) (string, string) {
	kv := strings.SplitN(s, "=", 2)
	if len(kv) == 2 {
		return kv[0], kv[1]
	}
	return kv[0], ""
}

// keyValueNone: SplitAfterN with n = 0 returns nil, whatever s is.
func keyValueNone(s string) string {
	kv := strings.SplitAfterN(s, "=", 0)
	return kv[0] // want `^kv\[0\]: index out of range \[0\] with length 0 on every call \(witness: len\(s\)=\d+\)$`
}

// fieldCount: at most len(s)+1 substrings, so a table of that size has
// room for a count per substring.
func fieldCount(s string) []int {
	counts := make([]int, len(s)+1)
	parts := strings.SplitAfter(s, ";")
	counts[len(parts)-1]++
	return counts
}

// appendedDigit: AppendInt appends one digit at least.
func appendedDigit(buf []byte, x int64) byte {
	b := strconv.AppendInt(buf[:0], x, 10)
	return b[0]
}

// secondDigit: one digit only for x in [0, 9].
func secondDigit(buf []byte, x int64) byte {
	b := strconv.AppendInt(buf[:0], x, 10)
	return b[1] // want `^b\[1\]: index not proven in range$`
}

// quoted: a quoted string has its two quotes around s.
func quoted(s string) []byte {
	q := strconv.AppendQuote(nil, s)
	return q[1 : len(q)-1]
}

// appendWritesBuf: AppendInt writes into buf's spare room, so buf[0]
// may have changed since it was tested.
func appendWritesBuf(buf []byte) int {
	var table [4]int
	if len(buf) == 0 || buf[0] >= 4 {
		return 0
	}
	strconv.AppendInt(buf[:0], 7, 10)
	return table[buf[0]] // want `^table\[buf\[0\]\]: index not proven in range$`
}
