// Package daemontest runs the real errbundle daemon for the tests of other
// packages: it builds the binary once per test process, starts
// errbundle serve on a free loopback port, waits until it answers
// /v1/health, and stops it when the test ends, keeping its log.
//
//	func TestMain(m *testing.M) { os.Exit(daemontest.Main(m)) }
//
//	func TestHealth(t *testing.T) {
//		d := daemontest.Start(t, daemontest.Binary(t, "-race"), daemontest.Options{})
//		resp, err := http.Get(d.URL("/v1/health"))
//		...
//	}
//
// # Building
//
// [Binary] builds ./cmd/errbundle with the go build flags a package asks
// for, once per test process and set of flags, into a temporary directory
// that [Main] removes after the tests.
//
// # Running
//
// [Start] runs errbundle serve as [Options] say, with --no-state unless
// they ask for a state file, and returns a [Daemon] once it answers. The
// test's cleanup sends it SIGINT and waits for it to exit, killing it if it
// does not, and logs what it wrote when the test failed. [Daemon.Stop] and
// [Daemon.Kill] end it before that, for tests of what a stop or a crash
// leaves behind. [FreeAddr] picks an address for a daemon a test starts
// later, or one that must find nothing there.
package daemontest
