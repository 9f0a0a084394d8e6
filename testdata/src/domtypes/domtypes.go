// Package domtypes is the analysistest input of the domtypes analyzer run
// with -domtypes.report.
package domtypes

// fig1 is the program of Fig. 1 of Apel et al., "Domain Types": enabled is
// only tested, a only counted and compared by order, b multiplied.
func fig1(enabled bool) int { // want `^fig1: a IntEqAdd, b Int, enabled Bool$`
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
func step(state, event int) int { // want `^step: event IntEq\{0,1,2\}, state IntEq\{0,1,2\}; partitions: \{event\} 2 bits, \{state\} 3 bits$`
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
func machine(events []int) (state int) { // want `^machine: i IntEqAdd, len\(events\) IntEqAdd, state IntEq\{0,1,2\}; partitions: \{state\} 3 bits$`
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
func narrow(x int) int8 { // want `^narrow: x Int$`
	return int8(x)
}

// widen converts without changing any value: a copy (inlined into the
// return, so x is the partition's only variable).
func widen(x int32) int64 { // want `^widen: x IntEq; partitions: \{x\} 1 bit$`
	return int64(x)
}

type counter struct{ n int }

// add is a method: the receiver's field is a load; the sum is only stored
// to the heap, which the analysis does not track (no caller reads c.n
// after a call of add, so add keeps no c.n at exit), so k takes part in no
// tracked operation.
func (c *counter) add(k int) { // want `^\(\*counter\)\.add: k IntEq; partitions: \{k\} 1 bit$`
	c.n += k
}

// scale returns a function literal; f, captured by reference, is a load in
// the literal.
func scale(f int) func(int) int { // want `^scale: f IntEq; partitions: \{f\} 1 bit$`
	return func(x int) int { // want `^scale\$1: x Int$`
		return x * f
	}
}

// hello has no tracked source variables.
func hello() string { // want `^hello: no tracked source variables$`
	return "hello"
}

// same is generic: values of type-parameter type are not tracked.
func same[T comparable](x, y T) bool { // want `^same: no tracked source variables$`
	return x == y
}
