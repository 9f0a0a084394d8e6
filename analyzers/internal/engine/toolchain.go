package engine

import (
	"bytes"
	"go/scanner"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"unicode"

	"golang.org/x/tools/go/analysis"
)

// toolchainDirs are the parts of GOROOT/src/cmd whose code names the
// runtime's functions: the compiler (the calls it generates), the linker,
// the assembler's and cgo's support.
var toolchainDirs = []string{"compile", "link", "internal", "cgo"}

// runtimePackage reports a package of the runtime's own: the compiler and
// the linker may call its functions with no call in Go source.
func runtimePackage(path string) bool {
	return path == "runtime" || strings.HasPrefix(path, "runtime/") || strings.HasPrefix(path, "internal/runtime/")
}

// toolchainCallees returns the names of the functions of pass's package,
// a runtime package (see runtimePackage), that code other than the
// package's Go source may call: a name the toolchain's source writes in
// a string literal (its calls
// are made by name: typecheck.LookupRuntime("growslice"),
// fmt.Sprintf("memequal%d", n)) or declares in the compiler's list of
// runtime builtins, a name another package of GOROOT links to by
// //go:linkname, and a name another package's assembly calls. A
// function named by the result, or by one of its names followed by
// digits, may be called that way. ok is false when the toolchain's
// source is not next to the package's (then every function may be).
func toolchainCallees(pass *analysis.Pass) (names map[string]bool, ok bool) {
	src := gorootSrc(pass)
	if src == "" {
		return nil, false
	}
	builtin := filepath.Join(src, "cmd", "compile", "internal", "typecheck", "_builtin")
	if _, err := os.Stat(builtin); err != nil {
		return nil, false
	}
	names = map[string]bool{}
	goSource := func(path string) bool { return strings.HasSuffix(path, ".go") && !strings.HasSuffix(path, "_test.go") }
	for _, dir := range toolchainDirs {
		err := walkFiles(filepath.Join(src, "cmd", dir), goSource, func(path string, data []byte) {
			addLiteralWords(names, data, strings.HasPrefix(path, builtin+string(filepath.Separator)))
		})
		if err != nil {
			return nil, false
		}
	}
	pkg := pass.Pkg.Path()
	asm := strings.ReplaceAll(pkg, "/", "∕") + "·"
	goOrAsm := func(path string) bool { return strings.HasSuffix(path, ".go") || strings.HasSuffix(path, ".s") }
	err := walkFiles(src, goOrAsm, func(path string, data []byte) {
		if strings.HasSuffix(path, ".go") {
			addLinknameTargets(names, data, "//go:linkname ", pkg+".")
		} else {
			addQualifiedAsm(names, data, asm)
		}
	})
	if err != nil {
		return nil, false
	}
	return names, true
}

// calledByToolchain reports whether name, or name less its trailing
// digits, is among the names toolchainCallees returned.
func calledByToolchain(names map[string]bool, name string) bool {
	if names[name] {
		return true
	}
	stem := strings.TrimRightFunc(name, unicode.IsDigit)
	return stem != name && names[stem]
}

// gorootSrc returns the GOROOT/src directory that holds pass's package,
// or "".
func gorootSrc(pass *analysis.Pass) string {
	if len(pass.Files) == 0 {
		return ""
	}
	file := pass.Fset.File(pass.Files[0].Pos())
	if file == nil {
		return ""
	}
	dir := filepath.Dir(file.Name())
	rel := string(filepath.Separator) + filepath.FromSlash(pass.Pkg.Path())
	if !strings.HasSuffix(dir, rel) {
		return ""
	}
	return strings.TrimSuffix(dir, rel)
}

// walkFiles calls visit with each file under root that want selects,
// outside testdata directories.
func walkFiles(root string, want func(path string) bool, visit func(path string, data []byte)) error {
	return filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			if d.Name() == "testdata" {
				return filepath.SkipDir
			}
			return nil
		}
		if !want(path) {
			return nil
		}
		data, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		visit(path, data)
		return nil
	})
}

// addLiteralWords adds the identifier-shaped words of data's string
// literals to names, and with idents its identifiers too.
func addLiteralWords(names map[string]bool, data []byte, idents bool) {
	var s scanner.Scanner
	fset := token.NewFileSet()
	s.Init(fset.AddFile("", -1, len(data)), data, nil, 0)
	for {
		_, tok, lit := s.Scan()
		switch tok {
		case token.EOF:
			return
		case token.STRING:
			for _, w := range strings.FieldsFunc(lit, notIdentRune) {
				names[w] = true
			}
		case token.IDENT:
			if idents {
				names[lit] = true
			}
		}
	}
}

// addLinknameTargets adds to names X for each directive
// "//go:linkname local <prefix>X" in data.
func addLinknameTargets(names map[string]bool, data []byte, directive, prefix string) {
	for {
		i := bytes.Index(data, []byte(directive))
		if i < 0 {
			return
		}
		data = data[i+len(directive):]
		line := data
		if j := bytes.IndexByte(line, '\n'); j >= 0 {
			line = line[:j]
		}
		fields := strings.Fields(string(line))
		if len(fields) >= 2 && strings.HasPrefix(fields[1], prefix) {
			names[strings.TrimPrefix(fields[1], prefix)] = true
		}
	}
}

// addQualifiedAsm adds to names X for each "<prefix>X" in assembly data.
func addQualifiedAsm(names map[string]bool, data []byte, prefix string) {
	for _, part := range strings.Split(string(data), prefix)[1:] {
		end := strings.IndexFunc(part, notIdentRune)
		if end < 0 {
			end = len(part)
		}
		names[part[:end]] = true
	}
}

// notIdentRune reports a rune that cannot be part of a Go identifier.
func notIdentRune(r rune) bool {
	return r != '_' && !unicode.IsLetter(r) && !unicode.IsDigit(r)
}
