// Package domtypesdefault is the analysistest input of the domtypes
// analyzer without flags: it reports nothing.
package domtypesdefault

// fig1 is the program of Fig. 1 of Apel et al., "Domain Types": enabled is
// only tested, a only counted and compared by order, b multiplied.
func fig1(enabled bool) int {
	a, b := 0, 1
	for a < 8 {
		if enabled {
			b = b * 3
		}
		a = a + 1
	}
	return b
}

// step is the transition function of a state machine: state and event are
// only compared with constants, so each is a partition of its own.
func step(state, event int) int {
	switch state {
	case 0:
		if event == 1 {
			return 1
		}
	case 1:
		if event == 2 {
			return 2
		}
		if event == 0 {
			return 0
		}
	case 2:
		return 0
	}
	return state
}

// machine runs a state machine over a slice of events; the loop index is
// IntEqAdd, the state IntEq.
func machine(events []int) (state int) {
	for i := 0; i < len(events); i++ {
		e := events[i]
		switch {
		case e == 0:
			state = 0
		case state == 0 && e == 1:
			state = 1
		case state == 1 && e == 2:
			state = 2
		}
	}
	return state
}

// narrow converts with possible truncation: Int.
func narrow(x int) int8 {
	return int8(x)
}

// widen converts without changing any value: a copy.
func widen(x int32) int64 {
	return int64(x)
}

type counter struct{ n int }

// add is a method: the receiver's field is a load, k is added.
func (c *counter) add(k int) {
	c.n += k
}

// scale returns a function literal whose free variable is an input.
func scale(f int) func(int) int {
	return func(x int) int {
		return x * f
	}
}

// hello has no tracked variables.
func hello() string {
	return "hello"
}

// same is generic: values of type-parameter type are not tracked.
func same[T comparable](x, y T) bool {
	return x == y
}
