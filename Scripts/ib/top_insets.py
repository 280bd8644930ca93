#!/usr/bin/env python3
"""The top inset Xcode's canvas drew over each root, read from stored frames, beside ours.

For every root (a storyboard scene's view or a top-level `.xib` view) of a phone with a home
button in portrait, every direct subview pinned by a required `=` constraint (multiplier 1) by its
top to the root's top safe-area edge or to the bottom of the top layout guide gives the guide's
position: the subview's stored top less the constant (Xcode's) and its top in our layout
(`autolayout compare --json`) less the constant (ours).  Prints, per Xcode release (toolsVersion)
and pair of values, the apps and documents.

    python3 Scripts/ib/top_insets.py [--binary PATH] [--views] [SET_DIR ...]

Sets default to Datasets/xib, Datasets/xib-more and .build-evidence (Scripts/ib/collect_evidence.py).
It refuses Datasets/xib-frozen: that set is held out. Python 3 standard library only.
"""
from __future__ import annotations

import argparse
import collections
import json
import os
import sys
import xml.etree.ElementTree as ET

from root_vertical_margins import DEFAULT_SETS, ROOT, our_frames

HOME_BUTTON_PHONES = {"retina3_5", "retina4_0", "retina4_7", "retina5_5"}
SCREENS = {"retina3_5": (320.0, 480.0), "retina4_0": (320.0, 568.0), "retina4_7": (375.0, 667.0), "retina5_5": (414.0, 736.0)}


def xcode_of(tools):
    """A rough Xcode release for a toolsVersion, for grouping only."""
    t = float(tools.split(".")[0]) if tools and tools[0].isdigit() else 0
    bounds = [(11000, "8 or older"), (13000, "9"), (14800, "10"), (16000, "11"), (17500, "12"),
              (20500, "13"), (21600, "14.0-14.2"), (22500, "14.3"), (23000, "15"), (24000, "16"),
              (10 ** 9, "26")]
    return next(name for bound, name in bounds if t < bound)


def roots(doc):
    objects = doc.find("objects")
    if objects is not None:
        yield from ((v, "xib view") for v in objects.findall("view"))
    for scene in doc.iter("scene"):
        for controller in scene.iter():
            view = controller.find("view[@key='view']")
            if view is not None:
                yield view, controller.tag
                break


def pins(root, top_guides):
    """(subview, constant, guide) for the root's direct subviews pinned by a required `=`
    constraint (multiplier 1) by their top to its top safe-area edge ("safe area") or to the
    bottom of the top layout guide ("top guide")."""
    rid = root.get("id")
    guides = {g.get("id") for g in root.findall("viewLayoutGuide") if g.get("key") == "safeArea"}
    subviews = root.find("subviews")
    children = {c.get("id") for c in (subviews if subviews is not None else [])}
    constraints = root.find("constraints")
    for c in (constraints if constraints is not None else []):
        if c.get("relation") not in (None, "equal") or float(c.get("priority", 1000)) < 1000:
            continue
        if c.get("multiplier") not in (None, "1"):
            continue
        first, second = c.get("firstItem", rid), c.get("secondItem")
        fa, sa = c.get("firstAttribute"), c.get("secondAttribute")
        constant = float(c.get("constant", 0))
        for item, attr, other, oattr, sign in ((first, fa, second, sa, 1), (second, sa, first, fa, -1)):
            if item in children and attr == "top":
                if other in guides and oattr == "top":
                    yield item, sign * constant, "safe area"
                elif other in top_guides and oattr == "bottom":
                    yield item, sign * constant, "top guide"


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("sets", nargs="*", default=DEFAULT_SETS)
    parser.add_argument("--binary", default="Tool/.build/debug/autolayout")
    parser.add_argument("--views", action="store_true")
    args = parser.parse_args()
    counts = collections.defaultdict(lambda: collections.defaultdict(set))
    for set_dir in args.sets:
        if "frozen" in set_dir:
            sys.exit("refusing the held-out frozen set")
        with open(os.path.join(ROOT, set_dir, "index.jsonl")) as handle:
            repos = {row["file"]: row["repo"] for row in map(json.loads, handle)}
        files_dir = os.path.join(ROOT, set_dir, "files")
        for name in sorted(os.listdir(files_dir)):
            path = os.path.join(files_dir, name)
            doc = ET.parse(path).getroot()
            device = doc.find("device")
            if device is None or device.get("id") not in HOME_BUTTON_PHONES or device.get("orientation") == "landscape":
                continue
            tools = doc.get("toolsVersion", "")
            top_guides = {g.get("id") for g in doc.iter("viewControllerLayoutGuide") if g.get("type") == "top"}
            found = [(root, kind, list(pins(root, top_guides))) for root, kind in roots(doc)]
            if not any(p for _, _, p in found):
                continue
            frames = our_frames(args.binary, path)
            for root, kind, root_pins in found:
                seen = set()
                for item, constant, _ in root_pins:
                    pair = frames.get((root.get("id"), item))
                    if pair is None or pair[2] != "determined":
                        continue
                    stored, ours, _ = pair
                    value = (round(stored[1] - constant, 1), round(ours[1] - constant, 1))
                    if value in seen:
                        continue
                    seen.add(value)
                    app = repos.get(name, "?")
                    rect = root.find("rect[@key='frame']")
                    size = (float(rect.get("width", 0)), float(rect.get("height", 0))) if rect is not None else None
                    screen = SCREENS.get(device.get("id"))
                    shape = "full screen" if size == screen else "smaller" if size and screen and size[1] < screen[1] else "other size"
                    kind = ("xib" if name.endswith(".xib") else "scene") + ", " + shape
                    counts[(xcode_of(tools), kind, value)][app].add(name)
                    if args.views:
                        print(f"{set_dir}/{name} {app} tools {tools} {device.get('id')} {root.get('id')} {item} "
                              f"c={constant} xcode {value[0]} ours {value[1]} ({kind})")
    print("| Xcode (tools) | root | Xcode's inset, ours | apps | documents | apps (documents) |")
    print("|---|---|---|---|---|---|")
    for (xcode, kind, value), apps in sorted(counts.items()):
        docs = sum(len(v) for v in apps.values())
        listing = ", ".join(f"{a.split('/')[1]} ({len(v)})" for a, v in sorted(apps.items()))
        print(f"| {xcode} | {kind} | {value[0]:g}, {value[1]:g} | {len(apps)} | {docs} | {listing} |")


if __name__ == "__main__":
    main()
