#!/usr/bin/env python3
"""At which Dynamic Type size Xcode stored its frames for text-style labels, by Xcode release.

Every fit-app label of the census parts with a text style (`textStyle`) whose width or height
is its own (single-line labels of `census.jsonl` and `census-3.jsonl`; multi-line labels of
`census-3-multiline.jsonl` whose height is their own) is measured through the product at each
of the seven standard content size categories (`autolayout measure --content-size-category`),
and the categories that explain its stored frame are listed: an own width within 0.5 pt, an own
height exact to the pixel grid or its whole-point ceiling (multi-line labels at their stored
width and line limit). Labels are grouped by the release that wrote the document (its
`toolsVersion`; the Cocoa Touch plug-in's version for the `32700.99.1234` placeholder) and by
style group (the title styles apart from the text styles), counting labels and apps per
answer: `large` (Large explains it, whatever else does), one other category alone, several
other categories, or none.

Held-out splits are never read. Standard library only.

    python3 Scripts/labels/analyse_text_styles.py --binary Tool/.build/debug/autolayout [--list RELEASE]
"""
import argparse
import collections
import json
import math
import pathlib
import subprocess

ROOT = pathlib.Path(__file__).resolve().parents[2]
CATEGORIES = ["extraSmall", "small", "medium", "large", "extraLarge", "extraExtraLarge", "extraExtraExtraLarge"]
SINGLE = ["Datasets/labels/census.jsonl", "Datasets/labels/census-3.jsonl"]
MULTI = "Datasets/labels/census-3-multiline.jsonl"
TITLES = {"largeTitle", "title1", "title2", "title3"}
# Xcode releases by the first build number they own (InterfaceBuilderToolsVersion.swift's ranges;
# Xcode 12.5 is the first 18xxx build).
RELEASES = [(0, "Xcode 6"), (9000, "Xcode 7"), (11000, "Xcode 8-9"), (14000, "Xcode 10"), (15000, "Xcode 11-12.4"),
            (18000, "Xcode 12.5-13"), (21000, "Xcode 14 on")]


def tools(label):
    text = label.get("toolsVersion") or "0"
    try:
        value = float(text.split(".")[0])
    except ValueError:
        return 0.0
    # The placeholder 32700.99.1234 is written by Xcode 15 (plug-in 22684/22685 in the fixtures).
    return 22685.0 if value >= 30000 else value


def release(label):
    return [name for start, name in RELEASES if tools(label) >= start][-1]


def load():
    labels = []
    for path in SINGLE:
        for line in open(ROOT / path, encoding="utf-8"):
            label = json.loads(line)
            if label["split"] != "fit" or not label.get("textStyle") or not label.get("scale"):
                continue
            if label.get("script") not in ("latin", "greek-cyrillic"):
                continue
            own_width = label.get("widthIsOwn") and not label.get("suspect")
            if own_width or label.get("heightIsOwn"):
                labels.append(dict(label, ownWidth=bool(own_width), lines=1, maxWidth=None))
    for line in open(ROOT / MULTI, encoding="utf-8"):
        label = json.loads(line)
        if label["split"] != "fit" or not label.get("textStyle") or not label.get("scale") or not label.get("heightIsOwn"):
            continue
        if label.get("script") not in ("latin", "greek-cyrillic"):
            continue
        labels.append(dict(label, ownWidth=False, lines=label.get("numberOfLines") or 0, maxWidth=label["width"]))
    return labels


def measure(binary, labels, category):
    requests = "".join(json.dumps({"id": i, "text": label["text"], "font": {"textStyle": label["textStyle"]},
                                   "width": label["maxWidth"], "lines": label["lines"], "scale": label["scale"]}) + "\n"
                       for i, label in enumerate(labels))
    done = subprocess.run([binary, "measure", "-", "--content-size-category", category], input=requests,
                          capture_output=True, text=True, check=True)
    return {record["id"]: record for record in map(json.loads, done.stdout.splitlines()) if "error" not in record}


def explains(label, result):
    if result is None:
        return False
    if label["ownWidth"] and abs(result["width"] - label["width"]) > 0.5 + 1e-9:
        return False
    if label.get("heightIsOwn"):
        exact = abs(result["height"] - label["height"]) < 1e-6
        whole = abs(math.ceil(result["height"] - 1e-9) - label["height"]) < 1e-6
        if not (exact or whole):
            return False
    return True


def answer(fits):
    if "large" in fits:
        return "large"
    if not fits:
        return "none"
    return fits[0] if len(fits) == 1 else "/".join(fits)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--binary", default=str(ROOT / "Tool/.build/release/autolayout"))
    parser.add_argument("--list", help="also list every label of this release (e.g. 'Xcode 12.5-13')")
    args = parser.parse_args()
    labels = load()
    results = {category: measure(args.binary, labels, category) for category in CATEGORIES}
    groups = collections.defaultdict(lambda: collections.defaultdict(list))
    for i, label in enumerate(labels):
        fits = [c for c in CATEGORIES if explains(label, results[c].get(i))]
        group = "titles" if label["textStyle"] in TITLES else "text"
        groups[(release(label), group)][answer(fits)].append(label)
        if args.list and release(label) == args.list:
            print("%s %s %-11s %-28r stored %s x %s, own %s/%s, lines %s: %s" % (
                label["toolsVersion"], label["repo"], label["textStyle"], label["text"][:28], label["width"],
                label["height"], int(label["ownWidth"]), int(bool(label.get("heightIsOwn"))), label["lines"], answer(fits)))
    print("| release | styles | labels (apps) | explained by: labels (apps) |")
    print("|---|---|---|---|")
    order = [name for _, name in RELEASES]
    for key in sorted(groups, key=lambda k: (order.index(k[0]), k[1])):
        answers = groups[key]
        total = sum(len(v) for v in answers.values())
        apps = {label["repo"] for v in answers.values() for label in v}
        cells = ", ".join("%s %d (%d)" % (name, len(v), len({label["repo"] for label in v}))
                          for name, v in sorted(answers.items(), key=lambda item: -len(item[1])))
        print("| %s | %s | %d (%d) | %s |" % (key[0], key[1], total, len(apps), cells))


if __name__ == "__main__":
    main()
