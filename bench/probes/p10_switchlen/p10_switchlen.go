// Package p10_switchlen: switch on len.
package p10_switchlen

func Head(s []int) int {
	switch len(s) {
	case 0:
		return 0
	case 1:
		return s[0]
	case 2:
		return s[0] + s[1]
	default:
		return s[0] + s[1] + s[2]
	}
}

func HeadBad(s []int) int {
	switch len(s) {
	case 0:
		return 0
	case 1:
		return s[1] // want:bounds
	}
	return s[0]
}

func HeadBad2(s []int) int {
	switch {
	case len(s) < 2:
		return s[1] // want:bounds
	}
	return s[0]
}
