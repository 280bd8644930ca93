#!/usr/bin/env bash
# README command 2 (and CI): installs what the project needs, then runs the whole test suite:
# the libraries' package here, then the tool's and service's package (Tool/).
set -euo pipefail
cd "$(dirname "$0")/.."
bash Scripts/setup.sh
swift build --build-tests
swift test --skip-build
swift build --package-path Tool --build-tests
swift test --package-path Tool --skip-build
# The Spark integration's suite in local[2] (Integrations/spark/tests), with the debug binary
# the build above made (AUTOLAYOUT_BINARY overrides).
AUTOLAYOUT_BINARY="${AUTOLAYOUT_BINARY:-$PWD/Tool/.build/debug/autolayout}" \
  .venv-spark/bin/python -m pytest -q Integrations/spark/tests
# Coverage-guided fuzzing of the readers of untrusted input, 60 s per target: the committed
# corpora first, then mutations from a random seed (printed; FUZZ_SEED=N replays one), so every
# run, CI's included, tries inputs no run tried before (Scripts/fuzz.sh says how findings are kept).
bash Scripts/fuzz.sh all 60
