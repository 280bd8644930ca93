#!/usr/bin/env python3
"""Census of labels and buttons whose text has Hangul, kana or Han characters, and the line height
Xcode stored for them (issue 35, branch cjk-line-height).

On iOS such characters are drawn by a fallback face (Apple SD Gothic Neo, Hiragino, PingFang), whose
own line is taller than the system font's (Noto Sans CJK, the text model's fallback, is 1.448 em
against San Francisco's 2444/2048 = 1.193 em). The question is which of the two lines sets a label's
height: the label font's or the fallback's.

Two sources, each row with its repository, path and commit:

* the label census (`Datasets/labels/*.jsonl`: single-line labels, multi-line labels, button titles,
  labels in named fonts; navigation titles have no frame and are left out), the stored frame of each
  label whose height is its own (`heightIsOwn`), with the text model's height of the same text
  (`autolayout measure`, fast mode, the label's font, lines and scale, as `evaluate.py` sends them);
* the Interface Builder evidence set (`Datasets/xib-evidence`, documents copied by
  `Scripts/ib/collect_evidence.py` into `.build-evidence/files`): every label, button and text field
  with such text that `autolayout compare` scores, with Xcode's frame and the product's.

Each census row gets a class by its stored height `h`, its line count `n` (1 for single-line labels
and buttons; a multi-line label's count from the census) and its scale `S`:

* `label-font`: `h` is `n` lines of the label font (the system font's 2444/2048 em, or the named
  font's line as the binary measures a Latin text of the font) ceiled to 1/S, or that ceiled to a
  whole point (Xcode keeps frames of an older Xcode or of Size to Fit at whole points);
* `fallback`: `h` is `n` lines of Noto Sans CJK (1.448 em) ceiled likewise (the fallback's line);
* `other`.

Buttons are classed by their height less the same button type's Latin titles' (below): a button's
title line is the only part that depends on its text.

Held-out apps (the census's `heldout*` splits, which the text model's fit never reads) are counted
apart from fit apps, and summarised after them. The evidence set holds no held-out app.

    python3 Scripts/labels/cjk_line_heights.py --binary Tool/.build/release/autolayout \\
        [--evidence .build-evidence] [--out Datasets/labels/cjk-line-heights.jsonl]

Writes the rows (JSON Lines, sorted) and prints the summary as markdown. Standard library only.
"""
from __future__ import annotations

import argparse
import collections
import glob
import json
import math
import os
import pathlib
import subprocess
import sys
import xml.etree.ElementTree as ET

ROOT = pathlib.Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "Scripts/labels"))
from collect import SYSTEM_LINE_HEIGHT_EM  # noqa: E402  (the system font's line, one place)
from measure_tool import run_measure  # noqa: E402  (the one way the label scripts call the tool)

# Noto Sans CJK's hhea line (ascender 1160 + descender 288, no gap, 1000 units a em): the text
# model's fallback for these scripts (Tests/TextMeasurementTests/FontLoadingTests checks the face).
FALLBACK_LINE_EM = 1.448
LABEL_FILES = "Datasets/labels/*.jsonl"
# Not census parts: stale records, and this script's own output (which lives among them).
SKIPPED_FILES = ("stale.jsonl", "cjk-line-heights.jsonl")


def scripts_of(text):
    """The East Asian scripts of `text` (hangul, kana, han) and whether Latin letters or digits mix in."""
    found = set()
    for ch in text:
        o = ord(ch)
        if 0xAC00 <= o < 0xD7B0 or 0x1100 <= o < 0x1200 or 0x3130 <= o < 0x3190:
            found.add("hangul")
        elif 0x3040 <= o < 0x3100 or 0x31F0 <= o < 0x3200 or 0xFF66 <= o < 0xFFA0:
            found.add("kana")
        elif 0x3400 <= o < 0xA000 or 0xF900 <= o < 0xFB00 or 0x20000 <= o < 0x30000:
            found.add("han")
        elif ch.isascii() and ch.isalnum():
            found.add("latin")
    return found


def ceil_to(value, scale):
    return math.ceil(value * scale - 1e-6) / scale


def close(a, b):
    return abs(a - b) < 1e-3


def line_count(record):
    return record.get("lines") or 1 if record.get("kind") == "multiline" else 1


def kind_of(record, part):
    if record.get("kind") in ("button", "multiline"):
        return record["kind"]
    return "label (named font)" if "other-families" in part else "label"


def census_rows():
    """Census records with Hangul, kana or Han text and a frame, tagged with their part."""
    rows = []
    for path in sorted(glob.glob(str(ROOT / LABEL_FILES))):
        part = pathlib.Path(path).stem
        if pathlib.Path(path).name in SKIPPED_FILES or "navigation-titles" in part:
            continue
        for line in open(path, encoding="utf-8"):
            record = json.loads(line)
            found = scripts_of(record.get("text") or "")
            if found - {"latin"} and record.get("height") is not None:
                rows.append(dict(record, part=part, scripts=sorted(found), kind=kind_of(record, part)))
    return rows


def font_of(record):
    if record.get("family"):
        return {"family": record["family"], "size": record["size"], "weight": record.get("weight") or "regular"}
    if record.get("textStyle"):
        return {"textStyle": record["textStyle"], "weight": record.get("weight") or "regular"}
    return {"family": "system", "size": record["size"], "weight": record.get("weight") or "regular"}


def measure(binary, requests):
    """`autolayout measure -`: answers by id (requests the binary refuses, e.g. an unknown family, are left out)."""
    return run_measure(binary, "".join(json.dumps(r) + "\n" for r in requests))


def measured_heights(binary, rows):
    """The model's height of each row's text, and of one line of a Latin text in its font (the label font's line)."""
    requests = []
    for index, row in enumerate(rows):
        common = {"font": font_of(row), "scale": row.get("scale") or 2}
        if row.get("toolsVersion"):
            common["toolsVersion"] = row["toolsVersion"]
        lines = row.get("numberOfLines", 1) if row["kind"] == "multiline" else 1
        width = row["width"] if row["kind"] == "multiline" else None
        requests.append(dict(common, id="t%d" % index, text=row["text"], lines=lines, width=width))
        requests.append(dict(common, id="l%d" % index, text="Hxg", lines=1, width=None, scale=0))
    answers = measure(binary, requests)
    for index, row in enumerate(rows):
        text, latin = answers.get("t%d" % index), answers.get("l%d" % index)
        row["ours"] = text["height"] if text else None
        row["labelFontLine"] = latin["height"] if latin else None


def classify(row, latin_offsets):
    """`label-font`, `fallback` or `other` for a census row (module doc)."""
    scale = row.get("scale") or 2
    lines = line_count(row)
    height = row["height"]
    if row["kind"] == "button":
        offset = latin_offsets.get((row.get("buttonType"), row["size"], scale))
        if offset is None:
            return "no Latin button to compare"
        height -= offset
    line = row["labelFontLine"] if row["labelFontLine"] is not None else row["size"] * SYSTEM_LINE_HEIGHT_EM
    own = ceil_to(lines * line, scale)
    if close(height, own) or close(height, math.ceil(own - 1e-6)):
        return "label-font"
    tall = ceil_to(lines * max(line, row["size"] * FALLBACK_LINE_EM), scale)
    if close(height, tall) or close(height, math.ceil(tall - 1e-6)):
        return "fallback"
    return "other"


def latin_button_offsets():
    """Median (stored height - one system line ceiled) of Latin-only button titles with their own
    height, by button type, size and scale: what the button adds around its title line."""
    offsets = collections.defaultdict(list)
    for path in sorted(glob.glob(str(ROOT / "Datasets/labels/*buttons.jsonl"))):
        for line in open(path, encoding="utf-8"):
            record = json.loads(line)
            if record.get("heightIsOwn") and record.get("script") == "latin" and not record.get("textStyle"):
                scale = record.get("scale") or 2
                key = (record.get("buttonType"), record["size"], scale)
                offsets[key].append(record["height"] - ceil_to(record["size"] * SYSTEM_LINE_HEIGHT_EM, scale))
    return {key: sorted(values)[len(values) // 2] for key, values in offsets.items() if len(values) >= 3}


def evidence_rows(binary, evidence):
    """Labels, buttons and text fields with East Asian text in the evidence documents, with both frames."""
    files = sorted(glob.glob(os.path.join(evidence, "files", "*.xib")) +
                   glob.glob(os.path.join(evidence, "files", "*.storyboard")))
    if not files:
        return []
    index = {}
    # The copy's own index: a run from the mirrors numbers the files anew (Datasets/xib-evidence/README.md).
    for line in open(os.path.join(evidence, "index.jsonl"), encoding="utf-8"):
        record = json.loads(line)
        index[record["file"]] = record
    done = subprocess.run([binary, "compare", "--json", "--worst", "0", "--tolerance", "1", *files],
                          capture_output=True, text=True, cwd=ROOT)
    if done.returncode != 0:
        sys.exit("compare failed: " + done.stderr[-2000:])
    rows = []
    for line in done.stdout.splitlines()[:-1]:
        document = json.loads(line)
        if "views" not in document:
            continue
        name = os.path.basename(document.get("file", ""))
        texts = element_texts(os.path.join(evidence, "files", name))
        for view in document["views"]:
            text, tag, font = texts.get(view["id"], (None, None, None))
            if text is None or not scripts_of(text) - {"latin"}:
                continue
            source = index.get(name, {})
            rows.append({"source": "evidence", "file": name, "id": view["id"], "tag": tag, "text": text, "font": font,
                         "scripts": sorted(scripts_of(text)), "stored": view["stored"], "ours": view["ours"],
                         "frameClass": view["class"], "matches": view["matches"], "textDependent": view["textDependent"],
                         "toolsVersion": source.get("toolsVersion"), "repo": source.get("repo"), "path": source.get("path"),
                         "commit": source.get("commit")})
    return rows


def element_texts(path):
    """id -> (text, tag, font summary) for the document's labels, buttons and text fields."""
    try:
        root = ET.parse(path).getroot()
    except ET.ParseError:
        return {}
    found = {}
    for element in root.iter():
        if element.tag not in ("label", "button", "textField"):
            continue
        text = element.get("text")
        if element.tag == "button":
            state = element.find("state[@key='normal']")
            text = state.get("title") if state is not None else None
        if text is None:
            text = element.get("placeholder")
        description = element.find("fontDescription")
        font = dict(description.attrib) if description is not None else None
        if font:
            font.pop("key", None)
            font["numberOfLines"] = element.get("numberOfLines", "1")
        found[element.get("id")] = (text, element.tag, font)
    return found


def evidence_class(row):
    """For a system-font label of the evidence set: how its stored height reads (`k lines of the
    font`, `k lines of the fallback`, `other`: a height its constraints set, or stretched)."""
    # The evidence rows keep no device scale: a stored height is read at 2 and at 3.
    font = row["font"] or {}
    if not font.get("type", "").startswith("system") or not font.get("pointSize"):
        return "not the system font at a size"
    size, height = float(font["pointSize"]), row["stored"][3]
    for name, em in (("label-font", SYSTEM_LINE_HEIGHT_EM), ("fallback", FALLBACK_LINE_EM)):
        for lines in range(1, 9):
            line = lines * size * em
            if any(close(height, ceil_to(line, s)) for s in (2, 3)) or close(height, math.ceil(line - 1e-6)):
                return "%s, %s" % (name, "1 line" if lines == 1 else "%d lines" % lines)
    return "other"


def summarise(rows, evidence):
    print("## Census labels and buttons with Hangul, kana or Han text (own heights)\n")
    own = [row for row in rows if row.get("heightIsOwn")]
    for group, test in (("fit apps", lambda r: not r["split"].startswith("heldout")),
                        ("held-out apps", lambda r: r["split"].startswith("heldout"))):
        chosen = [row for row in own if test(row)]
        print("### %s: %d rows, %d apps\n" % (group, len(chosen), len({row["repo"] for row in chosen})))
        print("| kind | scripts | class | rows | apps |")
        print("|---|---|---|---|---|")
        table = collections.defaultdict(list)
        for row in chosen:
            scripts = "+".join(s for s in row["scripts"] if s != "latin") + (" +Latin" if "latin" in row["scripts"] else "")
            table[(row["kind"], scripts, row["class"])].append(row)
        for key in sorted(table):
            items = table[key]
            print("| %s | %s | %s | %d | %d |" % (*key, len(items), len({row["repo"] for row in items})))
        print()
        by_release = collections.Counter((row.get("xcode"), row["class"]) for row in chosen if row["kind"] == "label")
        print("single-line system/text-style labels by Xcode release (release: label-font / fallback / other): " +
              ", ".join("%s: %d / %d / %d" % (x, by_release[(x, "label-font")], by_release[(x, "fallback")],
                                             by_release[(x, "other")])
                        for x in sorted({key[0] for key in by_release}, key=lambda v: (v is None, v))))
        print()
        model = [row for row in chosen if row["kind"] in ("label", "multiline") and row["ours"] is not None]
        exact = sum(close(row["ours"], row["height"]) or close(math.ceil(row["ours"] - 1e-6), row["height"])
                    for row in model)
        print("the model's height, exact or the whole-point ceiling (labels): %d / %d\n" % (exact, len(model)))
    if evidence:
        print("## Evidence set: labels, buttons and text fields with such text that compare scores\n")
        table = collections.defaultdict(lambda: [0, 0, set()])
        for row in evidence:
            if row["frameClass"] != "determined" or not row["textDependent"]:
                continue
            cell = table[(row["tag"], "match" if row["matches"] else "miss")]
            cell[0] += 1
            cell[1] += abs(row["stored"][3] - row["ours"][3]) <= 1 + 1e-9
            cell[2].add(row["repo"])
        print("determined text-dependent views (compare's classes):\n")
        print("| tag | compare's verdict (1 pt) | views | height within 1 pt | apps |")
        print("|---|---|---|---|---|")
        for key in sorted(table):
            views, heights, apps = table[key]
            print("| %s | %s | %d | %d | %d |" % (*key, views, heights, len(apps)))
        print()
        print("determined text-dependent labels by stored height (system font; k lines at scale 2 or 3, "
              "or the whole-point ceiling) and compare's verdict:\n")
        print("| labels | stored height | verdict | views | numberOfLines 1 / other | our height within 1 pt | apps |")
        print("|---|---|---|---|---|---|---|")
        table = collections.defaultdict(lambda: [0, 0, set(), 0])
        for row in evidence:
            if row["tag"] != "label" or row["frameClass"] != "determined" or not row["textDependent"]:
                continue
            font = row["font"] or {}
            group = ("Hangul, 17 pt" if "hangul" in row["scripts"] and font.get("pointSize") == "17"
                     and font.get("type", "").startswith("system") else "all")
            for g in {group, "all"}:
                cell = table[(g, evidence_class(row), "match" if row["matches"] else "miss")]
                cell[0 if font.get("numberOfLines", "1") == "1" else 1] += 1
                cell[2].add(row["repo"])
                cell[3] += abs(row["stored"][3] - row["ours"][3]) <= 1 + 1e-9
        for key in sorted(table, key=lambda k: (k[0] != "Hangul, 17 pt", k)):
            one, other, apps, heights = table[key]
            print("| %s | %s | %s | %d | %d / %d | %d | %d |" % (*key, one + other, one, other, heights, len(apps)))
        print()


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--binary", default=str(ROOT / "Tool/.build/release/autolayout"))
    parser.add_argument("--evidence", default=str(ROOT / ".build-evidence"))
    parser.add_argument("--out", default=str(ROOT / "Datasets/labels/cjk-line-heights.jsonl"))
    parser.add_argument("--no-write", action="store_true", help="print the summary only")
    args = parser.parse_args()
    rows = census_rows()
    measured_heights(args.binary, rows)
    offsets = latin_button_offsets()
    for row in rows:
        row["class"] = classify(row, offsets) if row.get("heightIsOwn") else None
    evidence = evidence_rows(args.binary, args.evidence)
    summarise(rows, evidence)
    if args.no_write:
        return 0
    keep = ("part", "split", "kind", "text", "scripts", "family", "size", "weight", "textStyle", "buttonType",
            "numberOfLines", "lines", "width", "height", "heightIsOwn", "scale", "toolsVersion", "xcode",
            "labelFontLine", "ours", "class", "repo", "path", "commit", "labelId")
    with open(args.out, "w", encoding="utf-8") as out:
        for row in sorted(rows, key=lambda r: (r["part"], r["repo"], r["path"], r.get("labelId") or "", r["text"])):
            out.write(json.dumps({k: row.get(k) for k in keep if k in row}, ensure_ascii=False, sort_keys=False) + "\n")
        for row in sorted(evidence, key=lambda r: (r["file"], r["id"])):
            out.write(json.dumps(row, ensure_ascii=False) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
