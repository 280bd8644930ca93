#!/usr/bin/env python3
"""Why do Xcode 15 documents at @3x miss more up to 17 pt? FIT apps only (the labels
`analyse_misses.py` scores), labels of Xcode 12 on (drawn with today's font) whose stored frame is on
the pixel grid (width not a whole number, or own height a fraction of a point), up to 17 pt.

    python3 Scripts/labels/analyse_pixel_grid.py --binary Tool/.build/debug/autolayout

For Xcode 12-14 and Xcode 15 on, at @2x and @3x: the share within 0.5 pt when the product's
unrounded width is ceiled (the model's rule), rounded or floored to the pixel grid, with a 95 %
interval of the change from a bootstrap over apps; the stored width minus the ceiled one in pixels;
the share by text length; and Xcode 15 @3x without its largest app, against what Xcode 12-14's
shares by length predict for its labels (a difference of composition, not of rounding, leaves the
two equal). Standard library only.
"""
import argparse
import math
import pathlib
import random
import sys
from collections import Counter, defaultdict

ROOT = pathlib.Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "Datasets/fonts"))
import fit_system_font  # noqa: E402
import try_font_release  # noqa: E402  (measured_labels: the product's unrounded widths, today's font)

RULES = {"ceil": lambda x: math.ceil(x - 1e-6), "round": round, "floor": lambda x: math.floor(x + 1e-6)}
LENGTHS = [(1, 5), (6, 10), (11, 20), (21, 10 ** 6)]
SEED = 20261129


def on_grid(label):
    height = label.get("height")
    return not float(label["width"]).is_integer() or (isinstance(height, (int, float)) and not float(height).is_integer())


def hit(label, rule, tolerance=0.5):
    stored = RULES[rule](label["unrounded"] * label["scale"]) / label["scale"]
    return abs(stored - label["width"]) <= tolerance + 1e-9


def share(labels, rule="ceil"):
    return 100 * sum(hit(label, rule) for label in labels) / len(labels) if labels else float("nan")


def change_interval(labels, rule):
    per_app = defaultdict(list)
    for label in labels:
        per_app[label["app"]].append((hit(label, "ceil"), hit(label, rule)))
    apps = list(per_app)
    rng = random.Random(SEED)
    changes = []
    for _ in range(2000):
        sample = [pair for app in (rng.choice(apps) for _ in apps) for pair in per_app[app]]
        changes.append(100 * (sum(b for _, b in sample) - sum(a for a, _ in sample)) / len(sample))
    changes.sort()
    return changes[50], changes[1949]


def by_length(labels):
    return [[label for label in labels if low <= len(label["text"]) <= high] for low, high in LENGTHS]


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--binary", default=fit_system_font.DEFAULT_BINARY)
    args = parser.parse_args()
    labels = [label for label in try_font_release.measured_labels(args.binary)
              if label["xcode"] >= 12 and on_grid(label) and label["drawnSize"] <= 17]
    groups = {}
    for name, test in (("Xcode 12-14", lambda x: x <= 14), ("Xcode 15 on", lambda x: x >= 15)):
        for scale in (2, 3):
            chosen = [label for label in labels if test(label["xcode"]) and label["scale"] == scale]
            groups[(name, scale)] = chosen
            pixels = Counter(round((label["width"] - math.ceil(label["unrounded"] * scale - 1e-6) / scale) * scale)
                             for label in chosen)
            rules = "; ".join("%s %.1f %% [%+.1f, %+.1f]" % (rule, share(chosen, rule), *change_interval(chosen, rule))
                              for rule in ("round", "floor"))
            lengths = ", ".join("%d-%s %.1f %% (%d)" % (low, high if high < 10 ** 6 else "", share(cell), len(cell))
                                for (low, high), cell in zip(LENGTHS, by_length(chosen)))
            print(f"{name} @{scale}x: {len(chosen)} labels ({len({l['app'] for l in chosen})} apps), ceil {share(chosen):.1f} % "
                  f"within 0.5 pt; {rules}")
            print(f"    stored - ceiled, pixels: {sorted(pixels.items())}")
            print(f"    by length: {lengths}")
    late = groups[("Xcode 15 on", 3)]
    largest = Counter(label["app"] for label in late).most_common(1)[0][0]
    rest = [label for label in late if label["app"] != largest]
    rates = [share(cell) / 100 for cell in by_length(groups[("Xcode 12-14", 3)])]
    expected = sum(rate * len(cell) for rate, cell in zip(rates, by_length(rest))) / len(rest)
    print(f"Xcode 15 on @3x without {largest} ({len(late) - len(rest)} labels): {share(rest):.1f} % of {len(rest)}; "
          f"Xcode 12-14 @3x's shares by length predict {100 * expected:.1f} %")


if __name__ == "__main__":
    main()
