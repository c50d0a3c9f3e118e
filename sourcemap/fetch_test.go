package sourcemap

import (
	"context"
	"errors"
	"net"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestLoopbackNamesNeverAskDNS: a script on localhost or a *.localhost
// name is fetched from this machine's loopback without a DNS query, which
// would tell the network what the developer is working on (and let a
// resolver that answers for .localhost choose where to dial).
func TestLoopbackNamesNeverAskDNS(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Write([]byte("console.log(" + r.Host + ")"))
	}))
	t.Cleanup(srv.Close)
	_, port, err := net.SplitHostPort(srv.Listener.Addr().String())
	require.NoError(t, err)

	// Every query the Go resolver would send goes through Dial: count them.
	var mu sync.Mutex
	var queried []string
	saved := net.DefaultResolver
	t.Cleanup(func() { net.DefaultResolver = saved })
	net.DefaultResolver = &net.Resolver{PreferGo: true, Dial: func(ctx context.Context, network, address string) (net.Conn, error) {
		mu.Lock()
		defer mu.Unlock()
		queried = append(queried, address)
		return nil, errors.New("no DNS in this test")
	}}

	r := New(Config{})
	t.Cleanup(func() { r.Close() })
	for _, host := range []string{"app.localhost", "localhost", "API.Shop.localhost."} {
		t.Run(host, func(t *testing.T) {
			resp, err := r.get(context.Background(), "http://"+host+":"+port+"/app.js", "", "")
			require.NoError(t, err)
			assert.True(t, strings.HasPrefix(string(resp.body), "console.log("), "%s", resp.body)
		})
	}
	mu.Lock()
	defer mu.Unlock()
	assert.Empty(t, queried, "DNS queries sent")
}
