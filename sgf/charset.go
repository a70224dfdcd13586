package sgf

import (
	"bytes"
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"
	"unsafe"

	"golang.org/x/text/encoding"
	"golang.org/x/text/encoding/charmap"
	"golang.org/x/text/encoding/htmlindex"
	"golang.org/x/text/encoding/ianaindex"
	"golang.org/x/text/encoding/japanese"
	"golang.org/x/text/encoding/korean"
	"golang.org/x/text/encoding/simplifiedchinese"
	"golang.org/x/text/encoding/traditionalchinese"
	xunicode "golang.org/x/text/encoding/unicode"
)

// guessSampleSize bounds how much of a file the charset guesser scores.
const guessSampleSize = 256 << 10

// charset is a character set the reader can decode.
type charset struct {
	name string
	enc  encoding.Encoding // nil for UTF-8
}

var (
	csUTF8     = charset{"UTF-8", nil}
	csGB18030  = charset{"GB18030", simplifiedchinese.GB18030}
	csShiftJIS = charset{"Shift_JIS", japanese.ShiftJIS}
	csEUCKR    = charset{"EUC-KR", korean.EUCKR}
	csBig5     = charset{"Big5", traditionalchinese.Big5}
	csLatin1   = charset{"ISO-8859-1", charmap.Windows1252}
)

// charsetAliases maps charset names, lower-cased with '-', '_' and spaces
// removed, to the decoder used for them. Supersets are used where they
// exist (GB18030 for GB2312 and GBK, Windows-1252 for Latin-1). Read-only.
var charsetAliases = map[string]charset{
	"utf8":          csUTF8,
	"gb2312":        csGB18030,
	"gbk":           csGB18030,
	"gb18030":       csGB18030,
	"cp936":         csGB18030,
	"euccn":         csGB18030,
	"xeuccn":        csGB18030,
	"shiftjis":      csShiftJIS,
	"sjis":          csShiftJIS,
	"mskanji":       csShiftJIS,
	"cp932":         csShiftJIS,
	"windows31j":    csShiftJIS,
	"xsjis":         csShiftJIS,
	"euckr":         csEUCKR,
	"cp949":         csEUCKR,
	"uhc":           csEUCKR,
	"ksc56011987":   csEUCKR,
	"big5":          csBig5,
	"big5hkscs":     csBig5,
	"cp950":         csBig5,
	"latin1":        csLatin1,
	"iso88591":      csLatin1,
	"l1":            csLatin1,
	"cp1252":        csLatin1,
	"windows1252":   csLatin1,
	"usascii":       csUTF8,
	"ascii":         csUTF8,
	"iso646us":      csUTF8,
	"ansix3.41968":  csUTF8,
	"utf16":         {"UTF-16", nil},
	"utf16le":       {"UTF-16", nil},
	"utf16be":       {"UTF-16", nil},
	"unicode":       {"UTF-16", nil},
	"unicodefffe":   {"UTF-16", nil},
	"iso106461ucs2": {"UTF-16", nil},
}

// lookupCharset finds the decoder for a CA value.
func lookupCharset(name string) (charset, bool) {
	key := strings.Map(func(r rune) rune {
		switch r {
		case '-', '_', ' ':
			return -1
		}
		return unicode.ToLower(r)
	}, strings.TrimSpace(name))
	if cs, ok := charsetAliases[key]; ok {
		return cs, true
	}
	if enc, err := htmlindex.Get(name); err == nil && enc != nil {
		n, _ := htmlindex.Name(enc)
		if n == "utf-8" {
			return csUTF8, true
		}
		return charset{n, enc}, true
	}
	if enc, err := ianaindex.IANA.Encoding(name); err == nil && enc != nil {
		n, _ := ianaindex.IANA.Name(enc)
		return charset{n, enc}, true
	}
	return charset{}, false
}

// decodeText turns the bytes of an SGF file into UTF-8 text. It strips a
// byte-order mark, decodes UTF-16, honours the CA property of the first game
// where it fits the bytes, and guesses the character set otherwise. The
// returned warnings say what was guessed or replaced. When owned, valid
// UTF-8 data is used as the text without a copy.
func decodeText(data []byte, owned bool) (string, []string) {
	switch {
	case bytes.HasPrefix(data, []byte("\xEF\xBB\xBF")):
		return validUTF8(data[3:], "UTF-8 with byte-order mark", owned)
	case bytes.HasPrefix(data, []byte("\xFF\xFE")):
		return decodeUTF16(data[2:], xunicode.LittleEndian)
	case bytes.HasPrefix(data, []byte("\xFE\xFF")):
		return decodeUTF16(data[2:], xunicode.BigEndian)
	}
	if order, ok := sniffUTF16(data); ok {
		return decodeUTF16(data, order)
	}

	valid := utf8.Valid(data)
	if valid && isASCII(data) {
		return asString(data, owned), nil
	}
	name, hasCA := findCharset(data)
	if !hasCA {
		if valid {
			return asString(data, owned), nil
		}
		return guessCharset(data, "no CA property")
	}
	cs, known := lookupCharset(name)
	switch {
	case !known || cs.name == "UTF-16":
		why := fmt.Sprintf("unknown charset CA[%s]", name)
		if valid {
			return asString(data, owned), []string{why + "; read as UTF-8"}
		}
		return guessCharset(data, why)
	case cs.enc == nil: // UTF-8
		if valid {
			return asString(data, owned), nil
		}
		return guessCharset(data, fmt.Sprintf("CA[%s] but the text is not valid UTF-8", name))
	case valid:
		// Text in a legacy multi-byte set is practically never valid UTF-8,
		// while programs that re-save files often keep a stale CA.
		return asString(data, owned), []string{fmt.Sprintf("CA[%s] but the text is valid UTF-8; read as UTF-8", name)}
	}
	text, bad := decodeWith(cs.enc, data)
	if bad == 0 {
		// A CA can also lie with bytes that happen to decode: take a guess
		// only when it reads far more plausibly than the declared set.
		declared := scoreText(sampleOf(text), cs == csLatin1)
		if g, gs, ok := pickCharset(data); ok && g.name != cs.name && gs > 2*max(declared, 0)+10 {
			if gt, gbad := decodeWith(g.enc, data); gbad == 0 {
				return gt, []string{fmt.Sprintf("CA[%s] does not fit the text; read as %s", name, g.name)}
			}
		}
		return text, nil
	}
	why := fmt.Sprintf("CA[%s] does not fit the text (%d invalid sequences)", name, bad)
	if g, _, ok := pickCharset(data); ok && g.name != cs.name {
		if gt, gbad := decodeWith(g.enc, data); gbad == 0 {
			return gt, []string{why + "; read as " + g.name}
		}
	}
	return text, []string{why + "; invalid sequences replaced"}
}

// validUTF8 returns data as a string, replacing invalid UTF-8 with U+FFFD.
func validUTF8(data []byte, what string, owned bool) (string, []string) {
	if utf8.Valid(data) {
		return asString(data, owned), nil
	}
	return strings.ToValidUTF8(string(data), "\uFFFD"),
		[]string{what + ": invalid UTF-8 sequences replaced"}
}

// asString returns data as a string: the same bytes when the caller owns
// data and never changes it again, a copy otherwise.
func asString(data []byte, owned bool) string {
	if owned && len(data) > 0 {
		return unsafe.String(&data[0], len(data))
	}
	return string(data)
}

func decodeUTF16(data []byte, order xunicode.Endianness) (string, []string) {
	text, bad := decodeWith(xunicode.UTF16(order, xunicode.IgnoreBOM), data)
	if bad > 0 {
		return text, []string{fmt.Sprintf("UTF-16 text has %d invalid sequences; replaced", bad)}
	}
	return text, nil
}

// sniffUTF16 recognises UTF-16 without a byte-order mark: the file must start
// with optional white space and "(" in 16-bit units.
func sniffUTF16(data []byte) (xunicode.Endianness, bool) {
	for i := 0; i+1 < len(data); i += 2 {
		a, b := data[i], data[i+1]
		switch {
		case a == 0 && isSpace(b), b == 0 && isSpace(a):
			continue
		case a == '(' && b == 0:
			return xunicode.LittleEndian, true
		case a == 0 && b == '(':
			return xunicode.BigEndian, true
		}
		break
	}
	return xunicode.LittleEndian, false
}

func isASCII(data []byte) bool {
	for _, c := range data {
		if c >= utf8.RuneSelf {
			return false
		}
	}
	return true
}

// decodeWith decodes data and counts the replacement characters the decoder
// produced for invalid input.
func decodeWith(enc encoding.Encoding, data []byte) (string, int) {
	out, err := enc.NewDecoder().Bytes(data)
	if err != nil {
		// The x/text decoders replace invalid input rather than fail;
		// this is a safety net.
		return strings.ToValidUTF8(string(data), "\uFFFD"), 1
	}
	return string(out), bytes.Count(out, []byte("\uFFFD"))
}

// guessCharset decodes data, which is not valid UTF-8, with the character set
// that fits it best.
func guessCharset(data []byte, why string) (string, []string) {
	cs, _, ok := pickCharset(data)
	if !ok {
		cs = csLatin1
	}
	text, bad := decodeWith(cs.enc, data)
	w := fmt.Sprintf("%s; guessed charset %s", why, cs.name)
	if bad > 0 {
		w += fmt.Sprintf(" (%d invalid sequences replaced)", bad)
	}
	return text, []string{w}
}

// sampleOf returns the start of data that the guesser scores, cut at a line
// break, which is never part of a multi-byte character in these sets.
func sampleOf[T string | []byte](data T) T {
	if len(data) <= guessSampleSize {
		return data
	}
	sample := data[:guessSampleSize]
	for i := len(sample) - 1; i > 0; i-- {
		if sample[i] == '\n' {
			return sample[:i+1]
		}
	}
	return sample
}

// pickCharset scores the legacy character sets on a sample of data and
// returns the best one that decodes the sample without errors, with its
// score.
func pickCharset(data []byte) (charset, int, bool) {
	sample := sampleOf(data)
	best, bestScore, found := charset{}, 0, false
	for _, cs := range []charset{csGB18030, csShiftJIS, csEUCKR, csLatin1} {
		text, bad := decodeWith(cs.enc, sample)
		if bad > 0 {
			continue
		}
		s := scoreText(text, cs == csLatin1)
		if !found || s > bestScore {
			best, bestScore, found = cs, s, true
		}
	}
	return best, bestScore, found
}

// scoreText rates how plausible text is as decoded natural language: common
// CJK characters, kana and Latin letters inside words score, rarely used or
// odd characters cost.
func scoreText(text string, latin bool) int {
	score := 0
	prevASCIILetter := false
	for i, r := range text {
		if r < utf8.RuneSelf {
			prevASCIILetter = isASCIILetter(byte(r))
			continue
		}
		if latin {
			next := i + utf8.RuneLen(r)
			nextASCIILetter := next < len(text) && isASCIILetter(text[next])
			if unicode.IsLetter(r) && (prevASCIILetter || nextASCIILetter) {
				score += 3
			} else {
				score--
			}
			prevASCIILetter = false
			continue
		}
		prevASCIILetter = false
		switch {
		case isCommonRune(r):
			score += 3
		case r >= 0x3041 && r <= 0x3096: // hiragana
			score += 2
		case r >= 0x30A1 && r <= 0x30FC: // katakana
			score++
		case r >= 0xAC00 && r <= 0xD7A3, // hangul syllables
			r >= 0x4E00 && r <= 0x9FFF, // CJK unified ideographs
			r >= 0x3000 && r <= 0x303F, // CJK punctuation
			r >= 0xFF01 && r <= 0xFF5E, // full-width forms
			r >= 0x2000 && r <= 0x206F, // general punctuation
			r >= 0x2460 && r <= 0x24FF, // enclosed numbers
			r >= 0x25A0 && r <= 0x25FF: // geometric shapes (stone marks)
		default:
			score -= 2
		}
	}
	return score
}

func isASCIILetter(c byte) bool { return c|0x20 >= 'a' && c|0x20 <= 'z' }

// commonCJK holds frequent Chinese characters (with Go terms), Japanese name
// and Go kanji, and frequent Korean syllables, for scoring guessed charsets.
const commonCJK = "的一是不了在人有我他这个们中来上大为和国地到以说时要就出会可也你对生能而子那得于着下自之年过发后作里用道行所然家种事成方多经么去法学如都同现当没动面起看定天分还进好小部其些主样理心她本前开但因只从想实日者意无力它与长把机十民第公此已工使情明性知全三又关点正业外将两高间由问很最重并物手应向头文体政美相见被利什二等产或新己制身果加西月话合回特代内信表化老给世位次度门任常先海通教原东声提立及比员解水名真论处走义各入几口认条平系气题活更别打女变四神总何电数安少报才结反受目太量再感建务做接必场件计管期市直德资命山金指克许统区保至形社便空决治展马科司五基眼书非则听白却界达光放强即像难且权思王象完设式色路记南品住告类求据程北边死张该交规万取拉格望觉术领共确传师观清今切院让识候带导争运笑飞风步改收根干造言联持组每济车亲极林服快办议往元士证近失转夫令准布始怎呢存未远叫台单影具罗字爱击流备连调深商算质团集百需价花华城石级整府离况请技际约示复病息究线似官火断精满支视消越器容照须九增研写称企八功吗包片史委乎查轻易早曾除农找装广显吧阿李标谈吃图念六引历首医局突专费号尽另周较注语仅考落青随选列武红响虽推势参希古众构房半节土投某案黑维革划致陈律足态护七兴派孩验责营星够章音跟志底站严巴例防族供效续施留讲型料终答紧黄绝奇察母京段依批群项故按河米围江织害斗双境客纪采举杀攻父苏密低朋盘胜负劫扳尖跳挡粘冲靠压拐退补棋优厚薄虚征镇夹挖顶托碰渡劫缓俗妙恶急吗吧呢啊战变化定式布局终局收官对局赛决冠军亚季届杯围棋" +
	"這個們來為國說時會對發後裡種麼學現當沒動還進從實圍勝負劫黑白棋譜對局段級讓棋盤點斷長跳飛壓擋補劃爭優勢實地厚薄戰變化定式佈局終局收官賽決冠軍屆盃週俊勳" +
	"井山裕太下敬吾田中村本木川小林郎碁囲黒勝番名因坊聖戦秀行治勲雄洋之介彦坂哲子石義夫正芝野虎丸一力遼張栩許家元村川大竹武宮趙羽根直樹結城聡高尾紳路河野臨" +
	"이의가다는에을를고하지서기로한도사수자대인리나정어아시전상게있들해구그주것만보장면과일국라여부마제때요우관내성위원생소조문동신재경모연비회공화학중실세계무물방유분명적발미식개단결금선바둑흑백돌집승패호석준박김최강윤임한오서권황안송류홍고양손배허남심노곽차민진엄채천현함변염추설길표반왕옥육맹탁은편용예봉복태목형피두감음빈온범좌팽간갑곡환세돌박정"

// commonRunes indexes commonCJK. It is built once and only read.
var commonRunes = func() map[rune]struct{} {
	m := make(map[rune]struct{}, 2048)
	for _, r := range commonCJK {
		m[r] = struct{}{}
	}
	return m
}()

func isCommonRune(r rune) bool {
	_, ok := commonRunes[r]
	return ok
}

// findCharset returns the value of the CA property of the first node of the
// first game tree, read from the raw bytes.
func findCharset(data []byte) (string, bool) {
	i := bytes.IndexByte(data, '(')
	if i < 0 {
		return "", false
	}
	nodes := 0
	var ident []byte
	for i++; i < len(data); i++ {
		c := data[i]
		switch {
		case c == '[':
			start := i + 1
			for i++; i < len(data) && data[i] != ']'; i++ {
				if data[i] == '\\' {
					i++
				}
			}
			if string(ident) == "CA" && nodes == 1 {
				end := min(i, len(data))
				return strings.TrimSpace(string(data[start:end])), true
			}
		case isIdentByte(c):
			if !isIdentByte(data[i-1]) {
				ident = ident[:0] // a new identifier starts
			}
			if c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' {
				// FF[3] lower-case letters are not part of the identifier.
				ident = append(ident, c)
			}
		case c == ';' || c == '(' || c == ')':
			if c == ';' {
				nodes++
			}
			if nodes > 1 || c != ';' && nodes > 0 {
				return "", false
			}
			ident = ident[:0]
		}
	}
	return "", false
}

func isIdentByte(c byte) bool {
	return c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z' || c >= '0' && c <= '9'
}
