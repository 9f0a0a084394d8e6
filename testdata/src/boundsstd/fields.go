package boundsstd

type phase uint8

const (
	phaseIdle phase = iota
	phaseRun
	phaseDone
)

var phaseNames = [...]string{"idle", "run", "done"}

// An unexported field that only ever holds constants (and its zero value)
// indexes a table of that many entries (html/template's context.state,
// image/jpeg's nComp).
type job struct {
	phase phase
	tries int
}

func (j *job) advance() {
	switch j.phase {
	case phaseIdle:
		j.phase = phaseRun
	case phaseRun:
		j.phase = phaseDone
	}
}

func (j *job) reset(from *job) { j.phase = from.phase }

func (j *job) String() string { return phaseNames[j.phase] }

func newJob() *job { return &job{phase: phaseRun} }

// A field set from a variable may hold anything its type holds.
type task struct{ phase phase }

func (t *task) set(p phase) { t.phase = p }

func (t *task) String() string {
	return phaseNames[t.phase] // want `^phaseNames\[t\.phase\]: index not proven in range$`
}

// So may a field whose address is passed on.
type step struct{ phase phase }

func setPhase(p *phase) { *p = 7 }

func (s *step) run() string {
	setPhase(&s.phase)
	return phaseNames[s.phase] // want `^phaseNames\[s\.phase\]: index not proven in range$`
}

// And so may a field the package never sets: like a parameter, it is an
// input of the methods that read it.
type grid struct {
	cells []int
	h     int
}

func (g *grid) row(y int) int {
	c, h := g.cells, g.h
	if y < 0 || y >= h {
		return 0
	}
	return c[y] // want `^c\[y\]: index not proven in range$`
}
