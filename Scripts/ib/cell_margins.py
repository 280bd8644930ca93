#!/usr/bin/env python3
"""The layout margins Xcode's canvas gives table-view cells' content views, by device and Xcode.

For every `<tableViewCellContentView>` of the fixture sets (Datasets/xib, Datasets/xib-more: the
same documents as shared/fixtures/xib*), reads each required, equal, multiplier-1 constraint that
pins a framed view to one of the content view's margins (`leadingMargin`, `trailingMargin`,
`topMargin`, `bottomMargin`, or left/right) and recovers the margin from the frame Xcode stored
for that view, relative to the content view:

    view.leading == contentView.leadingMargin + c   ->  margin = x - c
    contentView.trailingMargin == view.trailing + c ->  margin = width - maxX - c   (and so on)

A cell's margin on a side is the value most of its constraints give. Left out: views flagged
`misplaced`/`ambiguous` (Xcode knows their frame does not follow the constraints), placeholder
constraints, views inside scroll views, content views or cells with stored `layoutMargins`,
content views that do not preserve their superview's margins... none are silently merged: each
exclusion is counted.

Each cell is grouped by the document's simulated device (id and screen width in points: some ids
moved to other phones as Xcode went on), the Xcode that wrote the document (from toolsVersion),
whether the cell is as wide as that screen or narrower (xib cells keep the width they were drawn
with, often 320), and, for storyboard prototype cells, the table's style. The table prints, per
group and margin value, the cells, documents and distinct apps (repositories) that show it.

    python3 Scripts/ib/cell_margins.py                 # fixture sets (what rules may follow)
    python3 Scripts/ib/cell_margins.py --frozen        # the held-out set, reported only
    python3 Scripts/ib/cell_margins.py --cells         # one line per measured cell as well
    python3 Scripts/ib/cell_margins.py --evidence      # and the apps of Datasets/xib-evidence

The held-out set (Datasets/xib-frozen) must not be fitted on: it is read only with --frozen, to
report how a rule decided on the fixtures fares there.

Python 3 standard library only.
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
FIXTURES = ["Datasets/xib", "Datasets/xib-more"]
FROZEN = ["Datasets/xib-frozen"]

SIDE_OF_MARGIN = {"leadingMargin": "L", "leftMargin": "L", "trailingMargin": "R", "rightMargin": "R",
                  "topMargin": "T", "bottomMargin": "B"}
EDGES_OF_SIDE = {"L": {"leading", "left"}, "R": {"trailing", "right"}, "T": {"top"}, "B": {"bottom"}}
SCROLLERS = {"scrollView", "tableView", "collectionView", "textView"}
# Controls whose frame is not their alignment rectangle (a switch's stored frame ends 2 points
# inside the margin it is pinned to: 336, 337, 392): their frames do not show the margin.
CONTROLS = {"switch", "slider", "stepper", "segmentedControl", "progressView", "pageControl",
            "activityIndicatorView", "datePicker", "pickerView", "searchBar"}

# Screen widths in points (Apple's device specifications; Sources/AutoLayout/Device/Device.swift
# holds the same table). Ids Xcode moved to newer phones: see width_of().
WIDTHS = {
    "retina3_5": 320, "retina4_0": 320, "retina4_7": 375, "retina5_5": 414, "retina5_9": 375,
    "retina6_0": 390, "retina6_1": 414, "retina6_5": 414, "retina6_12": 390, "retina6_3": 402,
    "retina6_7": 430, "retina6_72": 430, "retina6_9": 440, "ipad9_7": 768, "ipad10_2": 810,
    "ipad10_5": 834, "ipad10_9rounded": 820, "ipad11": 834, "ipad12_9": 1024, "ipad12_9rounded": 1024,
}
LANDSCAPE_WIDTHS = {"retina6_0": 844, "retina6_12": 844, "retina4_7": 667, "retina6_1": 896, "retina5_9": 812}
SCALE_2X = {"retina3_5", "retina4_0", "retina4_7", "retina6_1"} | {k for k in WIDTHS if k.startswith("ipad")}
# Xcode releases by their first Interface Builder build number (InterfaceBuilderToolsVersion.swift).
XCODES = [(6000, 6), (9000, 7), (11000, 8), (13000, 9), (14000, 10), (15000, 11), (17000, 12), (19000, 13),
          (21000, 14), (22000, 15), (23000, 16), (24000, 26)]


def tools_of(doc):
    stated = float((doc.get("toolsVersion") or "0").split(".")[0] or 0)
    if stated >= 30000:  # placeholder 32700.99.1234: the Cocoa Touch plug-in's version is the real one
        for plug in doc.iter("plugIn"):
            if "CocoaTouch" in (plug.get("identifier") or ""):
                return float(plug.get("version") or stated)
    return stated


def xcode_of(tools):
    major = 0
    for start, release in XCODES:
        if tools >= start:
            major = release
    return major


def width_of(device, tools):
    if device == "retina6_12" and tools >= 21000:  # iPhone 14 Pro from Xcode 14
        return 393
    if device in ("retina6_72", "retina6_7") and tools < 22000:  # 428-point phones before Xcode 15
        return 428
    return WIDTHS.get(device)


def frame(el):
    for child in el:
        if child.tag == "rect" and child.get("key") == "frame":
            return tuple(float(child.get(k)) for k in ("x", "y", "width", "height"))
    return None


def has_stored_margins(el):
    return any(c.tag == "edgeInsets" and c.get("key") == "layoutMargins" for c in el)


class Document:
    def __init__(self, path):
        self.root = ET.parse(path).getroot()
        self.parent = {c: p for p in self.root.iter() for c in p}
        self.by_id = {e.get("id"): e for e in self.root.iter() if e.get("id")}
        device = self.root.find("device")
        self.device = device.get("id") if device is not None else None
        self.orientation = device.get("orientation") if device is not None else None
        self.tools = tools_of(self.root)
        self.xcode = xcode_of(self.tools)
        self.kind = "storyboard" if self.root.get("type", "").endswith("Storyboard.XIB") else "xib"

    def holder_of(self, constraint):
        """The view whose <constraints> list holds `constraint`."""
        return self.parent[self.parent[constraint]]

    def offset_in(self, view, content):
        """`view`'s frame in `content`'s coordinates, or None (no frame, or a scroller between)."""
        f = frame(view)
        if f is None:
            return None
        x, y = f[0], f[1]
        node = self.parent.get(self.parent.get(view))  # <subviews> then the superview
        while node is not None and node is not content:
            if node.tag in SCROLLERS:
                return None
            nf = frame(node)
            if nf is None:
                return None
            x, y = x + nf[0], y + nf[1]
            node = self.parent.get(self.parent.get(node))
        if node is None:
            return None
        return x, y, f[2], f[3]


def measure_content_view(doc, content, excluded, scope=None):
    """{side: [margin, ...]} from the constraints pinning framed views to `content`'s margins
    (constraints held by `scope` or below it: by default the content view's superview, the cell)."""
    cf = frame(content)
    cid = content.get("id")
    found = collections.defaultdict(list)
    if scope is None:
        scope = doc.parent[content]
    for c in scope.iter("constraint"):
        holder = doc.holder_of(c)
        first = c.get("firstItem") or holder.get("id")
        second = c.get("secondItem")
        fa, sa = c.get("firstAttribute"), c.get("secondAttribute")
        if cid not in (first, second) or not ({fa, sa} & SIDE_OF_MARGIN.keys()):
            continue
        if first == cid and fa in SIDE_OF_MARGIN:
            side, other, other_attr, content_first = SIDE_OF_MARGIN[fa], second, sa, True
        elif second == cid and sa in SIDE_OF_MARGIN:
            side, other, other_attr, content_first = SIDE_OF_MARGIN[sa], first, fa, False
        else:
            continue
        if other is None or other_attr not in EDGES_OF_SIDE[side]:
            continue
        if c.get("placeholder") == "YES" or c.get("relation") or c.get("multiplier"):
            excluded["inequality, multiplier or placeholder constraint"] += 1
            continue
        if float(c.get("priority") or 1000) < 1000:
            excluded["optional constraint"] += 1
            continue
        view = doc.by_id.get(other)
        if view is None or frame(view) is None:
            excluded["item without a frame (layout guide)"] += 1
            continue
        if view.tag in CONTROLS:
            excluded["control pinned (frame is not its alignment rectangle)"] += 1
            continue
        if view.get("misplaced") == "YES" or view.get("ambiguous") == "YES":
            excluded["view flagged misplaced or ambiguous"] += 1
            continue
        box = doc.offset_in(view, content)
        if box is None:
            excluded["view inside a scroller or not under the content view"] += 1
            continue
        x, y, w, h = box
        k = float(c.get("constant") or 0)
        sign = 1 if content_first else -1  # content.margin == view.edge + k, or view.edge == content.margin + k
        if side == "L":
            m = x + sign * k
        elif side == "T":
            m = y + sign * k
        elif side == "R":
            m = cf[2] - (x + w) - sign * k
        else:
            m = cf[3] - (y + h) - sign * k
        snapped = round(m)
        # Frames are stored on the pixel grid: a third of a pixel off a whole point is rounding.
        found[side].append(float(snapped) if abs(m - snapped) < 0.34 else round(m, 2))
    return found


def mode(values):
    counts = collections.Counter(values)
    best = max(counts.values())
    return min(v for v, n in counts.items() if n == best)


def accessory_margin(doc, accessory, cell_width, content_width):
    """The side margin an accessory shows (Xcode 11 and later, iOS 13): UIKit lays a disclosure
    indicator out at the cell's trailing margin, so the content view is narrower than the cell
    by the margin plus the chevron (10.5 points at 2x, 31/3 at 3x), and by the margin plus 24
    for a checkmark or detail button (`Sources/AutoLayout/Cells/TableCellAccessory.swift`,
    measured on 46 + 8 cells). Xcode 14 and later only: Xcode 13's documents (420-422, one app)
    leave 28.5 points at 2x beside a disclosure indicator where the views pinned to the margin
    in the same documents show 20, a narrower chevron. None for other accessories, older
    Xcodes or unknown devices."""
    if doc.xcode < 14 or doc.device not in WIDTHS or content_width >= cell_width - 0.5:
        return None
    scale = 2 if doc.device in SCALE_2X else 3
    extra = {"disclosureIndicator": 10.5 if scale == 2 else 31 / 3, "checkmark": 24, "detailButton": 24}.get(accessory)
    if extra is None:
        return None
    m = cell_width - content_width - extra
    snapped = round(m)
    return float(snapped) if abs(m - snapped) < 0.34 else round(m, 2)


def cells_of(path, repo, set_name, excluded):
    doc = Document(path)
    out = []
    for content in doc.root.iter("tableViewCellContentView"):
        cell = doc.parent[content]
        cf, cellf = frame(content), frame(cell)
        if cf is None or cellf is None:
            excluded["cell without a stored frame"] += 1
            continue
        found = measure_content_view(doc, content, excluded)
        accessory = cell.get("accessoryType")
        derived = accessory_margin(doc, accessory, cellf[2], cf[2])
        if not found and derived is None:
            continue
        if has_stored_margins(content) or has_stored_margins(cell):
            excluded["content view or cell with stored layoutMargins (cells)"] += 1
            continue
        if content.get("preservesSuperviewLayoutMargins") == "NO" or cell.get("preservesSuperviewLayoutMargins") == "NO":
            excluded["preservesSuperviewLayoutMargins off (cells)"] += 1
            continue
        table = doc.parent.get(cell)
        while table is not None and table.tag != "tableView":
            table = doc.parent.get(table)
        style = None
        if table is not None:
            # A table that is its controller's view (UITableViewController) or one placed inside
            # another view: on a 5.5-inch phone their cells' margins differ (287).
            style = (table.get("style") or "plain") + (" root" if table.get("key") == "view" else " inner")
            if has_stored_margins(table):
                excluded["table with stored layoutMargins (cells)"] += 1
                continue
            if table.get("cellLayoutMarginsFollowReadableWidth") == "YES":
                style += "+readable"
        screen = width_of(doc.device, doc.tools) if doc.device else None
        landscape = doc.orientation == "landscape"
        if screen and landscape:
            screen = LANDSCAPE_WIDTHS.get(doc.device)
        margins = {side: mode(v) for side, v in found.items()}
        if cf[2] < cellf[2] - 0.5 and "R" in margins:
            margins["Racc"] = margins.pop("R")  # beside the accessory, not the cell's edge
        if derived is not None:
            margins["A"] = derived
        out.append({
            "set": set_name, "file": os.path.basename(path), "repo": repo, "cell": cell.get("id"),
            "tools": int(doc.tools), "xcode": xcode_of(doc.tools), "device": doc.device or "(none)",
            "screen": screen, "cellWidth": cellf[2], "contentWidth": cf[2], "kind": doc.kind, "table": style,
            "accessory": accessory,
            "landscape": landscape, "margins": margins,
            "all": {side: sorted(set(v)) for side, v in found.items()},
        })
    return out


def roots_of(path, repo, set_name):
    """For comparison: the side margins of storyboard scenes' root views (a view controller's
    `view`, not a table), measured the same way; UIKit gives those the system minimum margins."""
    doc = Document(path)
    out, ignored = [], collections.Counter()
    if doc.kind != "storyboard" or not doc.device or doc.orientation == "landscape":
        return out
    for view in doc.root.iter("view"):
        if view.get("key") != "view" or frame(view) is None or has_stored_margins(view):
            continue
        if abs(frame(view)[2] - (width_of(doc.device, doc.tools) or -1)) > 0.5:
            continue  # a controller shown in a popover or a container of another size
        found = measure_content_view(doc, view, ignored, scope=view)
        values = [mode(found[s]) for s in "LR" if s in found]
        if values:
            out.append({"set": set_name, "file": os.path.basename(path), "repo": repo, "device": doc.device,
                        "screen": width_of(doc.device, doc.tools), "xcode": xcode_of(doc.tools), "margin": mode(values)})
    return out


def roots_table(sets, reserved):
    groups = collections.defaultdict(lambda: collections.defaultdict(lambda: (set(), set())))
    for set_dir in sets:
        index = index_of(set_dir, reserved, set())
        for name in sorted(index):
            for r in roots_of(os.path.join(ROOT, set_dir, "files", name), index[name], set_dir):
                if r["xcode"] < 10:
                    continue
                docs, apps = groups[(r["screen"], r["device"])][r["margin"]]
                docs.add(r["file"])
                apps.add(r["repo"])
    print("\n### For comparison: storyboard scenes' root views (not tables), Xcode 10 and later, portrait\n")
    print("| screen pt | device | root side margin: documents / apps |")
    print("| --- | --- | --- |")
    for (screen, device) in sorted(groups):
        parts = [f"{v:g}: {len(d)} / {len(a)}" for v, (d, a) in sorted(groups[(screen, device)].items(),
                                                                           key=lambda kv: -len(kv[1][0]))]
        print(f"| {screen} | {device} | {'; '.join(parts)} |")


GENERIC_NAMES = {"ios", "ios-app", "app", "examples", "mobile-ios"}


def load_reserved(path):
    """The repositories reserved for independent checks (shared/reserved-repos.txt): their
    documents are never read, nor those of a repository with a reserved one's (non-generic) name."""
    if not os.path.exists(path):
        sys.exit(f"{path} not found: the reserved repositories must be left out (--reserved PATH)")
    full, names = set(), set()
    for line in open(path, encoding="utf-8"):
        line = line.strip()
        if line and not line.startswith("#") and "/" in line:
            full.add(line.lower())
            names.add(line.split("/", 1)[1].lower())
    return full, names - GENERIC_NAMES


def index_of(set_dir, reserved, skipped):
    """file -> repository for the set's documents that may be read."""
    index = {}
    full, names = reserved
    with open(os.path.join(ROOT, set_dir, "index.jsonl")) as f:
        for line in f:
            row = json.loads(line)
            repo = row["repo"].lower()
            if repo in full or repo.split("/", 1)[-1] in names:
                skipped.add((set_dir, row["file"], row["repo"]))
                continue
            index[row["file"]] = row["repo"]
    return index


def load(sets, reserved, skipped):
    cells, excluded = [], collections.Counter()
    for set_dir in sets:
        index = index_of(set_dir, reserved, skipped)
        for name in sorted(index):
            cells += cells_of(os.path.join(ROOT, set_dir, "files", name), index[name], set_dir, excluded)
    return cells, excluded


def width_class(cell):
    if cell["screen"] is None:
        return "?"
    if abs(cell["cellWidth"] - cell["screen"]) < 0.5:
        return "= screen"
    return f"{cell['cellWidth']:g}"


def side_values(cell, sides):
    return [cell["margins"][s] for s in sides if s in cell["margins"]]


def device_label(cell):
    return cell["device"] + (" landscape" if cell["landscape"] else "")


def table(cells, sides, title, with_width=True):
    """Per Xcode, device, cell width and table: each margin value with its cells, documents, apps."""
    groups = collections.defaultdict(lambda: collections.defaultdict(list))
    for c in cells:
        values = side_values(c, sides)
        if values:
            key = (c["xcode"], c["screen"] or 0, device_label(c),
                   width_class(c) if with_width else "", (c["table"] or "xib") if with_width else "")
            groups[key][mode(values)].append(c)
    print(f"\n### {title}\n")
    print("| Xcode | device (screen pt) | cell width | table | margin | cells | documents | apps |")
    print("| --- | --- | --- | --- | --- | --- | --- | --- |")
    for k in sorted(groups):
        xcode, screen, device, width, role = k
        for value in sorted(groups[k], key=lambda v: (-len(groups[k][v]), v)):
            members = groups[k][value]
            docs = sorted({c["file"].split(".")[0] for c in members})
            apps = {c["repo"] for c in members}
            print(f"| {xcode or '<=7'} | {device} ({screen or '?'}) | {width} | {role} | {value:g} | {len(members)} | "
                  f"{len(docs)} ({', '.join(docs)}) | {len(apps)} |")


def summary(cells):
    """The evidence table: per screen width and device (Xcode 10 and later, where cells got the
    margins they have today), the side margin of cells wider than 320 points and of narrower
    ones, as documents / apps per value, from views pinned to the margins and, apart, from the
    width an accessory takes. Inset-grouped tables are left out (their cells are inset from the
    table's edges)."""
    groups = collections.defaultdict(lambda: {m: collections.defaultdict(lambda: (set(), set())) for m in "PA"})
    for c in cells:
        if c["xcode"] < 10 or (c["table"] or "").startswith("insetGrouped"):
            continue
        xcodes = "14+" if c["device"] == "retina6_12" and c["xcode"] >= 14 else \
                 "10-13" if c["device"] == "retina6_12" else "10+"
        cls = "> 320" if c["cellWidth"] > 320 else "<= 320"
        key = (c["screen"] or 0, device_label(c), xcodes, cls)
        for measure, sides in (("P", "LR"), ("A", "A")):
            values = side_values(c, sides)
            if values:
                docs, apps = groups[key][measure][mode(values)]
                docs.add((c["set"], c["file"]))
                apps.add(c["repo"])

    def cell(counts):
        return "; ".join(f"**{v:g}**: {len(d)} / {len(a)}" for v, (d, a) in
                         sorted(counts.items(), key=lambda kv: (-len(kv[1][0]), kv[0]))) or "-"

    print("\n### Evidence by device: side margins, Xcode 10 and later (value: documents / apps)\n")
    print("| screen pt | device | Xcode | cell width | views pinned to the margins | accessory widths (Xcode 14+) |")
    print("| --- | --- | --- | --- | --- | --- |")
    for key in sorted(groups):
        screen, device, xcodes, cls = key
        print(f"| {screen or '?'} | {device} | {xcodes} | {cls} | {cell(groups[key]['P'])} | {cell(groups[key]['A'])} |")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--frozen", action="store_true", help="report on the held-out set instead (no fitting)")
    parser.add_argument("--cells", action="store_true", help="also print one line per measured cell")
    parser.add_argument("--evidence", action="store_true",
                        help="the documents of Datasets/xib-evidence as well (.build-evidence, made by collect_evidence.py)")
    parser.add_argument("--reserved", default=os.path.join(ROOT, "..", "shared", "reserved-repos.txt"),
                        help="the list of reserved repositories (default: ../shared/reserved-repos.txt)")
    args = parser.parse_args()
    sets = FROZEN if args.frozen else FIXTURES + ([".build-evidence"] if args.evidence else [])
    reserved = load_reserved(args.reserved)
    skipped = set()
    cells, excluded = load(sets, reserved, skipped)
    docs = {(c["set"], c["file"]) for c in cells}
    print(f"# Table-cell content margins in {' + '.join(sets)}\n")
    print(f"{len(cells)} cells measured (a view pinned to a content-view margin, or the width of an "
          f"accessory), {len(docs)} documents, "
          f"{len({c['repo'] for c in cells})} apps (`python3 Scripts/ib/cell_margins.py"
          f"{' --frozen' if args.frozen else ''}`). Left out:")
    for reason, n in sorted(excluded.items(), key=lambda kv: -kv[1]):
        print(f"- {reason}: {n}")
    if skipped:
        print(f"- documents of reserved repositories, not read: {len(skipped)} "
              f"({', '.join(sorted(f for _, f, _ in skipped))}: {', '.join(sorted({r for _, _, r in skipped}))})")
    print("- the trailing side of cells with an accessory (the content view ends at the accessory; "
          "listed last)")
    summary(cells)
    roots_table(sets, reserved)
    table(cells, "LR", "Side margins (leading/trailing) in detail: per cell, the value most of its constraints give")
    table(cells, "TB", "Top/bottom margins", with_width=False)
    accessory = [c for c in cells if "Racc" in c["margins"]]
    if accessory:
        print("\n### Trailing margin of content views beside an accessory\n")
        for c in accessory:
            print(f"- {c['file']} ({c['repo']}, Xcode {c['xcode']}, {c['device']}): {c['accessory']}, "
                  f"content {c['contentWidth']:g} of {c['cellWidth']:g}: {c['margins']['Racc']:g}")
    mixed = [c for c in cells if any(len(v) > 1 for v in c["all"].values())]
    if mixed:
        print(f"\n{len(mixed)} cells have constraints on one side that disagree (a view whose stored frame does "
              "not follow its constraints; the cell's value is the most common one):\n")
        for c in mixed:
            print(f"- {c['file']} {c['cell']}: " + ", ".join(f"{k} {v}" for k, v in sorted(c["all"].items())))
    if args.cells:
        print("\n### Cells\n")
        for c in sorted(cells, key=lambda c: (c["set"], c["file"])):
            print(f"- {c['file']} {c['repo']} tools {c['tools']} {device_label(c)} cell {c['cellWidth']:g} "
                  f"content {c['contentWidth']:g} {c['kind']} table={c['table']} accessory={c['accessory']} "
                  f"margins={c['margins']}")


if __name__ == "__main__":
    sys.exit(main())
