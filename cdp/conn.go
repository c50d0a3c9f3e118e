package cdp

import (
	"context"
	"errors"
	"fmt"
	"sync"

	"github.com/chromedp/cdproto"
	jsonv2 "github.com/chromedp/cdproto/cdp/jsonv2"
	"github.com/chromedp/cdproto/target"
	"github.com/chromedp/chromedp/remote"
)

// errClosed is the error of a command whose connection went away first.
var errClosed = errors.New("the DevTools connection closed")

// conn is one DevTools WebSocket with flat sessions: commands carry the
// session they are for, and their answers are matched by id. Events go to
// one handler, on the reading goroutine, in the order the browser sent
// them; the handler must not wait for a command's answer (it would wait
// for the goroutine that reads it), so it hands such work to a goroutine.
type conn struct {
	ws *remote.Conn

	mu      sync.Mutex // guards next, pending, err
	next    int64
	pending map[int64]chan *cdproto.Message
	err     error // set once the reader has stopped
}

func dial(ctx context.Context, wsURL string) (*conn, error) {
	ws, err := remote.DialContext(ctx, wsURL)
	if err != nil {
		return nil, err
	}
	return &conn{ws: ws, pending: make(map[int64]chan *cdproto.Message)}, nil
}

// read delivers events to handle until the connection fails or is closed,
// and returns why it stopped.
func (c *conn) read(ctx context.Context, handle func(*cdproto.Message)) error {
	for {
		msg := new(cdproto.Message)
		if err := c.ws.Read(ctx, msg); err != nil {
			if errors.Is(err, remote.ErrInvalidMessage) {
				continue
			}
			c.fail(err)
			return err
		}
		if msg.ID == 0 {
			handle(msg)
			continue
		}
		c.mu.Lock()
		ch := c.pending[msg.ID]
		delete(c.pending, msg.ID)
		c.mu.Unlock()
		if ch != nil {
			ch <- msg
		}
	}
}

// fail ends every command waiting for an answer.
func (c *conn) fail(err error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.err == nil {
		c.err = err
	}
	for id, ch := range c.pending {
		close(ch)
		delete(c.pending, id)
	}
}

func (c *conn) close() error { return c.ws.Close() }

// call sends method with params to session ("" for the browser) and reads
// its result into res, if res is not nil.
func (c *conn) call(ctx context.Context, session target.SessionID, method string, params, res any) error {
	msg := &cdproto.Message{SessionID: session, Method: cdproto.MethodType(method)}
	if params != nil {
		b, err := jsonv2.Marshal(params)
		if err != nil {
			return fmt.Errorf("%s: %w", method, err)
		}
		msg.Params = b
	}
	ch := make(chan *cdproto.Message, 1)
	c.mu.Lock()
	if c.err != nil {
		c.mu.Unlock()
		return errClosed
	}
	c.next++
	msg.ID = c.next
	c.pending[msg.ID] = ch
	c.mu.Unlock()
	if err := c.ws.Write(ctx, msg); err != nil {
		c.mu.Lock()
		delete(c.pending, msg.ID)
		c.mu.Unlock()
		return fmt.Errorf("%s: %w", method, err)
	}
	select {
	case reply, ok := <-ch:
		if !ok {
			return errClosed
		}
		if reply.Error != nil {
			return fmt.Errorf("%s: %s", method, reply.Error.Message)
		}
		if res != nil && len(reply.Result) > 0 {
			return jsonv2.Unmarshal(reply.Result, res)
		}
		return nil
	case <-ctx.Done():
		c.mu.Lock()
		delete(c.pending, msg.ID)
		c.mu.Unlock()
		return ctx.Err()
	}
}
