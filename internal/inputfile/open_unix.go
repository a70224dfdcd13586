//go:build unix

package inputfile

import "syscall"

// openFlags opens without blocking: opening a FIFO that lost the race with
// the type check must not wait for a writer.
const openFlags = syscall.O_NONBLOCK
