#!/bin/sh
# Reruns the second Rust fixtures (rustc/cargo 1.95.0): main returning an
# Err (\"Error: ParseIntError { ... }\", exit 1), then unbounded recursion
# overflowing the main thread's stack (SIGABRT), both under cargo run.
# Usage: sh gen.sh; writes ../../new/rust-main-err.txt.
here=$(cd "$(dirname "$0")" && pwd)
out=$here/../../new
work=/tmp/eb-gen-rust2
rm -rf $work && cp -r $here/app $work
cd $work
export CARGO_TERM_COLOR=never
cargo build --offline -q 2>/dev/null
{ cargo run --offline -q; cargo run --offline -q -- deep; } > $out/rust-main-err.txt 2>&1
sed -i "s#$work#/project#g" $out/rust-main-err.txt
