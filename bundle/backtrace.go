package bundle

import "strings"

// maxBacktrace bounds the frames an [Entry] lists: the calls nearest the
// error say where to look.
const maxBacktrace = 16

// backtraceHead is the line under which Godot lists a script backtrace,
// on its console (4.5+) and in the blocks errbundle run writes for the
// errors its debugger hears.
const backtraceHead = "backtrace (most recent call first):"

// backtrace returns the script backtrace a dev server's problem block
// lists, most recent call first, each frame as "func (res://file.gd:line)";
// nil when it lists none.
func backtrace(block string) []string {
	i := strings.Index(block, backtraceHead)
	if i < 0 {
		return nil
	}
	var frames []string
	for _, line := range strings.Split(block[i+len(backtraceHead):], "\n") {
		line = strings.TrimSpace(line)
		if line == "" {
			continue
		}
		rest, ok := strings.CutPrefix(line, "[")
		if !ok {
			break
		}
		_, frame, ok := strings.Cut(rest, "] ")
		if !ok || len(frames) == maxBacktrace {
			break
		}
		frames = append(frames, frame)
	}
	return frames
}
