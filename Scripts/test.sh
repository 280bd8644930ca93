#!/usr/bin/env bash
# README command 2 (and CI): installs what the project needs, then runs the whole test suite.
set -euo pipefail
cd "$(dirname "$0")/.."
bash Scripts/setup.sh
swift build --build-tests
swift test --skip-build
# The Spark integration's suite in local[2] (Integrations/spark/tests), with the debug binary
# the build above made (AUTOLAYOUT_BINARY overrides).
AUTOLAYOUT_BINARY="${AUTOLAYOUT_BINARY:-$PWD/.build/debug/autolayout}" \
  .venv-spark/bin/python -m pytest -q Integrations/spark/tests
# Coverage-guided fuzzing of the readers of untrusted input, 60 s per target, from a fixed seed
# so that CI repeats inputs already run here (Scripts/fuzz.sh says how findings are kept).
FUZZ_SEED="${FUZZ_SEED:-1}" bash Scripts/fuzz.sh all 60
