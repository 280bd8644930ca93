#!/usr/bin/env python3
"""The frames Xcode stores for image views that show an SF Symbol, where nothing but the symbol sizes them.

For every `<imageView image="NAME" catalog="system">` of the fixture sets (Datasets/xib,
Datasets/xib-more), reads the frame Xcode stored, the view's `<preferredSymbolConfiguration>`
(point size, text style or font, weight, scale) and the symbol's image resource
(`<image name="NAME" catalog="system" width=".." height=".."/>`: the symbol's aspect ratio, drawn
at 128 points on its longer side). A frame shows the symbol's intrinsic size only when no
constraint sizes the view, so each image view is put in one group:

    free       no width, height or aspect constraint, not pinned on two opposite edges, not an
               arranged view of a stack view, not flagged misplaced/ambiguous, no autoresizing
               frame (translatesAutoresizingMaskIntoConstraints) - the frame is the symbol's size
    sized      a width/height/aspect constraint or two opposite pins (frame chosen by the author)
    stack      arranged in a stack view (the stack may stretch it)
    unplaced   misplaced/ambiguous, or laid out by autoresizing (no constraints at all)

and prints per group the count, and for the free ones each frame by configuration and symbol,
with its height and the resource's aspect ratio.

    python3 Scripts/ib/symbol_image_views.py            # fixture sets
    python3 Scripts/ib/symbol_image_views.py --frozen   # the held-out set, reported only

Python 3 standard library only.
"""
from __future__ import annotations

import argparse
import collections
import os
import sys
import xml.etree.ElementTree as ET

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "Datasets")
SIZE_ATTRIBUTES = {"width", "height"}
OPPOSITE = [({"leading", "leadingMargin", "left", "leftMargin"}, {"trailing", "trailingMargin", "right", "rightMargin"}),
            ({"top", "topMargin"}, {"bottom", "bottomMargin"})]


def documents(sets):
    for name in sets:
        for directory, _, files in os.walk(os.path.join(ROOT, name)):
            for file in sorted(files):
                if file.endswith((".xib", ".storyboard")):
                    yield os.path.join(directory, file)


def configuration(view):
    config = view.find("preferredSymbolConfiguration")
    if config is None:
        return "none"
    parts = [f"{k}={config.get(k)}" for k in ("configurationType", "pointSize", "scale", "weight") if config.get(k)]
    font = config.find("fontDescription")
    if font is not None:
        parts.append("font=" + (font.get("style") or f"{font.get('type')}{font.get('pointSize')}"))
    return " ".join(parts) or "empty"


def classify(path, counts, configs, free):
    try:
        tree = ET.parse(path)
    except ET.ParseError:
        counts["unreadable document"] += 1
        return
    root = tree.getroot()
    parents = {child: parent for parent in root.iter() for child in parent}
    resources = {(i.get("name")): (float(i.get("width", 0)), float(i.get("height", 0)))
                 for i in root.iter("image") if i.get("catalog") == "system"}
    constraints = []
    for holder in root.iter("constraints"):
        owner = parents.get(holder)
        for c in holder.iter("constraint"):
            if c.get("placeholder") == "YES":
                continue
            constraints.append((owner.get("id") if owner is not None else None, c))
    for view in root.iter("imageView"):
        if view.get("catalog") != "system" or not view.get("image"):
            continue
        vid = view.get("id")
        attributes = []
        for owner, c in constraints:
            first = c.get("firstItem") or owner
            if first == vid:
                attributes.append((c.get("firstAttribute"), c.get("secondItem")))
            if c.get("secondItem") == vid:
                attributes.append((c.get("secondAttribute"), first))
        names = {a for a, _ in attributes}
        parent = parents.get(view)
        grandparent = parents.get(parent) if parent is not None else None
        in_stack = parent is not None and parent.tag == "subviews" and grandparent is not None and grandparent.tag == "stackView"
        if view.get("misplaced") == "YES" or view.get("ambiguous") == "YES" or not attributes:
            group = "unplaced"
        elif names & SIZE_ATTRIBUTES or any(names & a and names & b for a, b in OPPOSITE):
            group = "sized"
        elif in_stack:
            group = "stack"
        else:
            group = "free"
        counts[group] += 1
        configs[configuration(view)] += 1
        if group != "free":
            continue
        rect = view.find("rect[@key='frame']")
        if rect is None:
            counts["free without frame"] += 1
            continue
        w, h = float(rect.get("width")), float(rect.get("height"))
        rw, rh = resources.get(view.get("image"), (0, 0))
        free[configuration(view)].append((view.get("image"), w, h, rw / rh if rh else 0, os.path.relpath(path, ROOT)))


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--frozen", action="store_true")
    args = parser.parse_args()
    sets = ["xib-frozen"] if args.frozen else ["xib", "xib-more"]
    counts, configs, free = collections.Counter(), collections.Counter(), collections.defaultdict(list)
    for path in documents(sets):
        classify(path, counts, configs, free)
    print("sets:", ", ".join(sets))
    for group, n in sorted(counts.items()):
        print(f"  {group}: {n}")
    print("configurations (all groups):")
    for config, n in configs.most_common():
        print(f"  {n:3} {config}")
    for config, rows in sorted(free.items()):
        print(f"\n{config}: {len(rows)} free image views")
        for name, w, h, aspect, doc in sorted(rows):
            print(f"  {name:32} {w:6.1f} x {h:6.1f}   resource w/h {aspect:5.3f}   {doc}")


if __name__ == "__main__":
    sys.exit(main())
