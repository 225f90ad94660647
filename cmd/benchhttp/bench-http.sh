#!/usr/bin/env bash
# make bench-http: generate EVENTS synthetic events (chronomap synth, SEED),
# import them, serve them, and load the server and a static server holding
# the same bytes with wrk, interleaved (cmd/benchhttp). Prints the machine,
# the load, the import's time and peak memory, the file sizes, how soon the
# server answered, the table, and the server's resident memory afterwards.
set -euo pipefail
cd "$(dirname "$0")/../.."
EVENTS=${EVENTS:-1000000}
SEED=${SEED:-1902}
DIR=${DIR:-bench}
PORT=${PORT:-18080}
DURATION=${DURATION:-5s}
ROUNDS=${ROUNDS:-2}
CACHE_MB=${CACHE_MB:-64} # serve --cache-size; 0 reads every answer from the file
command -v wrk >/dev/null || { echo "wrk is not installed (Debian: apt-get install wrk)" >&2; exit 1; }
mkdir -p "$DIR"
bin=./chronomap

echo "## machine"
echo "- $(nproc) cores: $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //'), $(free -g | awk '/Mem:/ {print $2}') GB RAM, $(go version | cut -d' ' -f3)"
echo "- load before: $(uptime | sed 's/.*load average: //')"

"$bin" synth --events "$EVENTS" --seed "$SEED" -o "$DIR/synth.csv"
rm -f "$DIR/synth.db"
timefile=$(mktemp)
/usr/bin/time -f '%e %M' -o "$timefile" "$bin" --db "$DIR/synth.db" --gazetteer "$DIR/none.db" import --no-progress "$DIR/synth.csv" 2>/dev/null
read -r secs kb < "$timefile"
rm -f "$timefile"
echo "## import"
echo "- $EVENTS events (seed $SEED, CSV $(du -m "$DIR/synth.csv" | cut -f1) MB): ${secs} s, peak RSS $((kb / 1024)) MB"
echo "- map file: $(du -m "$DIR/synth.db" | cut -f1) MB"

start=$(date +%s%N)
"$bin" --db "$DIR/synth.db" serve --addr "127.0.0.1:$PORT" --cors-origin "" --cache-size "$CACHE_MB" 2>"$DIR/serve.log" &
pid=$!
trap 'kill $pid 2>/dev/null || true' EXIT
until curl -sf -o /dev/null "http://127.0.0.1:$PORT/collections"; do
  kill -0 $pid 2>/dev/null || { cat "$DIR/serve.log" >&2; exit 1; }
  sleep 0.01
done
ready=$(( ($(date +%s%N) - start) / 1000000 ))
echo "## serving"
echo "- first answer $ready ms after start; RSS then $(( $(ps -o rss= -p $pid) / 1024 )) MB"
echo
echo "command: EVENTS=$EVENTS SEED=$SEED DURATION=$DURATION ROUNDS=$ROUNDS CACHE_MB=$CACHE_MB make bench-http"
echo
go run ./cmd/benchhttp -target "http://127.0.0.1:$PORT" -duration "$DURATION" -rounds "$ROUNDS"
echo
echo "- load after: $(uptime | sed 's/.*load average: //')"
echo "- chronomap RSS after the benchmark: $(( $(ps -o rss= -p $pid) / 1024 )) MB"
