package sourcemap

import (
	"bytes"
	"net/url"
	"strconv"
	"strings"
)

// Turbopack's dev runtime applies a hot update by eval'ing each changed
// module's new code with //# sourceURL=<its chunk's URL>?id=<module id> and
// an inline map, both received over the dev server's websocket. Frames of
// that code name the chunk URL with the query; the dev server answers it
// with the whole chunk, rebuilt from the same code, where the module starts
// on the line that holds its id, "[project]/app/page.tsx [app-client]
// (ecmascript)", ((__turbopack_context__) => { … — the first line of the
// eval'd code. So a line of the eval'd code is that many lines further down
// in the chunk, and the chunk's map maps it.

// turbopackModule returns the Turbopack module id a script URL's id
// parameter names ("" for none) and the 1-based line of chunk that starts
// with it, or 0 when the chunk does not hold it.
func turbopackModule(scriptURL string, chunk []byte) (id string, line int) {
	u, err := url.Parse(scriptURL)
	if err != nil {
		return "", 0
	}
	id = u.Query().Get("id")
	if twice, err := url.PathUnescape(id); err == nil {
		id = twice // the runtime encodes the id, then the whole URL
	}
	// Module ids start with their root: [project]/, [turbopack]/, …
	if !strings.HasPrefix(id, "[") || !strings.Contains(id, "]/") {
		return "", 0
	}
	needle := []byte(strconv.Quote(id) + ", ")
	i := 0
	if !bytes.HasPrefix(chunk, needle) {
		i = bytes.Index(chunk, append([]byte{'\n'}, needle...))
		if i < 0 {
			return id, 0
		}
		i++
	}
	return id, bytes.Count(chunk[:i], []byte{'\n'}) + 1
}
