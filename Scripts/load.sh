#!/usr/bin/env bash
# Load test of `autolayout serve` (the issue's targets: 10-row requests at p99 <= 2 ms at
# 1,000 requests/s, and the server's rows/s on 100-row bodies >= 70% of `autolayout heights`'s).
#
#   Scripts/load.sh            DURATION=30 RUNS=3 by default; e.g. DURATION=10 RUNS=3 Scripts/load.sh
#
# Installs wrk, hyperfine and curl with the other system packages (Scripts/setup.sh), builds the release
# binary, starts `Tool/.build/release/autolayout serve --port 0 --template chat=Datasets/templates/chat-bubble.json`
# (the port is read from its "listening on" line) and checks that a 100-row answer is byte for
# byte what `autolayout heights` writes. Then, RUNS times:
#   - closed loop (Scripts/load/heights.lua): for bodies of 1, 10 and 100 rows, wrk with THREADS
#     threads and CONNECTIONS connections for DURATION seconds posts to
#     /v1/templates/chat/heights?width=375&scale=3; the bodies are consecutive rows of
#     Datasets/templates/chat-bubble-rows-10k.jsonl, at least LOAD_BODIES (1000) distinct ones per
#     size, rotating through the 10k rows;
#   - fixed rate (Scripts/load/paced.lua): 10-row bodies offered at RATE requests/s in total on
#     a fixed schedule (wrk paced with delay(), one connection per thread), latency measured from
#     each request's scheduled time (wrk2's way: waiting for a slow answer counts), the achieved
#     rate next to the latencies;
#   - the CLI on the same rows: `autolayout heights Datasets/templates/chat-bubble.json ROWS
#     --width 375 --scale 3 --threads 2 --out /dev/null`, median of 3 (hyperfine), on the 10k
#     rows and on them repeated CLI_REPEAT times (start-up amortised; the ratio uses this one).
# Prints requests/s, rows/s, p50/p99/p99.9 latency (ms) and non-2xx counts per run, then the
# medians over the runs and the ratio of the server's 100-row rows/s to the CLI's. At the end
# the server gets SIGTERM and must exit 0 (the script fails otherwise).
#
# Settings (environment): DOCUMENT and ROWS (another template and its rows, e.g. one that
# `autolayout bench --generated 5 --write-generated DIR` wrote), DURATION (s, 30), RUNS (3), THREADS (wrk's -t, 2), CONNECTIONS (4),
# RATE (1000), CLI_REPEAT (10), WARMUP (s, 3), WORK
# (/tmp/openautolayout-load), SERVE_ARGS (more `serve` options, e.g. "--deadline-ms 500").
# Everything else the server prints goes to $WORK/serve.out and $WORK/serve.err.
set -euo pipefail
cd "$(dirname "$0")/.."

duration=${DURATION:-30}
runs=${RUNS:-3}
threads=${THREADS:-2}
connections=${CONNECTIONS:-4}
rate=${RATE:-1000}
# One connection per thread: paced.lua pairs a thread's answers with its slots in order.
paced_connections=$threads
cli_repeat=${CLI_REPEAT:-10}
warmup=${WARMUP:-3}
work=${WORK:-/tmp/openautolayout-load}
document=${DOCUMENT:-Datasets/templates/chat-bubble.json}
rows=${ROWS:-Datasets/templates/chat-bubble-rows-10k.jsonl}
query='width=375&scale=3'
mkdir -p "$work"

# Tools: wrk, hyperfine and curl come with the project's other system packages.
bash Scripts/setup.sh

swift build -c release --package-path Tool --product autolayout >&2
binary=Tool/.build/release/autolayout

# The server. Its pid is the binary's own (no subshell), so SIGTERM reaches it.
server_pid=
stop_server() {
  if [ -n "$server_pid" ] && kill -0 "$server_pid" 2>/dev/null; then kill -TERM "$server_pid" 2>/dev/null || true; fi
}
trap stop_server EXIT
# shellcheck disable=SC2086
"$binary" serve --port 0 --template "chat=$document" ${SERVE_ARGS:-} >"$work/serve.out" 2>"$work/serve.err" &
server_pid=$!
url=
for _ in $(seq 600); do
  url=$(sed -n 's|^autolayout serve: listening on \(http://[^ ]*\)$|\1|p' "$work/serve.out" | head -1)
  [ -n "$url" ] && break
  kill -0 "$server_pid" 2>/dev/null || { echo "load.sh: the server exited before listening:" >&2; cat "$work/serve.err" >&2; exit 1; }
  sleep 0.1
done
[ -n "$url" ] || { echo "load.sh: no 'listening on' line from the server in 60 s" >&2; exit 1; }
endpoint="$url/v1/templates/chat/heights?$query"
echo "server: pid $server_pid, $url ($(nproc) cores; load before: $(cut -d' ' -f1-3 /proc/loadavg))"
curl -fsS "$url/healthz"; echo

# The answer must be the CLI's, byte for byte.
head -n 100 "$rows" > "$work/rows-100.jsonl"
curl -fsS -H 'Content-Type: application/x-ndjson' --data-binary "@$work/rows-100.jsonl" "$endpoint" -o "$work/served-100.jsonl"
"$binary" heights "$document" "$work/rows-100.jsonl" --width 375 --scale 3 --out "$work/cli-100.jsonl"
if cmp -s "$work/served-100.jsonl" "$work/cli-100.jsonl"; then
  echo "100 rows: the server's answer is byte-identical to autolayout heights'"
else
  echo "load.sh: the server's answer to 100 rows differs from autolayout heights':" >&2
  diff "$work/cli-100.jsonl" "$work/served-100.jsonl" | head -5 >&2
  exit 1
fi

# The CLI's input: the 10k rows, and them repeated.
: > "$work/rows-repeated.jsonl"
for _ in $(seq "$cli_repeat"); do cat "$rows" >> "$work/rows-repeated.jsonl"; done
row_count=$(grep -c . "$rows")
repeated_count=$((row_count * cli_repeat))

# One wrk run; prints its RESULT line.
load() { # SCRIPT BODY_ROWS CONNECTIONS SECONDS RATE|"" LABEL
  LOAD_ROWS_FILE=$rows LOAD_BODY_ROWS=$2 LOAD_THREADS=$threads LOAD_RATE=${5:-$rate} LOAD_LABEL=$6 \
    wrk -t"$threads" -c"$3" -d"$4s" --timeout 10s -s "Scripts/load/$1" "$endpoint" | grep '^RESULT'
}
field() { sed -n "s/.* $1=\([^ ]*\).*/\1/p"; }
median() { sort -g | awk '{ v[NR] = $1 } END { if (NR == 0) print "nan"; else print v[int((NR + 1) / 2)] }'; }
# Median of 3 hyperfine runs of the CLI, in seconds.
cli_seconds() { # ROWS_FILE
  hyperfine --runs 3 --warmup 1 --style none --export-csv "$work/hyperfine.csv" \
    "$binary heights $document $1 --width 375 --scale 3 --threads 2 --out /dev/null" >/dev/null
  sed -n 2p "$work/hyperfine.csv" | cut -d, -f4 | awk '{ printf "%.3f\n", $1 }'
}

if [ "$warmup" -gt 0 ]; then load heights.lua 10 "$connections" "$warmup" "" warmup >/dev/null; fi
results=$work/results.txt
: > "$results"
for run in $(seq "$runs"); do
  echo "--- run $run of $runs (wrk -t$threads, ${duration} s each)"
  for n in 1 10 100; do
    line=$(load heights.lua "$n" "$connections" "$duration" "" "closed$n")
    echo "$line" >> "$results"
    printf '%3d-row bodies, -c%d closed loop: %8s req/s %9s rows/s  p50 %s  p99 %s  p99.9 %s ms  non-2xx %s, socket errors %s\n' \
      "$n" "$connections" "$(field req_s <<<"$line")" "$(field rows_s <<<"$line")" "$(field p50_ms <<<"$line")" \
      "$(field p99_ms <<<"$line")" "$(field p999_ms <<<"$line")" "$(field non2xx <<<"$line")" \
      "$(( $(field connect_errors <<<"$line") + $(field read_errors <<<"$line") + $(field write_errors <<<"$line") + $(field timeouts <<<"$line") ))"
  done
  line=$(load paced.lua 10 "$paced_connections" "$duration" "$rate" "paced10")
  echo "$line" >> "$results"
  printf ' 10-row bodies at %s req/s offered (-c%d): achieved %s req/s  p50 %s  p99 %s  p99.9 %s ms  non-2xx %s\n' \
    "$rate" "$paced_connections" "$(field req_s <<<"$line")" "$(field p50_ms <<<"$line")" "$(field p99_ms <<<"$line")" \
    "$(field p999_ms <<<"$line")" "$(field non2xx <<<"$line")"
  s10k=$(cli_seconds "$rows")
  srep=$(cli_seconds "$work/rows-repeated.jsonl")
  echo "RESULT label=cli10k rows_s=$(awk -v r="$row_count" -v s="$s10k" 'BEGIN { printf "%.1f", r / s }') seconds=$s10k" >> "$results"
  echo "RESULT label=clirep rows_s=$(awk -v r="$repeated_count" -v s="$srep" 'BEGIN { printf "%.1f", r / s }') seconds=$srep" >> "$results"
  printf 'CLI (--threads 2, median of 3): %d rows in %s s = %s rows/s; %d rows in %s s = %s rows/s\n' \
    "$row_count" "$s10k" "$(grep 'label=cli10k' "$results" | tail -1 | field rows_s)" \
    "$repeated_count" "$srep" "$(grep 'label=clirep' "$results" | tail -1 | field rows_s)"
done

of() { grep "label=$1 " "$results" | field "$2" | median; }
echo "--- medians of $runs runs"
for n in 1 10 100; do
  printf '%3d-row bodies: %8s req/s %9s rows/s  p50 %s  p99 %s  p99.9 %s ms  non-2xx %s (all runs)\n' "$n" \
    "$(of "closed$n" req_s)" "$(of "closed$n" rows_s)" "$(of "closed$n" p50_ms)" "$(of "closed$n" p99_ms)" "$(of "closed$n" p999_ms)" \
    "$(grep "label=closed$n " "$results" | field non2xx | awk '{ s += $1 } END { print s + 0 }')"
done
p99=$(of paced10 p99_ms)
printf 'fixed rate, 10-row bodies: %s req/s offered, %s achieved  p50 %s  p99 %s  p99.9 %s ms  non-2xx %s (target p99 <= 2 ms: %s)\n' \
  "$rate" "$(of paced10 req_s)" "$(of paced10 p50_ms)" "$p99" "$(of paced10 p999_ms)" \
  "$(grep 'label=paced10 ' "$results" | field non2xx | awk '{ s += $1 } END { print s + 0 }')" \
  "$(awk -v p="$p99" 'BEGIN { print (p <= 2 ? "met" : "missed") }')"
cli=$(of clirep rows_s)
served=$(of closed100 rows_s)
printf 'CLI: %s rows/s (%d rows), %s rows/s (%d rows, start-up included)\n' "$cli" "$repeated_count" "$(of cli10k rows_s)" "$row_count"
printf 'server, 100-row bodies: %s rows/s = %s%% of the CLI (target >= 70%%: %s)\n' "$served" \
  "$(awk -v a="$served" -v b="$cli" 'BEGIN { printf "%.1f", 100 * a / b }')" \
  "$(awk -v a="$served" -v b="$cli" 'BEGIN { print (a >= 0.7 * b ? "met" : "missed") }')"

# SIGTERM, and a clean exit.
kill -TERM "$server_pid"
status=0
wait "$server_pid" || status=$?
server_pid=
echo "server: SIGTERM, exit status $status"
[ "$status" -eq 0 ] || { echo "load.sh: the server exited $status after SIGTERM:" >&2; tail -5 "$work/serve.err" >&2; exit 1; }
