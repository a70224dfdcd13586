//go:build unix

package atomicfile

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// folder returns the names in dir.
func folder(t *testing.T, dir string) []string {
	t.Helper()
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, e := range entries {
		names = append(names, e.Name())
	}
	return names
}

func writeTestFile(t *testing.T, path, content string, mode os.FileMode) {
	t.Helper()
	if err := os.WriteFile(path, []byte(content), mode); err != nil {
		t.Fatal(err)
	}
	if err := os.Chmod(path, mode); err != nil {
		t.Fatal(err)
	}
}

func TestWriteFile(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "game.sgf")
	t.Run("new file", func(t *testing.T) {
		if err := WriteFile(path, []byte("(;SZ[9])")); err != nil {
			t.Fatal(err)
		}
		st, err := os.Stat(path)
		if err != nil || st.Mode().Perm() != 0o644 {
			t.Fatalf("mode %v, %v; want 0644", st.Mode(), err)
		}
	})
	t.Run("keeps the mode", func(t *testing.T) {
		writeTestFile(t, path, "(;SZ[9])", 0o600)
		if err := WriteFile(path, []byte("(;SZ[13])")); err != nil {
			t.Fatal(err)
		}
		st, err := os.Stat(path)
		if data, _ := os.ReadFile(path); err != nil || st.Mode().Perm() != 0o600 || string(data) != "(;SZ[13])" {
			t.Fatalf("mode %v, content %q, %v", st.Mode(), data, err)
		}
	})
	t.Run("a folder in the way", func(t *testing.T) {
		if err := WriteFile(dir, []byte("x")); err == nil {
			t.Fatal("wrote over a folder")
		}
	})
	t.Run("a missing folder", func(t *testing.T) {
		if err := WriteFile(filepath.Join(dir, "no", "x.sgf"), []byte("x")); err == nil {
			t.Fatal("wrote into a missing folder")
		}
	})
	if names := folder(t, dir); len(names) != 1 {
		t.Errorf("folder holds %v, want only game.sgf", names)
	}
}

// TestSymlink saves through a symbolic link (to a file in another folder,
// through a second link): the target gets the data, the links stay links,
// the temporary file goes beside the target.
func TestSymlink(t *testing.T) {
	linkDir, targetDir := t.TempDir(), t.TempDir()
	target := filepath.Join(targetDir, "real.sgf")
	writeTestFile(t, target, "(;SZ[9])", 0o640)
	mid := filepath.Join(linkDir, "mid.sgf")
	link := filepath.Join(linkDir, "game.sgf")
	if err := os.Symlink(target, mid); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink("mid.sgf", link); err != nil { // relative
		t.Fatal(err)
	}
	if err := WriteFile(link, []byte("(;SZ[19])")); err != nil {
		t.Fatal(err)
	}
	for _, l := range []string{link, mid} {
		if st, err := os.Lstat(l); err != nil || st.Mode()&os.ModeSymlink == 0 {
			t.Errorf("%s is no longer a link: %v %v", l, st.Mode(), err)
		}
	}
	st, err := os.Stat(target)
	if data, _ := os.ReadFile(target); err != nil || string(data) != "(;SZ[19])" || st.Mode().Perm() != 0o640 {
		t.Fatalf("target holds %q, mode %v (%v)", data, st.Mode(), err)
	}
	if names := folder(t, targetDir); len(names) != 1 {
		t.Errorf("target folder holds %v", names)
	}
	dangling := filepath.Join(linkDir, "dangling.sgf")
	if err := os.Symlink(filepath.Join(targetDir, "missing", "x.sgf"), dangling); err != nil {
		t.Fatal(err)
	}
	if err := WriteFile(dangling, []byte("x")); err == nil || !strings.Contains(err.Error(), "dangling.sgf") {
		t.Errorf("a dangling link: %v, want an error naming it", err)
	}
}

// TestOwner saves, as root, a file owned by another user and group: it
// keeps its owner and group.
func TestOwner(t *testing.T) {
	if os.Geteuid() != 0 {
		t.Skip("not root: the owner of a file cannot be changed to check that a save keeps it")
	}
	path := filepath.Join(t.TempDir(), "game.sgf")
	writeTestFile(t, path, "(;SZ[9])", 0o644)
	if err := os.Chown(path, 4321, 4322); err != nil {
		t.Fatal(err)
	}
	if err := WriteFile(path, []byte("(;SZ[13])")); err != nil {
		t.Fatal(err)
	}
	st, err := os.Stat(path)
	if err != nil {
		t.Fatal(err)
	}
	if s := st.Sys().(*syscall.Stat_t); s.Uid != 4321 || s.Gid != 4322 {
		t.Errorf("owner %d:%d after the save, want 4321:4322", s.Uid, s.Gid)
	}
}

// TestReadOnlyFolder saves into a folder the process may not write: an
// error, the file unchanged, nothing left.
func TestReadOnlyFolder(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "game.sgf")
	writeTestFile(t, path, "(;SZ[9])", 0o644)
	if err := os.Chmod(dir, 0o555); err != nil {
		t.Fatal(err)
	}
	defer os.Chmod(dir, 0o755)
	o := system()
	if os.Geteuid() == 0 {
		// root writes anywhere: refuse the creation as the kernel would
		o.createTemp = func(string, string) (*os.File, error) {
			return nil, &os.PathError{Op: "open", Path: dir, Err: syscall.EACCES}
		}
	}
	err := o.writeFile(path, []byte("(;SZ[13])"))
	if !errors.Is(err, os.ErrPermission) || !strings.Contains(err.Error(), path) {
		t.Fatalf("error %v, want permission denied naming the file", err)
	}
	if data, _ := os.ReadFile(path); string(data) != "(;SZ[9])" {
		t.Errorf("file changed: %q", data)
	}
	if names := folder(t, dir); len(names) != 1 {
		t.Errorf("folder holds %v", names)
	}
}

// TestFaults injects an error at each step of a save: the error says so,
// the file is unchanged, no temporary file is left.
func TestFaults(t *testing.T) {
	full := syscall.ENOSPC
	for _, tc := range []struct {
		name   string
		inject func(o *ops)
		want   string
	}{
		{"no inode", func(o *ops) {
			o.createTemp = func(string, string) (*os.File, error) { return nil, full }
		}, "no space"},
		{"write", func(o *ops) {
			o.write = func(f *os.File, data []byte) error {
				f.Write(data[:len(data)/2])
				return full
			}
		}, "write: no space"},
		{"sync", func(o *ops) { o.sync = func(*os.File) error { return syscall.EIO } }, "sync: input/output error"},
		{"rename", func(o *ops) { o.rename = func(string, string) error { return syscall.EROFS } }, "read-only file system"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			dir := t.TempDir()
			path := filepath.Join(dir, "game.sgf")
			writeTestFile(t, path, "(;SZ[9])", 0o644)
			o := system()
			tc.inject(&o)
			err := o.writeFile(path, []byte("(;SZ[19];B[aa])"))
			if err == nil || !strings.Contains(err.Error(), tc.want) || !strings.Contains(err.Error(), path) {
				t.Fatalf("error %v, want one naming the file and saying %q", err, tc.want)
			}
			if data, _ := os.ReadFile(path); string(data) != "(;SZ[9])" {
				t.Errorf("file changed: %q", data)
			}
			if names := folder(t, dir); len(names) != 1 {
				t.Errorf("folder holds %v", names)
			}
		})
	}
	t.Run("owner cannot be kept", func(t *testing.T) {
		dir := t.TempDir()
		path := filepath.Join(dir, "game.sgf")
		writeTestFile(t, path, "(;SZ[9])", 0o644)
		o := system()
		o.chown = func(*os.File, int, int) error { return syscall.EPERM }
		if err := o.writeFile(path, []byte("(;SZ[13])")); err != nil {
			t.Fatalf("the save failed: %v", err)
		}
	})
}

// TestStaleTemporaryFiles leaves temporary files of interrupted saves: the
// next save removes the old ones of that file only.
func TestStaleTemporaryFiles(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "game.sgf")
	writeTestFile(t, path, "(;SZ[9])", 0o644)
	old := time.Now().Add(-time.Hour)
	files := map[string]bool{ // name: kept after the save
		".game.sgf.123456789.tmp": false, // left by an interrupted save
		".game.sgf.42.tmp":        false,
		".game.sgf.987654321.tmp": true, // young: a save may be writing it
		".game.sgf.notes.tmp":     true, // not a name a save makes
		".other.sgf.123456.tmp":   true, // another file's
		"game.sgf.123456.tmp":     true,
	}
	for name := range files {
		p := filepath.Join(dir, name)
		writeTestFile(t, p, "partial", 0o600)
		if name != ".game.sgf.987654321.tmp" {
			if err := os.Chtimes(p, old, old); err != nil {
				t.Fatal(err)
			}
		}
	}
	if err := WriteFile(path, []byte("(;SZ[13])")); err != nil {
		t.Fatal(err)
	}
	for name, kept := range files {
		if _, err := os.Stat(filepath.Join(dir, name)); (err == nil) != kept {
			t.Errorf("%s: kept %v, want %v", name, err == nil, kept)
		}
	}
	if names := folder(t, dir); len(names) != 5 {
		t.Errorf("folder holds %v", names)
	}
}
