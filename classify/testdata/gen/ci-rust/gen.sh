#!/bin/sh
# ci-sweep: cargo on a CI that asks for colour. CI workflows often set
# CARGO_TERM_COLOR=always (GitHub's starter workflow for Rust does), so
# cargo and rustc write ANSI colour codes into a pipe: every label, span
# and code line is wrapped in them. Tools: cargo/rustc as installed
# (rustup, ~/.cargo/bin). src/main.rs adds a &str to a u32 and leaves a
# variable unused.
# src/lib.rs (read by `cargo test`, not by the build of main.rs) has two
# failing tests, run with RUST_BACKTRACE=1 as Rust CI workflows often set it.
# Usage: sh gen.sh; writes ../../new/ci-cargo-color.txt and
# ci-cargo-test-color.txt, paths rewritten to /project.
set -e
here=$(cd "$(dirname "$0")" && pwd)
out=$here/../../new/ci-cargo-color.txt
work=/tmp/eb-gen-ci-rust
rm -rf $work && mkdir -p $work && cp -r $here/Cargo.toml $here/src $work/ && cd $work
CI=true GITHUB_ACTIONS=true CARGO_TERM_COLOR=always cargo build --bin cart > $out 2>&1 || true
CI=true GITHUB_ACTIONS=true CARGO_TERM_COLOR=always RUST_BACKTRACE=1 cargo test --lib > $here/../../new/ci-cargo-test-color.txt 2>&1 || true
sed -i "s#$work#/project#g" $out $here/../../new/ci-cargo-test-color.txt
