# The verbs a newcomer needs. `make run` starts the daemon; `make test` passes
# the whole suite, the browser end-to-end test included when Chromium is
# installed (.ci/run installs it on a fresh machine).

GO      ?= go
BIN     ?= bin/errbundle
# The tag when there is one (v0.1.0, or v0.1.0-3-gabc1234 after it), else
# the VERSION file: one version for the binary, the extension and MCP.
VERSION ?= $(shell git describe --tags --dirty 2>/dev/null || cat VERSION)
LDFLAGS := -X main.version=$(VERSION)

.PHONY: run build test bench bench-compare bench-browser e2e golden docs lint load soak fuzz clean godot-editor bench-largemap cross dist

run: build
	./$(BIN) serve

build:
	$(GO) build -ldflags "$(LDFLAGS)" -o $(BIN) ./cmd/errbundle

test:
	$(GO) vet ./...
	$(GO) test -race -count=1 -timeout 25m ./...

bench:
	$(GO) test -run '^$$' -bench . -benchmem -count 5 ./capture/ ./ingest/ ./redact/ ./bundle/ ./classify/

# BASE against the work tree: the load tool and the benchmarks that matter
# in ROUNDS interleaved rounds (each benchmark COUNT times a round, the
# round keeping its best), then each benchmark's instructions and
# allocations per op under callgrind (valgrind), and each side's whole
# daemon's instructions per event under COUNT_BATCHES fixed load-tool
# batches. Exits 1 when instructions per op, or per event less the
# collector, got worse than 0.95; times are printed beside them and decide only
# with CALLGRIND=0 or GATE_TIME=1 (BENCHMARKS.md, "How bench-compare decides"). QUICK=1 for
# iterating (ingest and error_bundles only, 3 s of load, 3 rounds, 300
# batches counted). RAW=file writes every sample as JSON.
BASE      ?= main
ROUNDS    ?= $(if $(QUICK),3,7)
COUNT     ?= 1
CALLGRIND ?= 1
bench-compare:
	$(GO) run ./cmd/errbundle-benchcompare -base $(BASE) -rounds $(ROUNDS) -count $(COUNT) -callgrind=$(if $(filter 0,$(CALLGRIND)),false,true) $(if $(GATE_TIME),-gate-time) $(if $(QUICK),-quick) $(if $(COUNT_BATCHES),-count-batches $(COUNT_BATCHES)) $(if $(RAW),-raw $(RAW)) $(BENCH_COMPARE_FLAGS)

# What the user feels, in real headless Chromium (BenchmarkPage in
# extension/page_bench_test.go): page overhead with no capture, the
# extension and the script tag over ROUNDS interleaved page loads,
# completeness, throw-to-agent p50/p90. Minutes, not part of make test.
# BEFORE=<ref> adds that commit's extension ("ext before"), unpacked from
# git, side by side in the same run.
bench-browser:
	set -e; before=""; if [ -n "$(BEFORE)" ]; then \
		before=$$(mktemp -d); git archive $(BEFORE) extension | tar -x -C $$before; \
		rm -rf $$before/extension/testdata $$before/extension/*.go $$before/extension/*.md; fi; \
	env ERRBUNDLE_BENCH_ROUNDS=$(or $(BROWSER_ROUNDS),5) $${before:+ERRBUNDLE_EXTENSION_BEFORE=$$before/extension} \
		$(GO) test -count=1 -timeout 30m -run '^$$' -bench BenchmarkPage -benchtime 1x ./extension/; \
	if [ -n "$$before" ]; then rm -rf $$before; fi
# Decoding a large real Turbopack dev chunk map (tens of MB, recorded by
# next dev into LARGEMAP first; needs node and npm). Outside `make test`.
LARGEMAP ?= /tmp/errbundle-largemap
bench-largemap:
	test -f $(LARGEMAP)/chunk.js.map || sourcemap/testdata/next-turbopack-large/gen.sh $(LARGEMAP)
	ERRBUNDLE_LARGEMAP=$(LARGEMAP) $(GO) test -run '^$$' -bench BenchmarkLargeDevMap -benchmem -count 5 ./sourcemap/

# The real-browser and real-dev-server tests alone: Chromium, Firefox, the apps.
e2e:
	$(GO) test -race -count=1 -run 'TestEndToEnd|TestBothDeliveries|TestFirefox|TestApps|TestUIApps|TestPreactComponentStack|TestNextJS|TestReact|TestSvelteKit|TestFrameworks|TestProxyWithExtension|TestBackends|TestTraceHeaders' -v ./extension/
	$(GO) test -race -count=1 -run 'TestProxyEndToEnd|TestProxyTargetDown|TestProxyViteHMR|TestProxyNextJS' -v ./proxy/

# The real Godot editor, headless, playing a game under errbundle run and
# with the addon: about two minutes, so outside make test (see
# internal/godotaddon/editor_test.go). Godot from ERRBUNDLE_GODOT or .ci/godot.sh.
godot-editor:
	$(GO) test -tags godoteditor -count=1 -run TestEditor -v ./internal/godotaddon/

golden:
	$(GO) test ./observe -run Golden -update

# Rewrite the generated docs (docs/toolchains.md, from classify's registry
# and fixtures); the docs tests fail when a committed one is stale.
docs:
	$(GO) test ./classify -run TestToolchainsDoc -update

lint:
	@test -z "$$(gofmt -l $$(git ls-files '*.go'))" || (gofmt -l $$(git ls-files '*.go'); exit 1)
	$(GO) vet ./...

# The load tool against a fresh daemon on a spare loopback port.
LOAD_ADDR ?= 127.0.0.1:7399
load: build
	$(GO) build -o bin/errbundle-load ./cmd/errbundle-load
	./$(BIN) serve --no-state --addr $(LOAD_ADDR) 2>/dev/null & pid=$$!; \
	  trap "kill $$pid" EXIT; sleep 0.5; \
	  ./bin/errbundle-load -addr $(LOAD_ADDR) -pid $$pid $(LOAD_FLAGS)

# Ten minutes at twice a busy session's rate, 200 tabs, bodies past the
# 16 KiB cap; -check fails on a missed target. The CI version is TestSoak.
SOAK_ADDR ?= 127.0.0.1:7398
soak: build
	$(GO) build -o bin/errbundle-load ./cmd/errbundle-load
	./$(BIN) serve --no-state --addr $(SOAK_ADDR) 2>/dev/null & pid=$$!; \
	  trap "kill $$pid" EXIT; sleep 0.5; \
	  ./bin/errbundle-load -soak -duration 10m -rate 4000 -tabs 200 -body-max 32768 -addr $(SOAK_ADDR) -pid $$pid -check $(SOAK_FLAGS)

# Each fuzz target for FUZZTIME (the corpora run as plain tests in make test).
FUZZTIME ?= 60s
fuzz:
	$(GO) test ./ingest -run '^$$' -fuzz '^FuzzParseTimestamp$$' -fuzztime $(FUZZTIME)
	$(GO) test ./ingest -run '^$$' -fuzz '^FuzzDecodeEvents$$' -fuzztime $(FUZZTIME)
	$(GO) test ./ingest -run '^$$' -fuzz '^FuzzDecodeProcess$$' -fuzztime $(FUZZTIME)
	$(GO) test ./ingest -run '^$$' -fuzz '^FuzzDecodeEventsDifferential$$' -fuzztime $(FUZZTIME)
	$(GO) test ./ingest -run '^$$' -fuzz '^FuzzDecodeProcessDifferential$$' -fuzztime $(FUZZTIME)
	$(GO) test ./ingest -run '^$$' -fuzz '^FuzzEnvelopeKeepsValid$$' -fuzztime $(FUZZTIME)
	$(GO) test ./ingest -run '^$$' -fuzz '^FuzzOTLPKeepsValid$$' -fuzztime $(FUZZTIME)
	$(GO) test ./capture -run '^$$' -fuzz '^FuzzReadSnapshot$$' -fuzztime $(FUZZTIME)
	$(GO) test ./redact -run '^$$' -fuzz '^FuzzText$$' -fuzztime $(FUZZTIME)
	$(GO) test ./internal/jsonscan -run '^$$' -fuzz '^FuzzScanner$$' -fuzztime $(FUZZTIME)
	$(GO) test ./internal/clip -run '^$$' -fuzz '^FuzzHead$$' -fuzztime $(FUZZTIME)
	$(GO) test ./classify -run '^$$' -fuzz '^FuzzClassify$$' -fuzztime $(FUZZTIME)
	$(GO) test ./bundle -run '^$$' -fuzz '^FuzzBodyMessage$$' -fuzztime $(FUZZTIME)

# Every release platform builds, with make dist's flags (CGO off, -trimpath),
# and every package, tests included, vets for windows and darwin.
CROSS_TARGETS ?= linux/amd64 linux/arm64 darwin/amd64 darwin/arm64 windows/amd64 windows/arm64
cross:
	@for t in $(CROSS_TARGETS); do \
	  echo "go build $$t"; \
	  GOOS=$${t%/*} GOARCH=$${t#*/} CGO_ENABLED=0 $(GO) build -trimpath -o /dev/null ./... || exit 1; \
	done
	@# The tests too, compiled and vetted for the platforms they do not run on.
	@for os in windows darwin; do \
	  echo "go vet $$os"; \
	  GOOS=$$os CGO_ENABLED=0 $(GO) vet ./... || exit 1; \
	done

# dist/: an archive per platform, the extension for Chromium and Firefox,
# SHA256SUMS (see internal/release). DIST_TARGETS=linux/amd64,windows/amd64
# for some (comma-separated), all six by default.
DIST_TARGETS ?=
dist:
	$(GO) run ./cmd/errbundle-dist -out dist -version "$(VERSION)" $(if $(DIST_TARGETS),-targets "$(DIST_TARGETS)")

clean:
	rm -rf bin dist
