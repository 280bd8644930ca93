#!/usr/bin/env bash
# README command 2 (and CI): installs what the project needs, then runs the whole test suite.
set -euo pipefail
cd "$(dirname "$0")/.."
bash Scripts/setup.sh
swift build --build-tests
swift test --skip-build
