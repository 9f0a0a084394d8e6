// Package std3_ring: ring buffers indexed by masked or reduced counters.
//
// Queue.Push snapshots q.buf into a local, rejects an empty buffer and writes
// buf[(head+n) & (len(buf)-1)]: for a mask m >= 0, x & m is in [0, m] for any
// int x (wrap-around included): safe. PushMod reduces with % len(buf), which
// is negative when head+n < 0 (fields are unconstrained): latent. PushNoSub
// masks with len(buf) instead of len(buf)-1: for len 8 the index is 0 or 8;
// head+n = 8 fails and 0 passes the same branches: latent. At32 reduces a
// uint32 counter modulo uint32(len(buf)), which is at most len(buf)
// (truncation only lowers it): safe (a zero modulus is a division panic, not
// a bounds failure).
//
// Needs: & with a non-negative mask; % of a possibly negative value; unsigned
// modulo after a truncating conversion.
// Expect: strict:bounds in PushMod and PushNoSub; Push and At32 safe.
package std3_ring

// Queue is a FIFO over a power-of-two buffer.
type Queue struct {
	buf     []int
	head, n int
}

// Push appends v if there is room.
func (q *Queue) Push(v int) bool {
	buf := q.buf
	if len(buf) == 0 || q.n >= len(buf) {
		return false
	}
	buf[(q.head+q.n)&(len(buf)-1)] = v
	q.n++
	return true
}

// PushMod reduces the position with %.
func (q *Queue) PushMod(v int) bool {
	buf := q.buf
	if len(buf) == 0 || q.n >= len(buf) {
		return false
	}
	buf[(q.head+q.n)%len(buf)] = v // strict:bounds
	q.n++
	return true
}

// PushNoSub forgets the -1 in the mask.
func (q *Queue) PushNoSub(v int) bool {
	buf := q.buf
	if len(buf) == 0 || q.n >= len(buf) {
		return false
	}
	buf[(q.head+q.n)&len(buf)] = v // strict:bounds
	q.n++
	return true
}

// At32 reads the slot of a 32-bit sequence number.
func At32(buf []int, c uint32) int {
	if len(buf) == 0 {
		return 0
	}
	return buf[c%uint32(len(buf))]
}
