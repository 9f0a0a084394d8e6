//go:build cgo

package smt

/*
#cgo LDFLAGS: -lz3
#include <stdlib.h>
#include <string.h>
#include <stdint.h>
#include <z3.h>

// Operator codes; the Go table cOps maps the Go operators to them by name.
enum {
	NP_NOT, NP_AND, NP_OR, NP_IMPLIES, NP_EQ, NP_ITE,
	NP_BVADD, NP_BVSUB, NP_BVMUL, NP_BVNEG, NP_BVNOT, NP_BVAND, NP_BVOR,
	NP_BVXOR, NP_BVSHL, NP_BVLSHR, NP_BVASHR, NP_BVUDIV, NP_BVSDIV,
	NP_BVUREM, NP_BVSREM, NP_BVULT, NP_BVULE, NP_BVSLT, NP_BVSLE,
	NP_ZEROEXT, NP_SIGNEXT, NP_EXTRACT,
	NP_INTADD, NP_INTSUB, NP_INTMUL, NP_INTLT, NP_INTLE, NP_DISTINCT
};

// np_failed reports whether the latest Z3 call failed and, if so, stores a
// copy of the message in *errp (to be freed by the caller).
static int np_failed(Z3_context c, char **errp) {
	Z3_error_code e = Z3_get_error_code(c);
	if (e == Z3_OK) return 0;
	const char *m = Z3_get_error_msg(c, e);
	*errp = strdup(m ? m : "unknown Z3 error");
	return 1;
}

// np_keep checks the latest call and takes a reference to its result.
static Z3_ast np_keep(Z3_context c, Z3_ast a, char **errp) {
	if (np_failed(c, errp)) return NULL;
	if (a == NULL) { *errp = strdup("Z3 returned no term"); return NULL; }
	Z3_inc_ref(c, a);
	return a;
}

static Z3_context np_mk_context(void) {
	Z3_config cfg = Z3_mk_config();
	if (cfg == NULL) return NULL;
	Z3_set_param_value(cfg, "model", "true");
	Z3_context c = Z3_mk_context_rc(cfg);
	Z3_del_config(cfg);
	if (c != NULL) Z3_set_error_handler(c, NULL);
	return c;
}

static void np_release(Z3_context c, Z3_ast *asts, size_t na, Z3_solver *ss, size_t ns, Z3_model *ms, size_t nm) {
	for (size_t i = 0; i < nm; i++) Z3_model_dec_ref(c, ms[i]);
	for (size_t i = 0; i < ns; i++) Z3_solver_dec_ref(c, ss[i]);
	for (size_t i = 0; i < na; i++) Z3_dec_ref(c, asts[i]);
	Z3_del_context(c);
}

// kinds: 1 bool, 2 bit-vector, 3 int (as in Go).
static Z3_ast np_const(Z3_context c, const char *name, int kind, unsigned w, char **errp) {
	Z3_sort s;
	switch (kind) {
	case 1: s = Z3_mk_bool_sort(c); break;
	case 2: s = Z3_mk_bv_sort(c, w); break;
	default: s = Z3_mk_int_sort(c); break;
	}
	if (np_failed(c, errp)) return NULL;
	Z3_symbol sym = Z3_mk_string_symbol(c, name);
	if (np_failed(c, errp)) return NULL;
	return np_keep(c, Z3_mk_const(c, sym, s), errp);
}

static Z3_ast np_fresh(Z3_context c, const char *prefix, int kind, unsigned w, char **errp) {
	Z3_sort s;
	switch (kind) {
	case 1: s = Z3_mk_bool_sort(c); break;
	case 2: s = Z3_mk_bv_sort(c, w); break;
	default: s = Z3_mk_int_sort(c); break;
	}
	if (np_failed(c, errp)) return NULL;
	return np_keep(c, Z3_mk_fresh_const(c, prefix, s), errp);
}

static Z3_ast np_boolval(Z3_context c, int b, char **errp) {
	return np_keep(c, b ? Z3_mk_true(c) : Z3_mk_false(c), errp);
}

static Z3_ast np_bvval(Z3_context c, unsigned w, uint64_t bits, char **errp) {
	Z3_sort s = Z3_mk_bv_sort(c, w);
	if (np_failed(c, errp)) return NULL;
	return np_keep(c, Z3_mk_unsigned_int64(c, bits, s), errp);
}

static Z3_ast np_intval(Z3_context c, int64_t v, char **errp) {
	Z3_sort s = Z3_mk_int_sort(c);
	if (np_failed(c, errp)) return NULL;
	return np_keep(c, Z3_mk_int64(c, v, s), errp);
}

static Z3_ast np_op(Z3_context c, int op, unsigned n, Z3_ast *a, unsigned p1, unsigned p2, char **errp) {
	Z3_ast r = NULL;
	switch (op) {
	case NP_NOT: r = Z3_mk_not(c, a[0]); break;
	case NP_AND: r = Z3_mk_and(c, n, a); break;
	case NP_OR: r = Z3_mk_or(c, n, a); break;
	case NP_IMPLIES: r = Z3_mk_implies(c, a[0], a[1]); break;
	case NP_EQ: r = Z3_mk_eq(c, a[0], a[1]); break;
	case NP_ITE: r = Z3_mk_ite(c, a[0], a[1], a[2]); break;
	case NP_BVADD: r = Z3_mk_bvadd(c, a[0], a[1]); break;
	case NP_BVSUB: r = Z3_mk_bvsub(c, a[0], a[1]); break;
	case NP_BVMUL: r = Z3_mk_bvmul(c, a[0], a[1]); break;
	case NP_BVNEG: r = Z3_mk_bvneg(c, a[0]); break;
	case NP_BVNOT: r = Z3_mk_bvnot(c, a[0]); break;
	case NP_BVAND: r = Z3_mk_bvand(c, a[0], a[1]); break;
	case NP_BVOR: r = Z3_mk_bvor(c, a[0], a[1]); break;
	case NP_BVXOR: r = Z3_mk_bvxor(c, a[0], a[1]); break;
	case NP_BVSHL: r = Z3_mk_bvshl(c, a[0], a[1]); break;
	case NP_BVLSHR: r = Z3_mk_bvlshr(c, a[0], a[1]); break;
	case NP_BVASHR: r = Z3_mk_bvashr(c, a[0], a[1]); break;
	case NP_BVUDIV: r = Z3_mk_bvudiv(c, a[0], a[1]); break;
	case NP_BVSDIV: r = Z3_mk_bvsdiv(c, a[0], a[1]); break;
	case NP_BVUREM: r = Z3_mk_bvurem(c, a[0], a[1]); break;
	case NP_BVSREM: r = Z3_mk_bvsrem(c, a[0], a[1]); break;
	case NP_BVULT: r = Z3_mk_bvult(c, a[0], a[1]); break;
	case NP_BVULE: r = Z3_mk_bvule(c, a[0], a[1]); break;
	case NP_BVSLT: r = Z3_mk_bvslt(c, a[0], a[1]); break;
	case NP_BVSLE: r = Z3_mk_bvsle(c, a[0], a[1]); break;
	case NP_ZEROEXT: r = Z3_mk_zero_ext(c, p1, a[0]); break;
	case NP_SIGNEXT: r = Z3_mk_sign_ext(c, p1, a[0]); break;
	case NP_EXTRACT: r = Z3_mk_extract(c, p1, p2, a[0]); break;
	case NP_INTADD: r = Z3_mk_add(c, n, a); break;
	case NP_INTSUB: r = Z3_mk_sub(c, n, a); break;
	case NP_INTMUL: r = Z3_mk_mul(c, n, a); break;
	case NP_INTLT: r = Z3_mk_lt(c, a[0], a[1]); break;
	case NP_INTLE: r = Z3_mk_le(c, a[0], a[1]); break;
	case NP_DISTINCT: r = Z3_mk_distinct(c, n, a); break;
	default: *errp = strdup("unknown operator"); return NULL;
	}
	return np_keep(c, r, errp);
}

static Z3_ast np_simplify(Z3_context c, Z3_ast a, char **errp) {
	return np_keep(c, Z3_simplify(c, a), errp);
}

static int np_bool_value(Z3_context c, Z3_ast a) {
	return (int)Z3_get_bool_value(c, a);
}

// np_numeral returns a malloc'd decimal string of numeral a, or NULL.
static char *np_numeral(Z3_context c, Z3_ast a) {
	if (!Z3_is_numeral_ast(c, a) || Z3_get_error_code(c) != Z3_OK) return NULL;
	Z3_string s = Z3_get_numeral_string(c, a);
	if (s == NULL || Z3_get_error_code(c) != Z3_OK) return NULL;
	return strdup(s);
}

static Z3_solver np_mk_solver(Z3_context c, unsigned timeout, unsigned rlimit, int minimize, char **errp) {
	Z3_solver s = Z3_mk_solver(c);
	if (np_failed(c, errp)) return NULL;
	Z3_solver_inc_ref(c, s);
	Z3_params p = Z3_mk_params(c);
	if (np_failed(c, errp)) { Z3_solver_dec_ref(c, s); return NULL; }
	Z3_params_inc_ref(c, p);
	// Z3's SIGINT handler would replace the Go runtime's.
	Z3_params_set_bool(c, p, Z3_mk_string_symbol(c, "ctrl_c"), false);
	if (timeout) Z3_params_set_uint(c, p, Z3_mk_string_symbol(c, "timeout"), timeout);
	if (rlimit) Z3_params_set_uint(c, p, Z3_mk_string_symbol(c, "rlimit"), rlimit);
	if (minimize) Z3_params_set_bool(c, p, Z3_mk_string_symbol(c, "core.minimize"), true);
	int bad = np_failed(c, errp);
	if (!bad) {
		Z3_solver_set_params(c, s, p);
		bad = np_failed(c, errp);
	}
	Z3_params_dec_ref(c, p);
	if (bad) { Z3_solver_dec_ref(c, s); return NULL; }
	return s;
}

static int np_assert(Z3_context c, Z3_solver s, Z3_ast a, char **errp) {
	Z3_solver_assert(c, s, a);
	return np_failed(c, errp);
}

static int np_push(Z3_context c, Z3_solver s, char **errp) {
	Z3_solver_push(c, s);
	return np_failed(c, errp);
}

static int np_pop(Z3_context c, Z3_solver s, unsigned n, char **errp) {
	Z3_solver_pop(c, s, n);
	return np_failed(c, errp);
}

static int np_check(Z3_context c, Z3_solver s, unsigned n, Z3_ast *lits, char **errp) {
	Z3_lbool r = n == 0 ? Z3_solver_check(c, s) : Z3_solver_check_assumptions(c, s, n, lits);
	if (np_failed(c, errp)) return 0;
	return (int)r;
}

// np_core stores a malloc'd array of referenced core literals in *out.
static int np_core(Z3_context c, Z3_solver s, Z3_ast **out, unsigned *n, char **errp) {
	*out = NULL;
	*n = 0;
	Z3_ast_vector v = Z3_solver_get_unsat_core(c, s);
	if (np_failed(c, errp)) return 1;
	Z3_ast_vector_inc_ref(c, v);
	unsigned k = Z3_ast_vector_size(c, v);
	if (k > 0) {
		*out = (Z3_ast *)malloc(k * sizeof(Z3_ast));
		for (unsigned i = 0; i < k; i++) {
			Z3_ast a = Z3_ast_vector_get(c, v, i);
			Z3_inc_ref(c, a);
			(*out)[i] = a;
		}
	}
	*n = k;
	Z3_ast_vector_dec_ref(c, v);
	return 0;
}

static Z3_model np_model(Z3_context c, Z3_solver s, char **errp) {
	Z3_model m = Z3_solver_get_model(c, s);
	if (np_failed(c, errp)) return NULL;
	if (m == NULL) { *errp = strdup("no model"); return NULL; }
	Z3_model_inc_ref(c, m);
	return m;
}

// np_eval returns a referenced literal value of a in m (model completion
// on), or NULL.
static Z3_ast np_eval(Z3_context c, Z3_model m, Z3_ast a) {
	Z3_ast r = NULL;
	if (!Z3_model_eval(c, m, a, true, &r) || r == NULL || Z3_get_error_code(c) != Z3_OK) return NULL;
	Z3_inc_ref(c, r);
	return r;
}

static int np_eval_bool(Z3_context c, Z3_model m, Z3_ast a) {
	Z3_ast r = np_eval(c, m, a);
	if (r == NULL) return 0;
	int v = (int)Z3_get_bool_value(c, r);
	Z3_dec_ref(c, r);
	return v;
}

static char *np_eval_numeral(Z3_context c, Z3_model m, Z3_ast a) {
	Z3_ast r = np_eval(c, m, a);
	if (r == NULL) return NULL;
	char *s = np_numeral(c, r);
	Z3_dec_ref(c, r);
	return s;
}
*/
import "C"

import (
	"errors"
	"strings"
	"unsafe"
)

// Available reports whether the package was built with a solver.
const Available = true

type (
	ast     = C.Z3_ast
	solverH = C.Z3_solver
	modelH  = C.Z3_model
)

// zctx is a Z3 context and the arena of everything it references.
type zctx struct {
	c       C.Z3_context
	asts    []C.Z3_ast
	solvers []C.Z3_solver
	models  []C.Z3_model
}

// cOps maps Go operators to the C codes.
var cOps = [numOps]C.int{
	opNot: C.NP_NOT, opAnd: C.NP_AND, opOr: C.NP_OR, opImplies: C.NP_IMPLIES,
	opEq: C.NP_EQ, opIte: C.NP_ITE, opBVAdd: C.NP_BVADD, opBVSub: C.NP_BVSUB,
	opBVMul: C.NP_BVMUL, opBVNeg: C.NP_BVNEG, opBVNot: C.NP_BVNOT,
	opBVAnd: C.NP_BVAND, opBVOr: C.NP_BVOR, opBVXor: C.NP_BVXOR,
	opBVShl: C.NP_BVSHL, opBVLShr: C.NP_BVLSHR, opBVAShr: C.NP_BVASHR,
	opBVUDiv: C.NP_BVUDIV, opBVSDiv: C.NP_BVSDIV, opBVURem: C.NP_BVUREM,
	opBVSRem: C.NP_BVSREM, opBVULT: C.NP_BVULT, opBVULE: C.NP_BVULE,
	opBVSLT: C.NP_BVSLT, opBVSLE: C.NP_BVSLE, opZeroExt: C.NP_ZEROEXT,
	opSignExt: C.NP_SIGNEXT, opExtract: C.NP_EXTRACT, opIntAdd: C.NP_INTADD,
	opIntSub: C.NP_INTSUB, opIntMul: C.NP_INTMUL, opIntLT: C.NP_INTLT,
	opIntLE: C.NP_INTLE, opDistinct: C.NP_DISTINCT,
}

// NewContext returns a new Z3 context with the given limits.
func NewContext(cfg Config) (*Context, error) {
	if cfg.TimeoutMs < 0 || cfg.RLimit < 0 || int64(cfg.TimeoutMs) > 1<<32-1 || int64(cfg.RLimit) > 1<<32-1 {
		return nil, errors.New("smt: Config limits out of range")
	}
	c := C.np_mk_context()
	if c == nil {
		return nil, errors.New("smt: cannot create Z3 context")
	}
	return &Context{z: &zctx{c: c}, cfg: cfg}, nil
}

// zerr converts a C error message (and frees it).
func zerr(msg *C.char) error {
	s := C.GoString(msg)
	C.free(unsafe.Pointer(msg))
	if i := strings.IndexByte(s, '\n'); i >= 0 {
		s = s[:i]
	}
	return errors.New("smt: z3: " + s)
}

func (z *zctx) keep(a C.Z3_ast, msg *C.char) (ast, error) {
	if a == nil {
		if msg == nil {
			return nil, errors.New("smt: z3: no term")
		}
		return nil, zerr(msg)
	}
	z.asts = append(z.asts, a)
	return a, nil
}

func (z *zctx) close() {
	var pa *C.Z3_ast
	var ps *C.Z3_solver
	var pm *C.Z3_model
	if len(z.asts) > 0 {
		pa = &z.asts[0]
	}
	if len(z.solvers) > 0 {
		ps = &z.solvers[0]
	}
	if len(z.models) > 0 {
		pm = &z.models[0]
	}
	C.np_release(z.c, pa, C.size_t(len(z.asts)), ps, C.size_t(len(z.solvers)), pm, C.size_t(len(z.models)))
	z.asts, z.solvers, z.models, z.c = nil, nil, nil, nil
}

func (z *zctx) interrupt() { C.Z3_interrupt(z.c) }

func (z *zctx) mkConst(name string, k kind, w int) (ast, error) {
	cs := C.CString(name)
	defer C.free(unsafe.Pointer(cs))
	var msg *C.char
	return z.keep(C.np_const(z.c, cs, C.int(k), C.unsigned(w), &msg), msg)
}

func (z *zctx) mkFresh(prefix string, k kind, w int) (ast, error) {
	cs := C.CString(prefix)
	defer C.free(unsafe.Pointer(cs))
	var msg *C.char
	return z.keep(C.np_fresh(z.c, cs, C.int(k), C.unsigned(w), &msg), msg)
}

func (z *zctx) mkBoolVal(b bool) (ast, error) {
	var msg *C.char
	v := C.int(0)
	if b {
		v = 1
	}
	return z.keep(C.np_boolval(z.c, v, &msg), msg)
}

func (z *zctx) mkBVVal(w int, bits uint64) (ast, error) {
	var msg *C.char
	return z.keep(C.np_bvval(z.c, C.unsigned(w), C.uint64_t(bits), &msg), msg)
}

func (z *zctx) mkIntVal(v int64) (ast, error) {
	var msg *C.char
	return z.keep(C.np_intval(z.c, C.int64_t(v), &msg), msg)
}

func (z *zctx) mkOp(o op, args []ast, p1, p2 int) (ast, error) {
	var msg *C.char
	var pa *C.Z3_ast
	if len(args) > 0 {
		pa = &args[0]
	}
	return z.keep(C.np_op(z.c, cOps[o], C.unsigned(len(args)), pa, C.unsigned(p1), C.unsigned(p2), &msg), msg)
}

func (z *zctx) simplify(a ast) (ast, error) {
	var msg *C.char
	return z.keep(C.np_simplify(z.c, a, &msg), msg)
}

func (z *zctx) str(a ast) string { return C.GoString(C.Z3_ast_to_string(z.c, a)) }

func (z *zctx) boolValue(a ast) (value, ok bool) {
	switch C.np_bool_value(z.c, a) {
	case C.Z3_L_TRUE:
		return true, true
	case C.Z3_L_FALSE:
		return false, true
	}
	return false, false
}

func cstring(s *C.char) (string, bool) {
	if s == nil {
		return "", false
	}
	g := C.GoString(s)
	C.free(unsafe.Pointer(s))
	return g, true
}

func (z *zctx) numeral(a ast) (string, bool) { return cstring(C.np_numeral(z.c, a)) }

func (z *zctx) newSolver(cfg Config) (solverH, error) {
	var msg *C.char
	min := C.int(0)
	if cfg.MinimizeCores {
		min = 1
	}
	s := C.np_mk_solver(z.c, C.unsigned(cfg.TimeoutMs), C.unsigned(cfg.RLimit), min, &msg)
	if s == nil {
		return nil, zerr(msg)
	}
	z.solvers = append(z.solvers, s)
	return s, nil
}

func (z *zctx) assert(s solverH, a ast) error {
	var msg *C.char
	if C.np_assert(z.c, s, a, &msg) != 0 {
		return zerr(msg)
	}
	return nil
}

func (z *zctx) push(s solverH) error {
	var msg *C.char
	if C.np_push(z.c, s, &msg) != 0 {
		return zerr(msg)
	}
	return nil
}

func (z *zctx) pop(s solverH, n int) error {
	var msg *C.char
	if C.np_pop(z.c, s, C.unsigned(n), &msg) != 0 {
		return zerr(msg)
	}
	return nil
}

func (z *zctx) numScopes(s solverH) int { return int(C.Z3_solver_get_num_scopes(z.c, s)) }

func (z *zctx) check(s solverH, lits []ast) (Result, error) {
	var msg *C.char
	var pl *C.Z3_ast
	if len(lits) > 0 {
		pl = &lits[0]
	}
	r := C.np_check(z.c, s, C.unsigned(len(lits)), pl, &msg)
	if msg != nil {
		return Unknown, zerr(msg)
	}
	switch r {
	case C.Z3_L_TRUE:
		return Sat, nil
	case C.Z3_L_FALSE:
		return Unsat, nil
	}
	return Unknown, nil
}

func (z *zctx) reasonUnknown(s solverH) string {
	return C.GoString(C.Z3_solver_get_reason_unknown(z.c, s))
}

func (z *zctx) unsatCore(s solverH) ([]ast, error) {
	var msg *C.char
	var arr *C.Z3_ast
	var n C.unsigned
	if C.np_core(z.c, s, &arr, &n, &msg) != 0 {
		return nil, zerr(msg)
	}
	if n == 0 {
		return nil, nil
	}
	defer C.free(unsafe.Pointer(arr))
	src := unsafe.Slice(arr, int(n))
	out := make([]ast, n)
	copy(out, src)
	z.asts = append(z.asts, out...)
	return out, nil
}

func (z *zctx) model(s solverH) (modelH, error) {
	var msg *C.char
	m := C.np_model(z.c, s, &msg)
	if m == nil {
		return nil, zerr(msg)
	}
	z.models = append(z.models, m)
	return m, nil
}

func (z *zctx) eval(m modelH, a ast) (ast, error) {
	r := C.np_eval(z.c, m, a)
	if r == nil {
		return nil, errors.New("smt: z3: model evaluation failed")
	}
	z.asts = append(z.asts, r)
	return r, nil
}

func (z *zctx) evalBool(m modelH, a ast) (value, ok bool) {
	switch C.np_eval_bool(z.c, m, a) {
	case C.Z3_L_TRUE:
		return true, true
	case C.Z3_L_FALSE:
		return false, true
	}
	return false, false
}

func (z *zctx) evalNumeral(m modelH, a ast) (string, bool) {
	return cstring(C.np_eval_numeral(z.c, m, a))
}

func (z *zctx) modelString(m modelH) string { return C.GoString(C.Z3_model_to_string(z.c, m)) }
