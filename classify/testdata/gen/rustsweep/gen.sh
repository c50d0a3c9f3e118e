#!/bin/sh
# Reruns the Rust sweep fixtures (rustc/cargo/clippy 1.95.0): cargo test
# failures (assert_eq with a message, an unwrap on Err, should_panic that
# did not), clippy warnings, a panic in a named thread with RUST_BACKTRACE=1.
# Usage: sh gen.sh; writes ../../new/rust-{cargo-test,clippy,thread-panic}.txt.
here=$(cd "$(dirname "$0")" && pwd)
out=$here/../../new
work=/tmp/eb-gen-rustsweep
rm -rf $work && cp -r $here/app $work
cd $work
export CARGO_TERM_COLOR=never
RUST_BACKTRACE=1 cargo test --offline > $out/rust-cargo-test.txt 2>&1
cargo clippy --offline > $out/rust-clippy.txt 2>&1
cargo build --offline -q && RUST_BACKTRACE=1 ./target/debug/ledger > $out/rust-thread-panic.txt 2>&1
sed -i "s#$work#/project#g" $out/rust-cargo-test.txt $out/rust-clippy.txt $out/rust-thread-panic.txt
