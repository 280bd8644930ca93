#!/usr/bin/env bash
# README command 1: installs what the project needs, builds the tool in release mode and runs
# the main job on the bundled sample (today: the solver demo on the feed-cell workload).
set -euo pipefail
cd "$(dirname "$0")/.."
bash Scripts/setup.sh
swift build -c release --product autolayout
.build/release/autolayout solver-demo
