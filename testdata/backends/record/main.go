// Command record listens on 127.0.0.1:$PORT and writes every request it
// gets (method, path, headers, raw body) to $OUT/NNN-<path>.txt, answering
// 200 "{}": how the fixtures in testdata/backends/recorded were taken from
// the real SDKs. See testdata/backends/recorded/README.
package main

import (
	"fmt"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"sync/atomic"
)

func main() {
	var n atomic.Int64
	out := os.Getenv("OUT")
	http.ListenAndServe("127.0.0.1:"+os.Getenv("PORT"), http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		body, _ := io.ReadAll(r.Body)
		name := fmt.Sprintf("%03d%s", n.Add(1), strings.NewReplacer("/", "_", "?", "_").Replace(r.URL.Path))
		var head strings.Builder
		fmt.Fprintf(&head, "%s %s\n", r.Method, r.URL.RequestURI())
		r.Header.Write(&head)
		os.WriteFile(filepath.Join(out, name+".head"), []byte(head.String()), 0o644)
		os.WriteFile(filepath.Join(out, name+".body"), body, 0o644)
		w.Header().Set("Content-Type", "application/json")
		w.Write([]byte("{}"))
	}))
}
