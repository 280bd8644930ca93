#!/usr/bin/env python3
"""Label census: single-line system-font UILabels and the frames Xcode stored for them.

Reads every .xib / .storyboard of each repository listed in a repos file (or discovered as a
local bare git mirror) at the recorded commit, keeps the labels that pass the filters (see
Datasets/labels/README.md) and writes:

  census.jsonl          one line per system-font label that passes the filters
  other-families.jsonl  the same for labels in a named (non-system) font, with `family`
  repos.tsv             each repository read, the commit read, where from, and counts
  stats.json            counts: kept, by rule filtered, by weight / size / split / scale

Re-run (reproduces the committed files from the recorded commits):

  python3 Scripts/labels/collect.py --mirrors /work/.mirror \
      --repos Datasets/labels/repos.tsv --fixtures ../shared/fixtures

Add `--discover` to also take every mirror under --mirrors that repos.tsv does not list yet
(read at the commit `pick_commit` chooses, which is then recorded).  A mirror is `<mirrors>/<owner>+<name>/repo` (or
`<mirrors>/<owner>+<name>` itself when that is a bare git dir).  A repository without a mirror
is read from the fixture copies (`<fixtures>/xib*/index.jsonl` + `files/`) when they hold it.

Python 3 standard library only.
"""
from __future__ import annotations

import argparse
import hashlib
import json
import multiprocessing
import os
import re
import subprocess
import sys
import unicodedata
import xml.etree.ElementTree as ET
from collections import Counter, OrderedDict

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.abspath(os.path.join(HERE, "..", ".."))

# ----------------------------------------------------------------------------------------------
# Tables mirrored from Sources/InterfaceBuilder (read only; keep in step by hand).

# Device.portraitMetrics: device id -> pixel scale.
DEVICE_SCALE = {
    "retina3_5": 2, "retina4_0": 2, "retina4_7": 2, "retina5_5": 3, "retina5_4": 3,
    "retina5_9": 3, "retina6_0": 3, "retina6_1": 2, "retina6_5": 3, "retina6_12": 3,
    "retina6_3": 3, "retina6_7": 3, "retina6_72": 3, "retina6_9": 3, "iPhone14Pro": 3,
    "iPhone14ProMax": 3, "ipad7_9": 2, "ipad8_3": 2, "ipad9_7": 2, "ipad10_2": 2,
    "ipad10_5": 2, "ipad10_9rounded": 2, "ipad11": 2, "ipad11_0rounded": 2, "ipad12_9": 2,
    "ipad12_9rounded": 2, "ipad13": 2,
}
# Documents without <device> were drawn for the 4.7-inch phone (Device.interfaceBuilderDefault).
DEFAULT_DEVICE_SCALE = 2

# InterfaceBuilderToolsVersion.releases: first build number -> iOS SDK of that Xcode.
TOOLS_RELEASES = [(11000, 10), (13000, 11), (14000, 12), (15000, 13), (17000, 14), (19000, 15),
                  (21000, 16), (22000, 17), (23000, 18), (24000, 26)]

# Dynamic Type text styles at the Large (default) content size category.
TEXT_STYLES = {
    "UICTFontTextStyleBody": ("body", 17, "regular"),
    "UICTFontTextStyleCallout": ("callout", 16, "regular"),
    "UICTFontTextStyleCaption1": ("caption1", 12, "regular"),
    "UICTFontTextStyleCaption2": ("caption2", 11, "regular"),
    "UICTFontTextStyleFootnote": ("footnote", 13, "regular"),
    "UICTFontTextStyleHeadline": ("headline", 17, "semibold"),
    "UICTFontTextStyleSubhead": ("subheadline", 15, "regular"),
    "UICTFontTextStyleTitle1": ("title1", 28, "regular"),
    "UICTFontTextStyleTitle2": ("title2", 22, "regular"),
    "UICTFontTextStyleTitle3": ("title3", 20, "regular"),
    "UICTFontTextStyleTitle0": ("largeTitle", 34, "regular"),
}
WEIGHTS = ["ultraLight", "thin", "light", "regular", "medium", "semibold", "bold", "heavy", "black"]
# System font written under its private PostScript name (copied from attributed text).
SYSTEM_NAMES = {".AppleSystemUIFont": "regular", ".AppleSystemUIFontBold": "bold"}

# Constraint attributes by axis: the point of the label each one places (two different points
# pinned by equalities stretch the label) and the side it moves (for inequalities).
H_ATTRS = {
    "leading": ("leading", "lead"), "left": ("leading", "lead"),
    "leadingMargin": ("leading", "lead"), "leftMargin": ("leading", "lead"),
    "trailing": ("trailing", "trail"), "right": ("trailing", "trail"),
    "trailingMargin": ("trailing", "trail"), "rightMargin": ("trailing", "trail"),
    "centerX": ("centerX", "center"), "centerXWithinMargins": ("centerX", "center"),
}
V_ATTRS = {
    "top": ("top", "lead"), "topMargin": ("top", "lead"),
    "bottom": ("bottom", "trail"), "bottomMargin": ("bottom", "trail"),
    "centerY": ("centerY", "center"), "centerYWithinMargins": ("centerY", "center"),
    "firstBaseline": ("firstBaseline", "center"),
    "baseline": ("lastBaseline", "center"), "lastBaseline": ("lastBaseline", "center"),
}
# Newly discovered mirrors are read at a commit made after this (2016-01-01, Xcode 7.2 and later).
PICK_SINCE = 1451606400
SKIP_DIRS = re.compile(r"(^|/)(Pods|Carthage|Checkouts|SourcePackages|node_modules|DerivedData|\.build|build|"
                       r"[Vv]endors?|[Tt]hird[ _-]?[Pp]arty|3rd[ _-]?[Pp]arty)/")
# Reserved repository names too generic to mean a vendored copy when they name a folder.
GENERIC_NAMES = {"examples", "loop", "ish", "beam", "owl", "hackers", "instructions", "mobile-ios"}

# ----------------------------------------------------------------------------------------------


def load_reserved(path):
    full, names = set(), set()
    if path and os.path.exists(path):
        for line in open(path, encoding="utf-8"):
            line = line.strip()
            if not line or line.startswith("#") or "/" not in line:
                continue
            full.add(line.lower())
            names.add(line.split("/", 1)[1].lower())
    return full, names


def is_reserved(repo, reserved):
    """Reserved repositories, and (conservatively) any repository with a reserved one's name,
    which catches forks and copies that kept the name."""
    full, names = reserved
    r = repo.lower()
    return r in full or r.split("/", 1)[-1] in names


RESERVED_NAMES = set()  # set in main(); read by the pool's workers (forked)


def vendored_reserved(path):
    """A folder named like a reserved repository (a vendored copy of it)."""
    parts = [p.lower() for p in path.split("/")[:-1]]
    return any(p in RESERVED_NAMES and p not in GENERIC_NAMES for p in parts)


def split_of(repo, fixture_repos):
    if repo.lower() in fixture_repos:
        return "fit"
    return "heldout" if int(hashlib.sha256(repo.lower().encode()).hexdigest(), 16) % 4 == 0 else "fit"


def tools_number(doc):
    stated = doc.get("toolsVersion") or ""
    try:
        n = float(stated.split(".")[0])
    except ValueError:
        n = 0.0
    if n >= 30000:
        deps = doc.find("dependencies")
        if deps is not None:
            for p in deps:
                if p.tag == "plugIn" and "CocoaTouch" in (p.get("identifier") or ""):
                    try:
                        return float(p.get("version"))
                    except (TypeError, ValueError):
                        pass
    return n


def xcode_major(tools):
    """Major Xcode version from the build number: InterfaceBuilderToolsVersion's table from
    Xcode 8 on; 9000-10999 is Xcode 7 (first with San Francisco as the system font), 6000-8999
    Xcode 6 (system font Helvetica Neue); None below."""
    ios = 0
    for start, v in TOOLS_RELEASES:
        if tools >= start:
            ios = v
    if ios == 0:
        if tools >= 9000:
            return 7
        if tools >= 6000:
            return 6
        return None
    return 26 if ios >= 26 else ios - 2


def text_units(text):
    """Length in half-width units: East Asian wide / full-width characters count 2."""
    return sum(2 if unicodedata.east_asian_width(ch) in ("W", "F") else 1 for ch in text)


def script_of(text):
    """The writing system that decides which font draws `text` on iOS: "latin" (Latin letters,
    digits, punctuation, symbols: San Francisco), "greek-cyrillic" (also San Francisco), "cjk"
    (PingFang / Hiragino / Apple SD Gothic fall-backs), "emoji" (Apple Color Emoji), "other"
    (Arabic, Hebrew, Thai, Devanagari... fall-backs). Mixed texts take the first of cjk, other,
    emoji, greek-cyrillic that occurs."""
    found = set()
    for ch in text:
        o = ord(ch)
        if o < 0x250 or 0x1E00 <= o < 0x1F00 or 0x2000 <= o < 0x2400 or ch in "\u00a0\ufeff":
            continue
        if 0x370 <= o < 0x530 or 0x1F00 <= o < 0x2000:
            found.add("greek-cyrillic")
        elif (0x2E80 <= o < 0xA000 or 0xAC00 <= o < 0xD7B0 or 0xF900 <= o < 0xFB00 or 0xFF00 <= o < 0xFFF0
              or 0x1100 <= o < 0x1200 or 0x3130 <= o < 0x3190 or 0x20000 <= o < 0x30000):
            found.add("cjk")
        elif 0x2400 <= o < 0x2C00 or 0x1F000 <= o < 0x1FB00 or 0xFE00 <= o < 0xFE10 or o == 0x200D:
            found.add("emoji")
        elif unicodedata.category(ch).startswith(("P", "S", "Z", "N")):
            continue
        else:
            found.add("other")
    for name in ("cjk", "other", "emoji", "greek-cyrillic"):
        if name in found:
            return name
    return "latin"


def num(x):
    try:
        v = float(x)
    except (TypeError, ValueError):
        return None
    return int(v) if v == int(v) else v


# ----------------------------------------------------------------------------------------------
# Structural analysis of one axis.

def axis_verdict(label, refs, attrs, size_attr, stack, placeholder_attr):
    """Whether `label`'s extent along one axis is its intrinsic one. `refs` are the constraints
    touching the label: (attr, effective relation with the label on the left, priority, other
    attr, constraint). Returns (bool, reason)."""
    if label.get(placeholder_attr) is not None:
        return False, "placeholder-intrinsic"
    if stack is not None:
        axis, alignment = stack
        if size_attr == "width":
            # UIStackView.Alignment: leading == top, trailing == bottom (IB writes either name).
            if not (axis == "vertical" and alignment in ("leading", "top", "trailing", "bottom", "center")):
                return False, "stack-%s-%s" % (axis[0], alignment)
        else:
            if not (axis == "horizontal" and alignment in ("top", "bottom", "center", "leading", "trailing",
                                                           "firstBaseline", "lastBaseline")):
                return False, "stack-%s-%s" % (axis[0], alignment)
    eq_groups = OrderedDict()
    ineq = []
    for attr, rel, prio, other_attr, same_item in refs:
        if same_item and size_attr in (attr, other_attr):
            return False, "aspect"  # a ratio between the label's own width and height
        if attr in ("width", "height"):
            if attr != size_attr:
                continue
            if other_attr is None:
                if rel == "<=":
                    continue  # a cap only truncates
                return False, "%s-constraint" % size_attr
            return False, "equal-%s" % size_attr
        if attr not in attrs:
            continue
        point, side = attrs[attr]
        if rel == "==":
            eq_groups.setdefault(point, side)
        else:
            ineq.append((point, side, rel))
    if len(eq_groups) >= 2:
        return False, "two-edges"
    eq_point = next(iter(eq_groups), None)
    eq_side = eq_groups.get(eq_point)
    for point, side, rel in ineq:
        if point == eq_point:
            continue
        stretches = (side == "lead" and rel == "<=") or (side == "trail" and rel == ">=") or side == "center"
        if stretches and eq_side is not None:
            return False, "stretch-inequality"
    if eq_side is None and any(sd == "lead" and r == "<=" for _, sd, r in ineq) and any(
            sd == "trail" and r == ">=" for _, sd, r in ineq):
        return False, "stretch-inequality"  # pushed outwards on both sides
    if eq_side is None and not ineq and stack is None:
        # No constraint places the label on this axis: its frame is whatever the designer drew
        # (constraints added in code), not a layout result.
        return False, "unconstrained"
    if eq_side is None:
        reason = "inequality-only" if ineq else "unconstrained"
    else:
        reason = eq_point + ("-only" if eq_side != "center" else "")
        if ineq:
            reason += "+cap"
    if stack is not None:
        reason = "stack-%s-%s:%s" % (stack[0][0], stack[1], reason)
    return True, reason


def font_of(fd):
    """(filter or None, family, text style, weight, size) of a `<fontDescription>`: the system
    font by type and weight, a text style at the Large category, or a named family."""
    family = text_style = weight = size = None
    if fd is None:
        return "font-missing", family, text_style, weight, size
    if fd.get("style"):
        st = TEXT_STYLES.get(fd.get("style"))
        if st is None:
            return "font-style-unknown", family, text_style, weight, size
        text_style, size, weight = st
    elif fd.get("name"):
        name = fd.get("name")
        if name in SYSTEM_NAMES:
            weight = SYSTEM_NAMES[name]
        else:
            family = fd.get("family") or name
            weight = name
        size = num(fd.get("pointSize"))
    else:
        t = fd.get("type")
        if t == "system":
            weight = fd.get("weight") or "regular"
        elif t == "boldSystem":
            weight = "bold"
        elif t == "italicSystem":
            return "font-italic", family, text_style, weight, size
        else:
            return "font-unknown", family, text_style, weight, size
        if weight not in WEIGHTS:
            return "font-unknown", family, text_style, weight, size
        size = num(fd.get("pointSize"))
    if size is None:
        return "font-unknown", family, text_style, weight, size
    return None, family, text_style, weight, size


FLIP = {"==": "==", "<=": ">=", ">=": "<="}
REL = {None: "==", "": "==", "equal": "==", "lessThanOrEqual": "<=", "greaterThanOrEqual": ">="}


def analyse_document(data, extras=None):
    """Returns (doc_info or None, reason, [label results]). Each result is (status, record)
    where status is 'ok', 'other-family' or a filter name. With a list as `extras`, also
    appends the document's button titles, multi-line labels and navigation titles to it
    (`document_extras`)."""
    try:
        root = ET.fromstring(data)
    except ET.ParseError:
        return None, "unparsable", []
    if root.tag != "document":
        return None, "old-format", []
    runtime = root.get("targetRuntime") or ""
    if not runtime.startswith("iOS.CocoaTouch"):
        return None, "not-ios", []
    tools = tools_number(root)
    device = root.find("device")
    device_id = device.get("id") if device is not None else None
    if device_id is None:
        scale = DEFAULT_DEVICE_SCALE
    else:
        scale = DEVICE_SCALE.get(device_id)
    info = {
        "toolsVersion": root.get("toolsVersion"),
        "xcode": xcode_major(tools),
        "deviceId": device_id,
        "scale": scale,
    }
    labels = [e for e in root.iter("label")]
    if not labels and extras is None:
        return info, "ok", []

    parent = {}
    for p in root.iter():
        for c in p:
            parent[c] = p

    # Constraints that some size class variation adds, removes or changes.
    varied = set()
    for v in root.iter("variation"):
        for m in v.iter("mask"):
            if m.get("key") == "constraints":
                for inc in m:
                    if inc.get("reference"):
                        varied.add(inc.get("reference"))

    # Every constraint, resolved to (first item id, second item id).
    refs = {}
    for cs in root.iter("constraints"):
        owner = parent.get(cs)
        owner_id = owner.get("id") if owner is not None else None
        for c in cs:
            if c.tag != "constraint":
                continue
            first = c.get("firstItem") or owner_id
            second = c.get("secondItem")
            fa, sa = c.get("firstAttribute"), c.get("secondAttribute")
            rel = REL.get(c.get("relation"), "==")
            try:
                prio = float(c.get("priority") or 1000)
            except ValueError:
                prio = 1000
            is_varied = c.get("id") in varied or c.find("variation") is not None
            if first is not None:
                refs.setdefault(first, []).append((fa, rel, prio, sa if second else None,
                                                   second == first, is_varied))
            if second is not None and second != first:
                refs.setdefault(second, []).append((sa, FLIP[rel], prio, fa, False, is_varied))

    results = []
    for lab in labels:
        lid = lab.get("id")
        base = {"labelId": lid}
        fd = None
        for c in lab:
            if c.tag == "fontDescription" and c.get("key") == "fontDescription":
                fd = c
        if lab.find("attributedString") is not None:
            results.append(("attributed", base))
            continue
        text = lab.get("text")
        if text is None:
            for c in lab:
                if c.tag == "string" and c.get("key") == "text":
                    text = c.text or ""
        text = text or ""
        status, family, text_style, weight, size = font_of(fd)
        if status is not None:
            results.append((status, base))
            continue
        if not text.strip():
            results.append(("empty-text", base))
            continue
        if "\n" in text or "\r" in text or "\u2028" in text:
            results.append(("newline", base))
            continue
        if (lab.get("numberOfLines") or "1") != "1":
            results.append(("multiline", base))
            continue
        if lab.get("adjustsFontSizeToFit") != "NO":
            results.append(("autoshrink", base))
            continue
        if lab.get("misplaced") == "YES" or lab.get("ambiguous") == "YES":
            results.append(("misplaced-ambiguous", base))
            continue
        if lab.get("translatesAutoresizingMaskIntoConstraints") != "NO":
            results.append(("autoresizing", base))
            continue
        if lab.get("hidden") == "YES":
            results.append(("hidden", base))
            continue
        why, verdicts = frame_and_verdicts(lab, parent, refs)
        if why is not None:
            results.append((why, base))
            continue
        width, height = verdicts["width"], verdicts["height"]
        w_own = verdicts["widthIsOwn"]
        rec = {
            "text": text,
            "size": size,
            "weight": weight,
            "textStyle": text_style,
            "width": width,
            "height": height,
        }
        rec.update(info)
        rec.update({
            "widthIsOwn": w_own,
            "heightIsOwn": verdicts["heightIsOwn"],
            "filter": verdicts["filter"],
            "labelId": lid,
        })
        units = text_units(text)
        ratio = width / size / units if units and size else None
        rec["suspect"] = bool(w_own and ratio is not None and not (0.3 <= ratio <= 0.8))
        rec["script"] = script_of(text)
        if family is not None:
            rec["family"] = family
            results.append(("other-family", rec))
        else:
            results.append(("ok", rec))
    if extras is not None:
        extras.extend(document_extras(root, info, parent, refs))
    return info, "ok", results


# ----------------------------------------------------------------------------------------------
# Button titles, multi-line labels and navigation titles (census parts from census-3 on).

# UIFont.lineHeight of the system font: ascender + descender of San Francisco, 2444/2048 em
# (Sources/TextMeasurement/SystemFont/SystemFontModel.swift; 20.287 pt at 17 pt).
SYSTEM_LINE_HEIGHT_EM = 2444 / 2048


def view_checks(el, text):
    """The label census's per-view filters, for any view with a text: the filter name or None."""
    if not text.strip():
        return "empty-text"
    if el.get("misplaced") == "YES" or el.get("ambiguous") == "YES":
        return "misplaced-ambiguous"
    if el.get("translatesAutoresizingMaskIntoConstraints") != "NO":
        return "autoresizing"
    if el.get("hidden") == "YES":
        return "hidden"
    return None


def frame_and_verdicts(el, parent, refs):
    """(filter, None) or (None, {width, height, widthIsOwn, heightIsOwn, filter}) with the
    label census's structural rule applied to `el`."""
    rect = None
    for c in el:
        if c.tag == "rect" and c.get("key") == "frame":
            rect = c
    if rect is None or num(rect.get("width")) is None or num(rect.get("height")) is None:
        return "no-frame", None
    erefs = refs.get(el.get("id"), [])
    if el.find("variation") is not None or any(r[5] for r in erefs):
        return "variation", None
    stack = None
    p = parent.get(el)
    if p is not None and p.tag == "subviews":
        sv = parent.get(p)
        if sv is not None and sv.tag == "stackView":
            stack = (sv.get("axis") or "horizontal", sv.get("alignment") or "fill")
    plain = [r[:5] for r in erefs]
    w_own, w_why = axis_verdict(el, plain, H_ATTRS, "width", stack, "placeholderIntrinsicWidth")
    h_own, h_why = axis_verdict(el, plain, V_ATTRS, "height", stack, "placeholderIntrinsicHeight")
    return None, {"width": num(rect.get("width")), "height": num(rect.get("height")),
                  "widthIsOwn": w_own, "heightIsOwn": h_own, "filter": "h:%s;v:%s" % (w_why, h_why)}


def font_description(el):
    for c in el:
        if c.tag == "fontDescription" and c.get("key") == "fontDescription":
            return c
    return None


def insets(el, key):
    """[minX, minY, maxX, maxY] of an `<inset key=...>` child (IB omits zero insets), or None."""
    for c in el:
        if c.tag == "inset" and c.get("key") == key:
            return [num(c.get(k)) or 0 for k in ("minX", "minY", "maxX", "maxY")]
    return None


def multiline_record(lab, info, parent, refs):
    """A label of `numberOfLines` other than 1 in the system font: (filter, None) or
    ("ok", record). `lines` is the stored height over the system font's line height, rounded:
    the line count the frame holds when its height is its own."""
    if (lab.get("numberOfLines") or "1") == "1":
        return None, None
    if lab.find("attributedString") is not None:
        return "attributed", None
    text = lab.get("text")
    if text is None:
        for c in lab:
            if c.tag == "string" and c.get("key") == "text":
                text = c.text or ""
    text = text or ""
    status, family, text_style, weight, size = font_of(font_description(lab))
    if status is not None:
        return status, None
    if family is not None:
        return "other-family", None
    why = view_checks(lab, text)
    if why is None and lab.get("adjustsFontSizeToFit") != "NO":
        why = "autoshrink"
    if why is not None:
        return why, None
    why, geometry = frame_and_verdicts(lab, parent, refs)
    if why is not None:
        return why, None
    try:
        lines_set = int(lab.get("numberOfLines"))
    except ValueError:
        return "font-unknown", None
    rec = {"kind": "multiline", "text": text, "size": size, "weight": weight, "textStyle": text_style,
           "numberOfLines": lines_set, "lineBreakMode": lab.get("lineBreakMode"),
           "preferredMaxLayoutWidth": num(lab.get("preferredMaxLayoutWidth"))}
    rec.update(geometry)
    rec["lines"] = int(round(geometry["height"] / (size * SYSTEM_LINE_HEIGHT_EM))) if size else None
    rec["breaks"] = sum(text.count(ch) for ch in ("\n", "\u2028"))
    rec.update(info)
    rec["labelId"] = lab.get("id")
    rec["script"] = script_of(text)
    return "ok", rec


def button_record(btn, info, parent, refs):
    """A button whose normal state has a plain title in the system font and no image:
    (filter, None) or ("ok", record). Configuration-style buttons (Xcode 13 on) pad their
    title by the configuration's insets and are counted apart."""
    if btn.find("buttonConfiguration") is not None:
        return "button-configuration", None
    text = None
    for st in btn.iter("state"):
        if st.get("image") or st.get("backgroundImage") or st.find("imageReference") is not None:
            return "button-image", None
        if st.find("attributedString") is not None:
            return "attributed", None
        if st.get("key") == "normal":
            text = st.get("title")
    text = text or ""
    if "\n" in text or "\r" in text or "\u2028" in text:
        return "newline", None
    why = view_checks(btn, text)
    if why is not None:
        return why, None
    status, family, text_style, weight, size = font_of(font_description(btn))
    if status is not None:
        return status, None
    if family is not None:
        return "other-family", None
    why, geometry = frame_and_verdicts(btn, parent, refs)
    if why is not None:
        return why, None
    rec = {"kind": "button", "text": text, "size": size, "weight": weight, "textStyle": text_style,
           "buttonType": btn.get("buttonType") or "custom", "lineBreakMode": btn.get("lineBreakMode"),
           "contentEdgeInsets": insets(btn, "contentEdgeInsets"),
           "titleEdgeInsets": insets(btn, "titleEdgeInsets")}
    rec.update(geometry)
    # The label census's stale-frame test, on the width less the content insets.
    pad = (rec["contentEdgeInsets"] or [0, 0, 0, 0])
    units = text_units(text)
    ratio = (geometry["width"] - pad[0] - pad[2]) / size / units if units and size else None
    rec["suspect"] = bool(geometry["widthIsOwn"] and ratio is not None and not (0.3 <= ratio <= 0.8))
    rec.update(info)
    rec["labelId"] = btn.get("id")
    rec["script"] = script_of(text)
    return "ok", rec


def navigation_records(root, info):
    """Navigation item titles. They carry no stored frame (the bar lays them out at run time):
    the text, its large-title mode and whether a navigation bar of the document shows large
    titles, for the census of title texts only."""
    large = any(b.get("largeTitles") == "YES" for b in root.iter("navigationBar"))
    out = []
    for item in root.iter("navigationItem"):
        title = item.get("title")
        if not title or not title.strip():
            continue
        rec = {"kind": "navigationTitle", "text": title,
               "largeTitleDisplayMode": item.get("largeTitleDisplayMode"), "documentLargeTitles": large}
        rec.update(info)
        rec["labelId"] = item.get("id")
        rec["script"] = script_of(title)
        out.append(rec)
    return out


def document_extras(root, info, parent, refs):
    """[(status, record)] for the document's multi-line labels, buttons and navigation titles;
    status is "ok" or the filter that dropped it (prefixed by its kind)."""
    out = []
    for lab in root.iter("label"):
        status, rec = multiline_record(lab, info, parent, refs)
        if status is not None:
            out.append((status if status == "ok" else "multiline:" + status, rec))
    for btn in root.iter("button"):
        status, rec = button_record(btn, info, parent, refs)
        out.append((status if status == "ok" else "button:" + status, rec))
    out.extend(("ok", rec) for rec in navigation_records(root, info))
    return out


# ----------------------------------------------------------------------------------------------
# Sources.

def mirror_dir(mirrors, repo):
    if not mirrors:
        return None
    d = os.path.join(mirrors, repo.replace("/", "+"))
    for cand in (os.path.join(d, "repo", ".git"), os.path.join(d, "repo"), d):
        if os.path.isdir(os.path.join(cand, "objects")) and os.path.exists(os.path.join(cand, "HEAD")):
            return cand
    return None


def git(gitdir, *args, data=None):
    return subprocess.run(["git", "--git-dir=" + gitdir, *args], input=data, capture_output=True,
                          check=False)


def read_mirror(gitdir, commit):
    """Yields (path, bytes) for every .xib/.storyboard blob at `commit`."""
    out = git(gitdir, "ls-tree", "-r", "-z", "--full-tree", commit)
    if out.returncode != 0:
        raise RuntimeError("ls-tree failed: " + out.stderr.decode(errors="replace")[:200])
    entries = []
    for item in out.stdout.split(b"\0"):
        if not item:
            continue
        meta, path = item.split(b"\t", 1)
        mode, typ, sha = meta.split()
        path = path.decode("utf-8", errors="surrogateescape")
        low = path.lower()
        if typ != b"blob" or not (low.endswith(".xib") or low.endswith(".storyboard")):
            continue
        if SKIP_DIRS.search(path) or vendored_reserved(path):
            continue
        entries.append((path, sha.decode()))
    if not entries:
        return []
    proc = subprocess.run(["git", "--git-dir=" + gitdir, "cat-file", "--batch"],
                          input="".join(s + "\n" for _, s in entries).encode(), capture_output=True)
    buf = proc.stdout
    pos = 0
    files = []
    for path, sha in entries:
        nl = buf.index(b"\n", pos)
        header = buf[pos:nl].split()
        pos = nl + 1
        if len(header) < 3 or header[1] != b"blob":
            continue  # missing (large files are left out of snapshots)
        n = int(header[2])
        files.append((path, buf[pos:pos + n]))
        pos += n + 1
    return files


def count_documents(gitdir, commit):
    out = git(gitdir, "ls-tree", "-r", "--name-only", "-z", "--full-tree", commit)
    n = 0
    for path in out.stdout.decode("utf-8", errors="replace").split("\0"):
        low = path.lower()
        if (low.endswith(".xib") or low.endswith(".storyboard")) and not SKIP_DIRS.search(path):
            n += 1
    return n


def own_width_labels(gitdir, commit):
    """How many labels of the documents at `commit` pass the filters with their own width."""
    n = 0
    seen = set()
    for _, data in read_mirror(gitdir, commit):
        sha = hashlib.sha1(data).hexdigest()
        if sha in seen:
            continue
        seen.add(sha)
        _, why, results = analyse_document(data)
        n += sum(1 for status, rec in results if status == "ok" and rec["widthIsOwn"])
    return n


def pick_commit(gitdir, since=PICK_SINCE, samples=32, scored=10):
    """The commit to read from a newly discovered mirror. Of up to `samples` first-parent
    commits made since `since` (evenly spaced from HEAD back), the `scored` ones holding the most
    .xib / .storyboard files are read, and the one with the most labels that pass the filters
    with their own width wins (then more documents, then newer). Many apps moved screens from
    Interface Builder to code over the years: their older trees hold more documents. HEAD when
    no commit is that new."""
    log = git(gitdir, "log", "--first-parent", "--format=%H %ct", "HEAD")
    if log.returncode != 0:
        return None
    rows = [line.split() for line in log.stdout.decode().splitlines() if line.strip()]
    if not rows:
        return None
    recent = [h for h, t in rows if int(t) >= since]
    if not recent:
        return rows[0][0]
    step = max(1, len(recent) // (samples - 1)) if len(recent) > samples else 1
    cands = recent[::step][:samples]
    docs = [(count_documents(gitdir, h), -i, h) for i, h in enumerate(cands)]
    top = sorted(docs, reverse=True)[:scored]
    best = max((own_width_labels(gitdir, h), n, neg_i, h) for n, neg_i, h in top if n > 0) if any(
        n > 0 for n, _, _ in top) else (0, 0, 0, cands[0])
    return best[3]


def discover_job(args):
    repo, gitdir = args
    return repo, pick_commit(gitdir)


def load_fixtures(fixtures):
    """repo -> (commit, [(path, file on disk)])"""
    out = {}
    if not fixtures:
        return out
    for sub in sorted(os.listdir(fixtures)):
        idx = os.path.join(fixtures, sub, "index.jsonl")
        if not os.path.exists(idx):
            continue
        for line in open(idx, encoding="utf-8"):
            d = json.loads(line)
            commit, files = out.setdefault(d["repo"], (d["commit"], []))
            if d["commit"] == commit:
                files.append((d["path"], os.path.join(fixtures, sub, "files", d["file"])))
    return out


def process_repo(job):
    repo, commit, source, gitdir, fixture_files = job
    try:
        if source == "mirror":
            files = read_mirror(gitdir, commit)
        else:
            files = [(p, open(f, "rb").read()) for p, f in fixture_files]
    except Exception as e:  # noqa: BLE001 - report and go on
        return repo, commit, source, None, str(e)
    docs = []
    for path, data in files:
        sha = hashlib.sha1(data).hexdigest()
        extras = []
        info, why, results = analyse_document(data, extras)
        docs.append((path, sha, why, results, extras))
    return repo, commit, source, docs, None


# ----------------------------------------------------------------------------------------------

def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--mirrors", help="folder of bare git mirrors (<owner>+<name>/repo)")
    ap.add_argument("--repos", default=os.path.join(ROOT, "Datasets/labels/repos.tsv"),
                    help="repositories and commits to read (rewritten with counts)")
    ap.add_argument("--fixtures", help="folder holding xib*/index.jsonl + files/")
    ap.add_argument("--discover", action="store_true",
                    help="also read every mirror not listed in --repos, at its HEAD")
    ap.add_argument("--out", default=os.path.join(ROOT, "Datasets/labels"))
    ap.add_argument("--reserved", default=None, help="reserved-repos.txt (default: ../shared/)")
    ap.add_argument("--jobs", type=int, default=max(1, (os.cpu_count() or 2) - 1))
    args = ap.parse_args()

    reserved_path = args.reserved
    if reserved_path is None:
        for cand in (os.path.join(ROOT, "..", "shared", "reserved-repos.txt"), "/work/shared/reserved-repos.txt"):
            if os.path.exists(cand):
                reserved_path = cand
                break
    reserved = load_reserved(reserved_path)
    RESERVED_NAMES.update(reserved[1])
    if not reserved[0]:
        sys.exit("reserved-repos.txt not found: pass --reserved")

    fixtures = load_fixtures(args.fixtures)
    fixture_repos = {r.lower() for r in fixtures}

    listed = OrderedDict()
    if os.path.exists(args.repos):
        for line in open(args.repos, encoding="utf-8"):
            if line.startswith("#") or line.startswith("repo\t") or not line.strip():
                continue
            cols = line.rstrip("\n").split("\t")
            listed[cols[0]] = cols[1]
    for repo, (commit, _) in fixtures.items():
        listed.setdefault(repo, commit)
    if args.discover and args.mirrors:
        todo = []
        for name in sorted(os.listdir(args.mirrors)):
            if "+" not in name:
                continue
            repo = name.replace("+", "/", 1)
            if repo in listed or is_reserved(repo, reserved):
                continue
            gd = mirror_dir(args.mirrors, repo)
            if gd is not None:
                todo.append((repo, gd))
        with multiprocessing.Pool(args.jobs) as pool:
            for repo, commit in pool.imap(discover_job, todo):
                if commit:
                    listed[repo] = commit

    jobs, missing, refused = [], [], []
    for repo in sorted(listed, key=str.lower):
        commit = listed[repo]
        if is_reserved(repo, reserved):
            refused.append(repo)
            continue
        gd = mirror_dir(args.mirrors, repo)
        if gd is not None and git(gd, "cat-file", "-e", commit + "^{commit}").returncode == 0:
            jobs.append((repo, commit, "mirror", gd, None))
        elif repo in fixtures and fixtures[repo][0] == commit:
            jobs.append((repo, commit, "fixture", None, fixtures[repo][1]))
        else:
            missing.append(repo)
    for r in refused:
        print("refused (reserved): " + r, file=sys.stderr)
    for r in missing:
        print("missing (no mirror or fixture with the recorded commit): " + r, file=sys.stderr)

    os.makedirs(args.out, exist_ok=True)
    seen_sha = set()
    filt = Counter()
    file_counts = Counter()
    census, others, repo_rows = [], [], []
    with multiprocessing.Pool(args.jobs) as pool:
        for repo, commit, source, docs, err in pool.imap(process_repo, jobs):
            if err is not None:
                print("error reading %s: %s" % (repo, err), file=sys.stderr)
                missing.append(repo)
                continue
            split = split_of(repo, fixture_repos)
            n_docs = n_labels = n_w = 0
            for path, sha, why, results, _ in sorted(docs, key=lambda d: d[:2]):
                if why != "ok":
                    file_counts[why] += 1
                    continue
                if sha in seen_sha:
                    file_counts["duplicate-file"] += 1
                    filt["duplicate-file"] += len(results)
                    continue
                seen_sha.add(sha)
                file_counts["read"] += 1
                n_docs += 1
                for status, rec in results:
                    filt["labels-seen"] += 1
                    if status not in ("ok", "other-family"):
                        filt[status] += 1
                        continue
                    rec.update({"repo": repo, "path": path, "commit": commit, "fileSha1": sha,
                                "app": repo, "split": split})
                    if status == "ok":
                        census.append(rec)
                        n_labels += 1
                        n_w += rec["widthIsOwn"]
                    else:
                        filt["other-family"] += 1
                        others.append(rec)
            repo_rows.append((repo, commit, source, n_docs, n_labels, n_w, split))

    keys = ["text", "size", "weight", "textStyle", "width", "height", "deviceId", "scale",
            "toolsVersion", "xcode", "widthIsOwn", "heightIsOwn", "filter", "suspect", "script", "repo", "path",
            "commit", "fileSha1", "labelId", "app", "split"]
    with open(os.path.join(args.out, "census.jsonl"), "w", encoding="utf-8") as f:
        for r in census:
            f.write(json.dumps({k: r[k] for k in keys}, ensure_ascii=False) + "\n")
    with open(os.path.join(args.out, "other-families.jsonl"), "w", encoding="utf-8") as f:
        for r in others:
            f.write(json.dumps({k: r[k] for k in keys + ["family"]}, ensure_ascii=False) + "\n")
    with open(args.repos, "w", encoding="utf-8") as f:
        f.write("repo\tcommit\tsource\tdocuments\tlabels\twidthIsOwn\tsplit\n")
        for row in sorted(repo_rows, key=lambda r: r[0].lower()):
            f.write("\t".join(str(x) for x in row) + "\n")
        for repo in sorted(missing, key=str.lower):
            f.write("\t".join([repo, listed[repo], "missing", "0", "0", "0", split_of(repo, fixture_repos)]) + "\n")

    stats = summarize(census, filt, file_counts, repo_rows, missing, refused)
    with open(os.path.join(args.out, "stats.json"), "w", encoding="utf-8") as f:
        json.dump(stats, f, indent=1, sort_keys=False)
        f.write("\n")
    print(json.dumps(stats["totals"], indent=1))


def summarize_extras(records, filt):
    """Counts of a census part's button titles, multi-line labels and navigation titles."""
    def by(rows, key):
        return dict(sorted(Counter(key(r) for r in rows).items(), key=lambda kv: (-kv[1], str(kv[0]))))

    out = {"filtered": dict(sorted(filt.items()))}
    buttons = records["button"]
    bw = [r for r in buttons if r["widthIsOwn"]]
    out["buttons"] = {
        "n": len(buttons), "widthIsOwn": len(bw), "heightIsOwn": sum(r["heightIsOwn"] for r in buttons),
        "apps": len({r["app"] for r in buttons}), "by_split": by(buttons, lambda r: r["split"]),
        "widthIsOwn_by_split": by(bw, lambda r: r["split"]),
        "widthIsOwn_by_buttonType": by(bw, lambda r: r["buttonType"]),
        "widthIsOwn_with_contentEdgeInsets": sum(1 for r in bw if r["contentEdgeInsets"]),
        "widthIsOwn_with_titleEdgeInsets": sum(1 for r in bw if r["titleEdgeInsets"]),
        "widthIsOwn_by_weight": by(bw, lambda r: r["weight"]),
        "widthIsOwn_by_size": by(bw, lambda r: size_bucket(r["size"])),
        "widthIsOwn_by_weight_size": by(bw, lambda r: "%s %s" % (r["weight"], size_bucket(r["size"]))),
        "widthIsOwn_suspect": sum(r["suspect"] for r in bw),
    }
    multi = records["multiline"]
    mh = [r for r in multi if r["heightIsOwn"]]
    out["multiline"] = {
        "n": len(multi), "heightIsOwn": len(mh), "widthIsOwn": sum(r["widthIsOwn"] for r in multi),
        "apps": len({r["app"] for r in multi}), "by_split": by(multi, lambda r: r["split"]),
        "heightIsOwn_by_split": by(mh, lambda r: r["split"]),
        "heightIsOwn_by_numberOfLines": by(mh, lambda r: r["numberOfLines"]),
        "heightIsOwn_by_lines": by(mh, lambda r: r["lines"]),
        "heightIsOwn_several_lines": sum(1 for r in mh if (r["lines"] or 0) >= 2),
        "heightIsOwn_by_weight": by(mh, lambda r: r["weight"]),
        "heightIsOwn_by_size": by(mh, lambda r: size_bucket(r["size"])),
    }
    nav = records["navigationTitle"]
    out["navigationTitles"] = {
        "n": len(nav), "apps": len({r["app"] for r in nav}), "by_split": by(nav, lambda r: r["split"]),
        "documentLargeTitles": sum(r["documentLargeTitles"] for r in nav),
        "by_largeTitleDisplayMode": by(nav, lambda r: r["largeTitleDisplayMode"] or "-"),
    }
    return out


def size_bucket(s):
    return "<13" if s < 13 else ("13-17" if s <= 17 else ">17")


def summarize(census, filt, file_counts, repo_rows, missing, refused):
    w = [r for r in census if r["widthIsOwn"]]

    def by(rows, key):
        return dict(sorted(Counter(key(r) for r in rows).items(), key=lambda kv: (-kv[1], str(kv[0]))))

    apps = {r["app"] for r in census}
    apps_w = {r["app"] for r in w}
    return {
        "totals": {
            "repositories_read": len(repo_rows),
            "repositories_missing": len(missing),
            "repositories_refused": len(refused),
            "documents_read": file_counts["read"],
            "labels": len(census),
            "apps": len(apps),
            "widthIsOwn": len(w),
            "apps_widthIsOwn": len(apps_w),
            "heightIsOwn": sum(r["heightIsOwn"] for r in census),
            "both_own": sum(r["heightIsOwn"] and r["widthIsOwn"] for r in census),
            "widthIsOwn_suspect": sum(r["suspect"] for r in w),
        },
        "documents_skipped": {k: v for k, v in file_counts.items() if k != "read"},
        "labels_filtered": dict(filt),
        "all": {
            "by_weight": by(census, lambda r: r["weight"]),
            "by_size": by(census, lambda r: size_bucket(r["size"])),
            "by_split": by(census, lambda r: r["split"]),
            "by_scale": by(census, lambda r: str(r["scale"])),
        },
        "widthIsOwn": {
            "by_weight": by(w, lambda r: r["weight"]),
            "by_size": by(w, lambda r: size_bucket(r["size"])),
            "by_weight_size": by(w, lambda r: "%s %s" % (r["weight"], size_bucket(r["size"]))),
            "by_textStyle": by(w, lambda r: r["textStyle"] or "-"),
            "by_split": by(w, lambda r: r["split"]),
            "apps_by_split": by([{"a": a, "s": next(x["split"] for x in w if x["app"] == a)} for a in apps_w],
                                lambda r: r["s"]),
            "by_scale": by(w, lambda r: str(r["scale"])),
            "by_xcode": by(w, lambda r: str(r["xcode"])),
            "by_filter": by(w, lambda r: r["filter"].split(";")[0]),
            "by_script": by(w, lambda r: r["script"]),
            "latin_not_suspect_xcode9up": sum(1 for r in w if r["script"] == "latin" and not r["suspect"]
                                              and (r["xcode"] or 0) >= 9),
            "heightIsOwn_too": sum(1 for r in w if r["heightIsOwn"]),
        },
        "heightIsOwn_by_filter": by([r for r in census if r["heightIsOwn"]], lambda r: r["filter"].split(";")[1]),
        "widthNotOwn_by_reason": by([r for r in census if not r["widthIsOwn"]], lambda r: r["filter"].split(";")[0]),
    }


if __name__ == "__main__":
    main()
