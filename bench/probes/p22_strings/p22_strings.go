// Package p22_strings: string scanning.
package p22_strings

func Trim(s string) string {
	i := 0
	for i < len(s) && s[i] == ' ' {
		i++
	}
	j := len(s)
	for j > i && s[j-1] == ' ' {
		j--
	}
	return s[i:j]
}

func FirstWord(s string) string {
	i := 0
	for s[i] != ' ' { // strict:bounds
		i++
	}
	return s[:i]
}

func Ext(s string) string {
	for i := len(s) - 1; i >= 0; i-- {
		if s[i] == '.' {
			return s[i+1:]
		}
	}
	return ""
}

func Runes(s string) int {
	n := 0
	for i, r := range s {
		if r == 'x' {
			n += int(s[i])
		}
	}
	return n
}
