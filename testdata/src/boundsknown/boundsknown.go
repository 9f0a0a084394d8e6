// Package boundsknown holds index and slice expressions on which the bounds
// analyzer is known to be wrong or incomplete today. The expectations are the
// correct ones, for default and strict mode alike; the test that runs this
// package is skipped until the engine meets them (see bounds_test.go).
package boundsknown

// window: safe, the guard gives 0 <= from <= from+n <= len(s) (n <=
// len(s)-from cannot wrap since len(s)-from >= 0). Known incomplete: strict
// mode reports "slice bounds not proven in range".
func window(s []byte, from, n int) []byte {
	if from < 0 || n < 0 || from > len(s) || n > len(s)-from {
		return nil
	}
	return s[from : from+n]
}
