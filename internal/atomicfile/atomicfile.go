// Package atomicfile writes files so that a reader, or the file after a
// crash, sees either the old content or all of the new, never a part: the
// data goes to a temporary file in the same folder, is synced to disk and
// renamed over the file, and the folder is synced.
//
// A save through a symbolic link writes the link's target (the link stays a
// link); the file keeps its permissions and, where the process may, its
// owner and group (a save by root does not take the file over). Temporary
// files that an interrupted save left beside the file are removed by the
// next save of that file, and no error path leaves one.
package atomicfile

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"time"
)

// staleAfter is the age after which a temporary file of an earlier save is
// taken as left over by an interrupted save, and removed.
const staleAfter = 10 * time.Minute

// ops are the file system operations a save makes, replaceable in tests to
// inject faults.
type ops struct {
	createTemp func(dir, pattern string) (*os.File, error)
	write      func(f *os.File, data []byte) error
	sync       func(f *os.File) error
	chown      func(f *os.File, uid, gid int) error
	rename     func(from, to string) error
	now        func() time.Time
}

// system returns the real operations.
func system() ops {
	return ops{
		createTemp: os.CreateTemp,
		write: func(f *os.File, data []byte) error {
			_, err := f.Write(data)
			return err
		},
		sync:   (*os.File).Sync,
		chown:  (*os.File).Chown,
		rename: os.Rename,
		now:    time.Now,
	}
}

// WriteFile writes data to path atomically (see the package doc). An
// existing file keeps its permissions, owner and group; a new one gets
// 0644. Errors name path.
func WriteFile(path string, data []byte) error {
	return system().writeFile(path, data)
}

func (o ops) writeFile(path string, data []byte) (err error) {
	target, err := resolve(path)
	if err != nil {
		return fmt.Errorf("save %s: %w", path, err)
	}
	dir, base := filepath.Split(target)
	if dir == "" {
		dir = "."
	}
	if base == "" {
		return fmt.Errorf("save %q: no file name", path)
	}
	mode := fs.FileMode(0o644)
	uid, gid, hasOwner := -1, -1, false
	if st, err := os.Stat(target); err == nil {
		if !st.Mode().IsRegular() {
			return fmt.Errorf("save %s: not a regular file", path)
		}
		mode = st.Mode().Perm()
		uid, gid, hasOwner = owner(st)
	} else if !errors.Is(err, fs.ErrNotExist) {
		return fmt.Errorf("save %s: %w", path, err)
	}
	o.removeStale(dir, base)

	f, err := o.createTemp(dir, "."+base+".*.tmp")
	if err != nil {
		return fmt.Errorf("save %s: %w", path, err)
	}
	tmp := f.Name()
	closed := false
	defer func() {
		if err != nil {
			if !closed {
				f.Close()
			}
			os.Remove(tmp)
		}
	}()
	if err := o.write(f, data); err != nil {
		return fmt.Errorf("save %s: write: %w", path, err)
	}
	if err := f.Chmod(mode); err != nil {
		return fmt.Errorf("save %s: %w", path, err)
	}
	if hasOwner {
		// Keep the owner and group where allowed: root may give the
		// file back to its owner, others may at least keep a group they
		// belong to. Failing that the save goes on, as the saver's file.
		if o.chown(f, uid, gid) != nil {
			_ = o.chown(f, -1, gid)
		}
	}
	if err := o.sync(f); err != nil {
		return fmt.Errorf("save %s: sync: %w", path, err)
	}
	closed = true
	if err := f.Close(); err != nil {
		return fmt.Errorf("save %s: close: %w", path, err)
	}
	if err := o.rename(tmp, target); err != nil {
		return fmt.Errorf("save %s: %w", path, err)
	}
	// Make the rename durable; not every system can sync a folder.
	if df, err := os.Open(dir); err == nil {
		_ = df.Sync()
		df.Close()
	}
	return nil
}

// resolve returns the file a save of path writes: path itself, or the
// final target of a symbolic link.
func resolve(path string) (string, error) {
	st, err := os.Lstat(path)
	if err != nil || st.Mode()&fs.ModeSymlink == 0 {
		return path, nil // a new file, or not a link
	}
	target, err := filepath.EvalSymlinks(path)
	if err != nil {
		return "", fmt.Errorf("the symbolic link cannot be followed: %w", err)
	}
	return target, nil
}

// removeStale removes the temporary files that earlier saves of base in dir
// left behind (".BASE.DIGITS.tmp", as os.CreateTemp names them) and that are
// older than staleAfter; a younger one may belong to a save in progress.
func (o ops) removeStale(dir, base string) {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return
	}
	prefix := "." + base + "."
	for _, e := range entries {
		name := e.Name()
		if !strings.HasPrefix(name, prefix) || !strings.HasSuffix(name, ".tmp") || !e.Type().IsRegular() {
			continue
		}
		middle := strings.TrimSuffix(strings.TrimPrefix(name, prefix), ".tmp")
		if middle == "" || strings.Trim(middle, "0123456789") != "" {
			continue
		}
		if info, err := e.Info(); err == nil && o.now().Sub(info.ModTime()) > staleAfter {
			os.Remove(filepath.Join(dir, name))
		}
	}
}
