#!/usr/bin/env python3
"""Is one trial better than another beyond the noise of the apps? A paired comparison of two
`try_error_shapes.py --dump` files made on the same census parts, splits and validation labels
(e.g. the shipped generator with and without a census part, `--train-without`): for each size band
(<= 17 pt, > 17 pt) the change in the share within 0.5 pt and within 1 pt, the widths that went from
a miss to a hit and back, and a 95 % interval from a bootstrap over apps (every app's widths resampled
together, since labels of one app share a designer, a device and an Xcode: the app, not the label, is
the unit of evidence). A change is beyond the noise when its interval excludes 0.

    python3 Datasets/fonts/compare_trials.py BEFORE.jsonl AFTER.jsonl [--resamples 2000] [--seed 20261129] [--by-release]

`--by-release` also splits each band by the document's Xcode (7-11: iOS 9-13's static SF; 12 on: today's
variable SF), from the dumps' `xcode` field; `--weights regular,bold` counts only labels of those UIKit
weights (the dumps' `weight` field); `--after-xcode 12-99` takes AFTER's widths only for documents of
those Xcode versions and BEFORE's elsewhere (a model per release: AFTER for today's font only).

Standard library only.
"""
import argparse
import json
import random
import sys
from collections import defaultdict


def load(path):
    return {(d["split"], d["label"]): d for d in map(json.loads, open(path, encoding="utf-8"))}


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("before")
    ap.add_argument("after")
    ap.add_argument("--resamples", type=int, default=2000)
    ap.add_argument("--seed", type=int, default=20261129)
    ap.add_argument("--by-release", action="store_true")
    ap.add_argument("--weights", help="comma-separated UIKit weights: count only their labels")
    ap.add_argument("--after-xcode", metavar="MIN-MAX", help="AFTER's widths only for these Xcode versions")
    args = ap.parse_args()
    before, after = load(args.before), load(args.after)
    if before.keys() != after.keys():
        sys.exit("the two dumps do not hold the same validation widths (same parts, splits and labels?)")
    if args.after_xcode:
        lo, hi = (int(x) for x in args.after_xcode.split("-"))
        after = {k: d if lo <= d.get("xcode", 0) <= hi else before[k] for k, d in after.items()}
    if args.weights:
        kept = set(args.weights.split(","))
        before = {k: d for k, d in before.items() if (d.get("weight") or after[k].get("weight")) in kept}
    rng = random.Random(args.seed)
    print(f"{'size':11} {'tolerance':9} {'widths':>7} {'apps':>5} {'before':>7} {'after':>7} {'change':>7} "
          f"{'gained':>7} {'lost':>6}   95 % interval (apps resampled {args.resamples}x, seed {args.seed})")
    bands = [("<=17", lambda d: d["size"] <= 17), (">17", lambda d: d["size"] > 17)]
    if args.by_release:
        releases = [("X7-11", lambda d: 7 <= d.get("xcode", 0) <= 11), ("X12+", lambda d: d.get("xcode", 0) >= 12)]
        bands += [(f"{b} {r}", lambda d, bt=bt, rt=rt: bt(d) and rt(d)) for b, bt in bands for r, rt in releases]
    for band, test in bands:
        for field, name in (("half", "0.5 pt"), ("one", "1 pt")):
            per_app = defaultdict(lambda: [0, 0, 0])  # widths, hits before, hits after
            gained = lost = 0
            for key, b in before.items():
                if not test(b):
                    continue
                a = after[key]
                cell = per_app[b["app"]]
                cell[0] += 1
                cell[1] += b[field]
                cell[2] += a[field]
                gained += a[field] and not b[field]
                lost += b[field] and not a[field]
            apps = sorted(per_app)
            n = sum(per_app[x][0] for x in apps)
            hit_b = sum(per_app[x][1] for x in apps)
            hit_a = sum(per_app[x][2] for x in apps)
            if not n:
                continue
            changes = []
            for _ in range(args.resamples):
                drawn = [per_app[rng.choice(apps)] for _ in apps]
                total = sum(c[0] for c in drawn)
                changes.append(100 * (sum(c[2] for c in drawn) - sum(c[1] for c in drawn)) / total)
            changes.sort()
            low, high = changes[int(0.025 * len(changes))], changes[int(0.975 * len(changes)) - 1]
            verdict = "beyond the noise" if low > 0 or high < 0 else "within the noise"
            print(f"{band:11} {name:9} {n:7} {len(apps):5} {100 * hit_b / n:6.1f}% {100 * hit_a / n:6.1f}% "
                  f"{100 * (hit_a - hit_b) / n:+6.1f}  {gained:7} {lost:6}   [{low:+.1f}, {high:+.1f}] {verdict}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
