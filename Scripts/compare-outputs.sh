#!/usr/bin/env bash
# Are two builds' outputs byte for byte the same on every bundled rows file? Runs `heights` of
# both binaries over the feed rows (three widths; frames; CSV with separators; the rows with
# errors), the chat-bubble and settings-row rows with frames, and prints the files that differ.
# Exit 0 when none does. For "outputs identical to before" after a change: build the earlier
# commit in a worktree and pass its binary first.
#
#   Scripts/compare-outputs.sh OLD_BINARY [NEW_BINARY]   (default new: Tool/.build/release/autolayout)
set -euo pipefail
cd "$(dirname "$0")/.."
old=$1
new=${2:-Tool/.build/release/autolayout}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

run_all() {
  local binary=$1 out=$2
  mkdir -p "$out"
  run() {
    local name=$1
    shift
    "$binary" heights "$@" > "$out/$name.txt" 2> "$out/$name.err" || echo "exit $?" >> "$out/$name.err"
  }
  run feed Datasets/feed/feed-cell.json Datasets/feed/rows.jsonl --width 320 --width 375 --width 414
  run feed-frames Datasets/feed/feed-cell.json Datasets/feed/rows.jsonl --width 375 --frames
  run feed-csv Datasets/feed/feed-cell.json Datasets/feed/rows.jsonl --width 375 --format csv --separator
  run feed-errors Datasets/feed/feed-cell.json Datasets/feed/rows-with-errors.jsonl --width 375 --frames
  run chat Datasets/templates/chat-bubble.json Datasets/templates/chat-bubble-rows-10k.jsonl --width 320 --width 375 --frames
  run settings Datasets/templates/settings-row.json Datasets/templates/settings-row-rows.jsonl --width 320 --width 414 --frames
}

run_all "$old" "$work/old"
run_all "$new" "$work/new"
# The results only: standard error holds timings (every job's summary line) and, since rows with
# errors make the exit code 4, the status of a job over bad rows is not the old binary's.
rm -f "$work"/old/*.err "$work"/new/*.err
if diff -rq "$work/old" "$work/new"; then
  echo "identical: $(ls "$work/new" | grep -c '\.txt$') outputs"
else
  exit 1
fi
