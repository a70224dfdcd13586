package sgf

import (
	"bytes"
	"os"
	"testing"

	"lifeline/internal/corpus"
)

// FuzzParse checks that Parse never panics and that, whenever it succeeds,
// writing, reading and writing again gives the same bytes.
func FuzzParse(f *testing.F) {
	seeds := []string{
		"(;)",
		"(;GM[1]FF[4]SZ[19];B[aa];W[bb])",
		"(;GM[1](;B[aa];W[bb])(;B[cc]))",
		`(;C[a\]b\\c\` + "\n" + `d]PB[x\:y])`,
		"(;FF[3]AddBlack[aa:cc]PlayerBlack[me];Black[tt];White[])",
		"junk (;A[1](;B[aa]",
		"(\r\nGM[1]\r\n;B[aa])",
		"(;SZ[30:2];B[zz])",
		"(;AB[a:])(;CA[GB2312]PB[\xb9\xc5\xc1\xa6])",
		"\xef\xbb\xbf(;PB[x])",
		"\xff\xfe(\x00;\x00)\x00",
		"((;A[1])(;A[2]))",
		"(;A[1]()(;B[aa]);W[bb])",
		"(;b[aa]XX1[q])",
	}
	for _, s := range seeds {
		f.Add([]byte(s))
	}
	for _, k := range []corpus.Kind{corpus.Games, corpus.Encodings} {
		for _, path := range corpus.Bundled(f, k).Files {
			if data, err := os.ReadFile(path); err == nil && len(data) < 8<<10 {
				f.Add(data)
			}
		}
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		c, err := Parse(data)
		if err != nil {
			if _, ok := AsSyntaxError(err); !ok {
				t.Fatalf("error %v is not a *SyntaxError", err)
			}
			return
		}
		out1 := Format(c)
		if out1 == nil {
			t.Fatal("Format of a parsed collection returned nil")
		}
		c2, err := Parse(out1)
		if err != nil {
			t.Fatalf("re-reading the output failed: %v\n%q", err, out1)
		}
		if d := diffCollections(c, c2, true); d != "" {
			t.Fatalf("round trip changed the tree: %s\n%q", d, out1)
		}
		if out2 := Format(c2); !bytes.Equal(out1, out2) {
			t.Fatalf("not a fixed point:\n%q\n%q", out1, out2)
		}
	})
}

// FuzzParseTruncated checks that ParseTruncated never panics, reads
// whatever Parse reads the same way, and that what it reads from a cut-off
// text writes out and reads back.
func FuzzParseTruncated(f *testing.F) {
	for _, s := range []string{"(;GM[1];B[aa];W[b", "(;C[x\\]", "(;GM[1](;B[aa])(;B[bb]C[x", "(;GM[1]SZ[9]\n;B[ee]C[a good"} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		strict, strictErr := Parse(data)
		c, err := ParseTruncated(bytes.Clone(data))
		if err != nil {
			if strictErr == nil {
				t.Fatalf("ParseTruncated failed (%v) where Parse read it", err)
			}
			return
		}
		if strictErr == nil {
			if d := diffCollections(strict, c, true); d != "" {
				t.Fatalf("ParseTruncated reads differently from Parse: %s", d)
			}
		}
		if _, err := Parse(Format(c)); err != nil {
			t.Fatalf("re-reading the output failed: %v", err)
		}
	})
}
