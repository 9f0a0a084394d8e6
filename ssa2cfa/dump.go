package ssa2cfa

import (
	"fmt"
	"io"
	"strings"
)

// WriteText writes a readable listing of c: its variables, then its edges
// grouped by source location in reverse post-order.
func (c *CFA) WriteText(w io.Writer) error {
	var b strings.Builder
	name := "cfa"
	if c.Fn != nil {
		name = c.Fn.String()
	}
	fmt.Fprintf(&b, "cfa %s: entry l%d, exit l%d\n", name, c.Entry, c.Exit)
	for i, v := range c.Vars {
		input := ""
		if v.Input {
			input = " input"
		}
		fmt.Fprintf(&b, "  v%d %s %s%s\n", i, v.Name, v.Type, input)
	}
	for _, l := range c.ReversePostOrder() {
		for _, e := range c.Out[l] {
			fmt.Fprintf(&b, "  l%d -> l%d: %s\n", e.From, e.To, e.Op)
		}
	}
	if len(c.Unmodelled) > 0 {
		fmt.Fprintf(&b, "  unmodelled: %s\n", strings.Join(c.Unmodelled, ", "))
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// WriteDot writes c in Graphviz's dot language.
func (c *CFA) WriteDot(w io.Writer) error {
	var b strings.Builder
	b.WriteString("digraph cfa {\n  node [shape=circle fontsize=10];\n")
	for _, l := range c.ReversePostOrder() {
		shape := ""
		switch {
		case l == c.Entry:
			shape = " shape=doublecircle"
		case c.Locs[l].Check != nil:
			shape = " shape=box color=red"
		}
		fmt.Fprintf(&b, "  l%d [label=\"l%d\"%s];\n", l, l, shape)
		for _, e := range c.Out[l] {
			fmt.Fprintf(&b, "  l%d -> l%d [label=%q];\n", e.From, e.To, c.opLabel(e.Op))
		}
	}
	b.WriteString("}\n")
	_, err := io.WriteString(w, b.String())
	return err
}

// opLabel prints an operation with variables by name.
func (c *CFA) opLabel(op Op) string {
	s := op.String()
	for i := len(c.Vars) - 1; i >= 0; i-- {
		s = strings.ReplaceAll(s, fmt.Sprintf("v%d", i), c.Vars[i].Name)
	}
	return s
}
