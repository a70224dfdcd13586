package sgf

import (
	"path/filepath"
	"strings"
	"testing"

	"golang.org/x/text/encoding"
	"golang.org/x/text/encoding/charmap"
	"golang.org/x/text/encoding/japanese"
	"golang.org/x/text/encoding/korean"
	"golang.org/x/text/encoding/simplifiedchinese"
	"golang.org/x/text/encoding/traditionalchinese"

	"lifeline/internal/corpus"
)

// TestEncodingFiles reads the bundled charset fixtures (copied from
// ../shared/sgf/encodings) and checks the decoded player names and comments.
func TestEncodingFiles(t *testing.T) {
	dir := corpus.Bundled(t, corpus.Encodings).Dir
	tests := []struct {
		file         string
		black, white string
		prop, value  string // another property to check (substring of its value)
		warn         string // substring of a warning, "" for none
	}{
		{"chinese.sgf", "古力", "柯洁", "", "", ""},
		{"japanese.sgf", "井山 裕太", "山下 敬吾", "", "", ""},
		{"korean.sgf", "이세돌", "박정환", "", "", ""},
		// The CA claims MS_KANJI but the bytes are UTF-8 (holding U+FFFD
		// characters left by an earlier bad conversion).
		{"japanese_bad.sgf", "\uFFFD\uFFFD\uFFFDR \uFFFDT\uFFFD\uFFFD", "\uFFFDR\uFFFD\uFFFD \uFFFDh\uFFFD\uFFFD", "", "", "read as UTF-8"},
		{"utf16le.sgf", "Kitani Minoru", "Go Seigen", "BR", "9p", ""},
		{"utf8bom.sgf", "Kitani Minoru", "Go Seigen", "WR", "9p", ""},
		{"no-ca.sgf", "", "", "C", "这是从压长星定式演变而来的形", "guessed charset GB18030"},
		{"complex.sgf", "", "", "RU", "chinese", ""},
		{"encoding_nihon-kiin.sgf", "申眞ソ", "党毅飛", "TE", "第1回ソパルコサノル世界最高棋士決定戦第9戦", "guessed charset Shift_JIS"},
	}
	for _, tt := range tests {
		t.Run(tt.file, func(t *testing.T) {
			c, err := ParseFile(filepath.Join(dir, tt.file))
			if err != nil {
				t.Fatal(err)
			}
			root := c.Games[0]
			checkValue(t, root, "PB", tt.black)
			checkValue(t, root, "PW", tt.white)
			if tt.prop != "" {
				if v, _ := root.Value(tt.prop); !strings.Contains(v, tt.value) {
					t.Errorf("%s = %q, want it to contain %q", tt.prop, v, tt.value)
				}
			}
			checkWarning(t, c, tt.warn)
			if tt.warn == "" && strings.Contains(strings.Join(c.Warnings, "\n"), "charset") {
				t.Errorf("unexpected charset warnings %q", c.Warnings)
			}
		})
	}
}

func encode(t *testing.T, enc encoding.Encoding, s string) []byte {
	t.Helper()
	b, err := enc.NewEncoder().Bytes([]byte(s))
	if err != nil {
		t.Fatalf("encode %q: %v", s, err)
	}
	return b
}

// TestCharsets checks CA handling and guessing on hand-made files.
func TestCharsets(t *testing.T) {
	tests := []struct {
		name   string
		enc    encoding.Encoding // nil: UTF-8
		ca     string            // CA value to declare, "" for none
		pb, c  string
		warn   string
		noWarn bool
	}{
		{"UTF-8 declared", nil, "UTF-8", "古力", "围棋 is fun", "", true},
		{"UTF-8 lowercase name", nil, "utf8", "古力", "x", "", true},
		{"UTF-8 undeclared", nil, "", "井山 裕太", "囲碁", "", true},
		{"GB2312", simplifiedchinese.GBK, "GB2312", "古力", "黑先，白棋怎样做活？", "", true},
		{"GBK", simplifiedchinese.GBK, "GBK", "柯洁", "黑棋的厚势", "", true},
		{"GB18030", simplifiedchinese.GB18030, "GB18030", "柯洁", "黑棋的厚势", "", true},
		{"Big5", traditionalchinese.Big5, "Big5", "周俊勳", "圍棋 黑先", "", true},
		{"Big5 long text", traditionalchinese.Big5, "Big5", "周俊勳", "這是從壓長星定式演變而來的形。怎樣攻擊黑棋呢？白棋的勝負在此一手，黑棋厚勢很好，實地也不差。", "", true},
		{"Shift_JIS", japanese.ShiftJIS, "Shift_JIS", "井山 裕太", "黒番の勝ち", "", true},
		{"SJIS alias", japanese.ShiftJIS, "SJIS", "井山 裕太", "黒番の勝ち", "", true},
		{"EUC-KR", korean.EUCKR, "EUC-KR", "이세돌", "바둑 is fun", "", true},
		{"Latin-1", charmap.ISO8859_1, "ISO-8859-1", "Jürgen Müller", "Très bien", "", true},
		{"Latin-1 alias", charmap.ISO8859_1, "latin1", "Ørjan", "Ça va", "", true},
		{"guess GB18030", simplifiedchinese.GB18030, "", "古力", "这是从压长星定式演变而来的形。怎样攻击黑棋呢？", "guessed charset GB18030", false},
		{"guess Shift_JIS", japanese.ShiftJIS, "", "井山 裕太", "この手は黒の勝ちです。", "guessed charset Shift_JIS", false},
		{"guess Shift_JIS names only", japanese.ShiftJIS, "", "井山 裕太", "山下 敬吾", "guessed charset Shift_JIS", false},
		{"guess EUC-KR", korean.EUCKR, "", "이세돌", "바둑은 재미있다. 흑이 이겼다.", "guessed charset EUC-KR", false},
		{"guess EUC-KR names only", korean.EUCKR, "", "이세돌", "박정환", "guessed charset EUC-KR", false},
		{"guess Latin-1", charmap.ISO8859_1, "", "Jürgen Müller", "Très bien joué", "guessed charset ISO-8859-1", false},
		{"lying CA, UTF-8 text", nil, "ISO-8859-1", "古力", "围棋", "read as UTF-8", false},
		{"lying CA, other charset", simplifiedchinese.GB18030, "EUC-KR", "古力", "黑先，白棋怎样做活？这是从压长星定式演变而来的形。", "read as GB18030", false},
		{"unknown CA", simplifiedchinese.GB18030, "NOPE-42", "古力", "黑先白活", "unknown charset", false},
		{"CA UTF-8 but GB bytes", simplifiedchinese.GB18030, "UTF-8", "古力", "黑先白活", "guessed charset GB18030", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			head := "(;GM[1]FF[4]"
			if tt.ca != "" {
				head += "CA[" + tt.ca + "]"
			}
			text := head + "SZ[19]PB[" + tt.pb + "]C[" + tt.c + "]\n;B[pd];W[dp])\n"
			data := []byte(text)
			if tt.enc != nil {
				data = encode(t, tt.enc, text)
			}
			c, err := Parse(data)
			if err != nil {
				t.Fatal(err)
			}
			checkValue(t, c.Games[0], "PB", tt.pb)
			checkValue(t, c.Games[0], "C", tt.c)
			checkWarning(t, c, tt.warn)
			if tt.noWarn && len(c.Warnings) > 0 {
				t.Errorf("unexpected warnings %q", c.Warnings)
			}
		})
	}
}

// TestShiftJISBackslash checks that a Shift_JIS character whose second byte
// is '\' (0x5C) or ']' (0x5D) does not end or escape a value: the text is
// decoded before it is parsed.
func TestShiftJISBackslash(t *testing.T) {
	const pb = "申眞ソ表" // ソ and 表 end in 0x5C in Shift_JIS
	data := encode(t, japanese.ShiftJIS, "(;CA[Shift_JIS]PB["+pb+"]PW[x])")
	c, err := Parse(data)
	if err != nil {
		t.Fatal(err)
	}
	if v, _ := c.Games[0].Value("PB"); v != pb {
		t.Errorf("PB = %q, want %q", v, pb)
	}
}

func TestFindCharset(t *testing.T) {
	tests := []struct {
		in   string
		want string
		ok   bool
	}{
		{"(;CA[GB2312]PB[x])", "GB2312", true},
		{"junk (;GM[1] CA [ Big5 ])", "Big5", true},
		{"(;C[CA[nope]]CA[EUC-KR])", "EUC-KR", true},
		{`(;C[x\]CA[nope]]CA[EUC-KR])`, "EUC-KR", true},
		{"(;Charset[SJIS])", "", false},
		{"(;GM[1];CA[UTF-8])", "", false},
		{"(;GM[1](;CA[UTF-8]))", "", false},
		{"no tree", "", false},
		{"(;XCA[UTF-8])", "", false},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			got, ok := findCharset([]byte(tt.in))
			if got != tt.want || ok != tt.ok {
				t.Errorf("findCharset(%q) = %q, %v; want %q, %v", tt.in, got, ok, tt.want, tt.ok)
			}
		})
	}
}

// checkValue fails the test when property id of n is not want.
func checkValue(t *testing.T, n Node, id, want string) {
	t.Helper()
	if v, _ := n.Value(id); v != want {
		t.Errorf("%s = %q, want %q", id, v, want)
	}
}

// checkWarning fails the test when want is set and no warning contains it.
func checkWarning(t *testing.T, c *Collection, want string) {
	t.Helper()
	if want != "" && !strings.Contains(strings.Join(c.Warnings, "\n"), want) {
		t.Errorf("warnings %q lack %q", c.Warnings, want)
	}
}
