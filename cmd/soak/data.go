package main

import (
	"encoding/csv"
	"fmt"
	"io"
	"os"
	"os/exec"
)

// dataset describes a synthetic dataset made by `chronomap synth`; its
// event ids start with prefix instead of synth's "e", so that an answer
// mixing two datasets shows.
type dataset struct {
	prefix string
	events int
	seed   uint64
}

// writeCSV writes the dataset as the CSV `chronomap import` reads.
func (d dataset) writeCSV(bin, path string) error {
	raw := path + ".synth"
	defer os.Remove(raw)
	if out, err := exec.Command(bin, "synth", "--events", fmt.Sprint(d.events), "--seed", fmt.Sprint(d.seed), "-o", raw).CombinedOutput(); err != nil {
		return fmt.Errorf("chronomap synth: %v\n%s", err, out)
	}
	in, err := os.Open(raw)
	if err != nil {
		return err
	}
	defer in.Close()
	out, err := os.Create(path)
	if err != nil {
		return err
	}
	defer out.Close()
	r, w := csv.NewReader(in), csv.NewWriter(out)
	r.ReuseRecord = true
	header, err := r.Read()
	if err != nil {
		return err
	}
	id := -1
	for i, h := range header {
		if h == "id" {
			id = i
		}
	}
	if id < 0 {
		return fmt.Errorf("chronomap synth wrote no id column")
	}
	if err := w.Write(header); err != nil {
		return err
	}
	for {
		row, err := r.Read()
		if err == io.EOF {
			break
		}
		if err != nil {
			return err
		}
		row[id] = d.prefix + row[id][1:]
		if err := w.Write(row); err != nil {
			return err
		}
	}
	w.Flush()
	if err := w.Error(); err != nil {
		return err
	}
	return out.Close()
}
