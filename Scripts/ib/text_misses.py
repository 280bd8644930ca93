#!/usr/bin/env python3
"""Text-dependent misses of `autolayout compare` at 1 pt on the fixture sets, by cause.

Runs `autolayout compare --json --worst 0 --tolerance 1` over Datasets/xib and Datasets/xib-more
only, takes every determined text-dependent view that misses (the views `evaluate.py` counts as
text-dependent misses), looks it up in its document and puts it in the first class whose test
holds (`classify`).  Prints a markdown table per set: views, documents and apps per class.

The first split is the view's own size: a view whose width or height is off by more than 1 pt
is mis-sized itself (a label: the text model or the font it is measured with; a button, text
field, stack view: its text plus the control's own metrics); a view whose size matches and whose
origin does not is placed wrong, either after a mis-sized view of its stack or root (it follows
that view) or with nothing mis-sized in its root (a margin, bar or chain rule).

It refuses Datasets/xib-frozen: that set is held out, and which of its views miss is not looked at.

    python3 Scripts/ib/text_misses.py [--binary PATH] [--dump FILE.jsonl] [SET_DIR ...]

Python 3 standard library only.
"""
from __future__ import annotations

import argparse
import collections
import glob
import json
import os
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from fixture_misses import CONTROLS, Doc  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.abspath(os.path.join(HERE, "..", ".."))
SETS = ["Datasets/xib", "Datasets/xib-more"]
TOLERANCE = 1.0
# Families every measurer has (InterfaceBuilderFont.builtInFamilies: the system stand-in and
# AppleFamilyFaces), lower-cased.
BUILT_IN_FAMILIES = {"helvetica", "helvetica neue", "arial", "times new roman", "times", "courier new", "courier",
                     "menlo", "palatino", "bookman", "avant garde", "new century schoolbook"}
TEXT_TAGS = {"label", "button", "textField", "textView"}


def compare(binary, files):
    out = subprocess.run([binary, "compare", "--json", "--worst", "0", "--tolerance", str(TOLERANCE), *files],
                         capture_output=True, text=True, cwd=ROOT)
    if out.returncode != 0:
        sys.exit("compare failed (%d): %s" % (out.returncode, out.stderr[-2000:]))
    for line in out.stdout.splitlines()[:-1]:
        obj = json.loads(line)
        if "views" in obj:
            yield obj


def mis_sized(view):
    ours, xc = view["ours"], view["stored"]
    return abs(ours[2] - xc[2]) > TOLERANCE or abs(ours[3] - xc[3]) > TOLERANCE


def font_class(e):
    """How a text view's font is given: dynamic type, a named font the measurer has or lacks, the system font."""
    font = e.find("fontDescription")
    if font is None:
        return "system"
    if font.get("style"):
        return "dynamic"
    name = font.get("name")
    if name and not name.startswith("."):
        family = (font.get("family") or name.split("-")[0]).lower()
        return "named" if family in BUILT_IN_FAMILIES else "named-missing"
    return "system"


def at_text_height(e, height):
    """Whether a system-font label's stored height is a whole number of its lines (line height
    about 1.2 times the point size, within 2 pt): Xcode drew it at its text's height, so a
    difference is the text model's, not a constraint's."""
    font = e.find("fontDescription")
    size = float(font.get("pointSize") or 17) if font is not None else 17.0
    line = 1.2 * size
    lines = int(e.get("numberOfLines", "1") or 1)
    most = lines if lines > 0 else 50
    return any(abs(height - k * line) <= 2 for k in range(1, most + 1))


def classify(view, doc, sized_misses):
    """The first class whose test holds for one text-dependent miss."""
    e = doc.by_id.get(view["id"])
    tag = view["element"]
    if e is None:
        return "not found in the document"
    if mis_sized(view):
        ours, xc = view["ours"], view["stored"]
        dw, dh = abs(ours[2] - xc[2]) > TOLERANCE, abs(ours[3] - xc[3]) > TOLERANCE
        if tag == "label":
            if e.find(".//attributedString") is not None:
                styled = e.find(".//paragraphStyle") is not None
                return "label, own size: attributed text" + (" with a paragraph style" if styled else "")
            fc = font_class(e)
            if fc == "dynamic":
                return "label, own size: Dynamic Type style"
            if fc == "named-missing":
                return "label, own size: named font the measurer lacks (app font)"
            if fc == "named":
                return "label, own size: named font of a mapped open family"
            lines = e.get("numberOfLines", "1")
            if dh and not at_text_height(e, view["stored"][3]):
                return "label, own size: system font, stretched by its constraints in Xcode's frame"
            if dw and not dh:
                return "label, own size: system font, width only (%s)" % ("one line" if lines == "1" else "several lines")
            if dh and not dw:
                return "label, own size: system font, height only (%s)" % ("one line" if lines == "1" else "several lines")
            return "label, own size: system font, width and height"
        if tag == "button":
            if e.find("buttonConfiguration") is not None:
                return "button, own size: `<buttonConfiguration>` style"
            return "button, own size: title + insets"
        if tag == "textField":
            return "text field, own size"
        if tag == "textView":
            return "text view, own size"
        if tag == "stackView":
            return "stack view, own size (follows its arranged views)"
        if tag == "imageView":
            return "image view, own size (follows a text-sized neighbour)"
        if tag in CONTROLS:
            return "control, own size (follows a text-sized neighbour)"
        texts = [m for m in sized_misses if m is not e and m.tag in TEXT_TAGS and m in set(e.iter())]
        if texts:
            return "container, own size: holds a mis-sized text view"
        return "container, own size: follows a mis-sized view"
    anc = list(doc.ancestors(e))
    stack = next((a for a in anc if a.tag == "stackView"), None)
    if stack is not None and any(m is not e and (m in set(stack.iter())) for m in sized_misses):
        return "position only: in a stack view beside or inside a mis-sized view"
    if any(m is not e for m in sized_misses):
        return "position only: follows a mis-sized view of its root"
    return "position only: nothing mis-sized in its root (margins, bars, chains)"


def set_documents(set_dir):
    """A fixture set's index (file name -> row) and documents; refuses the frozen set."""
    if "frozen" in set_dir:
        sys.exit("refused: the frozen set is held out")
    index = {}
    path = os.path.join(set_dir, "index.jsonl")
    if os.path.exists(path):
        for line in open(path, encoding="utf-8"):
            row = json.loads(line)
            index[row["file"]] = row
    files = sorted(glob.glob(os.path.join(set_dir, "files", "*.xib")) +
                   glob.glob(os.path.join(set_dir, "files", "*.storyboard")))
    return index, files


def collect(binary, set_dir):
    index, files = set_documents(set_dir)
    rows, determined = [], 0
    for obj in compare(binary, files):
        doc = Doc(os.path.join(set_dir, "files", obj["file"]))
        td = [v for v in obj["views"] if v["class"] == "determined" and v["textDependent"]]
        determined += len(td)
        misses = [v for v in td if not v["matches"]]
        sized_by_root = collections.defaultdict(list)
        for v in obj["views"]:
            if v["class"] != "stale" and not v["matches"] and mis_sized(v) and v["id"] in doc.by_id:
                sized_by_root[v["root"]].append(doc.by_id[v["id"]])
        for v in misses:
            v["file"] = obj["file"]
            v["repo"] = index.get(obj["file"], {}).get("repo", obj["file"])
            v["cause"] = classify(v, doc, sized_by_root[v["root"]])
            rows.append(v)
    return rows, determined


def report(name, rows, determined):
    print("`%s`: %d of %d determined text-dependent views miss at 1 pt (%d apps)" % (
        name, len(rows), determined, len({r["repo"] for r in rows})))
    print()
    print("| cause | views | documents | apps | median off (pt) |")
    print("|---|---|---|---|---|")
    groups = collections.defaultdict(list)
    for r in rows:
        groups[r["cause"]].append(r)
    for cause in sorted(groups, key=lambda c: (c.startswith("position"), -len(groups[c]))):
        g = groups[cause]
        offs = sorted(r["difference"] for r in g)
        print("| %s | %d | %d | %d | %.1f |" % (cause, len(g), len({r["file"] for r in g}), len({r["repo"] for r in g}),
                                               offs[len(offs) // 2]))
    print()


def run(doc, dump_help, analyse):
    """The command line of the fixture-set scripts: set directories, --binary, --dump.
    `analyse(binary, set_dir)` prints one set's report and returns its rows (dumped as JSON lines)."""
    ap = argparse.ArgumentParser(description=doc.split("\n\n")[0])
    ap.add_argument("sets", nargs="*", default=SETS)
    ap.add_argument("--binary", default=os.environ.get("AUTOLAYOUT", os.path.join(ROOT, ".build", "release", "autolayout")))
    ap.add_argument("--dump", help=dump_help)
    args = ap.parse_args()
    dump = open(args.dump, "w") if args.dump else None
    for s in args.sets:
        set_dir = s if os.path.isabs(s) else os.path.join(ROOT, s)
        rows = analyse(args.binary, set_dir)
        if dump:
            for r in rows:
                dump.write(json.dumps(r) + "\n")


def analyse(binary, set_dir):
    rows, determined = collect(binary, set_dir)
    report(os.path.relpath(set_dir, ROOT), rows, determined)
    return rows


def main():
    run(__doc__, "also write every miss with its cause as JSON lines here", analyse)


if __name__ == "__main__":
    main()
