package main

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"math/rand/v2"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"time"
)

// swapResult is the live-swap phase.
type swapResult struct {
	swaps, byImport, byMove int
	noticed                 int
	slowestNotice           time.Duration
	requests, failed, mixed int
	failures                []string
	perDataset              map[string]int
}

// runSwaps replaces the served file swaps times while clients read it:
// every other swap by `chronomap import` of the other dataset's CSV, the
// others by mv of a complete prepared file over it. Each answer must
// be a 200 whose features all come from one dataset.
func runSwaps(bin string, s *server, db string, prepared, inputs map[string]string, swaps, clients int) (swapResult, error) {
	r := swapResult{perDataset: map[string]int{}}
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	tr := &http.Transport{MaxConnsPerHost: clients, MaxIdleConnsPerHost: clients}
	defer tr.CloseIdleConnections()
	client := &http.Client{Transport: tr, Timeout: 60 * time.Second}
	var mu sync.Mutex
	var wg sync.WaitGroup
	for c := range clients {
		wg.Add(1)
		go func() {
			defer wg.Done()
			rng := rand.New(rand.NewPCG(uint64(c), 11))
			for ctx.Err() == nil {
				// What the map page asks: a month's events, a year's
				// movements, the collections.
				year, month := 1850+rng.IntN(76), 1+rng.IntN(12)
				url := []string{
					fmt.Sprintf("collections/events/items?limit=1000&datetime=%d-%02d-01/%d-%02d-28", year, month, year, month),
					fmt.Sprintf("collections/movements/items?limit=1000&datetime=%d-01-01/%d-12-31", year, year),
					"collections", "collections/events", "?f=json",
				}[rng.IntN(5)]
				req, _ := http.NewRequestWithContext(ctx, http.MethodGet, s.url+url, nil)
				res, err := client.Do(req)
				var body []byte
				if err == nil {
					body, err = io.ReadAll(res.Body)
					res.Body.Close()
				}
				if ctx.Err() != nil {
					return
				}
				problem, dataset := "", ""
				switch {
				case err != nil:
					problem = err.Error()
				case res.StatusCode != http.StatusOK:
					problem = fmt.Sprintf("%s: %d %.100s", url, res.StatusCode, body)
				case strings.Contains(url, "/items"):
					dataset, problem = oneDataset(body)
				}
				mu.Lock()
				r.requests++
				if problem != "" {
					r.failed++
					if strings.Contains(problem, "two datasets") {
						r.mixed++
					}
					if len(r.failures) < 5 {
						r.failures = append(r.failures, problem)
					}
				} else if dataset != "" {
					r.perDataset[dataset]++
				}
				mu.Unlock()
			}
		}()
	}
	current := "a"
	for i := 1; i <= swaps; i++ {
		next := map[string]string{"a": "b", "b": "a"}[current]
		before := s.countLog("serving a new dataset")
		var start time.Time
		if i%2 == 0 {
			out, err := exec.Command(bin, "--db", db, "import", inputs[next]).CombinedOutput()
			if err != nil {
				cancel()
				wg.Wait()
				return r, fmt.Errorf("swap %d: import: %v\n%s", i, err, out)
			}
			r.byImport++
			start = time.Now()
		} else {
			tmp := filepath.Join(filepath.Dir(db), ".swap-next.db")
			if err := copyFile(prepared[next], tmp); err != nil {
				return r, err
			}
			start = time.Now()
			if err := os.Rename(tmp, db); err != nil {
				return r, err
			}
			r.byMove++
		}
		for s.countLog("serving a new dataset") == before && time.Since(start) < 15*time.Second {
			time.Sleep(20 * time.Millisecond)
		}
		if s.countLog("serving a new dataset") > before {
			r.noticed++
			r.slowestNotice = max(r.slowestNotice, time.Since(start))
		}
		r.swaps++
		current = next
		time.Sleep(500 * time.Millisecond) // let the clients read this dataset
	}
	cancel()
	wg.Wait()
	return r, nil
}

// oneDataset reads a FeatureCollection and returns the dataset its
// features come from (their ids' first letter), or a problem.
func oneDataset(body []byte) (string, string) {
	var fc struct {
		Features []struct{ ID string }
	}
	if err := json.Unmarshal(body, &fc); err != nil {
		return "", "not JSON: " + err.Error()
	}
	dataset := ""
	for _, f := range fc.Features {
		if f.ID == "" {
			return "", "a feature without id"
		}
		if dataset == "" {
			dataset = f.ID[:1]
		} else if f.ID[:1] != dataset {
			return "", "features of two datasets in one answer"
		}
	}
	return dataset, ""
}

func copyFile(from, to string) error {
	in, err := os.Open(from)
	if err != nil {
		return err
	}
	defer in.Close()
	out, err := os.Create(to)
	if err != nil {
		return err
	}
	if _, err := io.Copy(out, in); err != nil {
		out.Close()
		return err
	}
	if err := out.Sync(); err != nil {
		out.Close()
		return err
	}
	return out.Close()
}
