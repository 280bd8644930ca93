#!/usr/bin/env python3
"""The one list of stale label frames (issue 36), fixed once, from evidence that does not depend on
any model being scored.

A label whose stored width is its own (`widthIsOwn`) is *stale* when the width Xcode stored lies
more than 3 pt outside the range of widths that a fixed panel of five sans-serif designs gives its
text, each shaped plainly with HarfBuzz: the stored frame belongs to another text, another font or
a hand-drawn frame, not to this text in any plausible system font. The panel (Debian packages,
files pinned by SHA-256 in Scripts/labels/stale-fonts.sha256; the script refuses other files, so
the list cannot drift):

  Liberation Sans 2.1.5 (fonts-liberation2)   Regular; Bold from semibold up
  Nimbus Sans 20200910 (fonts-urw-base35)      Regular; Bold from semibold up
  DejaVu Sans 2.37 (fonts-dejavu-core)         ExtraLight (ultraLight, thin), Book, Bold from semibold up
  Inter 4.0 beta7, Text design (fonts-inter)   the UIKit weight's own face (Thin ... Black)
  Inter 4.0 beta7, Display design              the same weights

Why a range and not "the nearest font within 3 pt": at text sizes San Francisco lies between the
Helvetica-metric faces (Liberation, Nimbus: narrower) and Inter Text (wider, by about 2.5% at
17 pt), so a long label measured right by SF can be more than 3 pt from every one of them; at
display sizes SF is narrower than every text design (Inter Display brackets it). The range rule
flags frames no plausible design explains (text edited after layout, zero or hand-set widths,
another font) and keeps the rest, so the clean figures cannot gain from it: a frame kept wrongly
counts against every model. `--nearest` prints how many labels the stricter rule (no font of the
panel within 3 pt) would have set aside; it does not change the list.

Width: the text shaped whole (HarfBuzz defaults, LTR, language en, no tracking), the advances of
glyphs whose cluster is in the text without its trailing white space, * size / unitsPerEm, ceiled
to the document's pixel grid (1/scale). A font lacking a glyph for one of the label's visible
characters gives no width for it; a label no panel font covers gets no verdict (it is not listed;
the scripts using this list leave such labels out anyway: other scripts than Latin, Greek,
Cyrillic). Labels without a numeric width, scale or known weight are not listed either.

Neither the SF stand-in (Datasets/fonts/system-font.json and its fitted table) nor the Swift
measurer is read: the list is the same whatever model is scored, and every column of
Scripts/labels/evaluate.py and Datasets/fonts/fit_system_font.py sets aside the same labels.

    .venv-fonts/bin/python Scripts/labels/stale.py            # writes Datasets/labels/stale.jsonl

Reads Datasets/labels/census.jsonl, heldout-2.jsonl, census-3.jsonl, heldout-4.jsonl, census-5.jsonl and census-6.jsonl (or the files --census names).
Needs uharfbuzz and fontTools (Datasets/fonts/requirements.txt).
"""
import argparse
import hashlib
import json
import math
import os
import sys
import unicodedata
from collections import Counter

import uharfbuzz as hb
from fontTools.ttLib import TTFont

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.abspath(os.path.join(HERE, "..", ".."))
STALE_PT = 3.0
LIB = "/usr/share/fonts/truetype/liberation2/"
URW = "/usr/share/fonts/opentype/urw-base35/"
DJV = "/usr/share/fonts/truetype/dejavu/"
INT = "/usr/share/fonts/opentype/inter/"
WEIGHTS = ["ultraLight", "thin", "light", "regular", "medium", "semibold", "bold", "heavy", "black"]
BOLD_FROM = WEIGHTS.index("semibold")
INTER = ["Thin", "ExtraLight", "Light", "Regular", "Medium", "SemiBold", "Bold", "ExtraBold", "Black"]
# family -> file per UIKit weight
PANEL = {
    "Liberation Sans": {w: LIB + ("LiberationSans-Bold.ttf" if i >= BOLD_FROM else "LiberationSans-Regular.ttf")
                        for i, w in enumerate(WEIGHTS)},
    "Nimbus Sans": {w: URW + ("NimbusSans-Bold.otf" if i >= BOLD_FROM else "NimbusSans-Regular.otf")
                    for i, w in enumerate(WEIGHTS)},
    "DejaVu Sans": {w: DJV + ("DejaVuSans-Bold.ttf" if i >= BOLD_FROM else
                              "DejaVuSans-ExtraLight.ttf" if i <= 1 else "DejaVuSans.ttf")
                    for i, w in enumerate(WEIGHTS)},
    "Inter Text": {w: INT + "Inter-%s.otf" % f for w, f in zip(WEIGHTS, INTER)},
    "Inter Display": {w: INT + "InterDisplay-%s.otf" % f for w, f in zip(WEIGHTS, INTER)},
}
PINNED = os.path.join(HERE, "stale-fonts.sha256")


def sha256(path):
    with open(path, "rb") as f:
        return hashlib.sha256(f.read()).hexdigest()


def check_fonts(write):
    files = sorted({p for faces in PANEL.values() for p in faces.values()})
    got = {p: sha256(p) for p in files}
    if write or not os.path.exists(PINNED):
        with open(PINNED, "w") as f:
            for p in files:
                f.write("%s  %s\n" % (got[p], p))
        return
    want = {}
    for line in open(PINNED):
        h, p = line.split(None, 1)
        want[p.strip()] = h
    bad = [p for p in files if want.get(p) != got[p]]
    if bad:
        sys.exit("font files differ from %s (the panel is fixed): %s" % (PINNED, ", ".join(bad)))


class Face:
    def __init__(self, path):
        tt = TTFont(path, lazy=True)
        self.upem = tt["head"].unitsPerEm
        self.cmap = set(tt.getBestCmap())
        tt.close()
        with open(path, "rb") as f:
            self.font = hb.Font(hb.Face(hb.Blob(f.read())))
        self.font.scale = (self.upem, self.upem)

    def width(self, text, visible, size):
        """Unrounded width in pt of text[:visible] shaped as part of the whole text, or None when a
        visible character has no glyph."""
        if any(ord(ch) not in self.cmap for ch in text[:visible] if not white(ch)):
            return None
        buf = hb.Buffer()
        buf.add_codepoints([ord(c) for c in text])
        buf.direction = "ltr"
        buf.language = "en"
        buf.guess_segment_properties()
        hb.shape(self.font, buf, {})
        adv = sum(pos.x_advance for info, pos in zip(buf.glyph_infos, buf.glyph_positions) if info.cluster < visible)
        return adv * size / self.upem


def white(ch):
    return ch in "\t\n\v\f\r" or unicodedata.category(ch) in ("Zs", "Zl", "Zp")


def visible_length(text):
    n = len(text)
    while n and white(text[n - 1]):
        n -= 1
    return n


def on_grid(points, scale):
    return math.ceil(points * scale - 1e-9) / scale


def key(r):
    return "%s:%s" % (r["fileSha1"], r["labelId"])


def load_keys(path=None):
    """{key: record} of the stale list (for the scripts that set stale labels aside)."""
    path = path or os.path.join(ROOT, "Datasets", "labels", "stale.jsonl")
    out = {}
    with open(path, encoding="utf-8") as f:
        for line in f:
            if line.strip():
                d = json.loads(line)
                out[d["key"]] = d
    return out


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--census", action="append",
                    help="label files (default: Datasets/labels/census.jsonl, heldout-2.jsonl, census-3.jsonl, heldout-4.jsonl, census-5.jsonl, census-6.jsonl)")
    ap.add_argument("--out", default=os.path.join(ROOT, "Datasets", "labels", "stale.jsonl"))
    ap.add_argument("--nearest", action="store_true",
                    help="also count the labels the stricter nearest-font rule would set aside (information only)")
    ap.add_argument("--pin-fonts", action="store_true", help="(re)write stale-fonts.sha256 from the installed files")
    args = ap.parse_args()
    check_fonts(args.pin_fonts)
    censuses = args.census or [os.path.join(ROOT, "Datasets", "labels", n) for n in ("census.jsonl", "heldout-2.jsonl", "census-3.jsonl", "heldout-4.jsonl", "census-5.jsonl", "census-6.jsonl")]
    faces = {}
    stale, counts = [], Counter()
    for path in censuses:
        name = os.path.basename(path)
        for line in open(path, encoding="utf-8"):
            r = json.loads(line)
            if not r.get("widthIsOwn"):
                continue
            w, scale = r.get("width"), r.get("scale")
            if not isinstance(w, (int, float)) or not scale or r.get("weight") not in WEIGHTS:
                counts[name + " no verdict (width, scale or weight unknown)"] += 1
                continue
            text, size = r["text"], float(r["size"])
            vis = visible_length(text)
            widths = {}
            for family, files in PANEL.items():
                p = files[r["weight"]]
                f = faces.get(p) or faces.setdefault(p, Face(p))
                m = f.width(text, vis, size)
                if m is not None:
                    widths[family] = on_grid(m, scale)
            if not widths:
                counts[name + " no verdict (no panel font covers the text)"] += 1
                continue
            lo, hi = min(widths.values()), max(widths.values())
            off = lo - w if w < lo else (w - hi if w > hi else 0.0)
            if args.nearest and min(abs(v - w) for v in widths.values()) > STALE_PT + 1e-9:
                counts[name + " (stricter rule: no panel font within 3 pt)"] += 1
            if off > STALE_PT + 1e-9:
                counts[name + " stale"] += 1
                stale.append({"key": key(r), "census": name, "split": r.get("split"), "repo": r["repo"],
                              "path": r["path"], "labelId": r["labelId"], "text": text, "size": r["size"],
                              "weight": r["weight"], "scale": scale, "width": w,
                              "reason": ("narrower" if w < lo else "wider") +
                              " than every panel font by more than %g pt" % STALE_PT,
                              "off": round(off, 4), "panel": {k: round(v, 4) for k, v in sorted(widths.items())}})
            else:
                counts[name + " not stale"] += 1
    stale.sort(key=lambda d: (d["census"], d["repo"].lower(), d["path"], d["labelId"]))
    with open(args.out, "w", encoding="utf-8") as f:
        for d in stale:
            f.write(json.dumps(d, ensure_ascii=False) + "\n")
    for k, v in sorted(counts.items()):
        print("%-60s %6d" % (k, v))
    print("wrote %s (%d labels)" % (os.path.relpath(args.out, ROOT), len(stale)))


if __name__ == "__main__":
    main()
