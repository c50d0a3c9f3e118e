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

# The namespace way (rounds 7 on): each run happens in a private mount
# namespace where its app's copy is bound on /project (and the shared
# node_modules on /project/node_modules), so the paths the tools print are
# the ones TestBlindScore expects without rewriting them, and the machine's
# own /project is never touched: / is overlaid there (a tmpfs upper layer)
# so the mount point can exist, then chrooted into. Needs root (unshare,
# mount, chroot).
# inproj <dir> cmd...: runs cmd in $work/<dir> seen as /project.
inproj() {
	d=$work/$1; shift
	unshare -m sh -c '
	set -e
	mount --make-rprivate /
	t=$(mktemp -d /tmp/blind-ns.XXXXXX)
	mount -t tmpfs tmpfs $t
	mkdir $t/u $t/w $t/m
	mount -t overlay overlay -o lowerdir=/,upperdir=$t/u,workdir=$t/w $t/m
	mkdir -p $t/m/project
	mount --bind "$0" $t/m/project
	mount --bind "$1" $t/m/project/node_modules
	for p in proc sys dev tmp root; do mount --rbind /$p $t/m/$p; done
	shift
	exec chroot $t/m sh -c "cd /project && exec \"\$@\"" sh "$@"
	' "$d" "$work/node_modules" "$@"
}
# nsrec <run> <dir> cmd...: a fresh copy of the app, cmd run to its end in
# it as /project, stdout and stderr in one pipe.
nsrec() {
	f=$1 d=$2; shift 2
	rm -rf $work/$d && cp -r $here/$d $work/$d && mkdir -p $work/$d/node_modules
	inproj $d "$@" 2>&1 | cat > $work/$d.log
	rmdir /tmp/blind-ns.* 2>/dev/null # the namespace's mount points, empty once it ends
	sed "s#$work/$d#/project#g; s#$work#/project/..#g" $work/$d.log > $out/$f.txt
}
# want <run>: true when the run was asked for on gen.sh's command line, or
# when none was ($runs holds them).
want() { [ -z "$runs" ] || case " $runs " in *" $1 "*) return 0 ;; *) return 1 ;; esac; }
