#!/usr/bin/env python3
"""Layout margins of top-level `.xib` views, as Xcode's stored frames show them, beside ours.

The importer gives a top-level view UIKit's system minimum side margins and 8 points above and
below, none for a controller's view (a scene's, or the view a nib's File's Owner loads:
`InterfaceBuilderRoot.isControllerView`). This script finds every required `=` constraint
between a top-level view's margins (top, bottom, leading, trailing, left, right) and one of its
direct subviews, reads the margin Xcode's stored frames imply (the subview's edge less the
constant) and the one our layout implies (`autolayout compare --json`), and prints per kind of
view (File's Owner view or another), vertical or side pins and era how many apps and documents
agree with ours ("agrees") or are off ("ours +N": our margin N points larger).

    python3 Scripts/ib/root_vertical_margins.py [--binary PATH] [--views] [SET_DIR ...]

Sets default to Datasets/xib, Datasets/xib-more and .build-evidence (Scripts/ib/collect_evidence.py).
It refuses Datasets/xib-frozen: that set is held out. Python 3 standard library only.
"""
from __future__ import annotations

import argparse
import collections
import json
import os
import subprocess
import sys
import xml.etree.ElementTree as ET

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.abspath(os.path.join(HERE, "..", ".."))
DEFAULT_SETS = ["Datasets/xib", "Datasets/xib-more", ".build-evidence"]
MARGINS = ("topMargin", "bottomMargin", "leadingMargin", "trailingMargin", "leftMargin", "rightMargin")


def repos_of(set_dir):
    index = os.path.join(ROOT, set_dir, "index.jsonl")
    with open(index) as handle:
        return {row["file"]: row["repo"] for row in map(json.loads, handle)}


def our_frames(binary, path):
    """(root, view) -> (Xcode's stored frame, ours, compare's class) for every view of `path`."""
    out = subprocess.run([binary, "compare", "--json", path], capture_output=True, text=True, cwd=ROOT)
    frames = {}
    for line in out.stdout.splitlines():
        try:
            row = json.loads(line)
        except json.JSONDecodeError:
            continue
        for view in row.get("views", []):
            frames[(view["root"], view["id"])] = (view["stored"], view["ours"], view["class"])
    return frames


def frame_of(element):
    rect = element.find("rect[@key='frame']")
    if rect is None:
        return None
    return [float(rect.get(k, 0)) for k in ("x", "y", "width", "height")]


def pins(doc):
    """(root, child, attribute, constant, owner-view) for each margin pin of a top-level view."""
    objects = doc.find("objects")
    if objects is None:
        return
    owner_view = {c.get("destination") for p in objects.findall("placeholder")
                  if p.get("placeholderIdentifier") == "IBFilesOwner"
                  for c in p.iter("outlet") if c.get("property") == "view"}
    for root in objects.findall("view"):
        rid = root.get("id")
        if root.find("edgeInsets[@key='layoutMargins']") is not None or root.find("directionalEdgeInsets") is not None:
            continue
        subviews = root.find("subviews")
        children = {c.get("id"): c for c in (subviews if subviews is not None else [])}
        constraints = root.find("constraints")
        for c in (constraints if constraints is not None else []):
            if c.get("relation") not in (None, "equal") or float(c.get("priority", 1000)) < 1000:
                continue
            if float(c.get("multiplier", "1").split(":")[0]) != 1 or ":" in c.get("multiplier", ""):
                continue
            constant = float(c.get("constant", 0))
            first, second = c.get("firstItem"), c.get("secondItem")
            fa, sa = c.get("firstAttribute"), c.get("secondAttribute")
            for item, attr, other, oattr, sign in ((first, fa, second, sa, 1), (second, sa, first, fa, -1)):
                if other == rid and oattr in MARGINS and item in children \
                        and attr == oattr.replace("Margin", ""):
                    # item.attr = root.margin + constant (sign +1) or root.margin = item.attr + constant (-1)
                    yield root, rid, item, oattr, sign * constant, rid in owner_view, (
                        root.get("preservesSuperviewLayoutMargins") == "YES")


def implied(frame, attribute, constant, root_size):
    """The margin (distance from the root's edge) a pin implies on this frame."""
    if attribute == "topMargin":
        return frame[1] - constant
    if attribute in ("leadingMargin", "leftMargin"):
        return frame[0] - constant
    if attribute in ("trailingMargin", "rightMargin"):
        return root_size[0] - (frame[0] + frame[2] + constant)
    return root_size[1] - (frame[1] + frame[3] + constant)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("sets", nargs="*", default=DEFAULT_SETS)
    parser.add_argument("--binary", default="Tool/.build/debug/autolayout")
    parser.add_argument("--views", action="store_true", help="print every pin")
    args = parser.parse_args()
    counts = collections.defaultdict(lambda: collections.defaultdict(set))
    for set_dir in args.sets:
        if "frozen" in set_dir:
            sys.exit("refusing the held-out frozen set")
        repos = repos_of(set_dir)
        files_dir = os.path.join(ROOT, set_dir, "files")
        for name in sorted(os.listdir(files_dir)):
            if not name.endswith(".xib"):
                continue
            path = os.path.join(files_dir, name)
            doc = ET.parse(path).getroot()
            found = list(pins(doc))
            if not found:
                continue
            device = doc.find("device")
            tools = doc.get("toolsVersion")
            frames = our_frames(args.binary, path)
            for root, rid, item, attr, constant, owned, preserves in found:
                stored_root = frame_of(root)
                pair = frames.get((rid, item))
                if stored_root is None or pair is None:
                    continue
                stored, ours, _ = pair
                xcode = implied(stored, attr, constant, stored_root[2:])
                model = implied(ours, attr, constant, stored_root[2:])
                diff = round(model - xcode, 2)
                verdict = "agrees" if abs(diff) <= 0.5 else f"ours {diff:+g}"
                key = ("File's Owner view" if owned else "other top-level view") + (", preserves" if preserves else "")
                app = repos.get(name, "?")
                side = "vertical" if attr in ("topMargin", "bottomMargin") else "side"
                era = "tools < 13000" if float(tools.split(".")[0]) < 13000 else "tools >= 13000"
                counts[(key, side, era, verdict)][app].add(name)
                if args.views:
                    print(f"{set_dir}/{name} {app} tools {tools} {device.get('id') if device is not None else '-'} "
                          f"{rid} {item} {attr} c={constant} xcode {xcode} ours {model} -> {verdict} ({key})")
    print("| top-level view | pin | tools | verdict | apps | documents | apps (documents) |")
    print("|---|---|---|---|---|---|---|")
    for (key, attr, era, verdict), apps in sorted(counts.items()):
        docs = sum(len(v) for v in apps.values())
        listing = ", ".join(f"{a.split('/')[1]} ({len(v)})" for a, v in sorted(apps.items()))
        print(f"| {key} | {attr} | {era} | {verdict} | {len(apps)} | {docs} | {listing} |")


if __name__ == "__main__":
    main()
