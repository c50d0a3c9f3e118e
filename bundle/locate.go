package bundle

import (
	"strconv"

	"github.com/errbundle/errbundle/capture"
	"github.com/errbundle/errbundle/fingerprint"
	"github.com/errbundle/errbundle/internal/clip"
)

// Original is where a browser error happened in the project's own source,
// as a source-map resolver finds it when the error is read: the stored
// stack keeps the positions the dev server served.
type Original struct {
	// Location is the first application frame, mapped:
	// "src/Profile.tsx:16:59".
	Location string
	// Function is the name of the function Location is in, as the program
	// names it: "validate", "Cart.summary"; "" when anonymous or unknown.
	Function string
	// Stack is the stack with each mapped frame rewritten.
	Stack string
	// Message, when set, is the message with each mapped frame of a stack
	// it renders rewritten: a console error of an Error (console.error(err)).
	Message string
	// Context is the original line with up to two lines either side, the
	// failing one marked "> ".
	Context string
	// Components is the error's React component stack, rendered as
	// [ComponentLine] does, with the positions mapped that a map covers.
	Components []string
	// Pending says a script or map is still being fetched: the served
	// positions stand for now, and a later read may map them.
	Pending bool
}

// ComponentLine renders one entry of a React component stack: "Cart
// (src/Shop.tsx:47:29)", or the name alone when React gave no position,
// within [MaxComponentLine] bytes. location is "" to show c's served
// position, without its origin.
func ComponentLine(c capture.Component, location string) string {
	if location == "" {
		if c.URL == "" || c.Line <= 0 {
			return clip.Head(c.Name, MaxComponentLine)
		}
		location = fingerprint.TrimOrigin(c.URL) + ":" + strconv.Itoa(c.Line) + ":" + strconv.Itoa(max(c.Column, 1))
	}
	return clip.Head(c.Name+" ("+location+")", MaxComponentLine)
}

// MaxComponentLine bounds one rendered entry of a component stack, so that
// ten of them stay small beside the error in a reply.
const MaxComponentLine = 240

// components is e's component stack as replies show it: mapped when loc
// maps it, served positions otherwise; nil when e has none.
func components(e *capture.Error, loc Locator) []string {
	if len(e.ComponentStack) == 0 {
		return nil
	}
	if loc != nil {
		if o, ok := loc(e); ok && !o.Pending && len(o.Components) == len(e.ComponentStack) {
			return o.Components
		}
	}
	out := make([]string, len(e.ComponentStack))
	for i, c := range e.ComponentStack {
		out[i] = ComponentLine(c, "")
	}
	return out
}

// Locator maps an error to its original source. ok is false when there is
// nothing to map: no stack, or no source map for its scripts. It is called
// with no lock held and must not block on the network.
type Locator func(e *capture.Error) (o Original, ok bool)

// located is e's location, the source around it and the function it is
// in, original when loc can say; the stored location alone otherwise.
func located(e *capture.Error, loc Locator) (location, context, function string) {
	if loc != nil {
		if o, ok := loc(e); ok && o.Location != "" && !o.Pending {
			return o.Location, o.Context, o.Function
		}
	}
	return e.Location, "", ""
}
