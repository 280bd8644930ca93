#!/usr/bin/env python3
"""The frames Xcode stores for buttons with a `UIButton.Configuration`, axis by axis, where
nothing but the button sizes them.

For every `<button>` with a `<buttonConfiguration>` in the fixture sets (Datasets/xib,
Datasets/xib-more), reads the configuration's style, `buttonSize`, title, title font, image and
content insets, and the frame Xcode stored. A frame's width (height) is the button's own only
when no constraint sizes that axis: no width (height) or aspect constraint, not pinned on both
leading and trailing (top and bottom), not an arranged view of a stack view, not flagged
misplaced/ambiguous, and with constraints at all (an autoresizing frame is the author's). Prints
the counts by style and every free axis with its figures (and the document's tools version), to
read the default insets from. `--evidence` reads the evidence apps' documents as well
(`.build-evidence`, made by `collect_evidence.py`).

    python3 Scripts/ib/configured_buttons.py [--evidence]

Python 3 standard library only.
"""
from __future__ import annotations

import argparse
import collections
import os
import sys
import xml.etree.ElementTree as ET

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from symbol_image_views import ROOT, documents  # noqa: E402
from control_sizes import document_constraints  # noqa: E402

AXES = {"width": ({"width"}, {"leading", "leadingMargin", "left", "leftMargin"}, {"trailing", "trailingMargin", "right", "rightMargin"}),
        "height": ({"height"}, {"top", "topMargin"}, {"bottom", "bottomMargin"})}


def describe(config):
    font = config.find("fontDescription")
    if font is None:
        for attributed in config.iter("attributedString"):
            font = attributed.find(".//font")
            break
    font_text = "default"
    if font is not None:
        font_text = font.get("style") or f"{font.get('type', '')}{font.get('name', '')}{font.get('pointSize') or font.get('size')}"
    insets = config.find("directionalEdgeInsets[@key='contentInsets']")
    inset_text = "" if insets is None else " insets=" + ",".join(insets.get(k, "0") for k in ("top", "leading", "bottom", "trailing"))
    image = config.find("imageReference")
    image_name = config.get("image") if image is None else image.get("image")
    if image_name and config.get("catalog") == "system" or (image is not None and image.get("catalog") == "system"):
        image_name += " (system)"
    title = config.get("title")
    if title is None:
        for fragment in config.iter("fragment"):
            title = (title or "") + (fragment.get("content") or "")
    return (config.get("style", "?"), config.get("buttonSize", "default"), title, font_text,
            image_name, inset_text + (" subtitle" if config.get("subtitle") else ""))


def scan(path, styles, free):
    try:
        root = ET.parse(path).getroot()
    except ET.ParseError:
        return
    constraints, parents = document_constraints(root)
    for button in root.iter("button"):
        config = button.find("buttonConfiguration")
        if config is None:
            continue
        facts = describe(config)
        styles[facts[0]] += 1
        bid = button.get("id")
        names = set()
        for owner, c in constraints:
            first = c.get("firstItem") or owner
            if first == bid:
                names.add(c.get("firstAttribute"))
            if c.get("secondItem") == bid:
                names.add(c.get("secondAttribute"))
        parent = parents.get(button)
        grandparent = parents.get(parent) if parent is not None else None
        in_stack = parent is not None and parent.tag == "subviews" and grandparent is not None and grandparent.tag == "stackView"
        rect = button.find("rect[@key='frame']")
        if rect is None or in_stack or not names or button.get("misplaced") == "YES" or button.get("ambiguous") == "YES":
            continue
        for axis, (size, a, b) in AXES.items():
            if names & size or (names & a and names & b) or "aspectRatio" in names:
                continue
            tools = root.get("toolsVersion", "?")
            free[axis].append((facts, float(rect.get(axis)), f"{os.path.relpath(path, ROOT)} (tools {tools})"))


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--evidence", action="store_true",
                        help="also the evidence apps' documents (.build-evidence, made by collect_evidence.py)")
    args = parser.parse_args()
    styles, free = collections.Counter(), collections.defaultdict(list)
    for path in documents(["xib", "xib-more"] + (["../.build-evidence"] if args.evidence else [])):
        scan(path, styles, free)
    print("buttons with a configuration, by style:", dict(styles.most_common()))
    for axis in AXES:
        print(f"\nfree {axis}s: {len(free[axis])}")
        for (style, size, title, font, image, extra), value, doc in sorted(free[axis], key=lambda r: (r[0][0], r[0][1], r[2])):
            print(f"  {style:8} {size:8} {value:6.1f}  title={title!r} font={font} image={image}{extra}   {doc}")


if __name__ == "__main__":
    sys.exit(main())
