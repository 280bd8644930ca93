#!/usr/bin/env python3
"""The bottom inset Interface Builder drew under each storyboard scene, read from stored frames.

For every scene root of a storyboard, every view pinned by a required `equal` constraint
(multiplier 1) to the root's bottom safe-area edge (`<viewLayoutGuide key="safeArea">` bottom)
or to the bottom layout guide's top gives the guide's stored position: the view's stored edge in
the root's coordinates less the constant.  The root's stored height less it is the bottom inset
Xcode drew (home indicator, tab bar, toolbar).  Scenes are grouped by device, Xcode (toolsVersion)
and the bottom bar drawn: a tab bar (simulated metrics or a `tabBarController` relationship,
directly or through the navigation controller the scene is the root of) or a toolbar (simulated,
or the root of a navigation controller with `toolbarHidden="NO"`); each group lists its insets with
the apps (repositories) and documents that store them, the majority first.  Misplaced views and
roots whose pins disagree are left out.

    python3 Scripts/ib/bottom_insets.py [--bars-only] [SET_DIR ...]   (default: xib, xib-more, xib-evidence)

A set's documents are `SET/files/*` (`Datasets/xib-evidence` keeps them in `.build-evidence/files`,
made by `collect_evidence.py`).  It refuses Datasets/xib-frozen (held out).  Standard library only.
"""
from __future__ import annotations

import argparse
import collections
import json
import os
import sys
import xml.etree.ElementTree as ET

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.abspath(os.path.join(HERE, "..", ".."))
DEFAULT_SETS = ["Datasets/xib", "Datasets/xib-more", "Datasets/xib-evidence"]


def set_files(set_dir):
    """(file name, path, index record) of a set's documents."""
    index = {}
    for line in open(os.path.join(set_dir, "index.jsonl"), encoding="utf-8"):
        d = json.loads(line)
        index[d["file"]] = d
    folder = os.path.join(set_dir, "files")
    if os.path.basename(os.path.normpath(set_dir)) == "xib-evidence":
        folder = os.path.join(ROOT, ".build-evidence", "files")
    return [(name, os.path.join(folder, name), index[name]) for name in sorted(index)
            if os.path.exists(os.path.join(folder, name))]


def documents(sets, suffix=""):
    """(set name, file name, index record, parsed root) of every document of `sets` whose name
    ends with `suffix`; refuses the held-out set."""
    for set_dir in sets:
        if "frozen" in set_dir:
            sys.exit("refused: %s is held out" % set_dir)
        for name, path, rec in set_files(os.path.join(ROOT, set_dir)):
            if not name.endswith(suffix):
                continue
            try:
                yield os.path.basename(set_dir), name, rec, ET.parse(path).getroot()
            except ET.ParseError:
                continue


def frame(element):
    for child in element:
        if child.tag == "rect" and child.get("key") == "frame":
            return tuple(float(child.get(k, 0)) for k in ("x", "y", "width", "height"))
    return None


def tabbed_controllers(doc):
    """Ids of controllers drawn with a tab bar: simulated, or a tab bar controller's child, or the
    root of a navigation controller that is one (pushed scenes are left out)."""
    parents = {}
    controllers = {}
    for scene in doc.iter("scene"):
        for obj in scene.iter():
            if obj.tag.endswith("Controller") and obj.get("id"):
                controllers[obj.get("id")] = obj
    for cid, c in controllers.items():
        for seg in c.iter("segue"):
            if seg.get("kind") == "relationship":
                parents.setdefault(seg.get("destination"), []).append((c.tag, seg.get("relationship"), cid))
    tabbed = {}
    for cid, c in controllers.items():
        sim = [e for e in c if e.get("key") == "simulatedBottomBarMetrics"]
        if sim:
            if sim[0].tag == "simulatedTabBarMetrics":
                tabbed[cid] = "tab bar"
            elif sim[0].tag == "simulatedToolbarMetrics":
                tabbed[cid] = "toolbar (simulated)"
            continue
        for tag, rel, pid in parents.get(cid, []):
            if tag == "tabBarController":
                tabbed[cid] = "tab bar"
            elif tag == "navigationController" and rel == "rootViewController":
                if any(t == "tabBarController" for t, _, _ in parents.get(pid, [])):
                    tabbed[cid] = "tab bar"
                elif controllers[pid].get("toolbarHidden") == "NO":
                    tabbed[cid] = "toolbar (navigation controller)"
    return tabbed, controllers


def absolute_frames(root):
    """Every framed view under `root` (itself included) in the root's coordinates."""
    absolute = {}

    def walk(view, ox, oy):
        f = frame(view)
        if f is None:
            return
        x, y = ox + f[0], oy + f[1]
        absolute[view.get("id")] = (x, y, f[2], f[3], view)
        subs = next((e for e in view if e.tag == "subviews"), None)
        for sub in subs if subs is not None else []:
            walk(sub, x, y)

    rf = frame(root)
    walk(root, -rf[0], -rf[1])
    return absolute


def guide_edges(root, guides, edge, optional=False):
    """The stored positions (in the root's coordinates) of a guide's `edge` that the root's
    required (with `optional`, any priority), equal, multiplier-1 constraints pinning a view's
    top or bottom to it give. `guides`: guide id -> (name, the guide's attribute standing for `edge`)."""
    absolute = absolute_frames(root)
    found = []
    for holder in root.iter():
        cons = next((e for e in holder if e.tag == "constraints"), None)
        for k in cons if cons is not None else []:
            if k.tag != "constraint" or k.get("relation") or k.get("multiplier") or k.get("placeholder"):
                continue
            if k.get("priority") not in (None, "1000") and not optional:
                continue
            first, second = k.get("firstItem", holder.get("id")), k.get("secondItem")
            a1, a2 = k.get("firstAttribute"), k.get("secondAttribute")
            c0 = float(k.get("constant", 0))
            for g, ga, v, va, guide_first in ((first, a1, second, a2, True), (second, a2, first, a1, False)):
                if g in guides and ga == guides[g][1] and v in absolute and va in ("top", "bottom"):
                    x, y, w, h, view = absolute[v]
                    if view.get("misplaced") == "YES" or view.get("hidden") == "YES":
                        continue
                    at = y + h if va == "bottom" else y
                    # first = second + c: guide = view + c, or view = guide + c
                    found.append((round(at + c0 if guide_first else at - c0, 2), guides[g][0]))
    return found


def scene_insets(doc):
    """(controller id, stored bottom inset, guide kind, tab bar) for each root with consistent pins."""
    tabbed, controllers = tabbed_controllers(doc)
    out = []
    for cid, c in controllers.items():
        root = next((e for e in c if e.tag == "view" and e.get("key") == "view"), None)
        if root is None or frame(root) is None:
            continue
        guides = {}
        for g in root.iter("viewLayoutGuide"):
            if g.get("key") == "safeArea":
                guides[g.get("id")] = ("safeArea", "bottom")
        for g in c.iter("viewControllerLayoutGuide"):
            if g.get("type") == "bottom":
                guides[g.get("id")] = ("bottomLayoutGuide", "top")
        found = guide_edges(root, guides, "bottom")
        if not found or len({f[0] for f in found}) != 1:
            continue
        out.append((cid, round(frame(root)[3] - found[0][0], 2), found[0][1], tabbed.get(cid)))
    return out


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("sets", nargs="*", default=DEFAULT_SETS)
    ap.add_argument("--bars-only", action="store_true", help="only scenes drawn with a tab bar or a toolbar")
    args = ap.parse_args()
    groups = collections.defaultdict(lambda: collections.defaultdict(set))
    for set_name, name, rec, doc in documents(args.sets, ".storyboard"):
        dev = doc.find("device")
        device = dev.get("id") if dev is not None else "none"
        orient = dev.get("orientation", "portrait") if dev is not None else "portrait"
        for cid, inset, guide, tab in scene_insets(doc):
            if args.bars_only and not tab:
                continue
            key = (device + ("" if orient == "portrait" else " " + orient), rec.get("toolsVersion"),
                   tab or "no bottom bar", guide)
            groups[key][inset].add((rec["repo"], set_name + "/" + name))
    print("| device | tools | bars | guide | stored bottom inset: apps (documents) |")
    print("|---|---|---|---|---|")
    for key in sorted(groups, key=lambda k: (k[0], k[2], float(k[1].split(".")[0]) if k[1] else 0)):
        cells = []
        for inset, docs in sorted(groups[key].items(), key=lambda kv: -len({r for r, _ in kv[1]})):
            apps = sorted({r.split("/")[1] for r, _ in docs})
            cells.append("%g: %d (%d) %s" % (inset, len(apps), len(docs), ", ".join(apps[:4])))
        print("| %s | %s | %s | %s | %s |" % (*key, "; ".join(cells)))


if __name__ == "__main__":
    main()
