#!/bin/sh
# Healthy chatter from the tools the other gen scripts break: a clean
# cmake configure and build, make with a compile, passing node --test,
# mocha and prove runs, a shell script with set -x, Python logging at INFO,
# slog at INFO. None of it is a problem.
# Usage: MOCHA=/path/to/mocha sh gen.sh; writes ../../new/chatter-unix-tools.txt.
here=$(cd "$(dirname "$0")" && pwd)
out=$here/../../new
work=/tmp/eb-gen-chatter
rm -rf $work && mkdir -p $work/c $work/js/spec $work/t && cd $work
cat > c/CMakeLists.txt <<'X'
cmake_minimum_required(VERSION 3.10)
project(shop C)
add_executable(shop main.c)
X
printf 'int main(void) { return 0; }\n' > c/main.c
printf 'all: app\napp: c/main.c\n\tcc -Wall -o app c/main.c\n\t@echo "built app"\n' > Makefile
cat > js/spec/a.spec.js <<'X'
const assert = require("assert");
describe("cart", () => { it("adds", () => assert.strictEqual(1 + 1, 2)); it("is empty at first", () => {}); });
X
cat > js/a.test.mjs <<'X'
import { test } from "node:test";
test("adds", () => {});
X
printf 'use Test::More tests => 2;\nok(1, "loads");\nis(2, 2, "adds");\n' > t/a.t
printf 'set -x\necho "deploying to staging"\ntest -d /tmp && echo "tmp exists"\n' > deploy.sh
cat > log.py <<'X'
import logging
logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s: %(message)s")
log = logging.getLogger("uvicorn.error")
log.info("Started server process [4242]")
log.info("Waiting for application startup.")
log.info("Application startup complete.")
log.info("Uvicorn running on http://127.0.0.1:8000 (Press CTRL+C to quit)")
logging.getLogger("uvicorn.access").info('127.0.0.1:50312 - "GET /api/errors HTTP/1.1" 200')
X
{
	(cd c && cmake -S . -B build && cmake --build build) 2>&1
	make 2>&1
	(cd js && node --test --test-reporter=spec && node --test --test-reporter=tap && ${MOCHA:-npx mocha} spec) 2>&1
	prove -v t/a.t 2>&1
	sh deploy.sh 2>&1
	python3 log.py 2>&1
} | sed "s#$work#/project#g" > $out/chatter-unix-tools.txt
