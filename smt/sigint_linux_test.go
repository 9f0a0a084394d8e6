//go:build cgo && linux && amd64

package smt

import (
	"os"
	"os/signal"
	"syscall"
	"testing"
	"time"
	"unsafe"
)

// kernelSigaction is the x86-64 kernel's struct sigaction.
type kernelSigaction struct {
	handler  uintptr
	flags    uint64
	restorer uintptr
	mask     uint64
}

func sigintAction(t *testing.T) kernelSigaction {
	t.Helper()
	var sa kernelSigaction
	_, _, errno := syscall.RawSyscall6(syscall.SYS_RT_SIGACTION, uintptr(syscall.SIGINT), 0, uintptr(unsafe.Pointer(&sa)), 8, 0, 0)
	if errno != 0 {
		t.Skip(errno)
	}
	return sa
}

// TestSIGINTPreserved checks that a check leaves the Go runtime's SIGINT
// handler in place (Z3 installs its own unless "ctrl_c" is false, and
// restores it without SA_SIGINFO|SA_ONSTACK).
func TestSIGINTPreserved(t *testing.T) {
	ch := make(chan os.Signal, 1)
	signal.Notify(ch, os.Interrupt)
	defer signal.Stop(ch)
	before := sigintAction(t)
	c := newCtx(t, Config{TimeoutMs: 1000})
	s := c.NewSolver()
	s.Assert(c.Eq(c.BV("x", 8), c.BVVal(8, 1)))
	if r := mustCheck(t, s); r != Sat {
		t.Fatal(r)
	}
	if after := sigintAction(t); after != before {
		t.Fatalf("SIGINT action changed by a check: %+v, was %+v", after, before)
	}
	if err := syscall.Kill(os.Getpid(), syscall.SIGINT); err != nil {
		t.Skip(err)
	}
	select {
	case <-ch:
	case <-time.After(5 * time.Second):
		t.Fatal("SIGINT not delivered to the Go handler")
	}
}
