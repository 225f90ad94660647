package main

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"os/exec"
	"slices"
	"sync"
	"time"
)

// idleReport is what one idle-clients process reports.
type idleReport struct {
	Opened, Failed int
	// Closed counts connections the server closed; Early those closed
	// sooner than early after they went idle (the server's eviction to
	// make room), the rest by its idle or header timeout.
	Closed, Early, StillOpen int
	// ClosedAfterMin and ClosedAfterMax bound, in seconds, how long the
	// connections closed by a timeout were idle.
	ClosedAfterMin, ClosedAfterMax float64
	ReadyAfter                     float64 // seconds to open them all
}

// idleClients is the child process: it opens n connections to addr from
// source, sends one request on every other one and leaves it idle
// (keep-alive), sends nothing on the rest, prints "ready", then waits up
// to hold for the server to close them and prints its report.
func idleClients(addr, source string, n int, early, hold time.Duration) {
	start := time.Now()
	dialer := net.Dialer{LocalAddr: &net.TCPAddr{IP: net.ParseIP(source)}, Timeout: 10 * time.Second}
	conns := make([]net.Conn, n)
	idleSince := make([]time.Time, n)
	var failed int
	var mu sync.Mutex
	sem := make(chan struct{}, 64)
	var wg sync.WaitGroup
	for i := range n {
		wg.Add(1)
		sem <- struct{}{}
		go func() {
			defer wg.Done()
			defer func() { <-sem }()
			c, err := dialer.Dial("tcp", addr)
			if err == nil && i%2 == 0 {
				err = keepAliveRequest(c, addr)
			}
			mu.Lock()
			defer mu.Unlock()
			if err != nil {
				failed++
				if c != nil {
					c.Close()
				}
				return
			}
			conns[i], idleSince[i] = c, time.Now()
		}()
	}
	wg.Wait()
	ready := time.Now()
	rep := idleReport{Failed: failed, ReadyAfter: ready.Sub(start).Seconds()}
	fmt.Println("ready")
	closedAfter := make(chan time.Duration, n)
	for i, c := range conns {
		if c == nil {
			continue
		}
		rep.Opened++
		go func() {
			c.SetReadDeadline(ready.Add(hold))
			_, err := c.Read(make([]byte, 1))
			if ne, ok := err.(net.Error); ok && ne.Timeout() {
				closedAfter <- -1
				return
			}
			closedAfter <- time.Since(idleSince[i])
		}()
	}
	rep.ClosedAfterMin = hold.Seconds()
	for range rep.Opened {
		d := <-closedAfter
		switch {
		case d < 0:
			rep.StillOpen++
		case d < early:
			rep.Early++
			rep.Closed++
		default:
			rep.Closed++
			rep.ClosedAfterMin = min(rep.ClosedAfterMin, d.Seconds())
			rep.ClosedAfterMax = max(rep.ClosedAfterMax, d.Seconds())
		}
	}
	json.NewEncoder(os.Stdout).Encode(rep)
}

// keepAliveRequest asks for a small document and reads the answer,
// leaving the connection open.
func keepAliveRequest(c net.Conn, addr string) error {
	c.SetDeadline(time.Now().Add(30 * time.Second))
	defer c.SetDeadline(time.Time{})
	if _, err := io.WriteString(c, "GET /conformance HTTP/1.1\r\nHost: "+addr+"\r\n\r\n"); err != nil {
		return err
	}
	res, err := http.ReadResponse(bufio.NewReader(c), nil)
	if err != nil {
		return err
	}
	_, err = io.Copy(io.Discard, res.Body)
	res.Body.Close()
	return err
}

// idleResult is the idle-connections phase.
type idleResult struct {
	reports      []idleReport
	serverFiles  int
	serverRSSMiB float64
	// before: normal requests with no idle connection; during: with them
	// all open.
	before, during probeResult
}

// probeResult is a series of normal requests, each on a new connection.
type probeResult struct {
	n, failed     int
	p50, p99, max time.Duration
}

// probe makes n small requests of several kinds, one after the other.
func probe(url string, n int) probeResult {
	r := probeResult{n: n}
	client := &http.Client{Transport: &http.Transport{DisableKeepAlives: true}, Timeout: 10 * time.Second}
	var lat []time.Duration
	for i := range n {
		u := url + []string{"collections", "collections/events/items?limit=10", "conformance", "?f=json"}[i%4]
		start := time.Now()
		res, err := client.Get(u)
		if err == nil {
			_, err = io.Copy(io.Discard, res.Body)
			res.Body.Close()
			if err == nil && res.StatusCode != http.StatusOK {
				err = fmt.Errorf("status %d", res.StatusCode)
			}
		}
		if err != nil {
			r.failed++
			continue
		}
		lat = append(lat, time.Since(start))
		time.Sleep(20 * time.Millisecond)
	}
	slices.Sort(lat)
	if len(lat) > 0 {
		r.p50, r.p99, r.max = lat[len(lat)/2], lat[len(lat)*99/100], lat[len(lat)-1]
	}
	return r
}

func (p probeResult) String() string {
	return fmt.Sprintf("%d of %d answered, p50 %v, p99 %v, slowest %v", p.n-p.failed, p.n,
		p.p50.Round(time.Millisecond), p.p99.Round(time.Millisecond), p.max.Round(time.Millisecond))
}

// runIdle starts processes each holding perProcess idle connections from
// its own loopback address, probes the server with normal requests while
// they are open, and collects their reports.
func runIdle(self string, s *server, processes, perProcess int, idleTimeout time.Duration) (idleResult, error) {
	var r idleResult
	r.before = probe(s.url, 100)
	hold := idleTimeout + 20*time.Second
	type child struct {
		cmd *exec.Cmd
		out *bufio.Scanner
	}
	var children []child
	for i := range processes {
		cmd := exec.Command(self, "idle-clients", "-addr", s.addr, "-source", fmt.Sprintf("127.0.0.%d", 2+i),
			"-n", fmt.Sprint(perProcess), "-early", (idleTimeout - time.Second).String(), "-hold", hold.String())
		cmd.Stderr = os.Stderr
		out, err := cmd.StdoutPipe()
		if err != nil {
			return r, err
		}
		if err := cmd.Start(); err != nil {
			return r, err
		}
		children = append(children, child{cmd, bufio.NewScanner(out)})
	}
	for _, c := range children {
		if !c.out.Scan() || c.out.Text() != "ready" {
			return r, fmt.Errorf("an idle-clients process did not get ready: %v", c.out.Err())
		}
	}
	r.serverFiles = openFiles(s.pid())
	r.serverRSSMiB = float64(procStatus(s.pid(), "VmRSS")) / 1024
	r.during = probe(s.url, 100)
	for _, c := range children {
		var rep idleReport
		if !c.out.Scan() || json.Unmarshal(c.out.Bytes(), &rep) != nil {
			return r, fmt.Errorf("an idle-clients process gave no report: %v", c.out.Err())
		}
		r.reports = append(r.reports, rep)
		_ = c.cmd.Wait()
	}
	return r, nil
}

// total sums the children's reports.
func (r idleResult) total() idleReport {
	var t idleReport
	for _, rep := range r.reports {
		t.Opened += rep.Opened
		t.Failed += rep.Failed
		t.Closed += rep.Closed
		t.Early += rep.Early
		t.StillOpen += rep.StillOpen
		t.ClosedAfterMax = max(t.ClosedAfterMax, rep.ClosedAfterMax)
		if t.ClosedAfterMin == 0 || rep.ClosedAfterMin < t.ClosedAfterMin {
			t.ClosedAfterMin = rep.ClosedAfterMin
		}
		t.ReadyAfter = max(t.ReadyAfter, rep.ReadyAfter)
	}
	return t
}
