#!/usr/bin/env python3
"""Whether Xcode stores buttons' own sizes in whole points, counted across apps.

For every `<button>` of the fixture sets (Datasets/xib, Datasets/xib-more) with a title in its
normal state and no image or background image, reads the frame Xcode stored and, per axis,
whether its constraints leave the button its own size there ("free"): no width (height)
constraint naming it, not pinned on both sides (above and below), not an arranged view of a
stack view, not flagged misplaced or ambiguous.  On a free axis the stored size is the
button's intrinsic size as UIKit gave it.  Prints, for buttons without a
`<buttonConfiguration>` and for configured ones apart, how many free widths and heights are
whole numbers of points and how many are fractional (as the pixel grid of a 2x or 3x screen
would allow), with the documents and apps, and the fractional ones by name.

The reading it supports (Button.roundsTitleUpToWholePoints): UIKit rounds an unconfigured
button's title up to whole points; a configured button keeps its pixel-rounded size.

    python3 Scripts/ib/button_rounding.py

It refuses Datasets/xib-frozen: that set is held out.  Python 3 standard library only.
"""
from __future__ import annotations

import collections
import glob
import json
import os
import sys
import xml.etree.ElementTree as ET

ROOT = os.path.abspath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
SETS = ["Datasets/xib", "Datasets/xib-more"]
SIDES = {"width": ({"width"}, {"leading", "left", "leadingMargin"}, {"trailing", "right", "trailingMargin"}),
         "height": ({"height"}, {"top", "topMargin"}, {"bottom", "bottomMargin"})}


def constraint_attributes(tree):
    """Every attribute each view id is constrained by (as first or second item)."""
    parent = {c: p for p in tree.iter() for c in p}
    attributes = collections.defaultdict(set)
    for c in tree.iter("constraint"):
        owner = parent[parent[c]]
        first = c.get("firstItem") or owner.get("id")
        attributes[first].add(c.get("firstAttribute"))
        if c.get("secondItem"):
            attributes[c.get("secondItem")].add(c.get("secondAttribute"))
        if c.get("firstAttribute") in ("width", "height") and c.get("secondItem") == first and c.get("multiplier"):
            attributes[first].add("aspect")
    return parent, attributes


def titled_text_button(button):
    state = button.find("state[@key='normal']")
    configuration = button.find("buttonConfiguration")
    if configuration is not None:
        title = configuration.get("title") or configuration.find("attributedString") is not None
        image = configuration.get("image") or configuration.find("imageReference") is not None
        background = state is not None and state.get("backgroundImage")
        return ("configured" if title and not image and not background else None)
    if state is None:
        return None
    title = state.get("title") or state.find("string[@key='title']") is not None
    image = state.get("image") or state.find("imageReference") is not None
    if not title or image or state.get("backgroundImage"):
        return None
    return "unconfigured"


def main():
    if any("frozen" in s for s in SETS):
        sys.exit("refused: the frozen set is held out")
    counts = collections.defaultdict(lambda: {"n": 0, "files": set(), "apps": set()})
    fractional = []
    for set_dir in SETS:
        index = {json.loads(l)["file"]: json.loads(l) for l in open(os.path.join(ROOT, set_dir, "index.jsonl"))}
        for path in sorted(glob.glob(os.path.join(ROOT, set_dir, "files", "*"))):
            name = os.path.basename(path)
            tree = ET.parse(path).getroot()
            parent, attributes = constraint_attributes(tree)
            for button in tree.iter("button"):
                kind = titled_text_button(button)
                frame = button.find("rect[@key='frame']")
                if kind is None or frame is None or button.get("misplaced") == "YES" or button.get("ambiguous") == "YES":
                    continue
                holder = parent.get(parent.get(button))
                if holder is not None and holder.tag == "stackView":
                    continue
                attrs = attributes[button.get("id")]
                for axis, (size, start, end) in SIDES.items():
                    if attrs & size or "aspect" in attrs or (attrs & start and attrs & end):
                        continue
                    value = float(frame.get(axis))
                    whole = abs(value - round(value)) < 0.001
                    key = (kind, axis, "whole" if whole else "fractional")
                    counts[key]["n"] += 1
                    counts[key]["files"].add(name)
                    counts[key]["apps"].add(index[name]["repo"])
                    if not whole:
                        fractional.append("%s %s %s %s %s" % (kind, axis, name, button.get("id"), frame.get(axis)))
    print("| buttons | axis | stored size | sizes | documents | apps |")
    print("|---|---|---|---|---|---|")
    for key in sorted(counts):
        c = counts[key]
        print("| %s | %s | %s | %d | %d | %d |" % (key[0], key[1], key[2], c["n"], len(c["files"]), len(c["apps"])))
    print()
    for line in fractional:
        print("- " + line)


if __name__ == "__main__":
    main()
