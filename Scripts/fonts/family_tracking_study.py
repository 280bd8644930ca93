#!/usr/bin/env python3
"""Would a tracking per weight (1/1000 em added to every character, as the system font's
terms) make the mapped families' faces measure like Apple's? A study on the FIT apps only:
for each family and weight with at least 5 labels, the face `family-faces.json` chose, the
tracking that fits all fit labels best (most within 0.5 pt, then 1 pt, then the smallest), and
the same chosen leaving one app out at a time (each app's labels measured with the tracking
fitted on the other apps): a tracking is worth applying only where that beats no tracking.
Prints; writes nothing (applying a tracking needs a hook where a face's advances are read,
`FontFace`, which AppleFamilyFaces cannot reach).

    .venv-fonts/bin/python Scripts/fonts/family_tracking_study.py
"""
import json
import math
import pathlib
import statistics
import sys

ROOT = pathlib.Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "Scripts/fonts"))
import choose_family_faces as faces  # noqa: E402
from family_accuracy import weight as uikit_weight  # noqa: E402

GRID = [step / 2 for step in range(-80, 81)]  # -40 ... +40 per 1000 em, by 0.5


def differences(labels, path, tracking):
    out = []
    for label in labels:
        units = faces.width_units(label["text"], path, label["size"])
        # The tracking's units as the system font adds them: round(extraEm x scaleUnits) a character.
        scale = math.floor(label["size"] * 1024 + 0.5)
        characters = len(label["text"].rstrip("".join(faces.WHITE_SPACE)))
        units += characters * round(tracking / 1000 * scale)
        grid = label.get("scale") or 2
        out.append(math.ceil(units / 1024 * grid - 1e-9) / grid - label["width"])
    return out


def score(values):
    return (sum(abs(v) <= 0.5 + 1e-9 for v in values), sum(abs(v) <= 1 + 1e-9 for v in values))


def best(labels, path):
    return max(GRID, key=lambda t: score(differences(labels, path, t)) + (-abs(t),))


def line(name, values):
    half, one = score(values)
    return f"{name} {100 * half / len(values):.0f} % / {100 * one / len(values):.0f} %, median {statistics.median(values):+.2f}"


def main():
    chosen = json.loads((ROOT / "Datasets/fonts/family-faces.json").read_text(encoding="utf-8"))["families"]
    labels = faces.fit_labels()
    for family, entry in chosen.items():
        for weight, record in entry["weights"].items():
            own = [l for l in labels if l["family"] == family and uikit_weight(l.get("weight")) == weight]
            if len(own) < 5:
                continue
            path = entry[record["face"]]
            tracking = best(own, path)
            held = []
            for app in sorted(set(l["app"] for l in own)):
                rest = [l for l in own if l["app"] != app]
                held += differences([l for l in own if l["app"] == app], path, best(rest, path))
            apps = len(set(l["app"] for l in own))
            print(f"{family}, {weight} ({len(own)} labels, {apps} apps, {record['face']} face): "
                  f"{line('no tracking', differences(own, path, 0))}; tracking {tracking:+.1f}: "
                  f"{line('all apps', differences(own, path, tracking))}; {line('leave one app out', held)}")


if __name__ == "__main__":
    main()
