#!/usr/bin/env python3
"""How close `autolayout measure` (the shipped Swift measurer, fast mode) comes to the frames Xcode
stored for the census labels: the issue's figures, measured through the product rather than
through the fit's Python model (Datasets/fonts/standin.py).

    swift build -c release --product autolayout
    python3 Scripts/labels/evaluate.py [--binary .build/release/autolayout] [--census Datasets/labels/census.jsonl]

Widths: labels whose stored width is their text's own (`widthIsOwn`), Latin or Greek/Cyrillic
script (others are drawn by fallback fonts), not `suspect`, from Xcode 7 on (Xcode 6 documents
were laid out with Helvetica Neue); the model's width, ceiled to the document's pixel grid, within
0.5 pt and 1 pt of the stored width. 'stale' (more than 3 pt off, as the fit script calls them) are
counted apart. Heights: `heightIsOwn` labels of Xcode >= 7 documents, exact to the pixel grid, and
exact or equal to the whole-point ceiling (frames kept from an older Xcode or set by Size to Fit).
Reported per split (fit / heldout apps: the heldout apps were never used for fitting) and size band.
Standard library only.
"""
import argparse
import json
import math
import pathlib
import subprocess
import sys
from collections import defaultdict

ROOT = pathlib.Path(__file__).resolve().parents[2]


def measure(binary, labels):
    requests = "".join(
        json.dumps({"id": index, "text": label["text"],
                    "font": {"family": "system", "size": label["size"], "weight": label["weight"]},
                    "lines": 1, "scale": label["scale"]}) + "\n"
        for index, label in enumerate(labels))
    done = subprocess.run([binary, "measure", "-"], input=requests, capture_output=True, text=True, check=True)
    results = {}
    for line in done.stdout.splitlines():
        record = json.loads(line)
        if "error" not in record:
            results[record["id"]] = record
    return results


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--binary", default=str(ROOT / ".build/release/autolayout"))
    parser.add_argument("--census", default=str(ROOT / "Datasets/labels/census.jsonl"))
    args = parser.parse_args()
    labels = [json.loads(line) for line in open(args.census, encoding="utf-8")]
    usable = [label for label in labels
              if label.get("scale") and label.get("script") in ("latin", "greek-cyrillic")
              and (label.get("xcode") or 0) >= 7 and not label.get("suspect")
              and (label.get("widthIsOwn") or label.get("heightIsOwn"))]
    results = measure(args.binary, usable)
    widths = defaultdict(lambda: [0, 0, 0, 0])  # n, within 0.5, within 1, stale
    heights = defaultdict(lambda: [0, 0, 0])  # n, exact, exact or whole point
    for index, label in enumerate(usable):
        result = results.get(index)
        if result is None:
            continue
        band = "<=17" if label["size"] <= 17 else ">17"
        key = (label["split"], band)
        if label.get("widthIsOwn"):
            error = abs(result["width"] - label["width"])
            cell = widths[key]
            if error > 3:
                cell[3] += 1
            else:
                cell[0] += 1
                cell[1] += error <= 0.5 + 1e-9
                cell[2] += error <= 1 + 1e-9
        if label.get("heightIsOwn"):
            cell = heights[key]
            cell[0] += 1
            exact = abs(result["height"] - label["height"]) < 1e-6
            whole = abs(math.ceil(result["height"] - 1e-9) - label["height"]) < 1e-6
            cell[1] += exact
            cell[2] += exact or whole
    print("widths (widthIsOwn, Xcode >= 7, not suspect; stale = more than 3 pt off, apart)")
    print(f"{'split':8} {'size':5} {'n':>6} {'<=0.5 pt':>9} {'<=1 pt':>8} {'stale':>6}")
    for key in sorted(widths):
        n, half, one, stale = widths[key]
        print(f"{key[0]:8} {key[1]:5} {n:6} {100 * half / max(n, 1):8.1f}% {100 * one / max(n, 1):7.1f}% {stale:6}")
    print("heights (heightIsOwn, Xcode >= 7): exact to the pixel grid (exact or the whole-point ceiling)")
    for key in sorted(heights):
        n, exact, whole = heights[key]
        print(f"{key[0]:8} {key[1]:5} {n:6} {100 * exact / max(n, 1):8.1f}% ({100 * whole / max(n, 1):.1f}%)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
