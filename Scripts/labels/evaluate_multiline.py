#!/usr/bin/env python3
"""How close `autolayout measure` comes to the heights Xcode stored for multi-line system-font labels
whose height is their own (Datasets/labels/census-3-multiline.jsonl, `heightIsOwn`): the text wrapped
at the label's stored width, with its `numberOfLines`, at its document's scale, in its font: a text style
by name (so the style's leading goes between the lines, as in the product's Interface Builder reader),
else the system font at the stored size. Up to f9a82ba (issue 35's first multi-line figures) text-style
labels were sent as plain system font: two-line headline labels then came out 1.3 pt short (42.5 stored,
2 x 20.287 ceiled to 41 by the script; 42.287 with the style's 22 pt lines, as UIKit lays them).

    swift build --package-path Tool --product autolayout
    python3 Scripts/labels/evaluate_multiline.py [--binary Tool/.build/debug/autolayout] [--heldout]

Labels: `heightIsOwn`, Latin or Greek/Cyrillic script, Xcode 7 or later, a known scale. The stored
width is where the label wrapped when Xcode laid it out (the one its constraints gave it, or the
cap its text reached), so it is the wrapping width here; a label whose width is its own with no cap
is measured unbounded, as the product sizes it (`wrap_width`; before 2026-11-28 it was wrapped at the
stored width too, which wrapped one-line labels whose text is a pixel wider in our font). A height
counts as exact when it equals the stored height, and as "exact or whole-point" when it equals the
stored height ceiled to whole points as older Xcode frames keep it (the label census's rule for single-line heights). Printed by the line
count the frame holds (`lines` = round(stored height / system line height), from the census) and
whether the engine found that many lines.

Held-out splits (`heldout-3`) are measured only with `--heldout`. Standard library only.
"""
import argparse
import json
import math
import pathlib
import sys
from collections import defaultdict

ROOT = pathlib.Path(__file__).resolve().parents[2]
sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
from evaluate import request, run_measure  # noqa: E402  (the one way both scripts call the tool)


def wrap_width(label):
    """Where the product wraps the label: a label whose width is its own and no constraint caps
    (`widthIsOwn` without `+cap` in its filter) takes its text's own width, so it is measured
    unbounded (wrapping it at Xcode's width, its text in Apple's font, would wrap our text wherever
    it is a pixel wider); any other label at the stored width (its constraints' width, or the cap
    its text reached)."""
    horizontal = (label.get("filter") or "").split(";")[0]
    if label.get("widthIsOwn") and "+cap" not in horizontal:
        return None
    return label["width"]


def measure(binary, labels):
    # A text style by its name, so that the style's leading goes between the lines as UIKit puts it
    # there (`LineHeightRule.styleLeading`), sized as the canvas of the document's Xcode drew it.
    requests = "".join(request(index, label, width=wrap_width(label), lines=label["numberOfLines"])
                       for index, label in enumerate(labels))
    return run_measure(binary, requests)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--binary", default=str(ROOT / "Tool/.build/debug/autolayout"))
    parser.add_argument("--census", default=str(ROOT / "Datasets/labels/census-3-multiline.jsonl"))
    parser.add_argument("--heldout", action="store_true", help="also measure and print held-out splits")
    args = parser.parse_args()
    labels = [json.loads(line) for line in open(args.census, encoding="utf-8") if line.strip()]
    if not args.heldout:
        held = sorted({label["split"] for label in labels if label["split"].startswith("heldout")})
        labels = [label for label in labels if not label["split"].startswith("heldout")]
        if held:
            print("held-out splits %s not measured (pass --heldout to look at them)" % ", ".join(held))
    usable = [label for label in labels
              if label.get("heightIsOwn") and label.get("scale") and isinstance(label.get("width"), (int, float))
              and isinstance(label.get("height"), (int, float)) and label.get("script") in ("latin", "greek-cyrillic")
              and (label.get("xcode") or 0) >= 7]
    results = measure(args.binary, usable)
    # (split, line group) -> [n, exact, exact or whole point, same line count, unmeasured]
    cells = defaultdict(lambda: [0, 0, 0, 0, 0])
    misses = []
    for index, label in enumerate(usable):
        group = "1 line" if label["lines"] <= 1 else "2+ lines"
        for key in ((label["split"], group), (label["split"], "all")):
            cell = cells[key]
            result = results.get(index)
            if result is None:
                cell[4] += 1
                continue
            height = result["height"]
            exact = abs(height - label["height"]) < 1e-6
            whole = exact or abs(math.ceil(height - 1e-9) - label["height"]) < 1e-6
            cell[0] += 1
            cell[1] += exact
            cell[2] += whole
            cell[3] += result["lines"] == label["lines"]
            if key[1] == "all" and not whole:
                misses.append((label["split"], label["text"][:40], label["size"], label["weight"], label["width"],
                               label["height"], label["lines"], round(height, 3), result["lines"]))
    print("multi-line system-font labels with their own height (Latin/Greek/Cyrillic, Xcode >= 7), wrapped at the")
    print("stored width with their numberOfLines: height exact / exact or the whole-point ceiling / same line count")
    print("%-10s %-9s %5s  %8s  %12s  %10s" % ("split", "lines", "n", "exact", "exact|whole", "same lines"))
    for (split, group), (n, exact, whole, same, unmeasured) in sorted(cells.items()):
        if not n:
            continue
        print("%-10s %-9s %5d  %7.1f%%  %11.1f%%  %9.1f%%%s" % (
            split, group, n, 100 * exact / n, 100 * whole / n, 100 * same / n,
            "  (%d unmeasured)" % unmeasured if unmeasured else ""))
    print("\nneither exact nor the whole-point ceiling (split, text, size, weight, stored w, stored h, lines, ours h, ours lines):")
    for miss in misses:
        print("  " + " | ".join(str(x) for x in miss))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
