#!/bin/sh
# Records round F of lang-sweep-4, after round E's fixes (BLIND: the
# .want.json files were written by hand from these recordings and committed
# before the classifier was run on them). Debian 12 packages unless said:
#   jshell-exception    openjdk 17 jshell (a script)
#   ocaml-toplevel      ocaml 4.13.1 (the toplevel running a script: ocaml cart.ml)
#   fish-error          fish 3.6.0 (an unknown command in a function)
#   zsh-error           zsh 5.9 (the same, err_exit)
#   gotestsum-fail      gotestsum 1.8.2, go 1.26.8 (a failure and a nil-pointer panic)
#   zx-fail             zx 8.8.5 (npm), node v20.20.2 (a command that exits 2)
#   nyc-threshold       nyc 18.0.0 (npm), node v20.20.2 (--check-coverage below the threshold)
#   chatter-lang4f      a healthy fish script and a passing gotestsum run
# Usage: sh gen.sh; writes ../../new/<name>.txt (stdout and stderr
# merged). The scratch path becomes /project.
here=$(cd "$(dirname "$0")" && pwd)
out=$here/../../new
work=/tmp/eb-gen-lang4f
rm -rf $work && cp -r $here $work
cd $work/jshell && jshell -q cart.jsh > $out/jshell-exception.txt 2>&1
cd $work/ocamltop && ocaml cart.ml > $out/ocaml-toplevel.txt 2>&1
cd $work/fish && fish deploy.fish > $out/fish-error.txt 2>&1
cd $work/zsh && zsh deploy.zsh > $out/zsh-error.txt 2>&1
cd $work/gotestsum && gotestsum ./... > $out/gotestsum-fail.txt 2>&1
cd $work/zx && npm install --no-save --no-audit --no-fund zx@8.8.5 >/dev/null 2>&1 && ./node_modules/.bin/zx deploy.mjs > $out/zx-fail.txt 2>&1
cd $work/nyc && npm install --no-save --no-audit --no-fund nyc@18.0.0 >/dev/null 2>&1 && ./node_modules/.bin/nyc --check-coverage --lines 90 node test/cart.test.js > $out/nyc-threshold.txt 2>&1
cd $work/ok && {
	fish ok.fish
	cd $work/gotestsum && gotestsum -- -run TestSum ./...
} > $out/chatter-lang4f.txt 2>&1
for f in jshell-exception ocaml-toplevel fish-error zsh-error gotestsum-fail zx-fail nyc-threshold chatter-lang4f; do
	sed -i "s#$work#/project#g; s#/root/#/home/dev/#g" $out/$f.txt
done
