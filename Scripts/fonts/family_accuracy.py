#!/usr/bin/env python3
"""Width accuracy of the open faces standing in for Apple's other families
(Sources/TextMeasurement/AppleFamilyFaces.swift), on the census's Interface Builder labels of
those families whose stored width is their own (Datasets/labels/other-families.jsonl).

Each label is measured by `autolayout measure` in its family, size and weight (from its
PostScript name), one line, at its document's scale (width rounded up to the pixel grid, as
Xcode stores it), and compared with the stored width. Prints a Markdown table: labels, share
within 0.5 pt and within 1 pt, median difference (ours - Xcode), per family.

    python3 Scripts/fonts/family_accuracy.py [--binary Tool/.build/release/autolayout]
Standard library only.
"""
import argparse
import json
import pathlib
import statistics
import subprocess

ROOT = pathlib.Path(__file__).resolve().parents[2]
CENSUS = ROOT / "Datasets/labels/other-families.jsonl"
FAMILIES = ["Helvetica Neue", "Helvetica", "Arial", "Times New Roman", "Times", "Courier New", "Courier", "Menlo",
            "Palatino", "Bookman", "Avant Garde", "New Century Schoolbook"]
WEIGHTS = [("ultralight", "ultraLight"), ("thin", "thin"), ("light", "light"), ("medium", "medium"),
           ("semibold", "semibold"), ("demibold", "semibold"), ("extrabold", "heavy"), ("heavy", "heavy"),
           ("black", "black"), ("bold", "bold")]


def weight(postscript):
    """The UIKit weight a PostScript name's style asks for (HelveticaNeue-Bold: bold)."""
    style = (postscript or "").rpartition("-")[2].lower() if "-" in (postscript or "") else ""
    for prefix, name in WEIGHTS:
        if style.startswith(prefix):
            return name
    return "regular"


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--binary", default=str(ROOT / "Tool/.build/debug/autolayout"))
    parser.add_argument("--font", action="append", default=[], help="passed on to measure (try another face)")
    arguments = parser.parse_args()
    labels = []
    for line in CENSUS.read_text(encoding="utf-8").splitlines():
        label = json.loads(line)
        if label.get("widthIsOwn") and label.get("family") in FAMILIES and label.get("text"):
            labels.append(label)
    requests = "\n".join(json.dumps({"id": index, "text": label["text"],
                                     "font": {"family": label["family"], "size": label["size"],
                                              "weight": weight(label.get("weight"))},
                                     "lines": 1, "scale": label.get("scale") or 2})
                         for index, label in enumerate(labels))
    output = subprocess.run([arguments.binary, "measure", "-"] + [f"--font={font}" for font in arguments.font], input=requests.encode(), check=True,
                            capture_output=True).stdout.decode()
    differences = {}
    for answer in map(json.loads, output.splitlines()):
        label = labels[answer["id"]]
        if "width" not in answer:
            raise SystemExit(f"{label['family']}: {answer.get('error')}")
        differences.setdefault(label["family"], []).append(answer["width"] - label["width"])
    print("| family | face | labels | within 0.5 pt | within 1 pt | median (ours - Xcode) |")
    print("|---|---|---|---|---|---|")
    faces = {"Helvetica Neue": "Nimbus Sans", "Helvetica": "Nimbus Sans", "Arial": "Liberation Sans",
             "Times New Roman": "Liberation Serif", "Times": "Nimbus Roman", "Courier New": "Liberation Mono",
             "Courier": "Nimbus Mono PS", "Menlo": "DejaVu Sans Mono"}
    for family in FAMILIES:
        values = differences.get(family)
        if not values:
            continue
        half = sum(abs(v) <= 0.5 + 1e-9 for v in values) / len(values)
        one = sum(abs(v) <= 1 + 1e-9 for v in values) / len(values)
        print(f"| {family} | {faces.get(family, '')} | {len(values)} | {100 * half:.0f} % | {100 * one:.0f} % | "
              f"{statistics.median(values):+.2f} pt |")


if __name__ == "__main__":
    main()
