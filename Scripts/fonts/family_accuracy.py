#!/usr/bin/env python3
"""Width accuracy of the open faces standing in for Apple's other families
(Sources/TextMeasurement/AppleFamilyFaces.swift), on the Interface Builder labels of those
families whose stored width is their own: `Datasets/labels/other-families.jsonl` (the census),
`census-3-other-families.jsonl` (census part 3) and `heldout-4-other-families.jsonl` (held out).

Each label is measured by `autolayout measure` in its family, size and weight (from its
PostScript name), one line, at its document's scale (width rounded up to the pixel grid, as
Xcode stores it), and compared with the stored width. Labels are those the system font's fit
uses: own width, Latin or Greek/Cyrillic, not `suspect`, deduplicated per app, text, size,
weight, scale and width. Prints Markdown tables per family and per family and weight: labels,
apps, share within 0.5 pt and within 1 pt, median difference (ours - Xcode).

Only the fit apps (split `fit`) are read unless `--heldout [SPLIT]` is given: then only the apps
of that held-out split (`heldout`, `heldout-3`, the default, or `heldout-4`) are. Look at the held-out figures once per model, after it is final.

    python3 Scripts/fonts/family_accuracy.py [--binary Tool/.build/debug/autolayout] [--heldout [SPLIT]]
Standard library only.
"""
import argparse
import json
import pathlib
import statistics
import subprocess

ROOT = pathlib.Path(__file__).resolve().parents[2]
CENSUS = [ROOT / "Datasets/labels/other-families.jsonl", ROOT / "Datasets/labels/census-3-other-families.jsonl",
          ROOT / "Datasets/labels/heldout-4-other-families.jsonl"]
FAMILIES = ["Helvetica Neue", "Helvetica", "Arial", "Times New Roman", "Times", "Courier New", "Courier", "Menlo",
            "Palatino", "Bookman", "Avant Garde", "New Century Schoolbook"]
WEIGHTS = [("ultralight", "ultraLight"), ("thin", "thin"), ("light", "light"), ("medium", "medium"),
           ("semibold", "semibold"), ("demibold", "semibold"), ("extrabold", "heavy"), ("heavy", "heavy"),
           ("black", "black"), ("bold", "bold"), ("condensedbold", "bold")]
HELD_OUT = {"heldout", "heldout-3", "heldout-4"}


def weight(postscript):
    """The UIKit weight a PostScript name's style asks for (HelveticaNeue-Bold: bold)."""
    style = (postscript or "").rpartition("-")[2].lower() if "-" in (postscript or "") else ""
    for prefix, name in WEIGHTS:
        if style.startswith(prefix):
            return name
    return "regular"


def labels(heldout):
    """The own-width labels of the mapped families in the chosen splits, deduplicated."""
    chosen, seen = [], set()
    for path in CENSUS:
        for line in path.read_text(encoding="utf-8").splitlines():
            label = json.loads(line)
            if not (label.get("widthIsOwn") and label.get("family") in FAMILIES and label.get("text")):
                continue
            if label.get("suspect") or label.get("script") not in ("latin", "greek-cyrillic"):
                continue
            if (label["split"] != heldout) if heldout else (label["split"] in HELD_OUT):
                continue
            key = (label["app"], label["text"], label["size"], label.get("weight"), label.get("scale"), label["width"])
            if key not in seen:
                seen.add(key)
                chosen.append(label)
    return chosen


def row(name, values, apps):
    half = sum(abs(v) <= 0.5 + 1e-9 for v in values) / len(values)
    one = sum(abs(v) <= 1 + 1e-9 for v in values) / len(values)
    return (f"| {name} | {len(values)} | {len(apps)} | {100 * half:.0f} % | {100 * one:.0f} % | "
            f"{statistics.median(values):+.2f} pt |")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--binary", default=str(ROOT / "Tool/.build/debug/autolayout"))
    parser.add_argument("--font", action="append", default=[], help="passed on to measure (try another face)")
    parser.add_argument("--heldout", nargs="?", const="heldout-3", default=None,
                        help="one held-out split instead of the fit apps (heldout, heldout-3 (default), heldout-4)")
    arguments = parser.parse_args()
    chosen = labels(arguments.heldout)
    requests = "\n".join(json.dumps({"id": index, "text": label["text"],
                                     "font": {"family": label["family"], "size": label["size"],
                                              "weight": weight(label.get("weight"))},
                                     "lines": 1, "scale": label.get("scale") or 2})
                         for index, label in enumerate(chosen))
    output = subprocess.run([arguments.binary, "measure", "-"] + [f"--font={font}" for font in arguments.font],
                            input=requests.encode(), check=True, capture_output=True).stdout.decode()
    differences, apps = {}, {}
    for answer in map(json.loads, output.splitlines()):
        label = chosen[answer["id"]]
        if "width" not in answer:
            raise SystemExit(f"{label['family']}: {answer.get('error')}")
        for key in (label["family"], (label["family"], weight(label.get("weight")))):
            differences.setdefault(key, []).append(answer["width"] - label["width"])
            apps.setdefault(key, set()).add(label["app"])
    print(f"held-out apps ({arguments.heldout})" if arguments.heldout else "fit apps")
    print()
    print("| family | labels | apps | within 0.5 pt | within 1 pt | median (ours - Xcode) |")
    print("|---|---|---|---|---|---|")
    for family in FAMILIES:
        if family in differences:
            print(row(family, differences[family], apps[family]))
    print()
    print("| family, weight | labels | apps | within 0.5 pt | within 1 pt | median (ours - Xcode) |")
    print("|---|---|---|---|---|---|")
    for family in FAMILIES:
        for name in ["ultraLight", "thin", "light", "regular", "medium", "semibold", "bold", "heavy", "black"]:
            if (family, name) in differences:
                print(row(f"{family}, {name}", differences[(family, name)], apps[(family, name)]))


if __name__ == "__main__":
    main()
