#!/bin/sh
# Reruns the fifth batch of the second non-JS sweep:
#   rust-backtrace-full  cargo 1.95 run, RUST_BACKTRACE=full: an expect()
#                        panic with every frame and its address
#   rust-many-errors     cargo build: a type mismatch, a use after move
#                        with notes and help, an undefined function, a
#                        warning
#   elixir-logger-meta   mix run (Elixir 1.14, OTP 25): Logger's console
#                        format with metadata before the level, and a
#                        compile warning
#   ocaml-warnings       ocamlc -w +a warn.ml (Debian ocaml 4.13.1): warnings
#                        only, it compiles
#   nim-warnings         nim c --hints:off warn.nim (Debian nim 1.6.10)
# Usage: sh gen.sh; writes ../../new/<name>.txt.
here=$(cd "$(dirname "$0")" && pwd)
out=$here/../../new
work=/tmp/eb-gen-sweep2b
rm -rf $work && cp -r $here $work
cd $work/rustbt && cargo build -q 2>/dev/null; RUST_BACKTRACE=full cargo run -q > $out/rust-backtrace-full.txt 2>&1
cd $work/rustmany && cargo build > $out/rust-many-errors.txt 2>&1
cd $work/exlog && MIX_HOME=$work/.mix HEX_OFFLINE=1 mix run -e 'Shop.run()' > $out/elixir-logger-meta.txt 2>&1
cd $work && ocamlc -w +a warn.ml -o warn > $out/ocaml-warnings.txt 2>&1
XDG_CACHE_HOME=$work/.cache nim c --hints:off warn.nim > $out/nim-warnings.txt 2>&1
for f in rust-backtrace-full rust-many-errors elixir-logger-meta ocaml-warnings nim-warnings; do sed -i "s#$work#/project#g; s#/root/#/home/dev/#g" $out/$f.txt; done
