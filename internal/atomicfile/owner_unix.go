//go:build unix

package atomicfile

import (
	"io/fs"
	"syscall"
)

// owner returns the user and group that own a file.
func owner(st fs.FileInfo) (uid, gid int, ok bool) {
	s, ok := st.Sys().(*syscall.Stat_t)
	if !ok {
		return -1, -1, false
	}
	return int(s.Uid), int(s.Gid), true
}
