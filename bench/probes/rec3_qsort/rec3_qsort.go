// Package rec3_qsort: quicksort with an inline Lomuto partition.
//
// QS partitions around the last element; i <= j < len(a)-1 in the loop, so
// a[i], a[j] and the final swap are in range, and it recurses on a[:i] and
// a[i+1:], both shorter than a: terminates. QSBad recurses on a[i:] (the +1
// forgotten): when no element is below the pivot (i == 0) that is a again,
// with the pivot moved to the front; equal elements ([5 5]) repeat this
// forever, while [2 1] takes the same branches and terminates: latent.
//
// Needs: relation i <= j in the partition loop; termination by len; latent
// non-termination depending on element values.
// Expect: strict:nonterm in QSBad; QS safe.
package rec3_qsort

// QS sorts a in place.
func QS(a []int) {
	if len(a) < 2 {
		return
	}
	p := a[len(a)-1]
	i := 0
	for j := 0; j < len(a)-1; j++ {
		if a[j] < p {
			a[i], a[j] = a[j], a[i]
			i++
		}
	}
	a[i], a[len(a)-1] = a[len(a)-1], a[i]
	QS(a[:i])
	QS(a[i+1:])
}

// QSBad keeps the pivot in the right part.
func QSBad(a []int) { // strict:nonterm
	if len(a) < 2 {
		return
	}
	p := a[len(a)-1]
	i := 0
	for j := 0; j < len(a)-1; j++ {
		if a[j] < p {
			a[i], a[j] = a[j], a[i]
			i++
		}
	}
	a[i], a[len(a)-1] = a[len(a)-1], a[i]
	QSBad(a[:i])
	QSBad(a[i:])
}
