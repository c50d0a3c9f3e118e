package capture

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestChatterAgreesWithOld runs IsChatter beside isChatterOld (IsChatter
// as it was before bannerCue and the hot update's early answer, kept here
// as it was) on every line of the recorded dev-server output in
// classify/testdata, each phrase and prefix in three cases and inside
// other words, and the load tool's messages: the quicker reading must
// never answer otherwise.
func TestChatterAgreesWithOld(t *testing.T) {
	msgs := recordedLines(t)
	var made []string
	for _, p := range append(append(append(chatterPhrases, chatterPrefixes...), echoPrefixes...), viteHotUpdated+": /src/App.tsx") {
		for _, v := range []string{p, strings.ToUpper(p), strings.ToUpper(p[:1]) + p[1:]} {
			made = append(made, v, "Note: "+v+".", v+" failed", "["+v, v+"\nmore", "İ"+v, "K"+v)
		}
	}
	made = append(made,
		"Download the React DevTools for a better development experience: https://reactjs.org/link/react-devtools",
		"Warning: Can't perform a React state update on an unmounted component (OrderList)",
		"Warning: Each child in a list should have a unique \"key\" prop. Check the render method of `Cart`.",
		"[vite] connected.", "[vite] hot updated: /src/components/Cart.tsx", "[VITE] HOT UPDATED: x", "[vite] hot update",
		"render OrderList took 12 ms", "user 17 signed in", "cart total recalculated: 3 items", "fetching orders page 2",
		"dEv", "DEV mode", "de", "ev", "v", "dv", "()", "<", "a (b) c", "Dev", "índev", "call enableProdMode()")
	msgs = append(msgs, made...)
	chatter := 0
	for _, m := range msgs {
		want := isChatterOld(m)
		if want {
			chatter++
		}
		assert.Equal(t, want, IsChatter(m), "%q", m)
	}
	assert.Greater(t, chatter, 50, "chatter among them")
}

func FuzzChatterAgreesWithOld(f *testing.F) {
	for _, p := range append(chatterPhrases, chatterPrefixes...) {
		f.Add(p)
	}
	f.Add("Warning: Can't perform a React state update on an unmounted component (OrderList)")
	f.Fuzz(func(t *testing.T, m string) {
		if want := isChatterOld(m); IsChatter(m) != want {
			t.Fatalf("IsChatter(%q) = %v, isChatterOld %v", m, !want, want)
		}
	})
}

func isChatterOld(msg string) bool {
	t := strings.TrimSpace(msg)
	first, _, _ := strings.Cut(t, "\n")
	if len(first) > 400 || len(msg) > 2000 {
		return false
	}
	// Every tooling prefix starts with '[': without one, only a banner
	// phrase in a short message makes chatter. This runs on every log at
	// ingest, so the common case decides before lowering anything.
	tooling := strings.HasPrefix(t, "[")
	if !tooling && len(msg) > 400 {
		return false
	}
	if !tooling {
		if !banners.mayHold(t) {
			return false // as most logs: no banner can be in it, and nothing need be lowered
		}
		var buf [400]byte
		lower := lowerInto(buf[:], t)
		return bannerPhrase(lower) && !containsAny(lower, causalWords)
	}
	var buf [2000]byte
	lower := lowerInto(buf[:], t)
	for _, p := range echoPrefixes {
		if strings.HasPrefix(lower, p) {
			return true
		}
	}
	if strings.HasPrefix(lower, "[vite] hot updated") || containsAny(lower, causalWords) {
		return false
	}
	for _, p := range chatterPrefixes {
		if strings.HasPrefix(lower, p) {
			return true
		}
	}
	// A banner phrase inside a long message may be the app's own text.
	return len(msg) <= 400 && bannerPhrase(lower)
}
