// Package s11b_ringstack: fixed-size ring buffers and stacks kept in local
// arrays, the way small parsers and stream filters avoid allocation.
//
// WindowSums keeps the last 8 values in a [8]int ring: head in [0, 7] and n in
// [0, 8], so (head+n)%8 is in [0, 7]; the assertion n <= len(ring) is the
// ring's invariant. Balanced matches brackets with a [32]byte stack guarded
// by sp == len(stack) before a push and sp == 0 before a pop. Queue is a
// 16-slot FIFO whose head and tail are reduced with & 15. Tail keeps the
// last 10 lines: n counts the lines (n == range index, so n >= 0 and n%10 is
// in [0, 9]); the output walks the ring from (n-k)%10 with k = min(n, 10),
// wrapping pos back to 0 at 10.
//
// Needs: interval invariants of ring positions with % and &; stack-pointer
// intervals with guards; the builtin min; len(make(T, k)) == k.
// Expect: SAFE (no diagnostic in default or strict mode).
package s11b_ringstack

func assert(b bool) {
	if !b {
		panic("assertion failed")
	}
}

// WindowSums returns, for each prefix of a, the sum of its last 8 values.
func WindowSums(a []int) []int {
	var ring [8]int
	head, n, sum := 0, 0, 0
	out := make([]int, 0, len(a))
	for _, v := range a {
		if n == len(ring) {
			sum -= ring[head]
			ring[head] = v
			head = (head + 1) % len(ring)
		} else {
			ring[(head+n)%len(ring)] = v
			n++
		}
		assert(n <= len(ring))
		sum += v
		out = append(out, sum)
	}
	return out
}

// Balanced reports whether the brackets of s match, nesting at most 32 deep.
func Balanced(s string) bool {
	var stack [32]byte
	sp := 0
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch c {
		case '(', '[', '{':
			if sp == len(stack) {
				return false
			}
			stack[sp] = c
			sp++
		case ')', ']', '}':
			if sp == 0 {
				return false
			}
			sp--
			open := stack[sp]
			if open == '(' && c != ')' || open == '[' && c != ']' || open == '{' && c != '}' {
				return false
			}
		}
	}
	return sp == 0
}

// Queue runs commands on a 16-slot FIFO: a positive command enqueues its
// value, any other dequeues and adds the value to the total.
func Queue(cmds []int) (int, bool) {
	var q [16]int
	head, tail, count := 0, 0, 0
	total := 0
	for _, c := range cmds {
		if c > 0 {
			if count == len(q) {
				return total, false
			}
			q[tail] = c
			tail = (tail + 1) & (len(q) - 1)
			count++
		} else {
			if count == 0 {
				return total, false
			}
			total += q[head]
			head = (head + 1) & (len(q) - 1)
			count--
		}
	}
	return total, true
}

// Tail returns the last 10 lines (fewer if there are fewer), oldest first.
func Tail(lines []string) []string {
	var ring [10]string
	n := 0
	for _, l := range lines {
		ring[n%len(ring)] = l
		n++
	}
	k := min(n, len(ring))
	out := make([]string, k)
	pos := (n - k) % len(ring)
	for i := range out {
		out[i] = ring[pos]
		pos++
		if pos == len(ring) {
			pos = 0
		}
	}
	return out
}
