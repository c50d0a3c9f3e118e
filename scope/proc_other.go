//go:build !linux && !windows

package scope

// Listening returns the TCP ports that the process pid and its descendants
// listen on, on a loopback or wildcard address, sorted. There is no /proc
// here (macOS, the BSDs): ps gives the process tree and lsof the sockets.
// Without lsof the error wraps [ErrUnsupported], and the ports come from
// the dev server's banner instead.
func Listening(pid int) ([]int, error) {
	all, err := listeningLsof([]int{pid})
	return all[pid], err
}

func listeningAll(pids []int) (map[int][]int, error) { return listeningLsof(pids) }
