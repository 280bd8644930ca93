#!/usr/bin/env bash
# The issue's whole-job figures, reproducibly: 1,000,000 rows of each bundled template and of
# GENERATED generated templates (`autolayout bench --write-generated`, seed SEED) to a file (wall
# seconds and peak memory, median of RUNS runs), and 10,000,000 feed rows streamed through a pipe
# (peak memory). Bundled rows come from the committed, seeded generators (Faker pinned in their
# requirements), generated ones from BatchWorkloads; all are written once to $WORK; the release
# binary is built first.
#
#   Scripts/throughput.sh [RUNS] [GENERATED]    (defaults 5 and 5; SEED=24, WORK=/tmp/openautolayout-throughput)
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-5}
generated=${2:-5}
seed=${SEED:-24}
work=${WORK:-/tmp/openautolayout-throughput}
mkdir -p "$work"

swift build -c release --package-path Tool --product autolayout >&2
binary=Tool/.build/release/autolayout

if [ ! -x "$work/venv/bin/python" ]; then
  /usr/bin/python3 -m venv "$work/venv"
  "$work/venv/bin/pip" install -q --disable-pip-version-check -r Datasets/feed/requirements.txt
fi
[ -s "$work/feed-rows.jsonl" ] || "$work/venv/bin/python" Datasets/feed/generate_rows.py --rows 1000000 --out "$work/feed-rows.jsonl"
[ -s "$work/chat-bubble-rows.jsonl" ] || "$work/venv/bin/python" Datasets/templates/generate_rows.py --rows 1000000 --outdir "$work"
templates="feed/feed-cell.json:feed-rows.jsonl templates/chat-bubble.json:chat-bubble-rows.jsonl"
if [ "$generated" -gt 0 ]; then
  folder=$(cd "$work" && pwd)/generated-seed$seed
  [ -e "$folder/generated-$generated-rows.done" ] || {
    "$binary" bench --write-generated "$folder" --generated "$generated" --seed "$seed" --generated-rows 1000000 >&2
    touch "$folder/generated-$generated-rows.done"
  }
  for document in "$folder"/generated-*.json; do
    index=$(basename "$document" | cut -d- -f2)
    if [ "$index" -le "$generated" ]; then templates="$templates $document:${document%.json}-rows.jsonl"; fi
  done
fi

# One timed run: prints "seconds kilobytes".
timed() {
  /usr/bin/time -f "%e %M" -o "$work/time.txt" "$@" > /dev/null
  cat "$work/time.txt"
}

median() { sort -n | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }

echo "load before: $(cut -d' ' -f1-3 /proc/loadavg)"
for template in $templates; do
  case $template in
    /*) document=${template%%:*}; rows=${template##*:} ;;
    *) document=Datasets/${template%%:*}; rows=$work/${template##*:} ;;
  esac
  : > "$work/runs.txt"
  for _ in $(seq "$runs"); do
    timed "$binary" heights "$document" "$rows" --width 375 --out "$work/heights.jsonl" >> "$work/runs.txt"
  done
  seconds=$(cut -d' ' -f1 "$work/runs.txt" | median)
  kilobytes=$(cut -d' ' -f2 "$work/runs.txt" | sort -n | tail -1)
  echo "1,000,000 rows of $document to a file: median ${seconds} s of $runs runs, peak $((kilobytes / 1024)) MiB"
done

set +o pipefail
peak=$( { for _ in $(seq 10); do cat "$work/feed-rows.jsonl"; done | /usr/bin/time -f "%M" "$binary" heights \
  Datasets/feed/feed-cell.json - --width 375 > /dev/null; } 2>&1 | tail -1)
echo "10,000,000 feed rows through a pipe: peak $((peak / 1024)) MiB"
echo "load after: $(cut -d' ' -f1-3 /proc/loadavg)"
