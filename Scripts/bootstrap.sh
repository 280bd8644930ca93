#!/usr/bin/env bash
# README command 1: installs what the project needs, builds the tool in release mode and runs
# the main jobs on the bundled samples: the bulk cell-height job on the 10,000 rows of the feed
# dataset at two widths, a layout document sized as a self-sizing cell, a batch of texts
# measured with the default fonts, and the solver demo on the feed-cell workload.
set -euo pipefail
cd "$(dirname "$0")/.."
bash Scripts/setup.sh
swift build -c release --package-path Tool --product autolayout
tool=Tool/.build/release/autolayout
out="${TMPDIR:-/tmp}/openautolayout-feed-heights.jsonl"
echo "== autolayout heights Datasets/feed/feed-cell.json Datasets/feed/rows.jsonl --width 375 --width 414 --out $out"
"$tool" heights Datasets/feed/feed-cell.json Datasets/feed/rows.jsonl --width 375 --width 414 --out "$out"
echo "$(wc -l < "$out") results; the first 4:"
head -n 4 "$out"
for width in 375 320; do
  echo "== autolayout solve Datasets/samples/post-cell.json --width $width"
  "$tool" solve Datasets/samples/post-cell.json --width "$width"
done
echo "== autolayout measure Datasets/samples/texts.jsonl (first 3 of 20 lines)"
"$tool" measure Datasets/samples/texts.jsonl | head -n 3
echo "== autolayout solver-demo"
"$tool" solver-demo
