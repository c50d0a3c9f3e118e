package observe

import "sync"

// memo remembers the outcome of a pure function of a short input for the
// last few distinct inputs: an agent repeats the same few calls, from the
// same client, so what depends on their bytes alone is worked out once.
// Its memory is bounded by [maxMemo] entries of at most [maxMemoKey]
// bytes; past that it starts over.
type memo[V any] struct {
	mu sync.Mutex // guards m
	m  map[string]V
}

// maxMemo and maxMemoKey bound a memo: real inputs are a few dozen to a
// few hundred bytes.
const (
	maxMemo    = 64
	maxMemoKey = 1 << 10
)

// get returns compute(key), from memory when key was seen.
func (c *memo[V]) get(key []byte, compute func() V) V {
	if len(key) > maxMemoKey {
		return compute()
	}
	c.mu.Lock()
	v, ok := c.m[string(key)]
	c.mu.Unlock()
	if ok {
		return v
	}
	v = compute()
	c.mu.Lock()
	if c.m == nil || len(c.m) >= maxMemo {
		c.m = make(map[string]V, maxMemo)
	}
	c.m[string(key)] = v
	c.mu.Unlock()
	return v
}
