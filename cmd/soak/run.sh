#!/usr/bin/env bash
# make soak: build the soak driver and run it against ./chronomap on
# loopback. The idle-connections phase holds 20,000 connections, so the
# open-file limit is raised as far as the system allows first (the server
# keeps 64 files for itself and evicts the idle connection of longest
# standing past that; the clients run in four processes of 5,000).
# Flags go to the driver: cmd/soak/run.sh -load 30s -events 120000 …
set -euo pipefail
cd "$(dirname "$0")/../.."
ulimit -n "$(ulimit -Hn)"
echo "open-file limit: $(ulimit -n); load average: $(cut -d' ' -f1-3 /proc/loadavg); $(nproc) CPUs" >&2
bin=$(mktemp -d)
trap 'rm -rf "$bin"' EXIT
go build -o "$bin/soak" ./cmd/soak
"$bin/soak" -bin ./chronomap "$@"
