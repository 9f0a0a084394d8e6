// Package s11b_hist: byte histograms and byte-indexed tables, as in
// compression, tokenizing and text-statistics code.
//
// A byte indexes a [256] array directly; letter counts subtract 'a' from a
// byte only after checking 'a' <= c <= 'z' (so the byte difference is in
// [0, 25] and does not wrap); the mode scan keeps best in [0, 255]; the
// counting sort checks i < len(b) before each store (the counts are array
// contents, not a proof source); prefix sums read cnt[i-1] for i >= 1; the
// popcount table is indexed by nibbles. ASCIIHist indexes a [128] table by a
// rune from ranging over a string after r < utf8.RuneSelf: the runes that a
// range over a string produces are never negative.
//
// Needs: byte (uint8) ranges and wrap-around of byte subtraction; loop
// counters over a fixed array; range-over-string runes are non-negative.
// Expect: SAFE (no diagnostic in default or strict mode).
package s11b_hist

import "unicode/utf8"

// ByteHist counts the bytes of s.
func ByteHist(s []byte) [256]int {
	var cnt [256]int
	for _, c := range s {
		cnt[c]++
	}
	return cnt
}

// LetterCounts counts the lower-case ASCII letters of s.
func LetterCounts(s string) [26]int {
	var cnt [26]int
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c >= 'a' && c <= 'z' {
			cnt[c-'a']++
		}
	}
	return cnt
}

// MostCommon returns the most frequent byte of b and its count.
func MostCommon(b []byte) (byte, int) {
	var cnt [256]int
	for _, c := range b {
		cnt[c]++
	}
	best := 0
	for i := 1; i < len(cnt); i++ {
		if cnt[i] > cnt[best] {
			best = i
		}
	}
	return byte(best), cnt[best]
}

// SortBytes sorts b in place by counting.
func SortBytes(b []byte) {
	var cnt [256]int
	for _, c := range b {
		cnt[c]++
	}
	i := 0
	for v := 0; v < len(cnt); v++ {
		for n := cnt[v]; n > 0 && i < len(b); n-- {
			b[i] = byte(v)
			i++
		}
	}
}

// Cumulative returns, for each byte value v, how many bytes of b are <= v.
func Cumulative(b []byte) [256]int {
	var cnt [256]int
	for i := 0; i < len(b); i++ {
		cnt[b[i]]++
	}
	for i := 1; i < len(cnt); i++ {
		cnt[i] += cnt[i-1]
	}
	return cnt
}

// Translate maps every byte of s through the pairs from[i] -> to[i].
func Translate(s, from, to string) string {
	var tbl [256]byte
	for i := range tbl {
		tbl[i] = byte(i)
	}
	for i := 0; i < len(from) && i < len(to); i++ {
		tbl[from[i]] = to[i]
	}
	out := make([]byte, len(s))
	for i := 0; i < len(s); i++ {
		out[i] = tbl[s[i]]
	}
	return string(out)
}

// PopCount counts the set bits of b with a nibble table.
func PopCount(b []byte) int {
	nib := [16]int{0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4}
	n := 0
	for _, c := range b {
		n += nib[c&0x0f] + nib[c>>4]
	}
	return n
}

// ASCIIHist counts the ASCII runes of s.
func ASCIIHist(s string) [128]int {
	var h [128]int
	for _, r := range s {
		if r < utf8.RuneSelf {
			h[r]++
		}
	}
	return h
}
