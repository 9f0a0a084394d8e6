// Package std3_lastn: keeping the last four values of a slice in a [4]int ring
// indexed by a counter.
//
// LastN stores in[k] at r[k&3] and reads the last m = min(n, 4) back at
// r[(n-m+j)&3]: safe (a mask keeps any int in [0, 3]). LastNMod reads at
// (n-4+j)%4, negative when n < 4 (n = 2, j = 0 gives -2): fails for n in
// 1..3, passes for n = 4 through the same branches (m > 4 false, loop body):
// latent. LastNNoMask forgets the mask: for n >= 5 the loop runs j = 0..3 and
// reads r[n-1] with n-1 >= 4; P = the then-branch m = 4 (reached only with n
// >= 5), every execution through it fails: manifest. For n <= 4 it is safe.
//
// Needs: n == len(in) after a range loop; & 3 and % 4 of possibly negative
// values; exit iteration of a counted loop.
// Expect: strict:bounds in LastNMod; want:bounds in LastNNoMask; LastN safe.
package std3_lastn

// LastN returns the last (at most four) values of in, oldest first.
func LastN(in []int) []int {
	var r [4]int
	n := 0
	for k, v := range in {
		r[k&3] = v
		n = k + 1
	}
	m := n
	if m > 4 {
		m = 4
	}
	var out []int
	for j := 0; j < m; j++ {
		out = append(out, r[(n-m+j)&3])
	}
	return out
}

// LastNMod reduces with % instead of a mask.
func LastNMod(in []int) []int {
	var r [4]int
	n := 0
	for k, v := range in {
		r[k%4] = v
		n = k + 1
	}
	m := n
	if m > 4 {
		m = 4
	}
	var out []int
	for j := 0; j < m; j++ {
		out = append(out, r[(n-4+j)%4]) // strict:bounds
	}
	return out
}

// LastNNoMask forgets to reduce the read position.
func LastNNoMask(in []int) []int {
	var r [4]int
	n := 0
	for k, v := range in {
		r[k&3] = v
		n = k + 1
	}
	m := n
	if m > 4 {
		m = 4
	}
	var out []int
	for j := 0; j < m; j++ {
		out = append(out, r[n-m+j]) // want:bounds
	}
	return out
}
