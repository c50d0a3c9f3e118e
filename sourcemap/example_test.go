package sourcemap_test

import (
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"strings"

	"github.com/errbundle/errbundle/sourcemap"
)

// A stack Chromium recorded on a Vite 7 dev server, mapped back to the
// project's files once the modules and their inline maps are fetched.
func ExampleResolver_MapStack() {
	srv := httptest.NewServer(http.FileServer(http.Dir("testdata/vite7/served")))
	defer srv.Close()
	recorded, _ := os.ReadFile("testdata/vite7/stack.txt")
	stack := strings.ReplaceAll(strings.TrimSpace(string(recorded)), "http://127.0.0.1:5273", srv.URL)

	r := sourcemap.New(sourcemap.Config{})
	defer r.Close()
	r.Prefetch(stack)                // at ingest
	_ = r.Wait(context.Background()) // a test's wait; the daemon just asks again later

	mapped, pending := r.MapStack(stack)
	fmt.Println(mapped)
	fmt.Println("pending:", pending)

	res := r.Lookup(srv.URL+"/src/Profile.tsx", 22, 11)
	fmt.Printf("%s %s:%d:%d name=%q\n", res.Status, res.Source, res.Line, res.Column, res.Name)
	fmt.Println(res.Context)
	// Output:
	// Error: bad email for Ada
	//     at formatEmail (src/Profile.tsx:17:11)
	//     at src/main.tsx:16:3
	// pending: false
	// mapped src/Profile.tsx:17:11 name=""
	//     const domain = user.email!.split("@")[1];
	//     if (!domain) {
	// >     throw new Error(`bad email for ${user.name}`);
	//     }
	//     return domain.toUpperCase();
}
