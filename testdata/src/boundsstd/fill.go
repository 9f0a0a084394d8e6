package boundsstd

import (
	"runtime"
	"syscall"
)

// callerPCs: runtime.Callers writes at most len(pc) PCs and returns their
// count.
func callerPCs() []uintptr {
	var pc [16]uintptr
	n := runtime.Callers(1, pc[:])
	return pc[:n]
}

// callerPCsPlus1: one past the count may be past the end.
func callerPCsPlus1() []uintptr {
	var pc [16]uintptr
	n := runtime.Callers(1, pc[:])
	return pc[:n+1] // want `^pc\[:n \+ 1\]: slice bounds not proven in range$`
}

// stackText: runtime.Stack returns the bytes it wrote, at most len(buf).
func stackText() string {
	buf := make([]byte, 1024)
	return string(buf[:runtime.Stack(buf, false)])
}

// readSome: a read returns -1 on an error, else at most len(buf).
func readSome(fd int) []byte {
	buf := make([]byte, 512)
	n, err := syscall.Read(fd, buf)
	if err != nil || n <= 0 {
		return nil
	}
	return buf[:n]
}

// readSomeUnchecked: without the test, n may be -1.
func readSomeUnchecked(fd int) []byte {
	buf := make([]byte, 512)
	n, _ := syscall.Read(fd, buf)
	return buf[:n] // want `^buf\[:n\]: slice bounds not proven in range$`
}

// lastRead: the last byte a read wrote is at n-1, within buf.
func lastRead(fd int, buf []byte) byte {
	n, err := syscall.Read(fd, buf)
	if err != nil || n <= 0 {
		return 0
	}
	return buf[n-1]
}

// pastRead: the byte after the ones a read wrote may be past the end.
func pastRead(fd int, buf []byte) byte {
	n, err := syscall.Read(fd, buf)
	if err != nil || n <= 0 {
		return 0
	}
	return buf[n] // want `^buf\[n\]: index not proven in range$`
}
