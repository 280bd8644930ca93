#!/usr/bin/env python3
"""Do the fit apps agree on a width behaviour above 17 pt by Xcode release, weight, size band or
text style? Measured through the product, FIT apps only (the labels `analyse_misses.py` scores:
split `fit` of census.jsonl and census-3.jsonl, own width, Latin/Greek/Cyrillic, Xcode >= 7, not
suspect, off the stale list); never a held-out split.

    python3 Scripts/labels/analyse_large_releases.py --binary Tool/.build/debug/autolayout \
        [--by release,weight ...] [--offset-check FROM-TO:XCODE_FROM-XCODE_TO ...]

For each class with 5 labels or more: labels, apps, share within 0.5 / 1 pt, the median error per
character (model - stored, 1/1000 em), and how many apps' own median is below -2 or above +2
(1/1000 em a character): a behaviour several apps agree on shows as many apps on one side only.

`--offset-check` asks whether such a pattern would hold as a rule: each label of the chosen sizes
and releases is widened by the median per-character error of the OTHER apps' labels of the same
class (leave one app out), ceiled to its pixel grid, and the shares within 0.5 / 1 pt are compared.
A rule the apps back raises both; scatter does not. Standard library only.
"""
import argparse
import math
import statistics
import sys
from collections import defaultdict
import pathlib

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
import analyse_misses  # noqa: E402
import evaluate  # noqa: E402

RELEASES = [("7-8", 9), ("9", 10), ("10", 11), ("11", 12), ("12-14", 15), ("15 on", 1 << 30)]
BANDS = [("18-19", 19.99), ("20-28", 28), ("29-40", 40), ("> 40", 1e9)]
SIDE = 2.0  # 1/1000 em a character: an app's median beyond this counts as one side


def dimension_value(label, dimension):
    if dimension == "release":
        return "Xcode " + analyse_misses.band(label.get("xcode") or 0, [(n, t - 1e-9) for n, t in RELEASES])
    if dimension == "band":
        return analyse_misses.band(label["size"], BANDS) + " pt"
    if dimension == "weight":
        return evaluate.WEIGHT_GROUPS.get(label["weight"], label["weight"])
    if dimension == "scale":
        return "@%g" % label["scale"]
    if dimension == "style":
        return label.get("textStyle") or "fixed size"
    raise SystemExit("unknown dimension %r (release, band, weight, scale, style)" % dimension)


def summary(name, cell):
    n = len(cell)
    half = sum(abs(e) <= 0.5 + 1e-9 for _, e in cell)
    one = sum(abs(e) <= 1 + 1e-9 for _, e in cell)
    per_app = defaultdict(list)
    for label, error in cell:
        per_app[label["app"]].append(analyse_misses.per_em(label, error))
    medians = [statistics.median(v) for v in per_app.values()]
    median = statistics.median(analyse_misses.per_em(label, error) for label, error in cell)
    return (f"{name:34} {n:5} {len(per_app):5}  {100 * half / n:5.1f} % / {100 * one / n:5.1f} %  "
            f"{median:+7.1f}  {sum(m < -SIDE for m in medians):4} {sum(m > SIDE for m in medians):4}")


def offset_check(measured, spec):
    sizes, releases = spec.split(":")
    low, high = (float(x) for x in sizes.split("-"))
    first, last = (float(x) for x in releases.split("-"))
    chosen = [(label, error) for label, error in measured
              if low <= label["size"] <= high and first <= (label.get("xcode") or 0) < last]
    if not chosen:
        return f"{spec}: no labels"
    before = [0, 0]
    after = [0, 0]
    for label, error in chosen:
        others = [analyse_misses.per_em(m, f) for m, f in chosen if m["app"] != label["app"]]
        offset = statistics.median(others) if others else 0.0
        characters = max(1, len(label["text"].rstrip()))
        # The model's width widened by the others' median, back on the document's pixel grid.
        shifted = label["width"] + error - offset * label["size"] * characters / 1000
        scale = label["scale"]
        shifted_error = math.ceil(shifted * scale - 1e-6) / scale - label["width"]
        for index, limit in enumerate((0.5, 1.0)):
            before[index] += abs(error) <= limit + 1e-9
            after[index] += abs(shifted_error) <= limit + 1e-9
    apps = len({label["app"] for label, _ in chosen})
    return (f"{low:g}-{high:g} pt, Xcode [{first:g}, {last:g}): {len(chosen)} labels ({apps} apps), "
            f"within 0.5 pt {before[0]} -> {after[0]}, within 1 pt {before[1]} -> {after[1]}")


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--binary", default=str(analyse_misses.ROOT / "Tool/.build/debug/autolayout"))
    parser.add_argument("--min-size", type=float, default=17.01)
    parser.add_argument("--by", action="append", default=None,
                        help="comma-separated dimensions (release, band, weight, scale, style); repeatable")
    parser.add_argument("--offset-check", action="append", default=[], metavar="FROM-TO:XCODE_FROM-XCODE_TO")
    args = parser.parse_args()
    stale = evaluate.stale_keys(analyse_misses.ROOT / "Datasets/labels/stale.jsonl")
    scored, _ = analyse_misses.system_labels(stale)
    measured = analyse_misses.errors(args.binary, [label for label in scored if label["size"] >= args.min_size])
    header = f"{'class':34} {'n':>5} {'apps':>5}  {'within 0.5 / 1 pt':>19}  {'med/em':>7}  {'<-2':>4} {'>+2':>4}"
    for key in args.by or ["release", "release,weight", "release,band", "release,style"]:
        dimensions = key.split(",")
        cells = defaultdict(list)
        for label, error in measured:
            cells[" ".join(dimension_value(label, d) for d in dimensions)].append((label, error))
        print(f"-- by {key} (labels of {args.min_size:g} pt and more; apps' medians below -2 / above +2)")
        print(header)
        for name in sorted(cells):
            if len(cells[name]) >= 5:
                print(summary(name, cells[name]))
    for spec in args.offset_check:
        print("offset check (leave one app out): " + offset_check(measured, spec))


if __name__ == "__main__":
    main()
