// Package inputfile reads the file a user names, within bounds: only a
// regular file (a FIFO without a writer would block forever, a directory or
// a device is not a document), and never more than a given number of bytes,
// so that /dev/zero, an endless pipe or a huge file ends with a clear error
// instead of running out of memory.
package inputfile

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
)

// TooLargeError is the error for input over the limit.
type TooLargeError struct {
	Limit int64 // the largest size read, in bytes
}

// Error returns a sentence such as "larger than 1 GiB, the most Lifeline
// reads".
func (e *TooLargeError) Error() string {
	return "larger than " + Size(e.Limit) + ", the most Lifeline reads"
}

// Size writes a number of bytes for people: "1 GiB", "64 KiB", "1000 bytes".
func Size(n int64) string {
	for _, u := range []struct {
		shift uint
		name  string
	}{{30, "GiB"}, {20, "MiB"}, {10, "KiB"}} {
		if n >= 1<<u.shift && n%(1<<u.shift) == 0 {
			return fmt.Sprintf("%d %s", n>>u.shift, u.name)
		}
	}
	return fmt.Sprintf("%d bytes", n)
}

// ErrNotRegular is wrapped by the errors for a path that is not a regular
// file; the error's text says what it is instead.
var ErrNotRegular = errors.New("not a regular file")

// kindError says what a path that is not a regular file is.
type kindError string

func (e kindError) Error() string        { return string(e) }
func (e kindError) Is(target error) bool { return target == ErrNotRegular }

// checkRegular returns nil for a regular file, otherwise an error saying
// what the file is.
func checkRegular(mode fs.FileMode) error {
	switch {
	case mode.IsRegular():
		return nil
	case mode.IsDir():
		return kindError("is a folder, not a file")
	case mode&fs.ModeNamedPipe != 0:
		return kindError("is a named pipe (FIFO), not a file: give a file, or - to read standard input")
	case mode&fs.ModeSocket != 0:
		return kindError("is a socket, not a file")
	case mode&fs.ModeDevice != 0:
		return kindError("is a device, not a file")
	}
	return kindError("is not a regular file")
}

// ReadFile reads the regular file at path (a symbolic link to one is
// followed), refusing anything else and any file over limit bytes. It never
// blocks on a FIFO: the type is checked before opening, and the file is
// opened without blocking where the system allows. Errors are
// *fs.PathError naming path.
func ReadFile(path string, limit int64) ([]byte, error) {
	st, err := os.Stat(path)
	if err != nil {
		return nil, err
	}
	if err := checkRegular(st.Mode()); err != nil {
		return nil, &fs.PathError{Op: "read", Path: path, Err: err}
	}
	if st.Size() > limit {
		return nil, &fs.PathError{Op: "read", Path: path, Err: &TooLargeError{Limit: limit}}
	}
	f, err := os.OpenFile(path, os.O_RDONLY|openFlags, 0)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	// The path may have changed between the check and the open.
	if st, err = f.Stat(); err != nil {
		return nil, err
	}
	if err := checkRegular(st.Mode()); err != nil {
		return nil, &fs.PathError{Op: "read", Path: path, Err: err}
	}
	data, err := read(f, st.Size(), limit)
	if err != nil {
		return nil, &fs.PathError{Op: "read", Path: path, Err: err}
	}
	return data, nil
}

// ReadAll reads r to its end, or fails with a *TooLargeError as soon as
// more than limit bytes come.
func ReadAll(r io.Reader, limit int64) ([]byte, error) {
	hint := int64(0)
	if f, ok := r.(*os.File); ok {
		if st, err := f.Stat(); err == nil && st.Mode().IsRegular() {
			if st.Size() > limit {
				return nil, &TooLargeError{Limit: limit}
			}
			hint = st.Size()
		}
	}
	return read(r, hint, limit)
}

// read reads r through a limit of limit+1 bytes, with a buffer sized for
// hint bytes.
func read(r io.Reader, hint, limit int64) ([]byte, error) {
	buf := make([]byte, 0, min(hint, limit)+512)
	for {
		if len(buf) == cap(buf) {
			// Double: append's slower growth for large slices would
			// copy a gigabyte of endless input several times over.
			bigger := make([]byte, len(buf), min(2*int64(cap(buf)), limit+1))
			copy(bigger, buf)
			buf = bigger
		}
		room := min(int64(cap(buf)-len(buf)), limit+1-int64(len(buf)))
		n, err := r.Read(buf[len(buf) : len(buf)+int(room)])
		buf = buf[:len(buf)+n]
		if int64(len(buf)) > limit {
			return nil, &TooLargeError{Limit: limit}
		}
		if err == io.EOF {
			return buf, nil
		}
		if err != nil {
			return nil, err
		}
	}
}
