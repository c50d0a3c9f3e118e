package jsonscan

import (
	"bytes"
	"strings"
	"testing"

	"github.com/go-json-experiment/json/jsontext"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestScannerSkipValue(t *testing.T) {
	tests := []struct {
		name  string
		in    string
		valid bool
	}{
		{"nested", ` {"a": [1, -2.5e+3, "x", true, false, null, {}, []], "b": {"c": {}}} `, true},
		{"empty string", `""`, true},
		{"zero", `0`, true},
		{"negative zero fraction", `-0.0e-0`, true},
		{"leading zero", `01`, false},
		{"bare minus", `-`, false},
		{"dot without digits", `1.`, false},
		{"exponent without digits", `1e+`, false},
		{"plus sign", `+1`, false},
		{"trailing comma in array", `[1,]`, false},
		{"trailing comma in object", `{"a":1,}`, false},
		{"missing colon", `{"a" 1}`, false},
		{"name not a string", `{a:1}`, false},
		{"mismatched close", `[1}`, false},
		{"unclosed", `[1`, false},
		{"literal typo", `nul`, false},
		{"capitalised literal", `True`, false},
		{"raw control character", "\"a\x01b\"", false},
		{"raw tab", "\"a\tb\"", false},
		{"raw DEL", "\"a\x7fb\"", true},
		{"unknown escape", `"\x"`, false},
		{"short \\u", `"\u12"`, false},
		{"bad hex", `"\u12g4"`, false},
		{"every escape", `"\" \\ \/ \b \f \n \r \t \u00e9 \ud83d\ude00"`, true},
		{"lone surrogate", `"\ud800"`, true},
		{"invalid UTF-8", "\"\xff\"", true},
		{"vertical tab as space", "\v1", false},
		{"deepest", strings.Repeat("[", MaxDepth) + strings.Repeat("]", MaxDepth), true},
		{"too deep", strings.Repeat("[", MaxDepth+1) + strings.Repeat("]", MaxDepth+1), false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := New([]byte(tt.in))
			err := s.SkipValue()
			assert.Equal(t, tt.valid, err == nil && s.AtEnd(), "error %v", err)
			if tt.valid {
				assert.Zero(t, s.depth)
			}
		})
	}
}

func TestScannerReadString(t *testing.T) {
	tests := []struct {
		name      string
		in        string
		want      string
		surrogate int // LoneSurrogate after reading
	}{
		{"plain", `"hello, world"`, "hello, world", -1},
		{"escapes every few bytes", `"{\"a\":\"b\",\"c\":1}"`, `{"a":"b","c":1}`, -1},
		{"long run then escape", `"` + strings.Repeat("x", 20) + `\n` + strings.Repeat("y", 9) + `"`, strings.Repeat("x", 20) + "\n" + strings.Repeat("y", 9), -1},
		{"unicode escapes", `"\u00e9\u20ac\ud83d\ude00"`, "é€😀", -1},
		{"lone high surrogate", `"a\ud800b"`, "a\uFFFDb", 2},
		{"lone low surrogate", `"\udc00"`, "\uFFFD", 1},
		{"high surrogate then non-surrogate escape", `"\ud800\u0041"`, "\uFFFDA", 1},
		{"two high surrogates", `"\ud800\ud800\udc00"`, "\uFFFD\U00010000", 1},
		{"raw UTF-8", `"né 😀"`, "né 😀", -1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := New([]byte(tt.in))
			got, err := s.ReadString()
			require.NoError(t, err)
			assert.Equal(t, tt.want, string(got))
			assert.Equal(t, tt.surrogate, s.LoneSurrogate)
			assert.True(t, s.AtEnd())
		})
	}
}

// FuzzScanner checks the Scanner against jsontext, which the decoder used
// before: the same texts are valid JSON (allowing invalid UTF-8 and
// repeated names, which the decoder deals with itself), and a string reads
// as jsontext unquotes it.
func FuzzScanner(f *testing.F) {
	for _, seed := range []string{`{"a":[1,-2.5e+3,"x\u00e9\ud800",true,null,{}]}`, `"\ud83d\ude00\"\\"`, "\"\xff\"", `[01]`, `{"a" 1}`} {
		f.Add([]byte(seed))
	}
	f.Fuzz(func(t *testing.T, in []byte) {
		s := New(in)
		err := s.SkipValue()
		valid := err == nil && s.AtEnd()
		want := jsontext.Value(in).IsValid(jsontext.AllowDuplicateNames(true), jsontext.AllowInvalidUTF8(true))
		if valid != want {
			t.Fatalf("%q: Scanner says valid %v (%v), jsontext %v", in, valid, err, want)
		}
		str := bytes.Trim(in, " \t\r\n")
		if !valid || str[0] != '"' {
			return
		}
		got, err := New(in).ReadString()
		require.NoError(t, err)
		wantText, _ := jsontext.AppendUnquote(nil, str)
		require.Equal(t, string(wantText), ValidText(got))
	})
}
