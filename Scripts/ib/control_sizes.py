#!/usr/bin/env python3
"""The heights Xcode stores for standard controls, by Xcode release, counted across apps.

For every control of the fixture sets (Datasets/xib, Datasets/xib-more) - segmented controls,
rounded-rect text fields, sliders, switches, steppers, progress views, page controls - reads the
frame Xcode stored and what sizes the control vertically, and puts it in one group:

    intrinsic  no height or aspect constraint, not pinned above and below, not an arranged view
               of a stack view, not flagged misplaced/ambiguous, laid out by constraints: the
               stored height is the control's own (its intrinsic height plus the part of its
               frame outside its alignment rectangle)
    constant   one required `height == c` constraint and no other height or aspect constraint: the
               stored height minus c is the part of the frame outside the alignment rectangle
               that constraint places (constraints act on alignment rectangles)

and prints, per control and Xcode release (the iOS SDK of the Xcode that wrote the document:
its toolsVersion, or the Cocoa Touch plug-in's version when that is a placeholder, as
`InterfaceBuilderToolsVersion` reads it), each stored height (or height minus constant) with
the controls, documents and apps that store it.  Controls sized any other way (stacks, two
pins, autoresizing) are only counted.

    python3 Scripts/ib/control_sizes.py            # fixture sets, a markdown table
    python3 Scripts/ib/control_sizes.py --frozen   # the held-out set, reported only
    python3 Scripts/ib/control_sizes.py --evidence # the fixture sets and the apps of Datasets/xib-evidence

Python 3 standard library only.
"""
from __future__ import annotations

import argparse
import collections
import json
import os
import sys
import xml.etree.ElementTree as ET

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "Datasets")
CONTROLS = ["segmentedControl", "textField", "slider", "switch", "stepper", "progressView", "pageControl"]
VERTICAL = {"top", "topMargin", "bottom", "bottomMargin", "firstBaseline", "lastBaseline", "baseline"}
# Build-number ranges by their first number, with the iOS SDK of the Xcode that owns them
# (the same table as Sources/InterfaceBuilder/InterfaceBuilderToolsVersion.swift).
RELEASES = [(11000, 10), (13000, 11), (14000, 12), (15000, 13), (17000, 14), (19000, 15), (21000, 16),
            (22000, 17), (23000, 18), (24000, 26)]


def ios_of(root):
    stated = float((root.get("toolsVersion") or "0").split(".")[0] or 0)
    if stated >= 30000:
        for plug in root.iter("plugIn"):
            if "CocoaTouch" in (plug.get("identifier") or ""):
                stated = float(plug.get("version") or stated)
                break
    ios = 0
    for start, version in RELEASES:
        if stated >= start:
            ios = version
    return ios


def label(view):
    if view.tag == "textField":
        return "textField " + (view.get("borderStyle") or "none")
    return view.tag


def document_constraints(root):
    """Every constraint of a document that is not a placeholder, with the id of the view
    holding it, and the element -> parent map (ElementTree keeps no parents)."""
    parents = {child: parent for parent in root.iter() for child in parent}
    constraints = []
    for holder in root.iter("constraints"):
        owner = parents.get(holder)
        for c in holder.iter("constraint"):
            if c.get("placeholder") != "YES":
                constraints.append((owner.get("id") if owner is not None else None, c))
    return constraints, parents


def classify(path, repo, rows, counts):
    root = ET.parse(path).getroot()
    ios = ios_of(root)
    constraints, parents = document_constraints(root)
    for view in root.iter():
        if view.tag not in CONTROLS or view.get("id") is None:
            continue
        if view.tag == "textField" and view.get("borderStyle") != "roundedRect":
            continue
        vid = view.get("id")
        own, vertical = [], set()
        for owner, c in constraints:
            first = c.get("firstItem") or owner
            if first == vid:
                if c.get("firstAttribute") == "height" and c.get("secondItem") is None:
                    own.append(c)
                elif c.get("firstAttribute") in VERTICAL or c.get("firstAttribute") == "height":
                    vertical.add(c.get("firstAttribute"))
                if c.get("firstAttribute") == "width" and c.get("secondItem") == vid:
                    vertical.add("aspect")
            elif c.get("secondItem") == vid and (c.get("secondAttribute") in VERTICAL or c.get("secondAttribute") == "height"):
                vertical.add(c.get("secondAttribute"))
        parent = parents.get(view)
        grandparent = parents.get(parent) if parent is not None else None
        in_stack = grandparent is not None and grandparent.tag == "stackView"
        rect = view.find("rect[@key='frame']")
        pinned_both = bool(vertical & {"top", "topMargin"}) and bool(vertical & {"bottom", "bottomMargin"})
        if (rect is None or view.get("misplaced") == "YES" or view.get("ambiguous") == "YES"
                or view.get("translatesAutoresizingMaskIntoConstraints") != "NO" or in_stack):
            counts[(label(view), "other")] += 1
            continue
        height = round(float(rect.get("height")), 2)
        if not own and not pinned_both and "aspect" not in vertical and "height" not in vertical:
            rows[(label(view), ios, "intrinsic", height)].append((os.path.relpath(path, ROOT), repo))
        elif len(own) == 1 and "height" not in vertical and "aspect" not in vertical \
                and own[0].get("relation") in (None, "equal") and (own[0].get("priority") or "1000") == "1000":
            extra = round(height - float(own[0].get("constant") or 0), 2)
            rows[(label(view), ios, "constant", extra)].append((os.path.relpath(path, ROOT), repo))
        else:
            counts[(label(view), "other")] += 1


def documents(sets):
    """Every document of the named sets (folders under Datasets/) with its repository, from
    the set's index when it has one."""
    for name in sets:
        directory = os.path.join(ROOT, name)
        repos = {}
        index = os.path.join(directory, "index.jsonl")
        if os.path.exists(index):
            for line in open(index, encoding="utf-8"):
                entry = json.loads(line)
                repos[entry["file"]] = entry.get("repo", entry["file"])
        for file in sorted(os.listdir(os.path.join(directory, "files"))):
            yield os.path.join(directory, "files", file), repos.get(file, name + "/" + file)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--frozen", action="store_true")
    parser.add_argument("--evidence", action="store_true",
                        help="the fixture sets and the apps of Datasets/xib-evidence (.build-evidence, made by collect_evidence.py)")
    args = parser.parse_args()
    sets = ["xib-frozen"] if args.frozen else ["xib", "xib-more"] + (["../.build-evidence"] if args.evidence else [])
    rows, counts = collections.defaultdict(list), collections.Counter()
    for path, repo in documents(sets):
        classify(path, repo, rows, counts)
    print("sets: " + ", ".join(sets) + "\n")
    print("| control | iOS SDK (Xcode) | group | stored height (intrinsic) or height - constant | controls | documents | apps |")
    print("|---|---|---|---|---|---|---|")
    for (control, ios, group, value), found in sorted(rows.items()):
        print("| %s | %d | %s | %g | %d | %d | %d |" % (control, ios, group, value, len(found),
                                                       len({d for d, _ in found}), len({r for _, r in found})))
    print("\nsized otherwise (stacks, two pins, autoresizing, misplaced): " +
          ", ".join("%s %d" % (c, n) for (c, _), n in sorted(counts.items())))


if __name__ == "__main__":
    sys.exit(main())
