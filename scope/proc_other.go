//go:build !linux

package scope

// Listening is not supported off Linux: the ports come from the banner.
func Listening(pid int) ([]int, error) { return nil, ErrUnsupported }

func listeningAll(pids []int) (map[int][]int, error) { return nil, ErrUnsupported }
