#!/usr/bin/env python3
"""Do the stored widths of old documents follow the system font of the SDK their Xcode shipped?
FIT apps only (the labels `Scripts/labels/analyse_misses.py` scores: split `fit` of every census
part, own width, Latin/Greek/Cyrillic, Xcode >= 7, not suspect, off the stale list); never a
held-out split.

    python3 Datasets/fonts/try_font_release.py --binary Tool/.build/debug/autolayout [--dump DIR]

Xcode 7-11 shipped the SDKs of iOS 9-13, whose SF came as two static fonts, SF Text below 20 pt
and SF Display from 20 pt, each with its own tracking table; Xcode 12 brought iOS 14's variable SF,
whose optical size moves from Text to Display between 17 and 28 pt and whose one tracking table is
the model's (`extra.tracking`; Apple, WWDC 2020 "The details of UI typography"). The product's
unrounded widths (`lineWidths`, today's font: every label measured as the shipped model does) are
changed per character by a tracking difference d(s) (1/1000 em), ceiled to the document's pixel
grid and scored within 0.5 / 1 pt, before and after, with a 95 % interval from a bootstrap over
apps (an app's labels resampled together; `compare_trials.py`'s rule: a change is beyond the noise
when its interval excludes 0). Variations, each on the Xcode 7-11 labels and, as a control, on the
Xcode 12 on labels (where today's font should already be right):

- `static-text`: Apple's static SF Text table (`extra.fontReleases`, `make_constants.py`) below
  20 pt in place of the variable font's, the fitted 18-20 pt offset kept;
- `static-text-no-band`: the same without the fitted 18-20 pt offset (that offset is what the
  variable font's optical size does there: already part Display; the static Text font is not);
- `static-both`: `static-text-no-band` and, from 20 pt, Apple's static SF Display table in place of
  the variable table plus the fitted offsets;
- `fitted-offset`: a per-size offset fitted on the Xcode 7-11 labels of the OTHER apps (leave one
  app out: the median per-character residual at 17 pt and at 18-19 pt), the fit the data would
  choose without Apple's table.

`--dump DIR` writes each variation's per-label hits (`compare_trials.py`'s format, split "all").
Standard library only.
"""
import argparse
import json
import math
import os
import pathlib
import random
import statistics
import sys
from collections import defaultdict

ROOT = pathlib.Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "Scripts/labels"))
sys.path.insert(0, str(ROOT / "Datasets/fonts"))
import analyse_misses  # noqa: E402
import evaluate  # noqa: E402
import fit_system_font  # noqa: E402

RESAMPLES = 2000
SEED = 20261129
BANDS = [("<=17", lambda s: s <= 17), ("17", lambda s: s == 17), ("18-19", lambda s: 17 < s < 20),
         (">=20", lambda s: s >= 20), (">17", lambda s: s > 17)]


def interpolated(table, size):
    """A tracking table's value at `size`: linear between listed sizes, the end values beyond."""
    if size <= table[0][0]:
        return table[0][1]
    if size >= table[-1][0]:
        return table[-1][1]
    for (s0, v0), (s1, v1) in zip(table, table[1:]):
        if s0 <= size <= s1:
            return v0 + (v1 - v0) * (size - s0) / (s1 - s0)


def stepped(table, size):
    """A table of sizes from which a value holds (Apple lists the Display table that way)."""
    return [v for s, v in table if s <= size][-1] if size >= table[0][0] else table[0][1]


def band(size, segments):
    for start, end, a, b in segments:
        if start <= size < end:
            return a + (b - a) * (size - start) / (end - start)
    return 0.0


def measured_labels(binary):
    """Every scored fit label with the product's unrounded width and the size it was drawn at."""
    stale = evaluate.stale_keys(ROOT / "Datasets/labels/stale.jsonl")
    scored, _ = analyse_misses.system_labels(stale)
    sizes = fit_system_font.canvas_sizes(scored, binary)
    drawn = []
    for label in scored:
        size = label["size"]
        if label.get("textStyle"):
            size = sizes.get((label["textStyle"], label["weight"], str(label.get("toolsVersion") or "")), size)
        drawn.append(size)
    # Today's font for every label: a fixed size at the size it was drawn, no tools version.
    got = unrounded_widths(binary, scored, "system", drawn)
    return [dict(label, drawnSize=drawn[i], unrounded=got[i]) for i, label in enumerate(scored) if i in got]


def unrounded_widths(binary, labels, family, sizes):
    """The product's unrounded one-line width of each label in `family` at `sizes[i]`, by index."""
    requests = "".join(json.dumps({"id": i, "text": label["text"], "scale": label["scale"], "lines": 1,
                                   "font": {"family": family, "size": sizes[i], "weight": label["weight"]}}) + "\n"
                       for i, label in enumerate(labels))
    return {i: answer["lineWidths"][0] for i, answer in evaluate.run_measure(binary, requests, ["--threads", "2"]).items()}


def hit(width, label, tolerance):
    stored = math.ceil(width * label["scale"] - 1e-6) / label["scale"]
    return abs(stored - label["width"]) <= tolerance + 1e-9


def per_character(label):
    """The stored width's middle over the product's, per character, in 1/1000 em."""
    middle = label["width"] - 0.5 / label["scale"]
    return 1000 * (middle - label["unrounded"]) / (label["drawnSize"] * max(1, len(label["text"])))


def shifted(label, delta):
    return label["unrounded"] + delta * label["drawnSize"] * len(label["text"]) / 1000


def compare(name, labels, deltas, dump):
    rng = random.Random(SEED)
    rows = []
    for band_name, test in BANDS:
        chosen = [(label, d) for label, d in zip(labels, deltas) if test(label["drawnSize"])]
        if not chosen:
            continue
        per_app = defaultdict(lambda: [0, 0, 0, 0, 0])
        for label, d in chosen:
            cell = per_app[label["app"]]
            cell[0] += 1
            cell[1] += hit(label["unrounded"], label, 0.5)
            cell[2] += hit(shifted(label, d), label, 0.5)
            cell[3] += hit(label["unrounded"], label, 1.0)
            cell[4] += hit(shifted(label, d), label, 1.0)
        apps = list(per_app)
        total = [sum(per_app[a][k] for a in apps) for k in range(5)]
        changes = [[], []]
        for _ in range(RESAMPLES):
            sample = [per_app[rng.choice(apps)] for _ in apps]
            n = sum(c[0] for c in sample)
            for k in (0, 1):
                changes[k].append(100 * (sum(c[2 + 2 * k] for c in sample) - sum(c[1 + 2 * k] for c in sample)) / n)
        low, high = int(0.025 * RESAMPLES), int(0.975 * RESAMPLES) - 1
        cells = []
        for k in (0, 1):
            ordered = sorted(changes[k])
            cells.append("%5.1f -> %5.1f %% [%+5.1f, %+5.1f]" % (100 * total[1 + 2 * k] / total[0], 100 * total[2 + 2 * k] / total[0],
                                                               ordered[low], ordered[high]))
        rows.append(f"{name:44} {band_name:6} {total[0]:5} {len(apps):4}   {cells[0]}   {cells[1]}")
    if dump:
        with open(os.path.join(dump, name.replace(" ", "_").replace(",", "") + ".jsonl"), "w", encoding="utf-8") as f:
            for label, d in zip(labels, deltas):
                f.write(json.dumps({"split": "all", "label": f"{label['fileSha1']}:{label['labelId']}", "app": label["app"],
                                    "size": label["drawnSize"], "half": hit(shifted(label, d), label, 0.5),
                                    "one": hit(shifted(label, d), label, 1.0)}) + "\n")
    return rows


def arguments_and_model(doc):
    """The command line of a release trial (`--binary`, `--dump`) and system-font.json's `extra`."""
    parser = argparse.ArgumentParser(description=doc.splitlines()[0])
    parser.add_argument("--binary", default=fit_system_font.DEFAULT_BINARY)
    parser.add_argument("--dump", default=None, help="directory for per-label hits of each variation")
    with open(ROOT / "Datasets/fonts/system-font.json", encoding="utf-8") as f:
        return parser.parse_args(), json.load(f)["extra"]


def main():
    args, extra = arguments_and_model(__doc__)
    variable = extra["tracking"]["table"]
    segments = extra["sizeBandTracking"]
    display_from = extra["opticalSize"]["displayFrom"]
    release = extra["fontReleases"]["iOS9to13"]
    static_text, static_display = release["textTracking"]["table"], release["displayTracking"]["table"]
    labels = measured_labels(args.binary)
    old = [label for label in labels if label["xcode"] <= 11]
    new = [label for label in labels if label["xcode"] >= 12]

    def static_text_delta(size, keep_band):
        if size >= display_from:
            return 0.0
        return interpolated(static_text, size) - interpolated(variable, size) - (0 if keep_band else band(size, segments))

    def static_both_delta(size):
        if size < display_from:
            return static_text_delta(size, False)
        return stepped(static_display, size) - (interpolated(variable, size) + band(size, segments))

    def fitted(labels_, label):
        group = (lambda s: s == 17) if label["drawnSize"] == 17 else (lambda s: 17 < s < display_from)
        if not (label["drawnSize"] == 17 or 17 < label["drawnSize"] < display_from):
            return 0.0
        others = [per_character(m) for m in labels_ if m["app"] != label["app"] and group(m["drawnSize"])]
        return statistics.median(others) if others else 0.0

    print(f"{'variation (fit apps)':44} {'size':6} {'n':>5} {'apps':>4}   {'within 0.5 pt, before -> after [95 % interval]':39}"
          f"   within 1 pt")
    for group_name, group in (("Xcode 7-11", old), ("Xcode 12 on (control)", new), ("Xcode 7-8", [x for x in old if x["xcode"] <= 8]),
                              ("Xcode 9-11", [x for x in old if x["xcode"] >= 9])):
        variations = [
            ("static-text", [static_text_delta(x["drawnSize"], True) for x in group]),
            ("static-text-no-band", [static_text_delta(x["drawnSize"], False) for x in group]),
            ("static-both", [static_both_delta(x["drawnSize"]) for x in group]),
        ]
        if group is old:
            variations.append(("fitted-offset", [fitted(group, x) for x in group]))
        for name, deltas in variations:
            for row in compare(f"{group_name}, {name}", group, deltas, args.dump):
                print(row)
    # The residual per size of each release group, for the table in docs/text.md.
    print("\nmedian per-character residual (stored middle - today's model, 1/1000 em), labels (apps):")
    for size_name, test in (("12-16", lambda s: 12 <= s <= 16), ("17", lambda s: s == 17), ("18-19", lambda s: 17 < s < 20),
                            ("20-28", lambda s: 20 <= s <= 28), ("> 28", lambda s: s > 28)):
        cells = []
        for group_name, group in (("Xcode 7-8", [x for x in old if x["xcode"] <= 8]), ("Xcode 9-11", [x for x in old if x["xcode"] >= 9]),
                                  ("Xcode 12 on", new)):
            chosen = [x for x in group if test(x["drawnSize"])]
            if chosen:
                cells.append("%s %+5.1f (%d, %d)" % (group_name, statistics.median(map(per_character, chosen)), len(chosen),
                                                     len({x["app"] for x in chosen})))
        print(f"  {size_name:6} " + "; ".join(cells))


if __name__ == "__main__":
    main()
