#!/usr/bin/env python3
"""The fit apps' own-width labels above 17 pt, measured through the product, by size band, weight
group and the document's Xcode release: is there a pattern that several apps agree on?

    python3 Scripts/labels/analyse_xcode_versions.py --binary Tool/.build/debug/autolayout

Fit apps only (split `fit` of census.jsonl and census-3.jsonl); the same label filter as
`evaluate.py` (Xcode >= 7, Latin/Greek/Cyrillic, not suspect, off the stale list). The error per
character is (model - stored) / (size x characters) in 1/1000 em, the unit of a tracking. Rows
"all whole" / "all grid": stored widths that are whole points (possibly ceiled to whole points by an
older Xcode) / on the pixel grid only.
Standard library only.
"""
import argparse
import json
import math
import pathlib
import statistics
import sys
from collections import defaultdict

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
import evaluate  # noqa: E402

ROOT = pathlib.Path(__file__).resolve().parents[2]
CENSUS = [ROOT / "Datasets/labels/census.jsonl", ROOT / "Datasets/labels/census-3.jsonl"]
BANDS = [("18-19", 19.99), ("20-28", 28), ("29-40", 40), (">40", 1e9)]
RELEASES = [("7-9", 9), ("10-11", 11), ("12+", 99)]
GROUPS = ["light-", "regular", "medium", "semibold", "bold", "heavy+"]


def release_offset(labels, measured, top=1e9):
    """What a rule by release could give: Xcode 7-9 labels from 20 pt widened by one tracking,
    each app's offset the median per-character residual of the OTHER apps' such labels (leave one
    app out), from 20 pt on or over 20-28 pt only (where the pattern was seen), applied to the product's width and ceiled to the pixel grid again (approximate: the
    product rounds per character)."""
    old = [(index, label) for index, label in enumerate(labels)
           if index in measured and label["xcode"] <= 9 and 20 <= label["size"] <= top]
    residual = {index: 1000 * (label["width"] - measured[index]["width"]) / (label["size"] * max(1, len(label["text"].rstrip())))
                for index, label in old}
    before = after = 0
    for index, label in old:
        others = [residual[i] for i, other in old if other["app"] != label["app"]]
        offset = statistics.median(others) if others else 0.0
        width = measured[index]["width"] + offset * label["size"] * max(1, len(label["text"].rstrip())) / 1000
        width = math.ceil(width * label["scale"] - 1e-9) / label["scale"]
        before += abs(measured[index]["width"] - label["width"]) <= 0.5 + 1e-9
        after += abs(width - label["width"]) <= 0.5 + 1e-9
    print(f"Xcode 7-9 labels of {'20 pt on' if top > 1000 else '20-%g pt' % top}: {len(old)} labels of {len({l['app'] for _, l in old})} apps; within 0.5 pt "
          f"{before} -> {after} with a release offset fitted on the other apps "
          f"(median offset over all {statistics.median(residual.values()) if residual else 0:+.1f}/1000 em)")


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--binary", default=str(ROOT / "Tool/.build/debug/autolayout"))
    parser.add_argument("--min-size", type=float, default=17.5)
    args = parser.parse_args()
    stale = evaluate.stale_keys(ROOT / "Datasets/labels/stale.jsonl")
    labels = []
    for path in CENSUS:
        for line in open(path, encoding="utf-8"):
            label = json.loads(line)
            if (label["split"] == "fit" and label.get("widthIsOwn") and label.get("scale")
                    and label.get("script") in ("latin", "greek-cyrillic") and (label.get("xcode") or 0) >= 7
                    and not label.get("suspect") and label["size"] >= args.min_size
                    and "%s:%s" % (label["fileSha1"], label["labelId"]) not in stale):
                labels.append(label)
    measured = evaluate.measure(args.binary, labels, [], 1)
    cells = defaultdict(list)
    for index, label in enumerate(labels):
        result = measured.get(index)
        if result is None:
            continue
        error = result["width"] - label["width"]
        characters = max(1, len(label["text"].rstrip()))
        per_em = 1000 * error / (label["size"] * characters)
        band = next(name for name, top in BANDS if label["size"] <= top)
        release = next(name for name, top in RELEASES if label["xcode"] <= top)
        group = evaluate.WEIGHT_GROUPS.get(label["weight"], label["weight"])
        grid = "whole" if float(label["width"]).is_integer() else "grid"
        for key in ((band, group, release), (band, group, "all"), (band, "all", release),
                    (band, "all", "all " + grid), ("all", "all", "all " + grid)):
            cells[key].append((error, per_em, label["app"]))
    whole_ok = defaultdict(lambda: [0, 0, 0])  # band -> labels, within 0.5 pt, within 0.5 pt or the whole-point ceiling
    for index, label in enumerate(labels):
        result = measured.get(index)
        if result is None:
            continue
        band = next(name for name, top in BANDS if label["size"] <= top)
        error = result["width"] - label["width"]
        whole = float(label["width"]).is_integer() and abs(math.ceil(result["width"] - 1e-9) - label["width"]) < 1e-6
        for key in (band, "all"):
            whole_ok[key][0] += 1
            whole_ok[key][1] += abs(error) <= 0.5 + 1e-9
            whole_ok[key][2] += abs(error) <= 0.5 + 1e-9 or whole
    print("within 0.5 pt, and within 0.5 pt or the stored width is the whole-point ceiling of the model's:")
    for key, (n, a, b) in whole_ok.items():
        print(f"  {key:6} {n:5}  {evaluate.pct(a, n)}  {evaluate.pct(b, n)}")
    release_offset(labels, measured)
    release_offset(labels, measured, 28)
    print("band   weight    Xcode    n apps  within 0.5 / 1 pt   median pt  median 1/1000 em  apps with median < 0 / > 0")
    for band in [name for name, _ in BANDS] + ["all"]:
        for group in GROUPS + ["all"]:
            for release in [name for name, _ in RELEASES] + ["all", "all whole", "all grid"]:
                rows = cells.get((band, group, release))
                if not rows or len(rows) < 5:
                    continue
                apps = defaultdict(list)
                for error, per_em, app in rows:
                    apps[app].append(per_em)
                below = sum(statistics.median(v) < -1 for v in apps.values())
                above = sum(statistics.median(v) > 1 for v in apps.values())
                n = len(rows)
                print(f"{band:6} {group:9} {release:6} {n:5} {len(apps):4}  "
                      f"{evaluate.pct(sum(abs(e) <= 0.5 + 1e-9 for e, _, _ in rows), n)} / "
                      f"{evaluate.pct(sum(abs(e) <= 1 + 1e-9 for e, _, _ in rows), n)}  "
                      f"{statistics.median(e for e, _, _ in rows):+7.2f}  {statistics.median(p for _, p, _ in rows):+9.1f}"
                      f"        {below:3} / {above:3}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
