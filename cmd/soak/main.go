// Command soak puts a running chronomap serve through what an operator's
// worst day brings, on loopback and in bounded time, and prints one table:
// hostile requests, many clients on the largest pages, live dataset swaps
// under load, imports killed with SIGKILL, and tens of thousands of idle
// connections. `make soak` runs it (soak/run.sh raises the open-file
// limit first).
//
// The dataset is synthetic: 150,000 events from `chronomap synth`, written
// as CSV and imported with `chronomap import`.
package main

import (
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"time"
)

func main() {
	if len(os.Args) > 1 && os.Args[1] == "idle-clients" {
		fs := flag.NewFlagSet("idle-clients", flag.ExitOnError)
		addr := fs.String("addr", "", "server host:port")
		source := fs.String("source", "127.0.0.1", "local address to connect from")
		n := fs.Int("n", 1000, "connections")
		early := fs.Duration("early", 9*time.Second, "a close sooner than this after going idle is an eviction")
		hold := fs.Duration("hold", 30*time.Second, "how long to wait for the server to close them")
		fs.Parse(os.Args[2:])
		idleClients(*addr, *source, *n, *early, *hold)
		return
	}
	bin := flag.String("bin", "./chronomap", "the chronomap binary")
	dir := flag.String("dir", "", "working folder (default: a new temporary one, removed at the end)")
	events := flag.Int("events", 150000, "events in the served dataset (100,000–200,000)")
	loadTime := flag.Duration("load", 60*time.Second, "duration of each many-clients run (0 skips them)")
	swaps := flag.Int("swaps", 20, "live swaps under load (0 skips them)")
	kills := flag.Int("kills", 50, "imports killed with SIGKILL (0 skips them)")
	idleConns := flag.Int("idle", 20000, "idle connections (0 skips them)")
	idleTimeout := flag.Duration("idle-timeout", 10*time.Second, "the server's --idle-timeout and --read-header-timeout")
	flag.Parse()
	if err := run(*bin, *dir, *events, *loadTime, *swaps, *kills, *idleConns, *idleTimeout); err != nil {
		fmt.Fprintln(os.Stderr, "soak:", err)
		os.Exit(1)
	}
}

// table collects the rows of the final report.
type table struct{ rows [][4]string }

func (t *table) add(check, result, target string, ok bool) {
	verdict := "ok"
	if !ok {
		verdict = "FAIL"
	}
	t.rows = append(t.rows, [4]string{check, result, target, verdict})
	fmt.Fprintf(os.Stderr, "  %-4s %s: %s\n", verdict, check, result)
}

func (t *table) print() bool {
	fmt.Println("| check | measured | target | |")
	fmt.Println("|---|---|---|---|")
	all := true
	for _, r := range t.rows {
		fmt.Printf("| %s | %s | %s | %s |\n", r[0], r[1], r[2], r[3])
		all = all && r[3] == "ok"
	}
	return all
}

func step(format string, args ...any) { fmt.Fprintf(os.Stderr, "== "+format+"\n", args...) }

func run(bin, dir string, events int, loadTime time.Duration, swaps, kills, idleConns int, idleTimeout time.Duration) error {
	bin, err := filepath.Abs(bin)
	if err != nil {
		return err
	}
	self, err := os.Executable()
	if err != nil {
		return err
	}
	if dir == "" {
		if dir, err = os.MkdirTemp("", "chronomap-soak-"); err != nil {
			return err
		}
		defer os.RemoveAll(dir)
	}
	var t table
	loadStart := loadAverage()
	began := time.Now()
	path := func(name string) string { return filepath.Join(dir, name) }

	step("synthetic data (%d events, chronomap synth)", events)
	sets := map[string]dataset{
		"a": {prefix: "a", events: events, seed: 1},
		"b": {prefix: "b", events: events - 1000, seed: 2},
		"k": {prefix: "k", events: 20000, seed: 3},
		"m": {prefix: "m", events: 19000, seed: 4},
	}
	inputs := map[string]string{}
	for name, d := range sets {
		inputs[name] = path(name + ".csv")
		if err := d.writeCSV(bin, inputs[name]); err != nil {
			return err
		}
	}

	step("imports")
	known := map[string]datasetInfo{}
	prepared := map[string]string{}
	var importA time.Duration
	for _, name := range []string{"a", "b", "k", "m"} {
		db := path(name + ".db")
		start := time.Now()
		if out, err := exec.Command(bin, "--db", db, "import", inputs[name]).CombinedOutput(); err != nil {
			return fmt.Errorf("import %s: %v\n%s", name, err, out)
		}
		if name == "a" {
			importA = time.Since(start)
		}
		info, err := readInfo(db)
		if err != nil {
			return err
		}
		known[name], prepared[name] = info, db
	}
	t.add(fmt.Sprintf("import of %d synthetic events (CSV)", events), importA.Round(100*time.Millisecond).String(), "—", true)

	served := path("soak.db")
	if err := copyFile(prepared["a"], served); err != nil {
		return err
	}
	step("serve")
	srv, err := startServer(bin, served, path("serve.log"), "--watch", "200ms",
		"--idle-timeout", idleTimeout.String(), "--read-header-timeout", idleTimeout.String())
	if err != nil {
		return err
	}
	defer srv.stop()
	fmt.Fprintf(os.Stderr, "   %s (pid %d), max_conns and limits in %s\n", srv.url, srv.pid(), srv.log)

	step("hostile requests")
	h := runHostile(srv.addr)
	t.add(fmt.Sprintf("%d hostile requests: 5xx", h.sent), fmt.Sprintf("%d (statuses %s)", len(h.serverErrs), h.statuses()), "0", len(h.serverErrs) == 0 && h.sent >= 300)
	t.add("hostile requests: API errors that are not a JSON exception", fmt.Sprint(len(h.notJSON)), "0", len(h.notJSON) == 0)
	t.add("hostile requests: refused by net/http before routing (plain text 400/431)", fmt.Sprint(h.protocol), "—", true)
	t.add("hostile requests: answers naming a forged Host, or without security headers", fmt.Sprint(len(h.hostLeaks)+len(h.noHeaders)), "0", len(h.hostLeaks)+len(h.noHeaders) == 0)
	for _, e := range append(append(h.serverErrs, h.notJSON...), h.hostLeaks...) {
		fmt.Fprintln(os.Stderr, "   ", e)
	}

	// The largest page of each format (the server clamps the HTML table to
	// its own maximum), at 15 offsets, so that most requests miss the
	// answer cache and are read from the map.
	var largest []string
	for offset := 0; offset < 150000; offset += 10000 {
		for _, f := range []string{"", "&f=html", "&f=csv"} {
			largest = append(largest, fmt.Sprintf("collections/events/items?limit=10000&offset=%d%s", offset, f))
		}
		largest = append(largest, fmt.Sprintf("collections/tracks/items?limit=10000&offset=%d", offset/1000))
	}
	for _, clients := range []int{64, 256} {
		if loadTime == 0 {
			break
		}
		step("%d clients on the largest pages for %v", clients, loadTime)
		r := runLoad(srv, clients, loadTime, largest)
		fmt.Fprintln(os.Stderr, "  ", r)
		for _, f := range r.failures {
			fmt.Fprintln(os.Stderr, "   failure:", f)
		}
		t.add(fmt.Sprintf("%d connections × %v on limit=10000 pages (GeoJSON, HTML, CSV, tracks; 15 offsets): failed connections", clients, loadTime),
			fmt.Sprintf("%d (%d answered 200, %d answered 503 + Retry-After, other %v; p50 %v, p99 %v)", r.failed, r.ok, r.rejected, r.otherStatus,
				r.p50.Round(time.Millisecond), r.p99.Round(time.Millisecond)), "0", r.failed == 0 && len(r.otherStatus) == 0)
		t.add(fmt.Sprintf("%d connections: peak resident memory", clients), fmt.Sprintf("%.0f MiB", r.peakRSSMiB), "< 1024 MiB", r.peakRSSMiB < 1024)
		t.add(fmt.Sprintf("%d connections: CPU idle after the clients left", clients), r.idleAfter.Round(100*time.Millisecond).String(), "≤ 2 s", r.idleAfter <= 2*time.Second)
	}

	if swaps > 0 {
		step("%d live swaps under 16 clients", swaps)
		sw, err := runSwaps(bin, srv, served, prepared, inputs, swaps, 16)
		if err != nil {
			return err
		}
		for _, f := range sw.failures {
			fmt.Fprintln(os.Stderr, "   failure:", f)
		}
		t.add(fmt.Sprintf("%d live swaps (%d by import, %d by mv) under 16 connections: failed requests", sw.swaps, sw.byImport, sw.byMove),
			fmt.Sprintf("%d of %d (%d mixing datasets); answers per dataset %v", sw.failed, sw.requests, sw.mixed, sw.perDataset), "0", sw.failed == 0 && sw.swaps == swaps)
		t.add("live swaps noticed by serve", fmt.Sprintf("%d of %d, slowest %v after the rename", sw.noticed, sw.swaps, sw.slowestNotice.Round(10*time.Millisecond)),
			fmt.Sprint(swaps), sw.noticed == sw.swaps)
	}

	if kills > 0 {
		step("%d imports killed with SIGKILL", kills)
		killed := path("kill.db")
		if err := copyFile(prepared["a"], killed); err != nil {
			return err
		}
		k := runKills(bin, killed, [2]string{inputs["k"], inputs["m"]}, known, kills)
		for _, b := range k.broken {
			fmt.Fprintln(os.Stderr, "   broken:", b)
		}
		t.add(fmt.Sprintf("%d SIGKILLs during imports of %d and %d events over each other (%d attempts, an import takes %v): file not whole afterwards",
			k.kills, sets["k"].events, sets["m"].events, k.attempts, k.importTime.Round(10*time.Millisecond)),
			fmt.Sprintf("%d (whole: %v)", len(k.broken), k.whole), "0", len(k.broken) == 0 && k.kills >= kills)
		t.add("abandoned temporary files: most at once / after a completed import", fmt.Sprintf("%d / %d", k.tempMax, k.tempAfterFinal), "≤ 1 / 0", k.tempMax <= 1 && k.tempAfterFinal == 0)
	}

	if idleConns > 0 {
		if err := idlePhase(&t, self, srv, idleConns, idleTimeout); err != nil {
			return err
		}
	}
	stopped := srv.stop()
	t.add("serve counters at stop", fmt.Sprintf("requests %v, client gone %v, rejected 503 %v, server errors %v, idle connections evicted %v",
		stopped["requests"], stopped["client_gone"], stopped["rejected"], stopped["server_errors"], stopped["idle_connections_evicted"]),
		"server errors 0", stopped["server_errors"] == float64(0))
	t.add("load average (shared machine) at start / end", loadStart+" / "+loadAverage(), "—", true)
	t.add("soak duration", time.Since(began).Round(time.Second).String(), "—", true)

	fmt.Println()
	fmt.Printf("chronomap soak, %s, %d events; command: make soak\n\n", time.Now().UTC().Format("2006-01-02 15:04 UTC"), events)
	if !t.print() {
		return fmt.Errorf("some checks failed")
	}
	return nil
}

// idlePhase holds n idle connections from four processes and adds its rows.
func idlePhase(t *table, self string, srv *server, n int, idleTimeout time.Duration) error {
	procs := 4
	step("%d idle connections from %d processes", n, procs)
	idle, err := runIdle(self, srv, procs, n/procs, idleTimeout)
	if err != nil {
		return err
	}
	tot := idle.total()
	t.add(fmt.Sprintf("%d idle connections open: normal requests", tot.Opened), fmt.Sprintf("%v (with none open: %v); server: %d open files, %.0f MiB",
		idle.during, idle.before, idle.serverFiles, idle.serverRSSMiB),
		"all, < 100 ms", idle.during.failed == 0 && idle.during.max < 100*time.Millisecond)
	t.add("idle connections closed by the server", fmt.Sprintf("%d by timeout after %.1f–%.1f s idle, %d evicted to make room, %d still open, %d failed to open",
		tot.Closed-tot.Early, tot.ClosedAfterMin, tot.ClosedAfterMax, tot.Early, tot.StillOpen, tot.Failed), fmt.Sprintf("all, after ~%v", idleTimeout),
		tot.StillOpen == 0 && tot.ClosedAfterMax < idleTimeout.Seconds()+5)
	return nil
}
