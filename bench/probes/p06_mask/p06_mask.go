// Package p06_mask: bit masks into arrays.
package p06_mask

func Low3(tab [8]int, x int) int { return tab[x&7] }

func Low4(tab [8]int, x int) int { return tab[x&15] } // strict:bounds

func ModNeg(tab [8]int, x int) int { return tab[x%8] } // strict:bounds

func High(tab [16]int, b byte) int { return tab[b>>4] }

func Nine(tab [8]int) int {
	k := 9
	return tab[k&15] // want:bounds
}
