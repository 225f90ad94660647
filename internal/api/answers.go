package api

import (
	"container/list"
	"sync"
)

// DefaultAnswerCacheBytes is the answer cache's size when Config leaves it
// at zero.
const DefaultAnswerCacheBytes = 64 << 20

// answerCache keeps recent items answers, least recently used first out,
// within a budget of bytes. Keys carry the dataset version, so a new
// dataset never meets an old answer; its old answers age out. A cached
// answer keeps the timeStamp of when it was generated, which is what OGC
// API - Features asks that member to say.
type answerCache struct {
	mu      sync.Mutex
	limit   int
	size    int
	entries map[string]*list.Element
	order   *list.List // front: most recent
}

// cacheEntry is an answer (key from answerKey) or a replay (key from
// replayKey, prefixed "r\x00"); a replay's body is counted again though
// it shares its answer's bytes, which keeps the budget an upper bound.
type cacheEntry struct {
	key string
	a   *answer
	r   *replay
	n   int // bytes counted for it
}

// newAnswerCache returns a cache of limit bytes; nil (no caching) when
// limit is not positive.
func newAnswerCache(limit int) *answerCache {
	if limit <= 0 {
		return nil
	}
	return &answerCache{limit: limit, entries: map[string]*list.Element{}, order: list.New()}
}

// entryLimit is the largest answer worth keeping: an eighth of the budget.
func (c *answerCache) entryLimit() int {
	if c == nil {
		return 0
	}
	return c.limit / 8
}

func (c *answerCache) get(key string) *answer {
	if c == nil {
		return nil
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	el, ok := c.entries[key]
	if !ok {
		return nil
	}
	c.order.MoveToFront(el)
	return el.Value.(*cacheEntry).a
}

// getReplay returns the replay kept under key, or nil.
func (c *answerCache) getReplay(key string) *replay {
	if c == nil {
		return nil
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	el, ok := c.entries["r\x00"+key]
	if !ok {
		return nil
	}
	c.order.MoveToFront(el)
	return el.Value.(*cacheEntry).r
}

// putReplay keeps r under key.
func (c *answerCache) putReplay(key string, r *replay) {
	if c == nil {
		return
	}
	n := len(r.body) + 64
	for k, vs := range r.header {
		n += len(k) + 16
		for _, v := range vs {
			n += len(v) + 16
		}
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	key = "r\x00" + key
	if el, ok := c.entries[key]; ok {
		c.remove(el)
	}
	e := &cacheEntry{key: key, r: r, n: n}
	c.entries[key] = c.order.PushFront(e)
	c.size += e.n
	c.evict()
}

func (c *answerCache) put(key string, a *answer) {
	if c == nil {
		return
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if el, ok := c.entries[key]; ok {
		c.remove(el)
	}
	e := &cacheEntry{key: key, a: a, n: a.size()}
	c.entries[key] = c.order.PushFront(e)
	c.size += e.n
	c.evict()
}

// resized accounts for an answer that grew (its gzipped copy was made).
func (c *answerCache) resized(key string, a *answer) {
	if c == nil {
		return
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	el, ok := c.entries[key]
	if !ok || el.Value.(*cacheEntry).a != a {
		return
	}
	e := el.Value.(*cacheEntry)
	n := a.size()
	c.size += n - e.n
	e.n = n
	c.evict()
}

func (c *answerCache) evict() {
	for c.size > c.limit && c.order.Len() > 0 {
		c.remove(c.order.Back())
	}
}

func (c *answerCache) remove(el *list.Element) {
	e := el.Value.(*cacheEntry)
	c.order.Remove(el)
	delete(c.entries, e.key)
	c.size -= e.n
}
