#!/usr/bin/env bash
# Coverage-guided fuzzing of one reader of untrusted input (libFuzzer with AddressSanitizer):
#   Scripts/fuzz.sh TARGET [SECONDS]      TARGET: FuzzRows, FuzzDocument, FuzzVisualFormat,
#                                         FuzzInterfaceBuilder, or all (each for SECONDS)
#   FUZZ_SEED=N Scripts/fuzz.sh ...       mutate from seed N (default: a random seed, printed)
# Every run replays Fuzz/Corpus/TARGET first, then mutates from its seed: a random one unless
# FUZZ_SEED is set (CI too: each run explores), printed, so a run repeats with FUZZ_SEED=N (the
# same seed gives the same sequence of inputs). A finding is fixed, and its input goes into
# Fuzz/Corpus/TARGET named after the seed that found it (seed-N-WHAT), so every run replays it.
# Builds the Fuzz/ package with -sanitize=fuzzer,address, runs from the repository's root (the
# rows target reads Datasets/feed/feed-cell.json) on a copy of Fuzz/Corpus/TARGET, and fails on
# the first crash, leak or timeout, leaving the input that caused it in Fuzz/.artifacts/.
set -euo pipefail
cd "$(dirname "$0")/.."
target="${1:?usage: Scripts/fuzz.sh TARGET [SECONDS]}"
seconds="${2:-60}"
targets=(FuzzRows FuzzDocument FuzzVisualFormat FuzzInterfaceBuilder)
if [[ "$target" == all ]]; then
    for each in "${targets[@]}"; do "$0" "$each" "$seconds"; done
    exit 0
fi
[[ " ${targets[*]} " == *" $target "* ]] || { echo "unknown target $target (one of ${targets[*]}, all)" >&2; exit 2; }

# The path dependency's file list is planned once and cached: plan again so new sources count.
rm -f Fuzz/.build/*.yaml
swift build --package-path Fuzz -c debug --product "$target" \
    --sanitize=fuzzer --sanitize=address -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library >&2
binary="Fuzz/.build/debug/$target"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/corpus" Fuzz/.artifacts
cp Fuzz/Corpus/"$target"/* "$work/corpus/"
seed="${FUZZ_SEED:-$(( (RANDOM << 15 | RANDOM) + 1 ))}"
echo "fuzz.sh: $target for $seconds s, seed $seed" >&2
LSAN_OPTIONS="suppressions=$PWD/Fuzz/lsan.supp:print_suppressions=0" \
ASAN_OPTIONS="detect_leaks=1:allocator_may_return_null=1" "$binary" "$work/corpus" \
    -seed="$seed" -max_total_time="$seconds" -timeout=60 -rss_limit_mb=4096 -max_len=65536 \
    -artifact_prefix=Fuzz/.artifacts/"$target"- -print_final_stats=1 2>&1 | tail -n 15 || {
    status=$?
    echo "fuzz.sh: $target found an input that fails (seed $seed): Fuzz/.artifacts/$target-*;" \
        "replay with FUZZ_SEED=$seed Scripts/fuzz.sh $target $seconds, and keep the input as" \
        "Fuzz/Corpus/$target/seed-$seed-... once fixed" >&2
    exit "$status"
}
