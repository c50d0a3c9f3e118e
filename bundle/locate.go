package bundle

import "github.com/errbundle/errbundle/capture"

// Original is where a browser error happened in the project's own source,
// as a source-map resolver finds it when the error is read: the stored
// stack keeps the positions the dev server served.
type Original struct {
	// Location is the first application frame, mapped:
	// "src/Profile.tsx:16:59".
	Location string
	// Stack is the stack with each mapped frame rewritten.
	Stack string
	// Context is the original line with up to two lines either side, the
	// failing one marked "> ".
	Context string
	// Pending says a script or map is still being fetched: the served
	// positions stand for now, and a later read may map them.
	Pending bool
}

// Locator maps an error to its original source. ok is false when there is
// nothing to map: no stack, or no source map for its scripts. It is called
// with no lock held and must not block on the network.
type Locator func(e *capture.Error) (o Original, ok bool)

// located is e's location and the source around it, original when loc
// can say; the stored location and no context otherwise.
func located(e *capture.Error, loc Locator) (location, context string) {
	if loc != nil {
		if o, ok := loc(e); ok && o.Location != "" && !o.Pending {
			return o.Location, o.Context
		}
	}
	return e.Location, ""
}
