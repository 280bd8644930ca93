#!/usr/bin/env python3
"""Where the fit apps' width misses are, at all sizes: the own-width labels of the fit apps,
measured through the product, broken down one class at a time (family, weight, size band, text
style or fixed size, number of characters, script and content, the document's Xcode release, how
the stored width is rounded), with each class's share of all the misses.

    python3 Scripts/labels/analyse_misses.py --binary Tool/.build/debug/autolayout [--markdown]

Fit apps only (split `fit` of every census part the system font is fitted on, the list
`Datasets/fonts/fit_system_font.py` keeps (CENSUS_PARTS: census.jsonl, census-3.jsonl, census-5.jsonl, census-6.jsonl),
and of the named-font parts `Scripts/fonts/family_accuracy.py` reads); never a held-out split. The system font's
labels are those `evaluate.py` scores (Latin/Greek/Cyrillic, Xcode >= 7, not suspect, off the
stale list); the other scripts (CJK, ...) and the named families are measured the same way and
reported in their own rows, outside the system-font total. A miss is an error above 0.5 pt (the
issue's first figure); "share of misses" is the class's misses over all system-font misses. The
error per character is (model - stored) / (size x characters) in 1/1000 em (a tracking's unit).
Standard library only.
"""
import argparse
import json
import math
import pathlib
import statistics
import sys
import unicodedata
from collections import defaultdict

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[1] / "fonts"))
import evaluate  # noqa: E402
import family_accuracy  # noqa: E402

ROOT = pathlib.Path(__file__).resolve().parents[2]
CENSUS = [pathlib.Path(path) for path in evaluate.fit_system_font.CENSUS_PARTS]
SIZE_BANDS = [("< 13", 12.99), ("13-16", 16.99), ("17", 17), ("18-19", 19.99), ("20-28", 28), ("29-40", 40),
              ("> 40", 1e9)]
LENGTHS = [("1", 1), ("2-5", 5), ("6-10", 10), ("11-20", 20), ("21-40", 40), ("> 40", 1 << 30)]
RELEASES = [("Xcode 7-9", 9), ("Xcode 10-11", 11), ("Xcode 12-14", 14), ("Xcode 15 on", 99)]


def content(text):
    """The label's content class: digits only (with separators), punctuation-heavy, with digits,
    upper case only, else letters."""
    shown = [c for c in text.rstrip() if not c.isspace()]
    if not shown:
        return "empty"
    digits = sum(c.isdigit() for c in shown)
    punctuation = sum(unicodedata.category(c)[0] in "PS" for c in shown)
    letters = sum(c.isalpha() for c in shown)
    if letters == 0 and digits:
        return "digits (and separators) only"
    if punctuation >= 0.2 * len(shown):
        return "punctuation/symbols >= 20 %"
    if digits:
        return "letters with digits"
    if all(not c.isalpha() or c.isupper() for c in shown):
        return "letters, all capitals"
    return "letters"


def band(value, bands):
    return next(name for name, top in bands if value <= top)


def classes(label):
    """The label's class in each dimension of the breakdown."""
    text = label["text"].rstrip()
    spaces = text.count(" ")
    return {
        "weight": evaluate.WEIGHT_GROUPS.get(label["weight"], label["weight"]),
        "size band (pt)": band(label["size"], SIZE_BANDS),
        "text style": "text style" if label.get("textStyle") else "fixed size",
        "characters": band(len(text), LENGTHS),
        "content": content(text),
        "spaces": "no space" if spaces == 0 else ("1 space" if spaces == 1 else "2+ spaces"),
        "release": band(label.get("xcode") or 0, RELEASES),
        "stored width": "whole point" if float(label["width"]).is_integer() else "pixel grid",
        "scale": "@%g" % label["scale"],
        "ends in white space": "yes" if label["text"] != text else "no",
    }


def system_labels(stale):
    """Fit-app system-font labels with their own width: (scored, other scripts)."""
    scored, other = [], []
    for path in CENSUS:
        for line in open(path, encoding="utf-8"):
            label = json.loads(line)
            if (label["split"] != "fit" or not label.get("widthIsOwn") or not label.get("scale")
                    or (label.get("xcode") or 0) < 7 or label.get("suspect")
                    or "%s:%s" % (label["fileSha1"], label["labelId"]) in stale):
                continue
            (scored if label.get("script") in ("latin", "greek-cyrillic") else other).append(label)
    return scored, other


def errors(binary, labels):
    measured = evaluate.measure(binary, labels, [], 1)
    return [(label, measured[index]["width"] - label["width"]) for index, label in enumerate(labels)
            if index in measured]


def family_errors(binary):
    chosen = [label for label in family_accuracy.labels(None)
              if label["split"] == "fit" and (label.get("xcode") or 0) >= 7]
    requests = "".join(json.dumps({"id": index, "text": label["text"],
                                   "font": {"family": label["family"], "size": label["size"],
                                            "weight": family_accuracy.weight(label.get("weight"))},
                                   "lines": 1, "scale": label.get("scale") or 2}) + "\n"
                       for index, label in enumerate(chosen))
    measured = evaluate.run_measure(binary, requests)
    return [(label, measured[index]["width"] - label["width"]) for index, label in enumerate(chosen)
            if index in measured]


def what_if(binary, system, total_misses, markdown):
    """Two checks of a behaviour, not model changes: (1) the labels whose text ends in white space
    measured with their trailing spaces counted (U+200B appended: a zero-width character that is not
    white space, so the spaces before it are no longer trailing; CoreText counts a line's trailing
    white space in its width, CTLineGetTrailingWhitespaceWidth); (2) a stored whole-point width
    counted as matched when it is the whole-point ceiling of ours (frames ceiled by Xcode)."""
    trailing = [(label, error) for label, error in system if label["text"] != label["text"].rstrip()]
    counted = errors(binary, [dict(label, text=label["text"] + "\u200b") for label, _ in trailing])
    before = sum(abs(e) <= 0.5 + 1e-9 for _, e in trailing)
    after = sum(abs(e) <= 0.5 + 1e-9 for _, e in counted)
    within_one = sum(abs(e) <= 1 + 1e-9 for _, e in counted)
    whole = sum(abs(e) > 0.5 + 1e-9 and float(label["width"]).is_integer()
                and abs(math.ceil(label["width"] + e - 1e-9) - label["width"]) < 1e-9 for label, e in system)
    whole_3 = sum(abs(e) > 0.5 + 1e-9 and float(label["width"]).is_integer() and label["scale"] == 3
                  and abs(math.ceil(label["width"] + e - 1e-9) - label["width"]) < 1e-9 for label, e in system)
    n = len(system)
    return ("what if (not in the product): trailing white space counted: %d labels (%d apps) ending in white "
            "space, within 0.5 pt %d -> %d (within 1 pt %d), all system-font labels %.1f %% -> %.1f %%; "
            "whole-point ceilings counted as matched: %d more misses matched (%d at @3x), %.1f %% -> %.1f %%" % (
                len(trailing), len({label["app"] for label, _ in trailing}), before, after, within_one,
                100 * (n - total_misses) / n, 100 * (n - total_misses + after - before) / n,
                whole, whole_3, 100 * (n - total_misses) / n, 100 * (n - total_misses + whole) / n))


def per_em(label, error):
    return 1000 * error / (label["size"] * max(1, len(label["text"].rstrip())))


def row(name, cell, total_misses, markdown):
    n = len(cell)
    if not n:
        return ""
    half = sum(abs(e) <= 0.5 + 1e-9 for _, e in cell)
    one = sum(abs(e) <= 1 + 1e-9 for _, e in cell)
    misses = n - half
    apps = len({label["app"] for label, _ in cell})
    median_pt = statistics.median(e for _, e in cell)
    median_em = statistics.median(per_em(label, e) for label, e in cell)
    share = "%.1f %%" % (100 * misses / total_misses) if total_misses else "-"
    cells = [name, "%d (%d)" % (n, apps), "%.1f %% / %.1f %%" % (100 * half / n, 100 * one / n), str(misses), share,
             "%+.2f" % median_pt, "%+.1f" % median_em]
    if markdown:
        return "| " + " | ".join(cells) + " |"
    return f"{cells[0]:32} {cells[1]:>12} {cells[2]:>17} {cells[3]:>6} {cells[4]:>7} {cells[5]:>7} {cells[6]:>7}"


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--binary", default=str(ROOT / "Tool/.build/debug/autolayout"))
    parser.add_argument("--markdown", action="store_true")
    parser.add_argument("--detail", metavar="DIMENSION=CLASS", action="append", default=[],
                        help="also print the worst misses of one class (e.g. 'content=digits (and separators) only')")
    args = parser.parse_args()
    stale = evaluate.stale_keys(ROOT / "Datasets/labels/stale.jsonl")
    scored, other = system_labels(stale)
    system = errors(args.binary, scored)
    total_misses = sum(abs(e) > 0.5 + 1e-9 for _, e in system)
    header = ["class", "labels (apps)", "within 0.5 / 1 pt", "misses", "share of misses", "median pt",
              "median 1/1000 em a char"]
    if args.markdown:
        print("| " + " | ".join(header) + " |")
        print("|" + " --- |" * len(header))
    else:
        print(f"{header[0]:32} {header[1]:>12} {header[2]:>17} {header[3]:>6} {header[4]:>7} {header[5]:>7} {header[6]:>7}")
    print(row("system font, all (scored)", system, total_misses, args.markdown))
    print(row("system font, other scripts (not scored)", errors(args.binary, other), 0, args.markdown))
    by_family = defaultdict(list)
    for label, error in family_errors(args.binary):
        by_family["Helvetica Neue" if label["family"] == "Helvetica Neue" else "other mapped families"].append(
            (label, error))
    for name in ("Helvetica Neue", "other mapped families"):
        print(row(name + " (not scored)", by_family[name], 0, args.markdown))
    dimensions = defaultdict(lambda: defaultdict(list))
    for label, error in system:
        for dimension, value in classes(label).items():
            dimensions[dimension][value].append((label, error))
        large = "> 17 pt" if label["size"] > 17 else "<= 17 pt"
        dimensions["size x weight"]["%s %s" % (large, classes(label)["weight"])].append((label, error))
        dimensions["size x release"]["%s %s" % (large, classes(label)["release"])].append((label, error))
        dimensions["size x content"]["%s %s" % (large, classes(label)["content"])].append((label, error))
        dimensions["scale x stored width"]["%s %s" % (classes(label)["scale"], classes(label)["stored width"])].append(
            (label, error))
        if label["size"] <= 17:
            dimensions["release x scale x stored width, up to 17 pt"]["%s %s %s" % (
                classes(label)["release"], classes(label)["scale"], classes(label)["stored width"])].append((label, error))
    for dimension, cells in dimensions.items():
        print(("| **%s** | | | | | | |" % dimension) if args.markdown else "-- " + dimension)
        for value in sorted(cells, key=lambda v: -len(cells[v])):
            print(row(value, cells[value], total_misses, args.markdown))
    print(what_if(args.binary, system, total_misses, args.markdown))
    for spec in args.detail:
        dimension, _, value = spec.partition("=")
        cell = sorted(dimensions[dimension][value], key=lambda item: -abs(item[1]))
        print("-- worst of %s" % spec)
        for label, error in cell[:40]:
            print(f"{error:+6.2f} {per_em(label, error):+6.1f} {label['size']:5g} {label['weight']:9} "
                  f"@{label['scale']:g} x{label['xcode']} {label['app'][:40]:40} {label['text']!r}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
