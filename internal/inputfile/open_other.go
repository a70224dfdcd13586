//go:build !unix

package inputfile

// openFlags adds nothing where opening without blocking is not available.
const openFlags = 0
