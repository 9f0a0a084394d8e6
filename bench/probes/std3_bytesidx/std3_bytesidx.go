// Package std3_bytesidx: results of bytes.IndexByte used as slice bounds.
//
// Key, Rest and NextLine check the result of bytes.IndexByte against both
// ends before using it, so their slices are safe whatever the call returns.
// KeyInverted slices line[:i] in the branch where i < 0: every execution
// through that branch fails (a negative slice bound), whether the call is
// modeled (i == -1) or unknown: P = the then-branch, manifest.
//
// Needs: guards on a call result; relation i < len(buf)-off for buf[off:].
// Expect: want:bounds in KeyInverted; the rest safe.
package std3_bytesidx

import "bytes"

// Key returns the part of line before '='.
func Key(line []byte) []byte {
	i := bytes.IndexByte(line, '=')
	if i < 0 || i > len(line) {
		return nil
	}
	return line[:i]
}

// Rest returns the part of line after '='.
func Rest(line []byte) []byte {
	i := bytes.IndexByte(line, '=')
	if i < 0 || i >= len(line) {
		return nil
	}
	return line[i+1:]
}

// NextLine returns the line starting at off and the offset after it.
func NextLine(buf []byte, off int) ([]byte, int) {
	if off < 0 || off > len(buf) {
		return nil, off
	}
	i := bytes.IndexByte(buf[off:], '\n')
	if i < 0 || i >= len(buf)-off {
		return buf[off:], len(buf)
	}
	return buf[off : off+i], off + i + 1
}

// KeyInverted has the test the wrong way round.
func KeyInverted(line []byte) []byte {
	i := bytes.IndexByte(line, '=')
	if i < 0 {
		return line[:i] // want:bounds
	}
	return line
}
