# The verbs a newcomer needs. `make run` starts the daemon; `make test` passes
# the whole suite, the browser end-to-end test included when Chromium is
# installed (.ci/run installs it on a fresh machine).

GO      ?= go
BIN     ?= bin/errbundle
VERSION ?= $(shell git describe --tags --always --dirty 2>/dev/null || echo dev)
LDFLAGS := -X main.version=$(VERSION)

.PHONY: run build test bench e2e golden lint load fuzz clean

run: build
	./$(BIN) serve

build:
	$(GO) build -ldflags "$(LDFLAGS)" -o $(BIN) ./cmd/errbundle

test:
	$(GO) vet ./...
	$(GO) test -race -count=1 -timeout 12m ./...

bench:
	$(GO) test -run '^$$' -bench . -benchmem -count 5 ./capture/ ./bundle/ ./capture/classify/

e2e:
	$(GO) test -race -count=1 -run 'E2E|Browser' -v ./extension/

golden:
	$(GO) test ./observe -run Golden -update

lint:
	@test -z "$$(gofmt -l $$(git ls-files '*.go'))" || (gofmt -l $$(git ls-files '*.go'); exit 1)
	$(GO) vet ./...

# The load tool against a fresh daemon on a spare loopback port.
LOAD_ADDR ?= 127.0.0.1:7399
load: build
	$(GO) build -o bin/errbundle-load ./cmd/errbundle-load
	./$(BIN) serve --addr $(LOAD_ADDR) 2>/dev/null & pid=$$!; \
	  trap "kill $$pid" EXIT; sleep 0.5; \
	  ./bin/errbundle-load -addr $(LOAD_ADDR) -pid $$pid $(LOAD_FLAGS)

fuzz:
	$(GO) test ./capture -run '^$$' -fuzz FuzzParseTimestamp -fuzztime 60s
	$(GO) test ./capture -run '^$$' -fuzz FuzzDecodeEvents -fuzztime 60s

clean:
	rm -rf bin
