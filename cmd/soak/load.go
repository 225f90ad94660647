package main

import (
	"context"
	"fmt"
	"io"
	"net/http"
	"slices"
	"sync"
	"time"
)

// loadResult is one run of clients hammering a list of URLs.
type loadResult struct {
	clients      int
	duration     time.Duration
	ok, rejected int
	otherStatus  map[int]int
	failed       int // connection errors and timeouts
	failures     []string
	p50, p99     time.Duration // of the 200 answers
	bytes        int64
	peakRSSMiB   float64
	idleAfter    time.Duration // until the CPU is below 5% after the clients left
}

// runLoad runs clients, each on its own keep-alive connection, asking the
// urls in turn for d; then it cancels what is in flight (the clients
// leave) and measures how long the server takes to go idle.
func runLoad(s *server, clients int, d time.Duration, urls []string) loadResult {
	r := loadResult{clients: clients, duration: d, otherStatus: map[int]int{}}
	tr := &http.Transport{MaxConnsPerHost: clients, MaxIdleConnsPerHost: clients, IdleConnTimeout: time.Minute}
	defer tr.CloseIdleConnections()
	client := &http.Client{Transport: tr, Timeout: 90 * time.Second}
	ctx, cancel := context.WithTimeout(context.Background(), d)
	defer cancel()
	rss := sampleRSS(s.pid(), 100*time.Millisecond)
	var mu sync.Mutex
	var latencies []time.Duration
	var wg sync.WaitGroup
	for c := range clients {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := c; ctx.Err() == nil; i++ {
				req, _ := http.NewRequestWithContext(ctx, http.MethodGet, s.url+urls[i%len(urls)], nil)
				start := time.Now()
				res, err := client.Do(req)
				var n int64
				if err == nil {
					n, err = io.Copy(io.Discard, res.Body)
					res.Body.Close()
				}
				took := time.Since(start)
				mu.Lock()
				switch {
				case ctx.Err() != nil:
					// The phase ended under this request: the client left.
				case err != nil:
					r.failed++
					if len(r.failures) < 5 {
						r.failures = append(r.failures, err.Error())
					}
				case res.StatusCode == http.StatusOK:
					r.ok++
					r.bytes += n
					latencies = append(latencies, took)
				case res.StatusCode == http.StatusServiceUnavailable:
					r.rejected++
				default:
					r.otherStatus[res.StatusCode]++
				}
				mu.Unlock()
			}
		}()
	}
	<-ctx.Done()
	r.idleAfter = untilIdle(s.pid(), 30*time.Second)
	wg.Wait()
	r.peakRSSMiB = rss.end()
	slices.Sort(latencies)
	if len(latencies) > 0 {
		r.p50 = latencies[len(latencies)/2]
		r.p99 = latencies[len(latencies)*99/100]
	}
	return r
}

func (r loadResult) String() string {
	return fmt.Sprintf("%d clients %v: %d ok, %d 503, %d failed, other %v, p50 %v p99 %v, %.0f MB read",
		r.clients, r.duration, r.ok, r.rejected, r.failed, r.otherStatus, r.p50.Round(time.Millisecond), r.p99.Round(time.Millisecond), float64(r.bytes)/1e6)
}
