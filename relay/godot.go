package relay

import (
	"github.com/errbundle/errbundle/internal/godot"
)

// godotDebugger listens as the debugger of the Godot game command runs
// and returns the command with the game pointed at it; nil and command
// unchanged when it cannot listen, the console being read either way.
func godotDebugger(command []string, notify func(string)) (*godot.Debugger, []string) {
	d, err := godot.Listen()
	if err != nil {
		notify("cannot be Godot's debugger, reading its console only: " + err.Error())
		return nil, command
	}
	d.Refused = func(reason string) { notify("Godot debugger: closed a " + reason) }
	return d, godot.WithDebugger(command, d.URI())
}

// serveGodot serves the game pid's debugger connection, queueing each of
// its errors on sender as a problem, and closes done when it ends.
func serveGodot(d *godot.Debugger, pid int, sender *Sender) (done chan struct{}) {
	done = make(chan struct{})
	go func() {
		defer close(done)
		d.Serve(pid, func(e godot.Error) {
			severity := "error"
			if e.Warning {
				severity = "warning"
			}
			sender.Problem(severity, "godot", e.Message(), e.Location(), e.Block())
		})
	}()
	return done
}
