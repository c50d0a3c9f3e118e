package daemon

import (
	"slices"
	"sync"
	"time"
)

// Refusals remembers the browser origins the [Guard] refused telemetry
// from, so that errbundle status can say why no tab is heard from: a page
// served on a LAN address or a custom host sends, and is told 403 in a
// console no one reads.
type Refusals struct {
	// Now is the clock; nil for time.Now.
	Now func() time.Time

	mu       sync.Mutex // guards byOrigin
	byOrigin map[string]*StatusRefusal
}

// maxRefusals bounds what Refusals holds: a page sending from ever new
// origins must not grow the daemon. The oldest is dropped first.
const maxRefusals = 16

// StatusRefusal is one origin refused, with how often and when last.
type StatusRefusal struct {
	Origin   string    `json:"origin"`
	Count    int       `json:"count"`
	LastSeen time.Time `json:"last_seen"`
}

// note records that origin was refused now. A nil Refusals notes nothing.
func (r *Refusals) note(origin string) {
	if r == nil {
		return
	}
	now := time.Now
	if r.Now != nil {
		now = r.Now
	}
	at := now().UTC()
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.byOrigin == nil {
		r.byOrigin = make(map[string]*StatusRefusal)
	}
	if s := r.byOrigin[origin]; s != nil {
		s.Count++
		s.LastSeen = at
		return
	}
	if len(r.byOrigin) >= maxRefusals {
		var oldest *StatusRefusal
		for _, s := range r.byOrigin {
			if oldest == nil || s.LastSeen.Before(oldest.LastSeen) {
				oldest = s
			}
		}
		delete(r.byOrigin, oldest.Origin)
	}
	r.byOrigin[origin] = &StatusRefusal{Origin: origin, Count: 1, LastSeen: at}
}

// List returns the origins refused, most recent first.
func (r *Refusals) List() []StatusRefusal {
	out := []StatusRefusal{}
	if r == nil {
		return out
	}
	r.mu.Lock()
	for _, s := range r.byOrigin {
		out = append(out, *s)
	}
	r.mu.Unlock()
	slices.SortFunc(out, func(a, b StatusRefusal) int { return b.LastSeen.Compare(a.LastSeen) })
	return out
}
