#!/usr/bin/env python3
"""The safe-area insets Interface Builder drew for the top-level views of `.xib` documents.

For every top-level `<view>` of a `.xib` (not a cell) with a safe-area guide, the views pinned by
required, equal, multiplier-1 constraints to the guide's top and bottom give the guide's stored
edges (as `bottom_insets.py` reads them for scenes): the top inset is the top edge, the bottom
inset the view's stored height less the bottom edge.  Views are grouped by the device's kind
(home indicator or home button, from the device id), whether the view is as large as the screen
or freeform (`freeformSimulatedSizeMetrics`) or neither, and the Xcode that wrote the document;
each group lists its insets with the apps and documents that store them.  Roots whose pins
disagree on an edge are left out on that edge.

    python3 Scripts/ib/xib_view_insets.py [SET_DIR ...]   (default: xib, xib-more, xib-evidence)

It refuses Datasets/xib-frozen (held out).  Standard library only.
"""
from __future__ import annotations

import argparse
import collections
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from bottom_insets import DEFAULT_SETS, documents, frame, guide_edges  # noqa: E402

# Portrait screen sizes of the phone ids (points; `retina6_12` is 390 x 844 before Xcode 14, see
# screen_of); phones with a home indicator are those whose id is in HOME_INDICATOR.
SCREENS = {"retina3_5": (320, 480), "retina4_0": (320, 568), "retina4_7": (375, 667), "retina5_5": (414, 736),
           "retina5_9": (375, 812), "retina6_5": (414, 896), "retina6_1": (414, 896), "retina6_0": (390, 844),
           "retina6_12": (393, 852),
           "retina6_3": (402, 874), "retina6_7": (428, 926), "retina6_72": (430, 932), "retina6_9": (440, 956)}
HOME_INDICATOR = {"retina5_9", "retina6_5", "retina6_1", "retina6_0", "retina6_12", "retina6_3", "retina6_7",
                  "retina6_72", "retina6_9"}


def screen_of(device, tools):
    if device == "retina6_12" and xcode_of(tools) in ("9", "10", "11", "12", "13"):
        return (390, 844)
    return SCREENS.get(device)


def xcode_of(tools):
    try:
        t = float((tools or "0").split(".")[0])
    except ValueError:
        return "?"
    for bound, name in ((32000, "?"), (23727, "16+"), (22505, "15"), (21225, "14"), (19455, "13"),
                        (17506, "12"), (15400, "11"), (14460, "10"), (13196, "9"), (11762, "8")):
        if t >= bound:
            return name
    return "<=7"


def top_level_views(doc):
    objects = doc.find("objects")
    for e in objects if objects is not None else []:
        if e.tag == "view" and frame(e) is not None:
            yield e


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("sets", nargs="*", default=DEFAULT_SETS)
    ap.add_argument("--views", action="store_true", help="one line per view as well")
    ap.add_argument("--optional", action="store_true", help="read pins of any priority (required only by default)")
    args = ap.parse_args()
    groups = collections.defaultdict(lambda: collections.defaultdict(set))
    lines = []
    for set_name, name, rec, doc in documents(args.sets, ".xib"):
        dev = doc.find("device")
        if dev is None or dev.get("orientation", "portrait") != "portrait" or not dev.get("id", "").startswith("retina"):
            continue
        device = dev.get("id")
        for view in top_level_views(doc):
            guides = {g.get("id"): g for g in view.iter("viewLayoutGuide") if g.get("key") == "safeArea"}
            if not guides:
                continue
            f = frame(view)
            screen = screen_of(device, rec.get("toolsVersion"))
            freeform = any(c.tag == "freeformSimulatedSizeMetrics" for c in view)
            fits = screen and f[2] <= screen[0] and f[3] <= screen[1]
            shape = ("screen" if screen and (f[2], f[3]) == screen else
                     ("freeform" if freeform else "other size") + (", fits the screen" if fits else ", larger"))
            phone = "home indicator" if device in HOME_INDICATOR else "home button"
            for edge in ("top", "bottom"):
                found = guide_edges(view, {g: ("safeArea", edge) for g in guides}, edge, args.optional)
                if not found or len({v for v, _ in found}) != 1:
                    continue
                inset = found[0][0] if edge == "top" else round(f[3] - found[0][0], 2)
                key = (phone, shape, edge, xcode_of(rec.get("toolsVersion")))
                groups[key][inset].add((rec["repo"], set_name + "/" + name))
                lines.append("%s\t%s\t%s\t%s\t%s\ttools %s\t%s %s\tview %gx%g\tinset %g" % (
                    phone, shape, edge, rec["repo"], set_name + "/" + name,
                    rec.get("toolsVersion"), device, screen, f[2], f[3], inset))
    print("| phone | size | edge | Xcode | stored inset: apps (documents) |")
    print("|---|---|---|---|---|")
    for key in sorted(groups):
        cells = []
        for inset, docs in sorted(groups[key].items(), key=lambda kv: -len({r for r, _ in kv[1]})):
            apps = sorted({r.split("/")[1] for r, _ in docs})
            cells.append("%g: %d (%d) %s" % (inset, len(apps), len(docs), ", ".join(apps[:5])))
        print("| %s | %s | %s | %s | %s |" % (*key, "; ".join(cells)))
    if args.views:
        print()
        print("\n".join(sorted(lines)))


if __name__ == "__main__":
    main()
