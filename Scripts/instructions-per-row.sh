#!/usr/bin/env bash
# Instructions per row of `autolayout heights`, by stage, counted by Valgrind's cachegrind: a
# figure the machine's load does not move, for profiles and before/after ratios on a shared
# machine. Runs the release binary (debug info stripped: Valgrind 3.19 cannot read Swift's
# DWARF 5) on the first N1 and N2 rows on one thread and takes the difference, so start-up
# (fonts, compiling the variants) cancels out; functions are put into stages by their module.
#
#   Scripts/instructions-per-row.sh [DOC.json ROWS.jsonl [N1 N2]]
#   (default: the bundled feed cell and rows, 2000 and 10000; needs valgrind and python3;
#   TOP=N also lists each stage's N costliest functions; BINARY=path counts another build of
#   autolayout, e.g. an older commit's, for a before/after ratio)
set -euo pipefail
cd "$(dirname "$0")/.."
document=${1:-Datasets/feed/feed-cell.json}
rows=${2:-Datasets/feed/rows.jsonl}
small=${3:-2000}
large=${4:-10000}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

if [ -z "${BINARY:-}" ]; then
  swift build -c release --package-path Tool --product autolayout >&2
  BINARY=Tool/.build/release/autolayout
fi
strip --strip-debug -o "$work/autolayout" "$BINARY"
for count in "$small" "$large"; do
  head -n "$count" "$rows" > "$work/rows-$count.jsonl"
  valgrind --tool=cachegrind --cache-sim=yes --cachegrind-out-file="$work/cg-$count.out" \
    "$work/autolayout" heights "$document" "$work/rows-$count.jsonl" --width 375 --threads 1 --out /dev/null \
    2> "$work/cg-$count.log"
done
cg_diff "$work/cg-$small.out" "$work/cg-$large.out" > "$work/diff.out"
cg_annotate --threshold=0 "$work/diff.out" > "$work/annotated.txt"
python3 - "$work/annotated.txt" "$((large - small))" "${TOP:-0}" <<'PY'
import collections, sys
stages = [
    ("text", ("TextMeasurement", "icu_", "hb_", "FT_", "oal_line")),
    ("parse", ("Interchange", "RowReader", "BatchRow", "ContentValue", "VariantKey", "readRow")),
    ("solve", ("BlockSolver", "Region", "dgemm", "MeasurementPlan", "BatchLayoutEngine", "MeasurementCache",
               "MeasurementRequest", "SlotBuffer", "Parallel")),
    ("write", ("ResultWriter", "NumberText", "OutputSink", "BatchJob")),
    ("reference counting", ("swift_retain", "swift_release", "swift_bridgeObject", "isUniquelyReferenced", "RefCount")),
    ("allocation and copies", ("malloc", "free", "memmove", "memcpy", "swift_allocObject", "swift_dealloc", "swift_slowAlloc")),
    ("hashing", ("Hasher", "Dictionary", "HashTable")),
]
totals = collections.Counter()
functions = collections.defaultdict(list)
listing = False
for line in open(sys.argv[1]):
    if "file:function" in line:
        listing = True
        continue
    fields = line.split()
    if not listing or len(fields) < 2:
        continue
    try:
        count = int(fields[0].replace(",", ""))
    except ValueError:
        continue
    name = line.rsplit(" ", 1)[-1]
    stage = next((s for s, keys in stages if any(k in name for k in keys)), "other")
    totals[stage] += count
    functions[stage].append((count, name.strip()))
rows = int(sys.argv[2])
whole = sum(totals.values())
print(f"instructions per row: {whole / rows:,.0f}")
for stage, count in totals.most_common():
    print(f"  {stage:22s} {count / rows:9,.0f}  {100 * count / whole:5.1f} %")
    for cost, name in sorted(functions[stage], reverse=True)[:int(sys.argv[3])]:
        print(f"      {cost / rows:9,.0f}  {name[:140]}")
PY
