#!/usr/bin/env python3
"""Misses of `autolayout compare` on the fixture sets, grouped by probable cause.

Runs `autolayout compare --worst 100000` (0.5 pt) over Datasets/xib and Datasets/xib-more only,
reads every text-independent miss ("non-text ID <tag> line N in ROOT: ... ours [x, y, w, h] vs
Xcode [x, y, w, h]"), looks the view up in its document (parent, stack view, hidden flags,
images, controls, the root's bars and device) and puts it in the first class whose test holds
(CLASSES, in order).  Prints a markdown report (views, documents, apps per class).

It refuses Datasets/xib-frozen: that set is held out, and which of its views miss is not looked at.

    python3 Scripts/ib/fixture_misses.py [--binary PATH] > Scripts/ib/misses-fixtures.md
    python3 Scripts/ib/fixture_misses.py --evidence [--binary PATH]   (the apps of Datasets/xib-evidence)

Python 3 standard library only.
"""
from __future__ import annotations

import argparse
import collections
import json
import os
import re
import subprocess
import sys
import xml.etree.ElementTree as ET

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.abspath(os.path.join(HERE, "..", ".."))
SETS = ["Datasets/xib", "Datasets/xib-more"]
MISS = re.compile(r"^  non-text (\S+) <(\w+)> line (\d+) in (\S+): off by ([\d.]+) pt, ours \[([^\]]+)\] vs Xcode \[([^\]]+)\]")
FILE = re.compile(r"^(\w+\.(?:xib|storyboard)): ")
CONTROLS = {"textField", "switch", "activityIndicatorView", "segmentedControl", "slider", "progressView",
            "searchBar", "pickerView", "pageControl", "stepper", "datePicker"}


def load_misses(binary, set_dir):
    files = sorted(os.path.join(set_dir, "files", f) for f in os.listdir(os.path.join(set_dir, "files")))
    out = subprocess.run([binary, "compare", "--worst", "100000", *files], capture_output=True, text=True, cwd=ROOT)
    if out.returncode != 0:
        sys.exit("compare failed: " + out.stderr[-1000:])
    misses, current = [], None
    for line in out.stdout.splitlines():
        m = FILE.match(line)
        if m:
            current = m.group(1)
            continue
        m = MISS.match(line)
        if m:
            vid, tag, ln, root, err, ours, xcode = m.groups()
            misses.append({"file": current, "id": vid, "tag": tag, "line": int(ln), "root": root,
                           "error": float(err), "ours": [float(v) for v in ours.split(",")],
                           "xcode": [float(v) for v in xcode.split(",")]})
    return misses


class Doc:
    def __init__(self, path):
        self.tree = ET.parse(path).getroot()
        self.parent = {c: p for p in self.tree.iter() for c in p}
        self.by_id = {e.get("id"): e for e in self.tree.iter() if e.get("id")}
        self.storyboard = self.tree.get("type", "").endswith("Storyboard.XIB")
        dev = self.tree.find("device")
        self.device = dev.get("id") if dev is not None else None
        self.orientation = dev.get("orientation") if dev is not None else None
        self.tools = self.tree.get("toolsVersion")

    def view_parent(self, e):
        p = self.parent.get(e)
        while p is not None and p.tag in ("subviews", "arrangedSubviews", "constraints"):
            p = self.parent.get(p)
        return p

    def ancestors(self, e):
        p = self.view_parent(e)
        while p is not None:
            yield p
            p = self.view_parent(p)

    def controller(self, e):
        for a in self.ancestors(e):
            if a.tag.endswith("Controller") or a.tag == "viewController":
                return a
        return None


TOP_BARS = {20, 22, 24, 44, 47, 48, 50, 54, 56, 59, 62, 64, 88, 91, 94, 96, 98, 103, 106}
BOTTOM_BARS = {34, 17, 30, 49, 83, 21}
CELLS = ("tableViewCell", "collectionViewCell", "collectionReusableView")


def classify(m, doc, root_misses):
    """First matching class name for one miss (CLASSES order)."""
    e = doc.by_id.get(m["id"])
    ours, xc = m["ours"], m["xcode"]
    dx, dy, dw, dh = (round(ours[i] - xc[i], 2) for i in range(4))
    parent = doc.view_parent(e) if e is not None else None
    anc = list(doc.ancestors(e)) if e is not None else []
    in_cell = any(a.tag in CELLS for a in anc)
    vertical_only = dx == 0 and dw == 0
    if m["file"] == "308.storyboard":
        return CLASSES[0]
    if m["tag"] in CONTROLS:
        return CLASSES[1]
    if m["tag"] == "imageView" and e is not None:
        img = e.find("imageReference")
        # The catalog is an attribute of the image view itself in most documents, of its
        # `<imageReference>` in others.
        if e.get("catalog") == "system" or (img is not None and img.get("catalog") == "system"):
            return CLASSES[2]
        if e.get("image") or img is not None:
            return CLASSES[3]
    if e is not None and e.get("hidden") == "YES":
        return CLASSES[5] if parent is not None and parent.tag == "stackView" else CLASSES[6]
    if parent is not None and parent.tag == "stackView" and any(
            c.get("hidden") == "YES" for c in (parent.find("subviews") or [])):
        return CLASSES[5]
    if e is not None and e.tag == "stackView" and not list(e.find("subviews") or []):
        return CLASSES[7]
    if in_cell and (dy != 0 or dh != 0) and vertical_only:
        return CLASSES[4]
    if vertical_only and (abs(dy) in BOTTOM_BARS or abs(dh) in BOTTOM_BARS) and not in_cell:
        return CLASSES[8]
    if vertical_only and (abs(dy) in TOP_BARS or abs(dh) in TOP_BARS) and not in_cell:
        return CLASSES[9]
    if m["error"] <= 2:
        return CLASSES[12]
    if e is not None and (e.tag == "stackView" or (parent is not None and parent.tag == "stackView")):
        return CLASSES[10]
    if any(a.tag == "scrollView" for a in anc[:1]) or (e is not None and e.tag == "scrollView"):
        return CLASSES[11]
    return CLASSES[13]


CLASSES = [
    "one document (308): iPhone in landscape whose navigation controllers store a portrait bar frame and an iPad tab bar",
    "standard controls: size / alignment rectangle by iOS release (text field, activity indicator, segmented control, slider, progress view, picker...)",
    "SF Symbol image views: the stored frame includes the glyph's alignment insets",
    "image views sized by their image (intrinsic size from the image; asset sizes not in the document or scaled)",
    "table/collection cells: content-view margins or cell height (15-pt margins of Xcode 15-16 documents, `preservesSuperviewLayoutMargins`, era)",
    "stack views with hidden arranged views (where the hidden view sits, all-hidden stacks)",
    "hidden views outside stacks (Xcode keeps the drawn frame)",
    "empty stack views (no arranged views: Xcode keeps a drawn or placeholder size)",
    "bottom safe-area inset (home indicator 34 pt, iPad 20/50, half of it for centred views) differs",
    "top bars / top safe-area inset differ (status bar, navigation bar, large titles, presented sheets)",
    "stack view sizing (fill/fillProportionally/equal spacing with views lacking an intrinsic size, nested stacks)",
    "scroll views and their content (content inset adjustment, content size)",
    "small offsets <= 2 pt (pixel rounding, whitespace text)",
    "other: sizes the constraints leave free or frames that contradict the constraints (free or stale, not yet told apart by compare)",
]


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--binary", default=os.environ.get("AUTOLAYOUT", os.path.join(ROOT, ".build", "release", "autolayout")))
    ap.add_argument("--dump", help="also write every miss with its class as JSON lines here")
    ap.add_argument("--evidence", action="store_true",
                    help="the apps of Datasets/xib-evidence instead (.build-evidence, made by collect_evidence.py)")
    args = ap.parse_args()
    rows = []
    for s in [".build-evidence"] if args.evidence else SETS:
        if "frozen" in s:
            sys.exit("refused: the frozen set is held out")
        set_dir = os.path.join(ROOT, s)
        index = {json.loads(l)["file"]: json.loads(l) for l in open(os.path.join(set_dir, "index.jsonl"))}
        misses = load_misses(args.binary, set_dir)
        docs = {}
        by_root = collections.defaultdict(list)
        for m in misses:
            by_root[(m["file"], m["root"])].append(m)
        for m in misses:
            doc = docs.setdefault(m["file"], Doc(os.path.join(set_dir, "files", m["file"])))
            m["set"] = os.path.basename(s)
            m["repo"] = index[m["file"]]["repo"]
            m["class"] = classify(m, doc, by_root[(m["file"], m["root"])])
            m["device"], m["tools"] = doc.device, doc.tools
            rows.append(m)
    if args.dump:
        with open(args.dump, "w") as f:
            for m in rows:
                f.write(json.dumps(m) + "\n")
    report(rows)


def report(rows):
    classes = collections.OrderedDict()
    for m in sorted(rows, key=lambda m: m["class"]):
        classes.setdefault(m["class"], []).append(m)
    order = sorted(classes, key=lambda c: (c == "other", -len(classes[c])))
    print("| probable cause | views (`xib` / `xib-more`) | documents | apps | examples |")
    print("|---|---|---|---|---|")
    for c in order:
        ms = classes[c]
        a = sum(1 for m in ms if m["set"] == "xib")
        b = len(ms) - a
        docs = sorted({m["file"] for m in ms})
        apps = {m["repo"] for m in ms}
        ex = ", ".join(docs[:6]) + (" …" if len(docs) > 6 else "")
        print("| %s | %d (%d / %d) | %d | %d | %s |" % (c, len(ms), a, b, len(docs), len(apps), ex))
    print("| **total** | %d (%d / %d) | %d | %d | |" % (
        len(rows), sum(1 for m in rows if m["set"] == "xib"), sum(1 for m in rows if m["set"] != "xib"),
        len({m["file"] for m in rows}), len({m["repo"] for m in rows})))


if __name__ == "__main__":
    main()
