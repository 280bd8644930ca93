#!/usr/bin/env python3
"""The widths Xcode stores for segmented controls sized by their titles, counted across apps.

UIKit gives a `UISegmentedControl` an intrinsic width from its segments: unless
`apportionsSegmentWidthsByContent` is set, every segment is as wide as the widest one, and a
divider sits between two.  This script reads, for every segmented control of the chosen sets
whose width is its own (no width or aspect constraint, placed by one horizontal edge or its
centre only, not a fixed frame, not an arranged
view of a stack view, not misplaced or ambiguous, laid out by constraints, titles only, no set
segment widths), the stored width, the number of segments and the widest title as `autolayout
measure` measures it in the 13-point system font (`--binary`), and prints the padding each
segment gives its title rounded up to whole points, `(stored - dividers) / count - ceil(widest)`
(by the sum of the titles for apportioned controls), with 1-point dividers before iOS 26 and none
from it (`SegmentedControl.dividerWidth(iOSVersion:)`), grouped by iOS SDK and the apportioning
flag, with the controls, documents and apps that store it.

    python3 Scripts/ib/segmented_widths.py [--evidence] [--binary Tool/.build/debug/autolayout] [--rows]
    python3 Scripts/ib/segmented_widths.py --frozen     # the held-out set, reported only

Python 3 standard library only.
"""
from __future__ import annotations

import argparse
import collections
import json
import math
import os
import statistics
import subprocess
import sys
import xml.etree.ElementTree as ET

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from control_sizes import document_constraints, documents, ios_of  # noqa: E402

HORIZONTAL = {"leading", "leadingMargin", "trailing", "trailingMargin", "left", "leftMargin", "right", "rightMargin"}
LEADING = {"leading", "leadingMargin", "left", "leftMargin"}
TRAILING = {"trailing", "trailingMargin", "right", "rightMargin"}
CENTRE = {"centerX", "centerXWithinMargins"}


def own_width_controls(path, repo):
    root = ET.parse(path).getroot()
    ios, tools = ios_of(root), (root.get("toolsVersion") or "0")
    constraints, parents = document_constraints(root)
    for view in root.iter("segmentedControl"):
        vid = view.get("id")
        attributes, width_constraints = set(), 0
        for owner, c in constraints:
            first = c.get("firstItem") or owner
            if first == vid:
                attribute = c.get("firstAttribute")
                if attribute == "width" or (attribute == "height" and c.get("secondItem") == vid):
                    width_constraints += 1
                attributes.add(attribute)
            if c.get("secondItem") == vid:
                attributes.add(c.get("secondAttribute"))
                if c.get("secondAttribute") == "width":
                    width_constraints += 1
        parent = parents.get(view)
        grandparent = parents.get(parent) if parent is not None else None
        rect = view.find("rect[@key='frame']")
        segments = view.find("segments")
        titles = [s.get("title") for s in segments] if segments is not None else []
        if (rect is None or not titles or any(t is None for t in titles)
                or any(s.get("image") or s.get("width") for s in segments)
                or view.get("misplaced") == "YES" or view.get("ambiguous") == "YES"
                or view.get("translatesAutoresizingMaskIntoConstraints") != "NO" or view.get("fixedFrame") == "YES"
                or (grandparent is not None and grandparent.tag == "stackView")
                or width_constraints
                or sum(bool(attributes & side) for side in (LEADING, TRAILING, CENTRE)) >= 2):
            continue
        yield dict(file=os.path.basename(path), repo=repo, id=vid, ios=ios, tools=tools.split(".")[0],
                   titles=titles, width=float(rect.get("width")),
                   apportions=view.get("apportionsSegmentWidthsByContent") == "YES")


def measure(binary, rows):
    lines = []
    for i, row in enumerate(rows):
        for j, title in enumerate(row["titles"]):
            lines.append(json.dumps({"id": "%d/%d" % (i, j), "text": title, "font": {"family": "system", "size": 13},
                                     "toolsVersion": row["tools"]}))
    out = subprocess.run([binary, "measure", "-"], input="\n".join(lines), capture_output=True, text=True, check=True)
    widths = collections.defaultdict(dict)
    for line in out.stdout.splitlines():
        d = json.loads(line)
        i, j = map(int, d["id"].split("/"))
        widths[i][j] = d.get("width", 0)
    for i, row in enumerate(rows):
        row["titleWidths"] = [widths[i][j] for j in range(len(row["titles"]))]


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--frozen", action="store_true")
    parser.add_argument("--evidence", action="store_true")
    parser.add_argument("--binary", default="Tool/.build/debug/autolayout")
    parser.add_argument("--rows", action="store_true", help="print every control")
    args = parser.parse_args()
    sets = ["xib-frozen"] if args.frozen else ["xib", "xib-more"] + (["../.build-evidence"] if args.evidence else [])
    rows = []
    for path, repo in documents(sets):
        rows += own_width_controls(path, repo)
    measure(args.binary, rows)
    groups = collections.defaultdict(list)
    for row in rows:
        n = len(row["titles"])
        content = row["width"] - (n - 1) * (0 if row["ios"] >= 26 else 1)
        whole = [math.ceil(w - 0.001) for w in row["titleWidths"]]
        row["padding"] = round(content / n - max(whole), 1)
        row["paddingBySum"] = round((content - sum(whole)) / n, 1)
        groups[(row["ios"], row["apportions"])].append(row)
        if args.rows:
            print("%s\t%s\tiOS %d\t%s\tn=%d\twidth %g\twidest %.1f\tpadding %.1f\tby sum %.1f\t%s" % (
                row["repo"], row["file"], row["ios"], "apportions" if row["apportions"] else "equal", n, row["width"],
                max(row["titleWidths"]), row["padding"], row["paddingBySum"], row["titles"]))
    print("sets: " + ", ".join(sets) + "\n")
    print("| iOS SDK | segments | controls | documents | apps | padding per segment, median (min-max) | by the sum of titles, median |")
    print("|---|---|---|---|---|---|---|")
    for (ios, apportions), found in sorted(groups.items()):
        pads = [r["padding"] for r in found]
        sums = [r["paddingBySum"] for r in found]
        print("| %d | %s | %d | %d | %d | %.1f (%.1f-%.1f) | %.1f |" % (
            ios, "by content" if apportions else "equal", len(found), len({r["file"] for r in found}),
            len({r["repo"] for r in found}), statistics.median(pads), min(pads), max(pads), statistics.median(sums)))


if __name__ == "__main__":
    sys.exit(main())
