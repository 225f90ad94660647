package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"time"
)

// server is a running `chronomap serve` and its JSON log.
type server struct {
	cmd  *exec.Cmd
	url  string // http://127.0.0.1:port/
	addr string // 127.0.0.1:port
	log  string // path of its stderr
	done chan error

	stopOnce sync.Once
	stopped  map[string]any

	// The log read so far: its length, the count of each message and
	// the last line of each.
	mu     sync.Mutex
	logOff int64
	counts map[string]int
	last   map[string]map[string]any
}

// startServer runs chronomap serve on db with extra flags and waits for it
// to listen.
func startServer(bin, db, logPath string, flags ...string) (*server, error) {
	logFile, err := os.Create(logPath)
	if err != nil {
		return nil, err
	}
	args := append([]string{"--db", db, "serve", "--addr", "127.0.0.1:0"}, flags...)
	cmd := exec.Command(bin, args...)
	cmd.Stderr = logFile
	cmd.Stdout = logFile
	if err := cmd.Start(); err != nil {
		logFile.Close()
		return nil, err
	}
	s := &server{cmd: cmd, log: logPath, done: make(chan error, 1), counts: map[string]int{}, last: map[string]map[string]any{}}
	go func() {
		s.done <- cmd.Wait()
		logFile.Close()
	}()
	deadline := time.Now().Add(30 * time.Second)
	for time.Now().Before(deadline) {
		if l := s.lastLog("serving"); l != nil {
			s.url = l["url"].(string)
			s.addr = strings.TrimSuffix(strings.TrimPrefix(s.url, "http://"), "/")
			return s, nil
		}
		select {
		case err := <-s.done:
			return nil, fmt.Errorf("serve exited: %v (see %s)", err, logPath)
		case <-time.After(50 * time.Millisecond):
		}
	}
	s.stop()
	return nil, fmt.Errorf("serve did not start within 30 s (see %s)", logPath)
}

// scanLog reads the lines the server logged since the last call (the
// access log makes the whole file large, so it is read once).
func (s *server) scanLog() {
	s.mu.Lock()
	defer s.mu.Unlock()
	f, err := os.Open(s.log)
	if err != nil {
		return
	}
	defer f.Close()
	if _, err := f.Seek(s.logOff, io.SeekStart); err != nil {
		return
	}
	r := bufio.NewReaderSize(f, 1<<20)
	for {
		line, err := r.ReadBytes('\n')
		if err != nil {
			return // an incomplete last line is read next time
		}
		s.logOff += int64(len(line))
		var m map[string]any
		if json.Unmarshal(line, &m) == nil {
			msg, _ := m["msg"].(string)
			s.counts[msg]++
			s.last[msg] = m
		}
	}
}

// countLog counts log lines with the message.
func (s *server) countLog(msg string) int {
	s.scanLog()
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.counts[msg]
}

// lastLog is the last log line with the message, or nil.
func (s *server) lastLog(msg string) map[string]any {
	s.scanLog()
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.last[msg]
}

// stop sends SIGTERM and waits, once; it returns the "stopped" log line.
func (s *server) stop() map[string]any {
	s.stopOnce.Do(func() {
		_ = s.cmd.Process.Signal(syscall.SIGTERM)
		select {
		case <-s.done:
		case <-time.After(20 * time.Second):
			_ = s.cmd.Process.Kill()
			<-s.done
		}
		s.stopped = s.lastLog("stopped")
	})
	return s.stopped
}

func (s *server) pid() int { return s.cmd.Process.Pid }

// procStatus reads a field (in kB) of /proc/pid/status, e.g. VmRSS.
func procStatus(pid int, field string) int64 {
	b, err := os.ReadFile(fmt.Sprintf("/proc/%d/status", pid))
	if err != nil {
		return 0
	}
	for _, line := range strings.Split(string(b), "\n") {
		if rest, ok := strings.CutPrefix(line, field+":"); ok {
			n, _ := strconv.ParseInt(strings.TrimSuffix(strings.TrimSpace(rest), " kB"), 10, 64)
			return n
		}
	}
	return 0
}

// cpuTicks is utime+stime of pid in clock ticks (1/100 s).
func cpuTicks(pid int) int64 {
	b, err := os.ReadFile(fmt.Sprintf("/proc/%d/stat", pid))
	if err != nil {
		return 0
	}
	// Fields after the command name, which is in parentheses.
	f := strings.Fields(string(b[bytes.LastIndexByte(b, ')')+1:]))
	if len(f) < 13 {
		return 0
	}
	u, _ := strconv.ParseInt(f[11], 10, 64)
	s, _ := strconv.ParseInt(f[12], 10, 64)
	return u + s
}

// openFiles counts pid's open file descriptors.
func openFiles(pid int) int {
	entries, _ := os.ReadDir(fmt.Sprintf("/proc/%d/fd", pid))
	return len(entries)
}

// sampler records the peak resident memory of a process.
type sampler struct {
	mu     sync.Mutex
	peakKB int64
	stop   chan struct{}
	done   chan struct{}
}

func sampleRSS(pid int, every time.Duration) *sampler {
	s := &sampler{stop: make(chan struct{}), done: make(chan struct{})}
	go func() {
		defer close(s.done)
		t := time.NewTicker(every)
		defer t.Stop()
		for {
			rss := procStatus(pid, "VmRSS")
			s.mu.Lock()
			s.peakKB = max(s.peakKB, rss)
			s.mu.Unlock()
			select {
			case <-s.stop:
				return
			case <-t.C:
			}
		}
	}()
	return s
}

// end stops sampling and returns the peak in MiB.
func (s *sampler) end() float64 {
	close(s.stop)
	<-s.done
	s.mu.Lock()
	defer s.mu.Unlock()
	return float64(s.peakKB) / 1024
}

// untilIdle waits until pid uses less than 5% of one CPU over a 200 ms
// window and returns how long that took (capped at limit).
func untilIdle(pid int, limit time.Duration) time.Duration {
	start := time.Now()
	prev := cpuTicks(pid)
	for time.Since(start) < limit {
		time.Sleep(200 * time.Millisecond)
		now := cpuTicks(pid)
		// 200 ms is 20 ticks of one CPU; 5% of it is one tick.
		if now-prev <= 1 {
			return time.Since(start) - 200*time.Millisecond
		}
		prev = now
	}
	return limit
}

// loadAverage is /proc/loadavg's first three fields.
func loadAverage() string {
	b, err := os.ReadFile("/proc/loadavg")
	if err != nil {
		return "?"
	}
	f := strings.Fields(string(b))
	if len(f) < 3 {
		return "?"
	}
	return strings.Join(f[:3], " ")
}

// tempFiles lists the import temporary files beside db.
func tempFiles(db string) []string {
	m, _ := filepath.Glob(filepath.Join(filepath.Dir(db), "."+filepath.Base(db)+".import-*.tmp"))
	return m
}
