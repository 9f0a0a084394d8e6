// Package s11b_rle: run-length encoding as (count, byte) pairs.
//
// Encode measures each run with j in [i+1, len(s)] and caps it at 255, so
// the assertion 1 <= j-i <= 255 holds and i = j advances. Decode steps
// i += 2 under i < len(s) and reads src[i+1]: an odd-length input fails on
// its last pair (witness [3]); even lengths pass the same points: latent.
// DecodeInto checks the pairs but trusts dst to be large enough: dst[j]
// fails once j reaches len(dst) (witness dst of length 1, src [2 'a']);
// src [1 'a'] into the same dst passes the same points: latent.
// DecodeIntoOK checks j < len(dst) first: safe.
//
// Needs: relation j - i <= 255 from a loop with three exit conditions;
// i += 2 with an unguarded i+1; a store index bounded only by a check.
// Expect: strict:bounds on src[i+1] in Decode and on dst[j] in DecodeInto;
// Encode and DecodeIntoOK safe.
package s11b_rle

func assert(b bool) {
	if !b {
		panic("assertion failed")
	}
}

// Encode run-length encodes s.
func Encode(s []byte) []byte {
	var out []byte
	for i := 0; i < len(s); {
		j := i + 1
		for j < len(s) && s[j] == s[i] && j-i < 255 {
			j++
		}
		assert(j-i >= 1 && j-i <= 255)
		out = append(out, byte(j-i), s[i])
		i = j
	}
	return out
}

// Decode expands (count, byte) pairs.
func Decode(src []byte) []byte {
	var out []byte
	for i := 0; i < len(src); i += 2 {
		n := int(src[i])
		b := src[i+1] // strict:bounds
		for k := 0; k < n; k++ {
			out = append(out, b)
		}
	}
	return out
}

// DecodeInto expands src into dst and returns the bytes written, or -1 for
// an odd-length src.
func DecodeInto(dst, src []byte) int {
	if len(src)%2 != 0 {
		return -1
	}
	j := 0
	for len(src) >= 2 {
		n, b := int(src[0]), src[1]
		for k := 0; k < n; k++ {
			dst[j] = b // strict:bounds
			j++
		}
		src = src[2:]
	}
	return j
}

// DecodeIntoOK is DecodeInto with the output checked.
func DecodeIntoOK(dst, src []byte) int {
	j := 0
	for len(src) >= 2 {
		n, b := int(src[0]), src[1]
		for k := 0; k < n; k++ {
			if j >= len(dst) {
				return -1
			}
			dst[j] = b
			j++
		}
		src = src[2:]
	}
	return j
}
