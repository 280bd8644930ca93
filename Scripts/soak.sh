#!/usr/bin/env bash
# The soak: the batch engine's randomized differential test (BatchPropertyTests: random
# templates and rows, laid out in several row orders, thread counts and block sizes, checked
# against the model row by row) at ROWS rows, in release mode.
#   Scripts/soak.sh [ROWS] [MODEL_EVERY] [ROWS_PER_TEMPLATE]
# ROWS defaults to 1,000,000, in templates of ROWS_PER_TEMPLATE rows (default 600: each
# template's fixed cost, three engines and their variants, is shared by more rows than CI's 60). MODEL_EVERY=K checks every K-th row against
# the model (default 10: the model builds a fresh view tree per row and would dominate); every
# row is still checked across the runs. Prints the wall time and peak memory at the end.
set -euo pipefail
cd "$(dirname "$0")/.."
rows="${1:-1000000}"
every="${2:-10}"
per="${3:-600}"
flags=(-c release -Xswiftc -enable-testing)
swift build "${flags[@]}" --build-tests >&2
start=$(date +%s)
OPENAUTOLAYOUT_SOAK_ROWS="$rows" OPENAUTOLAYOUT_SOAK_MODEL_EVERY="$every" OPENAUTOLAYOUT_SOAK_ROWS_PER_TEMPLATE="$per" \
    /usr/bin/time -f "soak: peak memory %M KiB" \
    swift test "${flags[@]}" --skip-build --filter BatchPropertyTests 2>&1 | grep -E "✘|soak:|Test run|passed after|failed after" | tail -n 20
echo "soak: $rows rows ($per per template), model check on every $every-th row, $(( $(date +%s) - start )) s"
