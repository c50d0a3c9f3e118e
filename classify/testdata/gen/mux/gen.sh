#!/bin/sh
# mux-sweep: a monorepo's dev command running two dev servers at once
# under each multiplexer, their lines interleaved. The program is mx/ (an
# npm workspace: packages/api, a node HTTP server whose error handler logs
# a TypeError one line per write 40 ms apart, then crashes on another;
# packages/web, Vite 6.4.6 whose page imports "./Cart", missing until api
# writes it, so Vite reports the failed import and later serves the page).
# Tools: node_modules here from package.json + package-lock.json (`npm ci`;
# git-ignored): turbo 2.11.11, concurrently 9.2.5, npm-run-all2 8.0.4,
# pnpm 9.15.9, vite 6.4.6, nx 21.6.11; foreman 0.87.2 (Debian bookworm's ruby-foreman);
# npm 11.19.1, node 20.20.2.
# Usage: sh gen.sh [runner]; writes ../../new/mux-<runner>.txt. Each
# run is stopped after 10 s; paths are rewritten to /project.
here=$(cd "$(dirname "$0")" && pwd)
out=$here/../../new
work=/tmp/eb-gen-mux
only=$1
export NO_COLOR=1 PATH=$here/node_modules/.bin:$PATH
run() {
	name=$1; shift
	[ -n "$only" ] && [ "$only" != "$name" ] && return
	rm -rf $work && mkdir -p $work && cp -r $here/mx/. $work/ && cd $work || exit 1
	case $(pwd) in "$work"*) ;; *) echo "gen.sh: could not set up $work" >&2; exit 1 ;; esac # never write into testdata
	ln -s $here/node_modules node_modules
	git init -q . # turbo wants a repository
	# setsid: the runner leads its own process group, stopped whole.
	( setsid "$@" > $out/mux-$name.txt 2>&1 & pid=$!; sleep 10; kill -INT -- -$pid 2>/dev/null; sleep 1; kill -- -$pid 2>/dev/null )
	sed -i "s#$work#/project#g; s#$(readlink -f $here/node_modules)#/project/node_modules#g; s#$here/node_modules#/project/node_modules#g; s#$HOME#/root#g" $out/mux-$name.txt
	cd $here
}
run turbo turbo run dev --no-daemon
run concurrently concurrently -n api,web "npm run dev -w packages/api" "npm run dev -w packages/web"
run concurrently-index concurrently "npm run dev -w packages/api" "npm run dev -w packages/web"
# pnpm refuses a project whose packageManager names npm: the field goes.
run pnpm sh -c 'sed -i /packageManager/d package.json && exec pnpm -r --parallel dev'
run run-p npm-run-all -p -l dev:api dev:web
run foreman foreman start
# nx streams each project's lines prefixed "api: " (colour forced: NO_COLOR would only make node warn).
run nx env -u NO_COLOR NX_DAEMON=false NX_NO_CLOUD=true NX_TUI=false nx run-many -t dev --output-style=stream
