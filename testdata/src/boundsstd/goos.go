package boundsstd

import "runtime"

// A comparison of two constant strings is decided: the arms of a switch
// on runtime.GOOS for other systems are dead (syscall's forkExec).
func firstArg(argv []byte) byte {
	switch runtime.GOOS {
	case "aix", "solaris", "plan9-but-not-linux":
		return argv[0]
	}
	return 0
}

// The arm of this system is live.
func firstArgHere(argv []byte) byte {
	switch runtime.GOOS {
	case "linux", "darwin", "windows", "freebsd":
		return argv[0] // want `index not proven in range`
	}
	return 0
}
