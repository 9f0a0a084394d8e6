// Package p18_methods: stack methods.
package p18_methods

type Stack struct {
	data []int
	top  int
}

func (s *Stack) Push(v int) {
	d, t := s.data, s.top
	d[t] = v // strict:bounds
	s.top = t + 1
}

func (s *Stack) Peek() int {
	d, t := s.data, s.top
	if t <= 0 || t > len(d) {
		return 0
	}
	return d[t-1]
}

func (s *Stack) Bad() int {
	d := s.data
	if len(d) == 0 {
		return d[0] // want:bounds
	}
	return d[len(d)-1]
}
