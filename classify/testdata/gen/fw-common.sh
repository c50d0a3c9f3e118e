# Shared by the fw-* generators (fw-sweep): copies an app to a scratch dir with its
# node_modules linked, runs its dev server exactly as a user would (npm run dev),
# drives it with curl and file edits, and writes the log with the scratch dir
# replaced by /project. Source it, then call the functions below.
# Usage in a gen.sh: fw_setup <fw>; fw_start; fw_get /; fw_edit file 's/a/b/'; ...; fw_stop <fixture>
here=$(cd "$(dirname "$0")" && pwd)
out=$(cd "$here/../../new" && pwd)
fw_setup() {
	fw=$1
	work=/tmp/eb-gen-fw-$fw
	rm -rf $work && mkdir -p $work
	(cd $here && tar cf - --exclude=node_modules --exclude=gen.sh .) | (cd $work && tar xf -)
	if [ -n "$FW_COPY" ]; then
		cp -a $here/node_modules $work/node_modules # Vite's /@fs/ serving refuses a linked node_modules (Remix)
	else
		ln -s $here/node_modules $work/node_modules
	fi
	cd $work || exit 1
	case $(pwd) in "$work"*) ;; *) echo "gen.sh: could not set up $work" >&2; exit 1 ;; esac # never write into testdata
}
# fw_start [cmd...]: starts the dev server (default npm run dev) in its own process group.
fw_start() {
	: > dev.log
	if [ $# -eq 0 ]; then set -- npm run dev; fi
	setsid "$@" > dev.log 2>&1 < /dev/null &
	pid=$!
	sleep ${FW_BOOT:-6}
}
fw_get() { curl -s -m 20 -o /dev/null "http://127.0.0.1:$port$1"; sleep ${FW_PAUSE:-2}; }
# fw_edit <file> <sed script>: with FW_INPLACE set the file is rewritten in place, as
# most editors save, not through sed -i's temporary file beside it (which Remix's
# route watcher reads as a route).
fw_edit() {
	if [ -n "$FW_INPLACE" ]; then sed "$2" "$1" > /tmp/eb-fw-edit.$$ && cat /tmp/eb-fw-edit.$$ > "$1"; else sed -i "$2" "$1"; fi
	sleep ${FW_PAUSE:-2}
}
fw_put() { printf '%s\n' "$2" > "$1"; sleep ${FW_PAUSE:-2}; }
# fw_hold_port [seconds]: holds $port, as another server would, so that the app
# started next finds it taken; waits (default 2 s) until python has it bound.
# fw_release_port frees it.
fw_hold_port() {
	python3 -c "import socket,time; s=socket.socket(); s.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1); s.bind(('127.0.0.1',$port)); s.listen(); time.sleep(30)" &
	fw_holder=$!
	sleep ${1:-2}
}
fw_release_port() { kill $fw_holder; }
# fw_stop <fixture name>: ends the dev server's process group and writes the fixture.
fw_stop() {
	/bin/kill -s TERM -- -$pid 2>/dev/null
	sleep 1
	/bin/kill -s KILL -- -$pid 2>/dev/null
	sed "s#$work#/project#g; s#$here#/project#g" dev.log > $out/$1.txt
}
