package ingest

import (
	"strings"

	"github.com/errbundle/errbundle/capture"
)

// prefetch hands the stacks of a stored batch to h.Prefetch, each distinct
// one once. A flood repeats one error, the same stack text on the same page
// many times in a batch, and a stack's scripts prefetched again within one
// request change nothing (the resolver has just queued or checked them),
// while reading the stack again costs as much as the first time.
func (h *V1) prefetch(b *capture.Batch) {
	var seen stackSet
	for _, e := range b.Errors {
		if e.Stack != "" && seen.first(e.Stack, e.PageURL) {
			h.Prefetch(e.Stack, e.PageURL)
		}
	}
	for _, l := range b.Logs {
		if l.Stack != "" && seen.first(l.Stack, l.PageURL) {
			h.Prefetch(l.Stack, l.PageURL)
		}
		if (l.Level == capture.LevelError || l.Level == capture.LevelWarn) && strings.Contains(l.Message, "\n") && seen.first(l.Message, l.PageURL) {
			// console.error(err) renders err's stack, which places the
			// error when library code logged it; a warning's message
			// may hold a component stack.
			h.Prefetch(l.Message, l.PageURL)
		}
	}
}

// maxStacksSeen bounds the stacks a batch's prefetch remembers: past it a
// stack is prefetched even if seen, as before there was a memo.
const maxStacksSeen = 16

// stackSet is the stacks of one batch already prefetched, with their
// pages (a stack of webpack modules prefetches its page's scripts).
type stackSet struct {
	n      int
	stacks [maxStacksSeen]string
	pages  [maxStacksSeen]string
}

// first reports whether stack on page is new to the set, and remembers it.
func (s *stackSet) first(stack, page string) bool {
	for i := range s.n {
		if s.stacks[i] == stack && s.pages[i] == page {
			return false
		}
	}
	if s.n < maxStacksSeen {
		s.stacks[s.n], s.pages[s.n] = stack, page
		s.n++
	}
	return true
}
