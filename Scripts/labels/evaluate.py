#!/usr/bin/env python3
"""How close `autolayout measure` (the shipped Swift measurer, fast mode) comes to the frames Xcode
stored for the census labels: the issue's figures, measured through the product rather than
through the fit's Python model (Datasets/fonts/standin.py).

    swift build -c release --package-path Tool --product autolayout
    python3 Scripts/labels/evaluate.py [--binary Tool/.build/release/autolayout] [--census PART.jsonl ...]
    python3 Scripts/labels/evaluate.py --heldout ...       # also the held-out apps (see below)
    python3 Scripts/labels/evaluate.py --heldout --by-release ...   # pooled rows also by Xcode 7-11 / 12 on

Reads every census part by default: the parts the system font is fitted on
(`Datasets/fonts/fit_system_font.py`'s CENSUS_PARTS: their fit apps and, with `--heldout`, their
held-out splits) and, with `--heldout`, the parts that are held out whole (its HELDOUT_ONLY).
`--census` (repeatable) reads only the parts it names. Rows per part, split and size band, then
pooled rows over every part read: `fit` and `held out` (every held-out split), each also over all
sizes.

Widths: labels whose stored width is their text's own (`widthIsOwn`), Latin or Greek/Cyrillic
script (others are drawn by fallback fonts), not `suspect` (the census's structural ratio test),
from Xcode 7 on (Xcode 6 documents were laid out with Helvetica Neue); the width, ceiled to the
document's pixel grid, within 0.5 pt and 1 pt of the stored width. Two columns, on the same labels:
the model (the binary as built) and Liberation Sans (the same binary with
`--font system=LiberationSans-Regular.ttf,LiberationSans-Bold.ttf`: the old baseline). Two rows per
split and size band: *clean*, without the labels of the one stale list (Datasets/labels/stale.jsonl,
made by Scripts/labels/stale.py from a fixed font panel, the same whatever model is scored), and
*all*, stale labels included.

Heights: `heightIsOwn` labels of Xcode >= 7 documents, exact to the pixel grid, and exact or equal
to the whole-point ceiling (frames kept from an older Xcode or set by Size to Fit).

Held-out labels (split `heldout`, `heldout-2`, ...) are measured and printed only with `--heldout`:
look at them once per model, not on every change. Standard library only.
"""
import argparse
import hashlib
import json
import math
import os
import pathlib
import statistics
import sys
from collections import defaultdict

ROOT = pathlib.Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "Datasets/fonts"))
import fit_system_font  # noqa: E402  (the one list of census parts)
sys.path.insert(0, str(ROOT / "Scripts/labels"))
from measure_tool import run_measure  # noqa: E402  (the one way the label scripts call the tool; analyse_own_heights imports it from here)
LIBERATION = ["/usr/share/fonts/truetype/liberation2/LiberationSans-Regular.ttf",
              "/usr/share/fonts/truetype/liberation2/LiberationSans-Bold.ttf"]
BANDS = [("<=17", lambda s: s <= 17), (">17", lambda s: s > 17)]
# --by-release: Xcode 12 brought iOS 14's variable SF; older releases drew the static SF of iOS 9-13.
RELEASE_GROUPS = [("Xcode 7-11", lambda x: x <= 11), ("Xcode 12 on", lambda x: x >= 12)]
# Finer size bands for --by-weight: text sizes, and the display sizes where SF's optical size
# leaves Text (SF Pro switches designs at 20 pt; the stand-in blends over 17-28 pt).
FINE_BANDS = [("<13", lambda s: s < 13), ("13-17", lambda s: s <= 17), ("18-20", lambda s: s <= 20),
              ("21-28", lambda s: s <= 28), ("29-40", lambda s: s <= 40), (">40", lambda s: True)]
WEIGHT_GROUPS = {"ultraLight": "light-", "thin": "light-", "light": "light-", "regular": "regular",
                 "medium": "medium", "semibold": "semibold", "bold": "bold", "heavy": "heavy+",
                 "black": "heavy+"}


def font(label):
    """The label's font as `autolayout measure` takes it: a text style by its name, else the system
    font at the stored size and weight."""
    if label.get("textStyle"):
        return {"textStyle": label["textStyle"], "weight": label["weight"]}
    return {"family": "system", "size": label["size"], "weight": label["weight"]}


def request(index, label, **fields):
    """One `measure` request for a census label: its text and font at its document's scale, with
    its document's `toolsVersion`, which the product reads as the Interface Builder importer does:
    a text style is sized as the canvas of the document's Xcode drew it
    (`InterfaceBuilderCanvasTextSize`: before 2026-11-28 every text style was measured at Large)
    and the system font is that Xcode's SDK's (`InterfaceBuilderSystemFontRelease`: Xcode 7-11,
    iOS 9-13's static SF; before 2026-11-29 every label was measured with today's font)."""
    body = {"id": index, "text": label["text"], "font": font(label), "scale": label["scale"], **fields}
    if label.get("toolsVersion"):
        body["toolsVersion"] = label["toolsVersion"]
    return json.dumps(body) + "\n"


def measure(binary, labels, extra, threads):
    requests = "".join(request(index, label, lines=1) for index, label in enumerate(labels))
    return run_measure(binary, requests, ["--threads", str(threads), *extra])


def stale_keys(path):
    keys = set()
    with open(path, encoding="utf-8") as f:
        for line in f:
            if line.strip():
                keys.add(json.loads(line)["key"])
    return keys


def pct(a, n):
    return "%5.1f%%" % (100 * a / n) if n else "    -"


def row_order(key):
    """Parts first (as read), then the pooled rows, then the release groups."""
    group = 1 if key[0] == "all parts" else (2 if key[0] in dict(RELEASE_GROUPS) else 0)
    return (group, key[0], key[1], ["<=17", ">17", "all"].index(key[2]))


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--binary", default=str(ROOT / "Tool/.build/release/autolayout"))
    parser.add_argument("--census", action="append",
                        help="a label file to read (repeatable; default: every census part, see above)")
    parser.add_argument("--stale", default=str(ROOT / "Datasets/labels/stale.jsonl"))
    parser.add_argument("--heldout", action="store_true", help="also measure and print held-out splits")
    parser.add_argument("--threads", type=int, default=1)
    parser.add_argument("--by-weight", action="store_true",
                        help="also widths per split, finer size band and weight (the model's column, all labels "
                             "and labels off the stale list), for designing the display-size and weight model")
    parser.add_argument("--by-release", action="store_true",
                        help="also the pooled rows by the documents' Xcode release (7-11 / 12 on)")
    args = parser.parse_args()
    parts = args.census or (fit_system_font.CENSUS_PARTS
                            + (fit_system_font.HELDOUT_ONLY if args.heldout else []))
    labels = []
    for path in parts:
        part = pathlib.Path(path).stem
        labels += [dict(json.loads(line), part=part) for line in open(path, encoding="utf-8") if line.strip()]
    held = sorted({label["split"] for label in labels if label["split"].startswith("heldout")})
    if not args.heldout:
        labels = [label for label in labels if not label["split"].startswith("heldout")]
        if held:
            print("held-out splits %s not measured (pass --heldout to look at them)" % ", ".join(held))
        if not labels:
            return 0
    stale = stale_keys(args.stale)
    usable = [label for label in labels
              if label.get("scale") and label.get("script") in ("latin", "greek-cyrillic")
              and (label.get("xcode") or 0) >= 7 and not label.get("suspect")
              and (label.get("widthIsOwn") or label.get("heightIsOwn"))]
    model = measure(args.binary, usable, [], args.threads)
    lib = measure(args.binary, [label for label in usable],
                  ["--font", "system=" + ",".join(LIBERATION)], args.threads)
    # (split, band) -> counters
    widths = defaultdict(lambda: defaultdict(int))
    # (split, fine band, weight group) -> [n, within 0.5, within 1, signed errors, n clean, 0.5 clean, 1 clean]
    fine = defaultdict(lambda: [0, 0, 0, [], 0, 0, 0])
    heights = defaultdict(lambda: [0, 0, 0])  # n, exact, exact or whole point
    for index, label in enumerate(usable):
        band = next(name for name, test in BANDS if test(label["size"]))
        pooled = "held out" if label["split"].startswith("heldout") else label["split"]
        keys = [(label["part"], label["split"], band), ("all parts", pooled, band), ("all parts", pooled, "all")]
        if args.by_release:
            release = next(name for name, test in RELEASE_GROUPS if test(label["xcode"]))
            keys += [(release, pooled, band), (release, pooled, "all")]
        if label.get("widthIsOwn"):
            m, l = model.get(index), lib.get(index)
            if m is None or l is None:
                for key in keys:
                    widths[key]["unmeasured"] += 1
                continue
            is_stale = "%s:%s" % (label["fileSha1"], label["labelId"]) in stale
            for key in keys:
                cell = widths[key]
                for rows in (("all", "clean") if not is_stale else ("all",)):
                    cell[rows + " n"] += 1
                    for name, result in (("model", m), ("liberation", l)):
                        error = abs(result["width"] - label["width"])
                        cell["%s %s 0.5" % (rows, name)] += error <= 0.5 + 1e-9
                        cell["%s %s 1" % (rows, name)] += error <= 1 + 1e-9
                cell["stale"] += is_stale
            band_f = next(name for name, test in FINE_BANDS if test(label["size"]))
            row = fine[(label["part"] + " " + label["split"], band_f, WEIGHT_GROUPS.get(label["weight"], label["weight"]))]
            error = m["width"] - label["width"]
            row[0] += 1
            row[1] += abs(error) <= 0.5 + 1e-9
            row[2] += abs(error) <= 1 + 1e-9
            row[3].append(error)
            if not is_stale:
                row[4] += 1
                row[5] += abs(error) <= 0.5 + 1e-9
                row[6] += abs(error) <= 1 + 1e-9
        if label.get("heightIsOwn"):
            result = model.get(index)
            if result is None:
                continue
            exact = abs(result["height"] - label["height"]) < 1e-6
            whole = abs(math.ceil(result["height"] - 1e-9) - label["height"]) < 1e-6
            for key in keys:
                cell = heights[key]
                cell[0] += 1
                cell[1] += exact
                cell[2] += exact or whole
    with open(args.stale, "rb") as f:
        stale_sha = hashlib.sha256(f.read()).hexdigest()[:12]
    print("census %s; stale list %s (%d labels, sha256 %s)" % (
        ", ".join(os.path.relpath(path, ROOT) for path in parts), os.path.relpath(args.stale, ROOT), len(stale),
        stale_sha))
    print("widths (widthIsOwn, Latin/Greek/Cyrillic, Xcode >= 7, not suspect): share within 0.5 pt / 1 pt;")
    print("clean = the stale list's labels set aside, all = stale labels included; same labels in both columns")
    print(f"{'part':12} {'split':10} {'size':5} {'rows':6} {'n':>5} {'stale':>6}   {'model 0.5 / 1 pt':>17}   "
          f"{'Liberation 0.5 / 1 pt':>22}")
    for key in sorted(widths, key=row_order):
        cell = widths[key]
        for rows in ("clean", "all"):
            n = cell[rows + " n"]
            print(f"{key[0]:12} {key[1]:10} {key[2]:5} {rows:6} {n:5} {cell['stale'] if rows == 'all' else '':>6}   "
                  f"{pct(cell[rows + ' model 0.5'], n)} / {pct(cell[rows + ' model 1'], n)}   "
                  f"{'':5}{pct(cell[rows + ' liberation 0.5'], n)} / {pct(cell[rows + ' liberation 1'], n)}")
        if cell["unmeasured"]:
            print(f"{'':17} unmeasured (error from the binary): {cell['unmeasured']}")
    if args.by_weight:
        print("widths by size band and weight (model only): all labels n, within 0.5 / 1 pt, median signed error "
              "(model - stored); then off the stale list (labels of files the list does not cover count as clean)")
        order = {name: i for i, (name, _) in enumerate(FINE_BANDS)}
        groups = ["light-", "regular", "medium", "semibold", "bold", "heavy+"]
        for key in sorted(fine, key=lambda k: (k[0], order[k[1]], groups.index(k[2]) if k[2] in groups else 99)):
            n, a, b, e, nc, ac, bc = fine[key]
            print(f"{key[0]:20} {key[1]:6} {key[2]:9} {n:5}  {pct(a, n)} / {pct(b, n)}  {statistics.median(e):+6.2f} pt   "
                  f"clean {nc:5}  {pct(ac, nc)} / {pct(bc, nc)}")
    print("heights (heightIsOwn, Xcode >= 7): exact to the pixel grid (exact or the whole-point ceiling)")
    for key in sorted(heights, key=row_order):
        n, exact, whole = heights[key]
        print(f"{key[0]:12} {key[1]:10} {key[2]:5} {n:6} {pct(exact, n)} ({pct(whole, n).strip()})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
