package main

import (
	"context"
	"fmt"
	"math/rand/v2"
	"os/exec"
	"syscall"
	"time"

	"github.com/chronomap/chronomap/internal/store"
)

// killResult is the SIGKILL-during-import phase.
type killResult struct {
	kills, attempts int
	whole           map[string]int // dataset found after each kill
	broken          []string
	importTime      time.Duration
	tempMax         int // abandoned temporary files seen at once
	tempAfterFinal  int // left after a final import that completes
}

// readInfo reads a database file's version tag and event count.
func readInfo(db string) (datasetInfo, error) {
	d, err := store.Open(db, store.Options{ReadOnly: true})
	if err != nil {
		return datasetInfo{}, err
	}
	defer d.Close()
	ctx := context.Background()
	v, err := d.Version(ctx)
	if err != nil {
		return datasetInfo{}, err
	}
	cols, err := d.Collections(ctx)
	if err != nil {
		return datasetInfo{}, err
	}
	info := datasetInfo{tag: v.Tag, events: -1}
	for _, c := range cols {
		if c.ID == "events" {
			info.events = c.Count
		}
	}
	return info, nil
}

// contents names what a database file holds: the known dataset whose
// version tag and event count it has.
func contents(db string, known map[string]datasetInfo) (string, error) {
	info, err := readInfo(db)
	if err != nil {
		return "", err
	}
	for name, k := range known {
		if k == info {
			return name, nil
		}
	}
	return "", fmt.Errorf("version %s with %d events is none of the datasets imported", info.tag, info.events)
}

// datasetInfo is what a whole dataset looks like in a file.
type datasetInfo struct {
	tag    string
	events int
}

// runKills imports the two files alternately into db, sending SIGKILL at
// a random moment within the import's duration (timed on a first, whole
// import), until kills imports died of it (an import that finished first
// does not count), and checks after each attempt that db holds one of
// the known datasets whole.
func runKills(bin, db string, files [2]string, known map[string]datasetInfo, kills int) killResult {
	r := killResult{whole: map[string]int{}}
	rng := rand.New(rand.NewPCG(42, 43))
	start := time.Now()
	if out, err := exec.Command(bin, "--db", db, "import", files[1]).CombinedOutput(); err != nil {
		r.broken = append(r.broken, fmt.Sprintf("first import: %v\n%s", err, out))
		return r
	}
	importTime := time.Since(start)
	r.importTime = importTime
	for i := 0; r.kills < kills && i < 3*kills; i++ {
		r.attempts++
		cmd := exec.Command(bin, "--db", db, "import", files[i%2])
		if err := cmd.Start(); err != nil {
			r.broken = append(r.broken, err.Error())
			continue
		}
		time.Sleep(time.Duration(rng.Int64N(int64(importTime))))
		_ = cmd.Process.Kill()
		_ = cmd.Wait()
		if ws, ok := cmd.ProcessState.Sys().(syscall.WaitStatus); ok && ws.Signaled() {
			r.kills++
		}
		r.tempMax = max(r.tempMax, len(tempFiles(db)))
		name, err := contents(db, known)
		if err != nil {
			r.broken = append(r.broken, fmt.Sprintf("kill %d: %v", i, err))
			continue
		}
		r.whole[name]++
	}
	if out, err := exec.Command(bin, "--db", db, "import", files[0]).CombinedOutput(); err != nil {
		r.broken = append(r.broken, fmt.Sprintf("final import: %v\n%s", err, out))
	}
	r.tempAfterFinal = len(tempFiles(db))
	return r
}
