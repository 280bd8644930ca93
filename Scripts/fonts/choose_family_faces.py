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

Then a tracking per weight (1/1000 em added to every character's advance, as the system font's
terms are added): where the chosen face is wider or narrower than Apple's face of that weight
(Helvetica Neue Light and Thin are narrower than Nimbus Sans Regular, Medium lies between Nimbus
Sans Regular and Bold). For a weight with MIN_LABELS labels from MIN_APPS apps, the tracking of
TRACKING_GRID that fits all its labels best (most within 0.5 pt, then 1 pt, then the smallest) is
kept only if, leaving one app out at a time (each app's labels measured with the tracking fitted
on the other apps), more labels come within 0.5 pt (then 1 pt) than with no tracking.

Labels: own width, Latin or Greek/Cyrillic, not `suspect`, deduplicated per app, text, size,
weight, scale and width (as `Scripts/fonts/family_accuracy.py` and the system font's fit).

Writes `Datasets/fonts/family-faces.json`: per family and weight the evidence (labels, apps,
figures of both faces), the chosen face, the tracking and its figures (all apps, leaving one app
out, none), and reference widths (unrounded, points) of fixed texts with the chosen face and
tracking, which `AppleFamilyFacesTests` compares the Swift measurer (`AppleFamilyFaces`) against.

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
TRACKING_GRID = [step / 2 for step in range(-80, 81)]  # -40 ... +40 per 1000 em, by 0.5
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


def width_units(text, path, size, tracking=0.0):
    """The text's width on the 1/1024 pt grid: HarfBuzz's advances (kerning included, each on
    the first character of its cluster) scaled as HarfBuzz scales a font of scale
    round(size x 1024), plus `tracking` (1/1000 em) on every character the face has a glyph for
    (a ligature's characters each, as the measurer adds `StandInAdvances.extraUnits` by each
    character's own glyph), rounded half away from zero on that grid, trailing white space
    dropped (LayoutUnits.swift's arithmetic)."""
    loaded, upem = font(path)
    buffer = hb.Buffer()
    buffer.add_str(text)
    buffer.guess_segment_properties()
    hb.shape(loaded, buffer, {})
    scale = math.floor(size * 1024 + 0.5)
    multiplier = (scale << 16) // upem
    extra = tracking / 1000 * scale
    extra = int(math.floor(abs(extra) + 0.5)) * (1 if extra >= 0 else -1)
    units = [0] * len(text)
    for info, position in zip(buffer.glyph_infos, buffer.glyph_positions):
        units[info.cluster] += (position.x_advance * multiplier + 32768) >> 16
    for index, character in enumerate(text):
        if extra and loaded.get_nominal_glyph(ord(character)):
            units[index] += extra
    end = len(text)
    while end and text[end - 1] in WHITE_SPACE:
        end -= 1
    return sum(units[:end])


def stored_width(text, path, size, scale, tracking=0.0):
    return math.ceil(width_units(text, path, size, tracking) / 1024 * scale - 1e-9) / scale


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


def differences(labels, path, tracking=0.0):
    return [stored_width(l["text"], path, l["size"], l.get("scale") or 2, tracking) - l["width"] for l in labels]


def counts(values):
    return (sum(abs(d) <= 0.5 + 1e-9 for d in values), sum(abs(d) <= 1 + 1e-9 for d in values))


def figures(labels, path, tracking=0.0):
    values = differences(labels, path, tracking)
    half, one = counts(values)
    return {"within0.5": half, "within1": one, "median": round(statistics.median(values), 4)}


def best_tracking(labels, path):
    return max(TRACKING_GRID, key=lambda t: counts(differences(labels, path, t)) + (-abs(t),))


def left_out_differences(labels, path):
    """Each app's labels measured with the tracking fitted on the other apps' labels."""
    values = []
    for app in sorted(set(l["app"] for l in labels)):
        rest = [l for l in labels if l["app"] != app]
        values += differences([l for l in labels if l["app"] == app], path, best_tracking(rest, path))
    return values


def main():
    labels = fit_labels()
    out = {"source": "Scripts/fonts/choose_family_faces.py",
           "labels": "Datasets/labels/other-families.jsonl + census-3-other-families.jsonl, split fit only: "
                     "own width, Latin or Greek/Cyrillic, not suspect, deduplicated",
           "rule": f"default: medium and lighter -> regular face, semibold and heavier -> bold face; the other face "
                   f"when it has >= {MIN_LABELS} labels from >= {MIN_APPS} apps and more within 0.5 pt (then 1 pt); "
                   f"tracking: the best of {TRACKING_GRID[0]:+}...{TRACKING_GRID[-1]:+} per 1000 em when the weight has "
                   f">= {MIN_LABELS} labels from >= {MIN_APPS} apps and leaving one app out beats none",
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
            record["tracking"] = 0.0
            if len(own) >= MIN_LABELS and record["apps"] >= MIN_APPS:
                tracking = best_tracking(own, path)
                left_out = left_out_differences(own, path)
                half, one = counts(left_out)
                record["trackingFigures"] = {"fitted": tracking, "allApps": figures(own, path, tracking),
                                             "leaveOneAppOut": {"within0.5": half, "within1": one,
                                                                "median": round(statistics.median(left_out), 4)},
                                             "none": figures(own, path)}
                if counts(left_out) > counts(differences(own, path)):
                    record["tracking"] = tracking
            record["reference"] = [{"text": text, "size": size,
                                    "width": width_units(text, path, size, record["tracking"]) / 1024}
                                   for text in REFERENCE_TEXTS for size in REFERENCE_SIZES]
            entry["weights"][weight] = record
            if own:
                print(f"{family} {weight}: {len(own)} labels, {record['apps']} apps; regular face "
                      f"{record['figures']['regular']}, bold face {record['figures']['bold']} -> {record['face']}; "
                      f"tracking {record.get('trackingFigures')} -> {record['tracking']}")
        out["families"][family] = entry
    target = ROOT / "Datasets/fonts/family-faces.json"
    target.write_text(json.dumps(out, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    print(f"wrote {target.relative_to(ROOT)}")


if __name__ == "__main__":
    main()
