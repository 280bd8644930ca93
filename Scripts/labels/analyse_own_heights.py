#!/usr/bin/env python3
"""Why Xcode's stored heights of labels whose height is their own differ from the engine's: the misses
of the census's own-height labels (single-line: `census.jsonl`, `census-3.jsonl`; multi-line:
`census-3-multiline.jsonl`) sorted by cause, on the FIT apps only (held-out splits are never read).

    swift build --package-path Tool --product autolayout
    python3 Scripts/labels/analyse_own_heights.py [--binary Tool/.build/debug/autolayout]

Labels: `heightIsOwn`, Latin or Greek/Cyrillic script, Xcode 7 or later, a known scale (the filters of
`evaluate.py` and `evaluate_multiline.py`). Each label is measured through the product (`autolayout
measure`, its font as `evaluate_multiline.py` sends it: a text style by name, else the system font at
the stored size; single-line labels unwrapped, multi-line ones wrapped at the stored width with their
`numberOfLines`), once at the document's scale and once at the other phone scale (2 <-> 3). A stored
height is, in this order:

- `exact`: the engine's height at the document's scale;
- `whole-point`: its whole-point ceiling (frames Xcode kept from Size to Fit or an older release);
- `other-scale`: the engine's height at the other scale, ceiled to the document's grid (a frame laid
  out for a @2x device kept in a @3x document, or the reverse: 17 pt stored 20.667 = 20.5 on the
  @3x grid);
- `nearest-point`: the engine's unrounded height rounded to the nearest whole point, when that is
  below it (17 pt stored 20 for 20.287: shorter than UIKit ever lays the line, so a frame typed or
  rounded by hand or by a tool, not a device rule);
- `line-count` (multi-line only): the engine wraps the text into another number of lines than the
  frame holds (`lines` in the census); for frames of one line, the engine's unwrapped width against the
  stored width says whether the model's width (our text wider than the frame) or a truncated frame is
  the cause;
- `shorter` / `taller`: none of the above; the stored height below or above the engine's.

Printed: the causes by Xcode release (the rounding each release stores), by size for the single-line
misses (each (size, stored height) group with its label and app counts: a device rule would show as
the same group in many apps), and the multi-line misses one by one. Standard library only.
"""
import argparse
import json
import math
import pathlib
import sys
from collections import Counter, defaultdict

ROOT = pathlib.Path(__file__).resolve().parents[2]
sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
from evaluate import run_measure  # noqa: E402  (the one way the label scripts call the tool)
from evaluate_multiline import font  # noqa: E402  (the one way they describe a label's font)

CAUSES = ["exact", "whole-point", "other-scale", "nearest-point", "line-count", "shorter", "taller"]
EPS = 1e-6


def usable(label):
    return (label.get("heightIsOwn") and not label["split"].startswith("heldout") and label.get("scale") in (2, 3)
            and isinstance(label.get("height"), (int, float)) and label.get("script") in ("latin", "greek-cyrillic")
            and (label.get("xcode") or 0) >= 7)


def load(name):
    with open(ROOT / "Datasets/labels" / name, encoding="utf-8") as f:
        return [label for label in (json.loads(line) for line in f if line.strip()) if usable(label)]


def measure(binary, labels, multiline, other_scale):
    requests = []
    for index, label in enumerate(labels):
        scale = label["scale"] if not other_scale else 5 - label["scale"]
        request = {"id": index, "text": label["text"], "font": font(label), "scale": scale,
                   "lines": label["numberOfLines"] if multiline else 1}
        if multiline:
            request["width"] = label["width"]
        requests.append(json.dumps(request) + "\n")
    return run_measure(binary, "".join(requests))


def grid(value, scale):
    return math.ceil(value * scale - EPS) / scale


def cause(label, here, there, unrounded, multiline):
    stored = label["height"]
    if abs(here["height"] - stored) < EPS:
        return "exact"
    if abs(math.ceil(here["height"] - EPS) - stored) < EPS:
        return "whole-point"
    if abs(grid(there["height"], label["scale"]) - stored) < EPS:
        return "other-scale"
    if unrounded is not None and round(unrounded) < unrounded - EPS and abs(round(unrounded) - stored) < EPS:
        return "nearest-point"
    if multiline and here["lines"] != label["lines"]:
        return "line-count"
    return "shorter" if stored < here["height"] else "taller"


def pct(a, n):
    return "%5.1f%%" % (100 * a / n) if n else "    -"


def analyse(binary, labels, multiline):
    here = measure(binary, labels, multiline, False)
    there = measure(binary, labels, multiline, True)
    # The unrounded height of a single line: the engine's line height at a scale fine enough that its
    # grid does not move it by more than 1/1024 pt.
    fine = {}
    if not multiline:
        requests = "".join(json.dumps({"id": i, "text": label["text"], "font": font(label), "scale": 1024,
                                       "lines": 1}) + "\n" for i, label in enumerate(labels))
        fine = run_measure(binary, requests)
    rows = []
    for index, label in enumerate(labels):
        if index not in here or index not in there:
            continue
        unrounded = fine[index]["height"] if not multiline and index in fine else None
        rows.append((label, here[index], cause(label, here[index], there[index], unrounded, multiline)))
    return rows


def print_by_release(title, rows):
    print(title)
    print("%-7s %5s  " % ("xcode", "n") + "  ".join("%13s" % c for c in CAUSES))
    by = defaultdict(Counter)
    for label, _, why in rows:
        by[label["xcode"]][why] += 1
        by["all"][why] += 1
    for release in sorted((k for k in by if k != "all")) + ["all"]:
        counts = by[release]
        n = sum(counts.values())
        print("%-7s %5d  " % (release, n) + "  ".join("%13s" % ("%d %s" % (counts[c], pct(counts[c], n).strip()))
                                                       for c in CAUSES))
    counts = by["all"]
    n = sum(counts.values())
    apps = defaultdict(set)
    for label, _, why in rows:
        apps[why].add(label["app"])
    print("exact or whole-point: %d of %d (%s); apps per cause: %s\n" % (
        counts["exact"] + counts["whole-point"], n, pct(counts["exact"] + counts["whole-point"], n).strip(),
        ", ".join("%s %d" % (c, len(apps[c])) for c in CAUSES if apps[c])))


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--binary", default=str(ROOT / "Tool/.build/debug/autolayout"))
    args = parser.parse_args()

    single = load("census.jsonl") + load("census-3.jsonl")
    rows = analyse(args.binary, single, False)
    print_by_release("single-line own heights, fit apps of census.jsonl and census-3.jsonl: cause by Xcode release", rows)

    print("single-line misses by (size, stored height): labels / apps, cause, Xcode releases, the engine's height;")
    print("and how the other labels of that size are stored (exact or whole-point: labels / apps)")
    misses = defaultdict(list)
    at_size = defaultdict(lambda: [0, set()])
    for label, result, why in rows:
        if why in ("exact", "whole-point"):
            at_size[label["size"]][0] += 1
            at_size[label["size"]][1].add(label["app"])
        else:
            misses[(label["size"], round(label["height"], 3), why)].append((label, result))
    for key, group in sorted(misses.items(), key=lambda item: (-len({l["app"] for l, _ in item[1]}), -len(item[1]))):
        size, stored, why = key
        apps = {l["app"] for l, _ in group}
        releases = sorted(Counter(l["xcode"] for l, _ in group).items())
        styles = Counter(l.get("textStyle") or "-" for l, _ in group)
        print("  %5g pt stored %-8g %3d / %2d apps  %-13s xcode %s  styles %s  engine %s;  size's others %d / %d apps" % (
            size, stored, len(group), len(apps), why, " ".join("%s:%d" % r for r in releases),
            ",".join("%s:%d" % s for s in styles.most_common()),
            "/".join(sorted({"%g" % round(r["height"], 3) for _, r in group})), at_size[size][0], len(at_size[size][1])))

    print()
    multi = load("census-3-multiline.jsonl")
    multi = [label for label in multi if isinstance(label.get("width"), (int, float))]
    rows = analyse(args.binary, multi, True)
    print_by_release("multi-line own heights, fit apps of census-3-multiline.jsonl: cause by Xcode release", rows)
    groups = defaultdict(Counter)
    for label, _, why in rows:
        groups["1 line" if label["lines"] <= 1 else "2+ lines"][why] += 1
        groups["text style" if label.get("textStyle") else "fixed size"][why] += 1
    for name in ("1 line", "2+ lines", "text style", "fixed size"):
        counts = groups[name]
        n = sum(counts.values())
        print("  %-10s %4d: exact or whole-point %s; %s" % (name, n, pct(counts["exact"] + counts["whole-point"], n),
                                                             ", ".join("%s %d" % (c, counts[c]) for c in CAUSES if counts[c])))
    # One-line frames the engine wraps: its unwrapped width against the stored width.
    unwrapped = run_measure(args.binary, "".join(
        json.dumps({"id": i, "text": label["text"], "font": font(label), "scale": label["scale"], "lines": 1}) + "\n"
        for i, (label, _, _) in enumerate(rows)))
    print("\nmulti-line misses (text, size, weight, style, Xcode, scale, stored w x h, lines stored / ours, ours h, cause;")
    print("for line-count misses our one-line width - stored width):")
    for i, (label, result, why) in enumerate(rows):
        if why in ("exact", "whole-point"):
            continue
        extra = ""
        if why == "line-count" and i in unwrapped:
            extra = "  width %+.2f" % (unwrapped[i]["width"] - label["width"])
        print("  %-32s %4g %-8s %-9s %2s @%dx %7.2f x %-7.2f %2d / %-2d %7.3f  %s%s  [%s]" % (
            json.dumps(label["text"][:30]), label["size"], label["weight"], label.get("textStyle") or "-", label["xcode"],
            label["scale"], label["width"], label["height"], label["lines"], result["lines"], result["height"], why, extra,
            label["app"]))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
