//go:build !cgo

package smt

// Available reports whether the package was built with a solver.
const Available = false

type (
	ast     = uintptr
	solverH = uintptr
	modelH  = uintptr
)

// NewContext returns ErrNoSolver: the package was built without cgo.
func NewContext(cfg Config) (*Context, error) { return nil, ErrNoSolver }

// zctx is never created without cgo; its methods exist so that the shared
// code compiles, and all fail.
type zctx struct{}

func (z *zctx) close()                                 {}
func (z *zctx) interrupt()                             {}
func (z *zctx) mkConst(string, kind, int) (ast, error) { return 0, ErrNoSolver }
func (z *zctx) mkFresh(string, kind, int) (ast, error) { return 0, ErrNoSolver }
func (z *zctx) mkBoolVal(bool) (ast, error)            { return 0, ErrNoSolver }
func (z *zctx) mkBVVal(int, uint64) (ast, error)       { return 0, ErrNoSolver }
func (z *zctx) mkIntVal(int64) (ast, error)            { return 0, ErrNoSolver }
func (z *zctx) mkOp(op, []ast, int, int) (ast, error)  { return 0, ErrNoSolver }
func (z *zctx) simplify(ast) (ast, error)              { return 0, ErrNoSolver }
func (z *zctx) str(ast) string                         { return "<no solver>" }
func (z *zctx) boolValue(ast) (value, ok bool)         { return false, false }
func (z *zctx) numeral(ast) (string, bool)             { return "", false }
func (z *zctx) newSolver(Config) (solverH, error)      { return 0, ErrNoSolver }
func (z *zctx) assert(solverH, ast) error              { return ErrNoSolver }
func (z *zctx) push(solverH) error                     { return ErrNoSolver }
func (z *zctx) pop(solverH, int) error                 { return ErrNoSolver }
func (z *zctx) numScopes(solverH) int                  { return 0 }
func (z *zctx) check(solverH, []ast) (Result, error)   { return Unknown, ErrNoSolver }
func (z *zctx) reasonUnknown(solverH) string           { return ErrNoSolver.Error() }
func (z *zctx) unsatCore(solverH) ([]ast, error)       { return nil, ErrNoSolver }
func (z *zctx) model(solverH) (modelH, error)          { return 0, ErrNoSolver }
func (z *zctx) eval(modelH, ast) (ast, error)          { return 0, ErrNoSolver }
func (z *zctx) evalBool(modelH, ast) (value, ok bool)  { return false, false }
func (z *zctx) evalNumeral(modelH, ast) (string, bool) { return "", false }
func (z *zctx) modelString(modelH) string              { return "<no solver>" }
