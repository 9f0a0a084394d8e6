//go:build !cgo

package smt

import (
	"errors"
	"testing"
)

// TestNoSolver checks the stub: it builds, reports no solver, and its API
// fails gracefully instead of panicking.
func TestNoSolver(t *testing.T) {
	if Available {
		t.Fatal("Available is true without cgo")
	}
	c, err := NewContext(Config{})
	if !errors.Is(err, ErrNoSolver) || c != nil {
		t.Fatalf("NewContext = %v, %v", c, err)
	}
	// A nil Context is inert.
	if c.BV("x", 8).Valid() || c.Bool("p").Valid() {
		t.Errorf("nil context made a valid term")
	}
	if !errors.Is(c.Err(), ErrNoSolver) {
		t.Errorf("Err = %v", c.Err())
	}
	s := c.NewSolver()
	if r, err := s.Check(); r != Unknown || err == nil {
		t.Errorf("Check = %v, %v", r, err)
	}
	c.Close()
}
