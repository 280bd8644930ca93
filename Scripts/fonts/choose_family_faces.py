#!/usr/bin/env python3
"""Which open face each UIKit weight of Apple's mapped families measures with, chosen on the
census's Interface Builder labels of the FIT apps only, and reference widths for the Swift tests.

`Sources/TextMeasurement/AppleFamilyFaces.swift` maps each family to a regular and a bold open
face (Helvetica Neue -> Nimbus Sans). A family with more weights than that (Helvetica Neue:
UltraLight, Thin, Light, Regular, Medium, Bold) measures every weight with one of the two; the
default is UIKit's rule for a family with a regular and a bold face (medium and lighter take
the regular face, semibold and heavier the bold one). For each family and weight with evidence,
this script measures the fit labels of that weight with both faces (HarfBuzz, the same layout
arithmetic as the Swift measurer, width ceiled to the document's pixel grid) and keeps the
default unless the other face has at least MIN_LABELS labels from MIN_APPS apps behind it and
more of them within 0.5 pt (then within 1 pt). Held-out apps are never read.

Labels: own width, Latin or Greek/Cyrillic, not `suspect`, deduplicated per app, text, size,
weight, scale and width (as `Scripts/fonts/family_accuracy.py` and the system font's fit).

Writes `Datasets/fonts/family-faces.json`: per family and weight the evidence (labels, apps,
figures of both faces), the chosen face, and reference widths (unrounded, points) of fixed texts
with the chosen face, which `AppleFamilyFacesTests` compares the Swift measurer against.

    .venv-fonts/bin/python Scripts/fonts/choose_family_faces.py   # uharfbuzz (Datasets/fonts/requirements.txt)
"""
import json
import math
import pathlib
import statistics
import sys

import uharfbuzz as hb

ROOT = pathlib.Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "Scripts/fonts"))
from family_accuracy import CENSUS, weight as uikit_weight  # noqa: E402

URW = "/usr/share/fonts/opentype/urw-base35"
# The families with labels in the census's fit apps and their two faces, as AppleFamilyFaces.swift
# maps them (the families without fit labels keep the default rule and are not listed).
FAMILIES = {
    "Helvetica Neue": (f"{URW}/NimbusSans-Regular.otf", f"{URW}/NimbusSans-Bold.otf"),
    "Helvetica": (f"{URW}/NimbusSans-Regular.otf", f"{URW}/NimbusSans-Bold.otf"),
}
WEIGHTS = ["ultraLight", "thin", "light", "regular", "medium", "semibold", "bold", "heavy", "black"]
BOLD_BY_DEFAULT = {"semibold", "bold", "heavy", "black"}
MIN_LABELS, MIN_APPS = 5, 3
REFERENCE_TEXTS = ["Label", "Post on Facebook", "thomas@example.com", "Notification", "AVAWAY 1.00", "Ljubljana"]
REFERENCE_SIZES = [9, 14, 17, 22.5, 40]
WHITE_SPACE = set(" \t\n\v\f\r\u00a0\u1680\u2028\u2029\u202f\u205f\u3000") | {chr(c) for c in range(0x2000, 0x200B)}

_fonts = {}


def font(path):
    if path not in _fonts:
        face = hb.Face(hb.Blob.from_file_path(path))
        loaded = hb.Font(face)
        loaded.scale = (face.upem, face.upem)
        _fonts[path] = (loaded, face.upem)
    return _fonts[path]


def width_units(text, path, size):
    """The text's width on the 1/1024 pt grid: HarfBuzz's advances (kerning included, each on
    the first character of its cluster) scaled as HarfBuzz scales a font of scale
    round(size x 1024), trailing white space dropped (LayoutUnits.swift's arithmetic)."""
    loaded, upem = font(path)
    buffer = hb.Buffer()
    buffer.add_str(text)
    buffer.guess_segment_properties()
    hb.shape(loaded, buffer, {})
    scale = math.floor(size * 1024 + 0.5)
    multiplier = (scale << 16) // upem
    units = [0] * len(text)
    for info, position in zip(buffer.glyph_infos, buffer.glyph_positions):
        units[info.cluster] += (position.x_advance * multiplier + 32768) >> 16
    end = len(text)
    while end and text[end - 1] in WHITE_SPACE:
        end -= 1
    return sum(units[:end])


def stored_width(text, path, size, scale):
    return math.ceil(width_units(text, path, size) / 1024 * scale - 1e-9) / scale


def fit_labels():
    chosen, seen = [], set()
    for census in CENSUS:
        for line in census.read_text(encoding="utf-8").splitlines():
            label = json.loads(line)
            if label["split"] != "fit" or label.get("family") not in FAMILIES:
                continue
            if not (label.get("widthIsOwn") and label.get("text")) or label.get("suspect"):
                continue
            if label.get("script") not in ("latin", "greek-cyrillic"):
                continue
            key = (label["app"], label["text"], label["size"], label.get("weight"), label.get("scale"), label["width"])
            if key not in seen:
                seen.add(key)
                chosen.append(label)
    return chosen


def figures(labels, path):
    differences = [stored_width(l["text"], path, l["size"], l.get("scale") or 2) - l["width"] for l in labels]
    return {"within0.5": sum(abs(d) <= 0.5 + 1e-9 for d in differences),
            "within1": sum(abs(d) <= 1 + 1e-9 for d in differences),
            "median": round(statistics.median(differences), 4)}


def main():
    labels = fit_labels()
    out = {"source": "Scripts/fonts/choose_family_faces.py",
           "labels": "Datasets/labels/other-families.jsonl + census-3-other-families.jsonl, split fit only: "
                     "own width, Latin or Greek/Cyrillic, not suspect, deduplicated",
           "rule": f"default: medium and lighter -> regular face, semibold and heavier -> bold face; the other face "
                   f"when it has >= {MIN_LABELS} labels from >= {MIN_APPS} apps and more within 0.5 pt (then 1 pt)",
           "families": {}}
    for family, (regular, bold) in FAMILIES.items():
        entry = {"regular": regular, "bold": bold, "weights": {}}
        for weight in WEIGHTS:
            own = [l for l in labels if l["family"] == family and uikit_weight(l.get("weight")) == weight]
            default = "bold" if weight in BOLD_BY_DEFAULT else "regular"
            other = "regular" if default == "bold" else "bold"
            record = {"labels": len(own), "apps": len(set(l["app"] for l in own)), "face": default}
            if own:
                record["figures"] = {"regular": figures(own, regular), "bold": figures(own, bold)}
                a, b = record["figures"][other], record["figures"][default]
                if (len(own) >= MIN_LABELS and record["apps"] >= MIN_APPS
                        and (a["within0.5"], a["within1"]) > (b["within0.5"], b["within1"])):
                    record["face"] = other
            path = regular if record["face"] == "regular" else bold
            record["reference"] = [{"text": text, "size": size, "width": width_units(text, path, size) / 1024}
                                   for text in REFERENCE_TEXTS for size in REFERENCE_SIZES]
            entry["weights"][weight] = record
            if own:
                print(f"{family} {weight}: {len(own)} labels, {record['apps']} apps; regular face "
                      f"{record['figures']['regular']}, bold face {record['figures']['bold']} -> {record['face']}")
        out["families"][family] = entry
    target = ROOT / "Datasets/fonts/family-faces.json"
    target.write_text(json.dumps(out, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    print(f"wrote {target.relative_to(ROOT)}")


if __name__ == "__main__":
    main()
