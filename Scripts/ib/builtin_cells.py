#!/usr/bin/env python3
"""Frames Xcode stores for table cells of the built-in styles and for inset-grouped tables.

Two measures on the fixture sets (Datasets/xib, Datasets/xib-more; documents of reserved
repositories are not read, as in cell_margins.py):

- **inset-grouped widths**: for every `<tableView style="insetGrouped">`, the x and width of its
  cells against the table's width: how far the sections are inset from the table's edges.
- **built-in styles**: for every `<tableViewCell style="IBUITableViewCellStyle...">`, the frames
  of its `textLabel`, `detailTextLabel` and `imageView` inside the content view (x, y, width,
  height, font size), with the cell's width and height: the leading inset of the text, the
  trailing inset of a value1 detail, the gap between a subtitle's two labels, and how the labels
  sit vertically in the content view.

    python3 Scripts/ib/builtin_cells.py            # summaries
    python3 Scripts/ib/builtin_cells.py --cells    # one line per cell as well

Python 3 standard library only.
"""
from __future__ import annotations

import argparse
import collections
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import cell_margins as cm  # noqa: E402


def font_size(label):
    for child in label:
        if child.tag == "fontDescription":
            if child.get("pointSize"):
                return f"{float(child.get('pointSize')):g}"
            return (child.get("style") or "?").replace("UICTFontTextStyle", "")
    return "?"


def scan(path, repo, set_dir, inset_rows, style_rows):
    doc = cm.Document(path)
    name = os.path.basename(path)
    width = cm.width_of(doc.device, doc.tools)
    for table in doc.root.iter("tableView"):
        tf = cm.frame(table)
        if table.get("style") != "insetGrouped" or tf is None:
            continue
        for cell in table.iter("tableViewCell"):
            f = cm.frame(cell)
            if f is not None:
                inset_rows.append(dict(file=name, repo=repo, device=doc.device, xcode=doc.xcode, screen=width,
                                       table=tf[2], x=f[0], width=f[2]))
    for cell in doc.root.iter("tableViewCell"):
        style = (cell.get("style") or "").replace("IBUITableViewCellStyle", "")
        if not style:
            continue
        cf = cm.frame(cell)
        content = next((c for c in cell if c.tag == "tableViewCellContentView"), None)
        if cf is None or content is None or cm.frame(content) is None:
            continue
        row = dict(file=name, repo=repo, device=doc.device, xcode=doc.xcode, screen=width, style=style,
                   cell=cf, content=cm.frame(content), accessory=cell.get("accessoryType") or "none")
        for role, key in (("text", "textLabel"), ("detail", "detailTextLabel"), ("image", "imageView")):
            el = doc.by_id.get(cell.get(key) or "")
            if el is not None and cm.frame(el) is not None:
                row[role] = cm.frame(el)
                if role != "image":
                    row[role + "Font"] = font_size(el)
                    row[role + "Lines"] = el.get("numberOfLines") or "1"
        style_rows.append(row)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--cells", action="store_true")
    parser.add_argument("--reserved", default=os.path.join(cm.ROOT, "..", "shared", "reserved-repos.txt"))
    args = parser.parse_args()
    reserved = cm.load_reserved(args.reserved)
    inset_rows, style_rows = [], []
    for set_dir in cm.FIXTURES:
        index = cm.index_of(set_dir, reserved, set())
        for name in sorted(index):
            scan(os.path.join(cm.ROOT, set_dir, "files", name), index[name], set_dir, inset_rows, style_rows)

    print("## Inset-grouped tables: cell inset from the table's edges (documents / apps)\n")
    print("| device | Xcode | table width | inset | cell width | cells | documents | apps |")
    print("| --- | --- | --- | --- | --- | --- | --- | --- |")
    groups = collections.defaultdict(list)
    for r in inset_rows:
        groups[(r["device"], r["xcode"], r["table"], r["x"], r["width"])].append(r)
    for k in sorted(groups):
        rs = groups[k]
        print(f"| {k[0]} | {k[1]} | {k[2]:g} | {k[3]:g} | {k[4]:g} | {len(rs)} | "
              f"{len({r['file'] for r in rs})} ({', '.join(sorted({r['file'] for r in rs}))}) | {len({r['repo'] for r in rs})} |")

    def measures(r):
        out = {}
        cw, ch = r["content"][2], r["content"][3]
        if "text" in r:
            x, y, w, h = r["text"]
            out["text x"] = x
            if r["style"] != "Subtitle" or "detail" not in r:
                out["text centre offset"] = round(y + h / 2 - ch / 2, 2)
        if "detail" in r and "text" in r:
            dx, dy, dw, dh = r["detail"]
            if r["style"] == "Subtitle":
                out["detail x"] = dx
                out["text-detail gap"] = round(dy - (r["text"][1] + r["text"][3]), 2)
                top, bottom = r["text"][1], dy + dh
                out["pair centre offset"] = round((top + bottom) / 2 - ch / 2, 2)
            elif r["style"] == "Value1":
                out["detail trailing inset"] = round(cw - (dx + dw), 2)
        if "image" in r:
            out["image x"] = r["image"][0]
            if "text" in r:
                out["image-text gap"] = round(r["text"][0] - (r["image"][0] + r["image"][2]), 2)
        return out

    print("\n## Built-in styles (Xcode 10 and later; value: cells / documents / apps)\n")
    agg = collections.defaultdict(lambda: collections.defaultdict(list))
    for r in style_rows:
        if r["xcode"] < 10:
            continue
        side = "wide" if r["cell"][2] > 320 else "<=320"
        for m, v in measures(r).items():
            agg[(r["style"], m, r["device"], side)][v].append(r)
    print("| style | measure | device | cell width | values |")
    print("| --- | --- | --- | --- | --- |")
    for k in sorted(agg):
        vals = "; ".join(f"**{v:g}**: {len(rs)} / {len({r['file'] for r in rs})} / {len({r['repo'] for r in rs})}"
                         for v, rs in sorted(agg[k].items(), key=lambda kv: -len(kv[1])))
        print(f"| {k[0]} | {k[1]} | {k[2]} | {k[3]} | {vals} |")
    fonts = collections.Counter((r["style"], r.get("textFont"), r.get("detailFont")) for r in style_rows if r["xcode"] >= 10)
    print("\nFonts (style, text, detail: cells):", ", ".join(f"{k}: {n}" for k, n in fonts.most_common()))
    if args.cells:
        for r in style_rows:
            print(r["file"], r["device"], r["xcode"], r["style"], r["accessory"], "cell", r["cell"][2:], "content",
                  r["content"][2:], "text", r.get("text"), r.get("textFont"), r.get("textLines"),
                  "detail", r.get("detail"), r.get("detailFont"), "image", r.get("image"))


if __name__ == "__main__":
    main()
