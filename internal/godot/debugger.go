package godot

import (
	"errors"
	"fmt"
	"io"
	"net"
	"net/netip"
	"time"

	"github.com/errbundle/errbundle/scope"
)

// firstMessage bounds the wait for a connection's first message: Godot
// sends "set_pid" as soon as it connects, and a connection that says
// nothing must not keep the game's own out.
const firstMessage = 5 * time.Second

// Debugger is the remote debugger of one game: a loopback listener the
// game is told of with --remote-debug, which takes the first connection
// from the game's process tree that speaks Godot's debugger stream.
type Debugger struct {
	ln *net.TCPListener
	// Owns reports whether the connection from peer to local was opened
	// by the game's process tree; [Listen] sets it to scope.ConnectedFrom
	// for the pid given to [Debugger.Serve]. Where that cannot be told
	// (off Linux) the stream check alone decides.
	Owns func(pid int, peer, local netip.AddrPort) (bool, error)
	// Refused, if set, is told of each connection closed unheard.
	Refused func(reason string)
	// breaksOn leaves out set_ignore_error_breaks, so that a script error
	// stops the game until continue, as on a Godot that does not know
	// the command: for tests of that path.
	breaksOn bool
}

// Listen opens the debugger's listener on 127.0.0.1 at a port of the
// system's choosing.
func Listen() (*Debugger, error) {
	ln, err := net.ListenTCP("tcp4", &net.TCPAddr{IP: net.IPv4(127, 0, 0, 1)})
	if err != nil {
		return nil, err
	}
	return &Debugger{ln: ln, Owns: scope.ConnectedFrom}, nil
}

// URI is the --remote-debug argument that points Godot at the debugger.
func (d *Debugger) URI() string { return "tcp://" + d.ln.Addr().String() }

// Close stops listening, and so ends a [Debugger.Serve] still waiting for
// the game; a connection being served ends when the game closes it.
func (d *Debugger) Close() error { return d.ln.Close() }

// Serve waits for the game pid to connect and serves it until it
// disconnects: it tells the game at once to ignore error breaks, answers
// every debug_enter with continue so that a script error never pauses
// the game, and hands each error message to onError. Connections from
// other processes, or that do not speak the debugger stream, are closed
// and the wait goes on; once the game is heard the listener is closed,
// so there is only ever one. Serve returns when the game's connection
// ends or the listener is closed.
func (d *Debugger) Serve(pid int, onError func(Error)) error {
	for {
		conn, err := d.ln.AcceptTCP()
		if err != nil {
			if errors.Is(err, net.ErrClosed) {
				return nil
			}
			return err
		}
		first, err := d.admit(conn, pid)
		if err != nil {
			conn.Close()
			if d.Refused != nil {
				d.Refused(err.Error())
			}
			continue
		}
		d.ln.Close()
		return serveConn(conn, first, onError)
	}
}

// admit checks that conn comes from the game and reads its first message.
func (d *Debugger) admit(conn *net.TCPConn, pid int) (Message, error) {
	peer, local := conn.RemoteAddr().(*net.TCPAddr).AddrPort(), conn.LocalAddr().(*net.TCPAddr).AddrPort()
	peer = netip.AddrPortFrom(peer.Addr().Unmap(), peer.Port())
	local = netip.AddrPortFrom(local.Addr().Unmap(), local.Port())
	if d.Owns != nil {
		ok, err := d.Owns(pid, peer, local)
		switch {
		case errors.Is(err, scope.ErrUnsupported):
		case err != nil:
			return Message{}, fmt.Errorf("connection from %s: cannot tell its process: %v", peer, err)
		case !ok:
			return Message{}, fmt.Errorf("connection from %s: not the game's (pid %d) process tree", peer, pid)
		}
	}
	if !d.breaksOn {
		if _, err := conn.Write(AppendMessage(nil, "set_ignore_error_breaks", 1, []any{true})); err != nil {
			return Message{}, err
		}
	}
	conn.SetReadDeadline(time.Now().Add(firstMessage))
	m, err := ReadMessage(conn)
	if err != nil {
		return Message{}, fmt.Errorf("connection from %s: %v", peer, err)
	}
	conn.SetReadDeadline(time.Time{})
	return m, nil
}

// serveConn reads the game's messages until it disconnects or stops
// speaking the debugger stream.
func serveConn(conn *net.TCPConn, m Message, onError func(Error)) error {
	defer conn.Close()
	for {
		switch m.Name {
		case "error":
			if e, err := ParseError(m.Data); err == nil {
				onError(e)
			}
		case "debug_enter":
			// The game is stopped until told to go on, on the thread that
			// stopped.
			if _, err := conn.Write(AppendMessage(nil, "continue", m.Thread, []any{})); err != nil {
				return err
			}
		}
		var err error
		if m, err = ReadMessage(conn); err != nil {
			if errors.Is(err, net.ErrClosed) || errors.Is(err, io.EOF) {
				return nil
			}
			return err
		}
	}
}
