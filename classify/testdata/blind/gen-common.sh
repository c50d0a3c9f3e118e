# The recording helpers every blind round's gen.sh sources, after setting
# $here (its gen folder), $out (where the recordings go) and $work (the
# scratch directory holding node_modules). A run is recorded as errbundle
# run would see it: stdout and stderr merged in one pipe, in order, no TTY,
# the scratch directory written as /project.
# app <dir>: a fresh copy of the app under $work, node_modules linked.
app() {
	rm -rf $work/$1 && cp -r $here/$1 $work/$1 && ln -s $work/node_modules $work/$1/node_modules
	cd $work/$1 || exit 1
}
# save <run> <dir>: writes the log with the app dir as /project.
save() {
	sed "s#$work/$2#/project#g; s#$work/node_modules#/project/node_modules#g; s#$work#/project/..#g" $work/$2.log > $out/$1.txt
}
# rec <run> <dir> cmd...: runs a command to its end, stdout and stderr in one pipe.
rec() {
	f=$1 d=$2; shift 2
	app $d
	"$@" 2>&1 | cat > $work/$d.log
	save $f $d
}
# serve <dir> cmd...: starts a server in its own process group.
serve() {
	d=$1; shift
	app $d
	setsid "$@" > $work/$d.log 2>&1 < /dev/null &
	pid=$!
	sleep ${BOOT:-4}
}
get() { curl -s -m 10 -o /dev/null "$@"; sleep 1; }
# stop <run> <dir>: ends the server's process group and saves its log.
stop() {
	/bin/kill -s INT -- -$pid 2>/dev/null
	sleep 1
	/bin/kill -s KILL -- -$pid 2>/dev/null
	save $1 $2
}
